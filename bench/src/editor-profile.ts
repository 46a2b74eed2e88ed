// BENCH_DEBUG for bench:editor: a sampled CPU profile of a page load, printed as the functions that
// took most samples (self time), with the page's script, layout and style time.
import { readdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

interface TProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
}

export async function startProfile(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** The page's main-thread work so far (ms): script, layout and style. Less noisy than wall time on a busy machine. */
export async function mainThreadWork(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: ms('ScriptDuration'), layout: ms('LayoutDuration'), style: ms('RecalcStyleDuration') };
}

export async function printProfile(cdp: CDPSession) {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: TProfile };
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const key = frameKey(node.callFrame);
    byName.set(key, (byName.get(key) ?? 0) + (counts.get(node.id) ?? 0));
  }
  const top = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, samples]) => `${samples}\t${name}`)
      .join('\n');
  console.info(`samples by function, self:\n${top(byName)}`);
  // Inclusive: each sample counts once for every function on its stack (a build without minifying,
  // ADMIN_DIST, names the components).
  const keyOf = new Map(profile.nodes.map((node) => [node.id, frameKey(node.callFrame)]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const id of profile.samples) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) seen.add(keyOf.get(at)!);
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
  }
  for (const key of ['(root) :-1', '(program) :-1', '(idle) :-1']) inclusive.delete(key);
  console.info(`samples by function, inclusive:\n${top(inclusive)}`);
  const components = new Map([...inclusive].filter(([key]) => /^[A-Z]/.test(key)));
  console.info(`samples by component (capitalized functions), inclusive:\n${top(components)}`);
}

const frameKey = ({ functionName, url, lineNumber }: TProfile['nodes'][number]['callFrame']) =>
  `${functionName || '(anon)'} ${url.split('/').pop()}:${lineNumber}`;

/**
 * CPU time (user + system, ms) used so far by the processes this bench started (Chromium's browser,
 * renderers and GPU process), from /proc. Unlike task durations, it does not count time spent waiting
 * for a core, so it compares builds on a busy machine. Linux only; 0 elsewhere.
 */
export function childrenCpuMs(): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const pid of entries) {
    try {
      // Fields after the command name, which is in parentheses and may hold spaces.
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = stats.get(pid)?.parent; at !== undefined && at > 1; at = stats.get(at)?.parent)
      if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (descends(pid)) ticks += stat.ticks;
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;
