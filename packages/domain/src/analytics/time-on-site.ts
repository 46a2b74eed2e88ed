/**
 * Average seconds on site over the visits given (or null without any). Negative or non-finite
 * durations (clock skew, a visit still open) are not time spent on site and are left out.
 * Shown with formatDuration: minutes and seconds, or hours and minutes.
 */
export function averageSecondsOnSite(secondsPerVisit: Iterable<number>): number | null {
  let total = 0;
  let count = 0;
  for (const seconds of secondsPerVisit) {
    if (!Number.isFinite(seconds) || seconds < 0) continue;
    total += seconds;
    count += 1;
  }
  return count === 0 ? null : total / count;
}
