import { medianOf } from './median.ts';
import { percentOf } from './percent.ts';
import { summarizeAmounts, toCents, type TAmountSummary } from './summary.ts';

/** One item (category or subcategory): its starting amount and every submission's amount for it. */
export interface TItemSubmissions {
  starting_amount: number;
  submitted_amounts: readonly number[];
}

/**
 * The statistics of one item, named as spec 2 section 3 names them where it does. Amounts are in
 * currency units and unrounded (rounding is for display); a figure without data is null.
 */
export interface TItemFigures {
  amount: number;
  submissions: number;
  average_submitted_amount: number | null;
  /** average_submitted_amount - amount, and that as a percent of |amount|. */
  average_amount_changed: number | null;
  average_amount_changed_percent: number | null;
  median_submitted_amount: number | null;
  min_submitted_amount: number | null;
  max_submitted_amount: number | null;
  /** Mean of (submitted - amount) over the submissions that increased the item. */
  average_amount_increased: number | null;
  average_amount_increased_percent: number | null;
  /** Mean of (amount - submitted) over the submissions that decreased it: a positive size. */
  average_amount_decreased: number | null;
  average_amount_decreased_percent: number | null;
  /** average_amount_increased - average_amount_decreased; null unless both exist. */
  increase_decrease_difference: number | null;
  total_submissions_increased: number;
  total_submissions_decreased: number;
  total_submissions_unchanged: number;
  total_submissions_changed: number;
  /** Percent of submissions whose amount differs from the starting amount. */
  percent_submissions_changed: number | null;
}

const mean = (totalCents: number, count: number) => (count === 0 ? null : totalCents / count / 100);
const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * Figures from a summary (computed here or by a SQL rollup). The median cannot be merged from
 * parts, so it is passed in when known.
 */
export function figuresFromSummary(s: TAmountSummary, median: number | null = null): TItemFigures {
  const amount = s.starting_cents / 100;
  const base = Math.abs(amount);
  const average = mean(s.total_cents, s.count);
  const averageChanged =
    average === null ? null : (s.total_cents - s.starting_cents * s.count) / s.count / 100;
  const increased = mean(s.increased_cents, s.increased_count);
  const decreased = mean(s.decreased_cents, s.decreased_count);
  const changed = s.increased_count + s.decreased_count;
  return {
    amount,
    submissions: s.count,
    average_submitted_amount: average,
    average_amount_changed: averageChanged,
    average_amount_changed_percent: percentOf(averageChanged, base),
    median_submitted_amount: median,
    min_submitted_amount: fromCents(s.min_cents),
    max_submitted_amount: fromCents(s.max_cents),
    average_amount_increased: increased,
    average_amount_increased_percent: percentOf(increased, base),
    average_amount_decreased: decreased,
    average_amount_decreased_percent: percentOf(decreased, base),
    increase_decrease_difference: increased === null || decreased === null ? null : increased - decreased,
    total_submissions_increased: s.increased_count,
    total_submissions_decreased: s.decreased_count,
    total_submissions_unchanged: s.count - changed,
    total_submissions_changed: changed,
    percent_submissions_changed: percentOf(changed, s.count),
  };
}

/** Every figure of one item from its raw submissions. */
export function itemFigures(item: TItemSubmissions): TItemFigures {
  const summary = summarizeAmounts(item.starting_amount, item.submitted_amounts);
  // Median over the same cent-rounded amounts the summary counts.
  const median = medianOf(item.submitted_amounts.map(toCents));
  return figuresFromSummary(summary, median === null ? null : median / 100);
}
