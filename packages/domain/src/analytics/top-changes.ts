import { ANALYTICS_LIMITS } from './labels.ts';

/** Anything ranked by a change, e.g. a category with its average_amount_changed. */
export interface TChanged {
  name: string;
  /** null when the item has no submissions: it is in neither list. */
  change: number | null;
}

const byName = (a: TChanged, b: TChanged) => a.name.localeCompare(b.name, 'en');

/**
 * The largest increases (change > 0, largest first) and decreases (change < 0, most negative first),
 * at most `limit` of each. Equal changes are ordered by name, then by input order, so a tie at the
 * cut always keeps the same items.
 */
export function topChanges<T extends TChanged>(
  items: readonly T[],
  limit: number = ANALYTICS_LIMITS.topChanges,
): { increases: T[]; decreases: T[] } {
  const increases = items
    .filter((item) => item.change !== null && item.change > 0)
    .sort((a, b) => (b.change as number) - (a.change as number) || byName(a, b));
  const decreases = items
    .filter((item) => item.change !== null && item.change < 0)
    .sort((a, b) => (a.change as number) - (b.change as number) || byName(a, b));
  return { increases: increases.slice(0, limit), decreases: decreases.slice(0, limit) };
}
