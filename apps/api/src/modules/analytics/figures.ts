import {
  addCounts,
  emptyAmountSummary,
  engagementFigures,
  figuresFromSummary,
  NO_CLICKS,
  NO_SESSION_CHANGES,
  toCents,
  type TCategoryAnalyticsRow,
  type TClickCounts,
  type TItemFigures,
  type TSessionChanges,
  type TSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';
import type { ClickRow, SessionRow, StructureRow, SummaryRow } from './repo.ts';

// The repo's aggregate rows turned into the spec's rows by the domain's definitions.

/** An item's (or category's) figures from its SQL summary; no row means no submissions. */
export function figuresOf(amount: number, row: SummaryRow | undefined): TItemFigures {
  if (!row) return figuresFromSummary(emptyAmountSummary(amount));
  const { median_cents, ...summary } = row;
  return figuresFromSummary(
    { ...summary, starting_cents: toCents(amount) },
    median_cents === null ? null : median_cents / 100,
  );
}

const CLICK_KINDS = new Set<string>(Object.keys(NO_CLICKS));

/** Click counts per item, each scenario option's clicks per item, and the Reset All clicks. */
export function clicksByItem(rows: readonly ClickRow[]) {
  const items = new Map<number, TClickCounts>();
  const options = new Map<number, Map<string, number>>();
  let reset = 0;
  for (const row of rows) {
    if (row.item === null) {
      if (row.kind === 'reset') reset += row.count;
      continue;
    }
    if (row.kind === 'option') {
      const counts = options.get(row.item) ?? new Map<string, number>();
      counts.set(row.option_id, (counts.get(row.option_id) ?? 0) + row.count);
      options.set(row.item, counts);
    } else if (CLICK_KINDS.has(row.kind)) {
      const counts = items.get(row.item) ?? { ...NO_CLICKS };
      counts[row.kind as keyof TClickCounts] += row.count;
      items.set(row.item, counts);
    }
  }
  return { items, options, reset };
}

/** Session changes by key, in currency units. */
export const sessionsByKey = (rows: readonly SessionRow[]) =>
  new Map<number, TSessionChanges>(
    rows.map((row) => [
      row.key,
      {
        increased_count: row.increased_count,
        increased_total: row.increased_cents / 100,
        decreased_count: row.decreased_count,
        decreased_total: row.decreased_cents / 100,
      },
    ]),
  );

export const byKey = (rows: readonly SummaryRow[]) => new Map(rows.map((row) => [row.key, row]));

export interface CategoryInputs {
  structure: readonly StructureRow[];
  items: ReadonlyMap<number, SummaryRow>;
  categories: ReadonlyMap<number, SummaryRow>;
  clicks: ReadonlyMap<number, TClickCounts>;
  itemSessions: ReadonlyMap<number, TSessionChanges>;
  categorySessions: ReadonlyMap<number, TSessionChanges>;
}

/** Category analytics rows with their subcategory rows, in page order. */
export function categoryRows(input: CategoryInputs): TCategoryAnalyticsRow[] {
  const rows = new Map<number, { head: StructureRow; subcategories: TSubcategoryAnalyticsRow[] }>();
  for (const row of input.structure) {
    const category = rows.get(row.category_id) ?? { head: row, subcategories: [] };
    rows.set(row.category_id, category);
    if (row.id === null) continue;
    const amount = row.amount ?? 0;
    category.subcategories.push({
      id: row.id,
      name: row.name ?? '',
      ...figuresOf(amount, input.items.get(row.id)),
      ...engagementFigures(
        input.clicks.get(row.id) ?? NO_CLICKS,
        input.itemSessions.get(row.id) ?? NO_SESSION_CHANGES,
      ),
    });
  }
  return [...rows.values()].map(({ head, subcategories }) => {
    const total = subcategories.reduce((sum, item) => sum + toCents(item.amount), 0) / 100;
    const clicks = addCounts(
      NO_CLICKS,
      subcategories.map((item) => input.clicks.get(item.id) ?? NO_CLICKS),
    );
    return {
      id: head.category_id,
      name: head.category_name,
      type: head.type,
      total,
      ...figuresOf(total, input.categories.get(head.category_id)),
      ...engagementFigures(clicks, input.categorySessions.get(head.category_id) ?? NO_SESSION_CHANGES),
      subcategories,
    };
  });
}
