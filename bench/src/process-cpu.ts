// CPU time of other processes (the server, PostgreSQL backends) from /proc, to say where a run's time
// went. Linux only; elsewhere (or for a database on another machine) the figures are missing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;
const clockTicks = () => {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
};

/** User + system CPU seconds a process has used, or null when it cannot be read. */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return null;
  }
}

/** CPU seconds several processes used between two readings (one unreadable at the end is left out). */
export function cpuBetween(before: Map<number, number | null>, pids: number[]): number | null {
  let total = 0;
  let read = false;
  for (const pid of new Set([...before.keys(), ...pids])) {
    const end = cpuSeconds(pid);
    const start = before.get(pid) ?? 0;
    if (end === null || start === null) continue;
    total += end - start;
    read = true;
  }
  return read ? total : null;
}

export const readCpu = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
