import { percentOf } from './percent.ts';

/**
 * Submissions as a whole percent of pageviews, halves rounded up (12.5 -> 13). null without
 * pageviews. Not capped at 100: more submissions than pageviews means the pageview count lags.
 */
export function submissionRate(submissions: number, pageviews: number): number | null {
  if (pageviews <= 0) return null;
  // Multiplying first keeps an exact half exact (29 * 100 / 200 = 14.5, not 14.4999...).
  return Math.round((submissions * 100) / pageviews);
}

/** Increase and decrease clicks as percents of all of the item's clicks; null when there are none. */
export function clickShares(
  increaseClicks: number,
  decreaseClicks: number,
): { increase_percent: number | null; decrease_percent: number | null } {
  const total = increaseClicks + decreaseClicks;
  return {
    increase_percent: percentOf(increaseClicks, total),
    decrease_percent: percentOf(decreaseClicks, total),
  };
}
