import { formatNumber, IMPACT_TOTAL_DECIMALS, roundTo } from '../format/numbers.ts';

/**
 * The multiplier table (spec 1 "Impacts tab"): each subcategory's result is its amount times its
 * multiplier, and the total is the sum of the results as shown, both rounded to 4 decimals (half
 * away from zero), so the rows the dialog shows add up to its total.
 */
export function impactCalculation<T extends { amount: number; multiplier: number }>(
  rows: readonly T[],
): { rows: (T & { result: number })[]; total: number } {
  const withResults = rows.map((row) => ({
    ...row,
    result: roundTo(row.amount * row.multiplier, IMPACT_TOTAL_DECIMALS),
  }));
  const sum = withResults.reduce((total, row) => total + row.result, 0);
  return { rows: withResults, total: roundTo(sum, IMPACT_TOTAL_DECIMALS) };
}

/**
 * An impact's total on the resident's page: the same sum as the multiplier dialog's, over the amounts
 * the resident has now (an item with no amount counts as 0).
 */
export function impactTotal(
  multipliers: readonly { budget_subcategory_id: number; multiplier: number }[],
  amounts: ReadonlyMap<number, number>,
): number {
  return impactCalculation(
    multipliers.map((row) => ({
      amount: amounts.get(row.budget_subcategory_id) ?? 0,
      multiplier: row.multiplier,
    })),
  ).total;
}

/** A result or total as the dialog shows it: thousands commas and exactly 4 decimals. */
export const formatImpactValue = (value: number) => formatNumber(value, IMPACT_TOTAL_DECIMALS);

/** The Target column: prefix + target + suffix, empty without a target. */
export function impactTargetLabel(impact: {
  target: number | null;
  prefix: string | null;
  suffix: string | null;
}): string {
  if (impact.target === null) return '';
  return `${impact.prefix ?? ''}${impact.target}${impact.suffix ?? ''}`;
}
