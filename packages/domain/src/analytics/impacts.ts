import { IMPACT_TOTAL_DECIMALS, roundTo } from '../format/numbers.ts';

/** One row of the impact calculations table: a subcategory's amount and its multiplier. */
export interface TImpactRow {
  amount: number;
  multiplier: number;
}

/**
 * The 'Impact Calculations' table: each row's result (amount x multiplier) and the total, both to
 * 4 decimals. The total adds the unrounded results, so it can differ from the sum of the shown
 * results in the last decimal.
 */
export function impactCalculations<T extends TImpactRow>(
  rows: readonly T[],
): { rows: (T & { result: number })[]; total: number } {
  let total = 0;
  const withResults = rows.map((row) => {
    const result = row.amount * row.multiplier;
    total += result;
    return { ...row, result: roundTo(result, IMPACT_TOTAL_DECIMALS) };
  });
  return { rows: withResults, total: roundTo(total, IMPACT_TOTAL_DECIMALS) };
}
