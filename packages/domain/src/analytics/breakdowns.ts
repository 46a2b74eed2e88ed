import { ANALYTICS_LISTS } from './labels.ts';
import { percentOf } from './percent.ts';
import { clickShares } from './rates.ts';
import type { TPieSlice } from './slices.ts';

// The analytics call's tables assembled from counts a SQL aggregate returned: referrers, demographics,
// engagement and scenario options. Pure, so the definitions are tested here and the server only counts.

const byCountThenName =
  <T>(count: (row: T) => number, name: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b), 'en');

/** Top Referrers: the 10 hosts with most sessions, each as a percent of every session. */
export function referrerPaths(
  rows: readonly { source: string; sessions: number }[],
  totalSessions: number,
  limit: number = ANALYTICS_LISTS.topReferrers,
) {
  return [...rows]
    .sort(
      byCountThenName(
        (row) => row.sessions,
        (row) => row.source,
      ),
    )
    .slice(0, limit)
    .map((row) => ({ ...row, percentage: percentOf(row.sessions, totalSessions) ?? 0 }));
}

/** Rows with a count, each with its percent of them all: most first, equal ones by name; none of 0. */
function countShares(rows: readonly { name: string; count: number }[]) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return rows
    .filter((row) => row.count > 0)
    .sort(
      byCountThenName(
        (row) => row.count,
        (row) => row.name,
      ),
    )
    .map((row) => ({ ...row, percentage: (row.count / total) * 100 }));
}

/** A demographics set: every answer with its count and percent of the answers, most answered first. */
export const demographicSet = (rows: readonly { value: string; count: number }[]) =>
  countShares(rows.map((row) => ({ name: row.value, count: row.count }))).map((row) => ({
    value: row.name,
    total_count: row.count,
    total_percentage: row.percentage,
  }));

/** Sources (referrer classes): every class its own slice, most sessions first, none merged away. */
export const sourceShares = (rows: readonly { source: string; count: number }[]) =>
  countShares(rows.map((row) => ({ name: row.source, count: row.count }))).map((row) => ({
    source: row.name,
    amount: row.count,
    percentage: row.percentage,
  }));

/** A pie of sources (social networks, referrer classes): slices named `source` as spec 2 names them. */
export const asSourceSlices = (slices: readonly TPieSlice[]) =>
  slices.map(({ label, amount, percentage }) => ({ source: label, amount, percentage }));

/** Click counts of an item (or a category: the sums of its items'). */
export interface TClickCounts {
  increase: number;
  decrease: number;
  info: number;
  details: number;
  open: number;
}

/** Session changes of visits without a submission: counts and sums of the raises and of the cuts. */
export interface TSessionChanges {
  increased_count: number;
  increased_total: number;
  decreased_count: number;
  /** A positive size. */
  decreased_total: number;
}

export const NO_CLICKS: TClickCounts = { increase: 0, decrease: 0, info: 0, details: 0, open: 0 };
export const NO_SESSION_CHANGES: TSessionChanges = {
  increased_count: 0,
  increased_total: 0,
  decreased_count: 0,
  decreased_total: 0,
};

const meanOf = (total: number, count: number) => (count === 0 ? null : total / count);

/** An item's engagement figures from its click counts and its non-submitting sessions' changes. */
export function engagementFigures(clicks: TClickCounts, sessions: TSessionChanges) {
  const shares = clickShares(clicks.increase, clicks.decrease);
  return {
    increase_clicks: clicks.increase,
    decrease_clicks: clicks.decrease,
    increase_clicks_percent: shares.increase_percent,
    decrease_clicks_percent: shares.decrease_percent,
    info_clicks: clicks.info,
    details_clicks: clicks.details,
    open_clicks: clicks.open,
    average_session_increase: meanOf(sessions.increased_total, sessions.increased_count),
    average_session_decrease: meanOf(sessions.decreased_total, sessions.decreased_count),
    sessions_changed: sessions.increased_count + sessions.decreased_count,
  };
}

/** Sums of several items' counts (a category's). */
export function addCounts<T extends object>(zero: T, parts: readonly T[]): T {
  const total = { ...zero } as Record<string, number>;
  for (const part of parts)
    for (const [key, value] of Object.entries(part)) total[key] = (total[key] ?? 0) + (value as number);
  return total as T;
}

/**
 * A scenario question's options: submitted_count of the item's submissions that chose each (as a
 * percent of those submissions) and clicked_count of its option clicks (as a percent of all of them).
 */
export function questionOptionFigures(
  options: readonly { id: string; title: string }[],
  submitted: ReadonlyMap<string, number>,
  clicked: ReadonlyMap<string, number>,
  submissions: number,
) {
  let clicks = 0;
  for (const option of options) clicks += clicked.get(option.id) ?? 0;
  return options.map((option) => {
    const submitted_count = submitted.get(option.id) ?? 0;
    const clicked_count = clicked.get(option.id) ?? 0;
    return {
      id: option.id,
      title: option.title,
      submitted_count,
      submitted_percentage: percentOf(submitted_count, submissions),
      clicked_count,
      clicked_percentage: percentOf(clicked_count, clicks),
    };
  });
}
