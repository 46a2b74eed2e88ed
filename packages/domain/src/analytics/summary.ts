/**
 * Running totals of one item's submitted amounts against its starting amount. Money is counted in
 * integer cents, so sums are exact and summaries of parts (per day, per SQL partition, per rollup)
 * merge into exactly the summary of the whole. The fields are the columns a SQL rollup returns.
 */
export interface TAmountSummary {
  starting_cents: number;
  count: number;
  total_cents: number;
  /** null while count is 0. */
  min_cents: number | null;
  max_cents: number | null;
  /** Submissions above the starting amount, and the sum of (submitted - starting). */
  increased_count: number;
  increased_cents: number;
  /** Submissions below the starting amount, and the sum of (starting - submitted), positive. */
  decreased_count: number;
  decreased_cents: number;
}

/** Amounts are money: anything finer than a cent is rounded to the cent. */
export const toCents = (amount: number) => Math.round(amount * 100);

export function emptyAmountSummary(startingAmount: number): TAmountSummary {
  return {
    starting_cents: toCents(startingAmount),
    count: 0,
    total_cents: 0,
    min_cents: null,
    max_cents: null,
    increased_count: 0,
    increased_cents: 0,
    decreased_count: 0,
    decreased_cents: 0,
  };
}

export function summarizeAmounts(startingAmount: number, submittedAmounts: Iterable<number>): TAmountSummary {
  const s = emptyAmountSummary(startingAmount);
  for (const amount of submittedAmounts) {
    const cents = toCents(amount);
    s.count += 1;
    s.total_cents += cents;
    if (s.min_cents === null || cents < s.min_cents) s.min_cents = cents;
    if (s.max_cents === null || cents > s.max_cents) s.max_cents = cents;
    const change = cents - s.starting_cents;
    if (change > 0) {
      s.increased_count += 1;
      s.increased_cents += change;
    } else if (change < 0) {
      s.decreased_count += 1;
      s.decreased_cents -= change;
    }
  }
  return s;
}

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** The summary of both parts together; both must be about the same starting amount. */
export function mergeAmountSummaries(a: TAmountSummary, b: TAmountSummary): TAmountSummary {
  if (a.starting_cents !== b.starting_cents) {
    throw new RangeError('Cannot merge summaries of different starting amounts');
  }
  return {
    starting_cents: a.starting_cents,
    count: a.count + b.count,
    total_cents: a.total_cents + b.total_cents,
    min_cents: minOf(a.min_cents, b.min_cents),
    max_cents: maxOf(a.max_cents, b.max_cents),
    increased_count: a.increased_count + b.increased_count,
    increased_cents: a.increased_cents + b.increased_cents,
    decreased_count: a.decreased_count + b.decreased_count,
    decreased_cents: a.decreased_cents + b.decreased_cents,
  };
}
