/** mm:ss (h:mm:ss from an hour up) of a number of seconds left. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${pad(minutes)}:${pad(s % 60)}`;
}

/** Seconds left at which the time is announced, other than every five minutes: not each second. */
const MARKS = [120, 60, 30, 0];

const isMark = (seconds: number) => MARKS.includes(seconds) || (seconds > 0 && seconds % 300 === 0);

/**
 * The mark passed going from `before` to `now` seconds left (the lowest, when a throttled tab skipped
 * several), or null. The start itself is not announced: the timer is on screen with its label.
 */
export function markPassed(before: number, now: number): number | null {
  let passed: number | null = null;
  for (let s = before - 1; s >= now; s--) if (isMark(s)) passed = s;
  return passed;
}
