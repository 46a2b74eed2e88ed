import type { TPublicCategory } from '@commonpurse/domain/public';

/**
 * Colours of the chart's categories, in turn: each at least 4.5:1 against white (so a slice, a bar
 * and a swatch are told from the page, WCAG 1.4.11), and neighbours of different hue and lightness.
 */
export const CHART_COLORS = [
  '#1d4ed8',
  '#b45309',
  '#047857',
  '#be123c',
  '#6d28d9',
  '#0e7490',
  '#4d7c0f',
  '#a21caf',
  '#475569',
  '#c2410c',
] as const;

export interface TChartRow {
  id: number;
  name: string;
  /** The category's total now (negative totals count as zero: a chart shows shares). */
  total: number;
  /** Its part of all totals, 0 to 1 (0 when every total is zero). */
  share: number;
  color: string;
}

/** Each category's total of its items' current amounts (an item missing from `amounts` keeps its own). */
export function chartRows(
  categories: readonly TPublicCategory[],
  amounts: ReadonlyMap<number, number>,
): TChartRow[] {
  const totals = categories.map((category) =>
    Math.max(
      0,
      category.subcategories.reduce((sum, item) => sum + (amounts.get(item.id) ?? item.amount), 0),
    ),
  );
  const all = totals.reduce((sum, total) => sum + total, 0);
  return categories.map((category, index) => ({
    id: category.id,
    name: category.name,
    total: totals[index]!,
    share: all > 0 ? totals[index]! / all : 0,
    color: CHART_COLORS[index % CHART_COLORS.length]!,
  }));
}

/** The doughnut's segments: where each starts and how long it is, as fractions of the circle. */
export function doughnutSegments(
  rows: readonly TChartRow[],
): { row: TChartRow; start: number; length: number }[] {
  let start = 0;
  return rows
    .filter((row) => row.share > 0)
    .map((row) => {
      const segment = { row, start, length: row.share };
      start += row.share;
      return segment;
    });
}
