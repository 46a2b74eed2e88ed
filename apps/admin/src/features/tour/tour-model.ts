import type { TBoardCategoryView, TSimulationBoardView } from '@commonpurse/domain';
import type { TStructureList } from '@/api/structure-items.ts';

// The tour as the tab shows it, read from the editor's cached simulation: a category is in the tour
// when its tour_order is a number (its position), out of it when null.

/** A category of either list, with the list it belongs to (the structure calls' path segment). */
export type TTourCategory = TBoardCategoryView & { list: TStructureList };

/** Spending categories first, then revenue ones, each list in its display order. */
export function categoriesOf(view: TSimulationBoardView): TTourCategory[] {
  const byOrder = (a: TBoardCategoryView, b: TBoardCategoryView) => a.display_order - b.display_order;
  return [
    ...[...(view.expenses ?? [])].sort(byOrder).map((c) => ({ ...c, list: 'expenses' as const })),
    ...[...(view.revenue ?? [])].sort(byOrder).map((c) => ({ ...c, list: 'revenue' as const })),
  ];
}

/** The categories of the tour in tour order (ties keep the lists' order). */
export function tourOf(view: TSimulationBoardView): TTourCategory[] {
  return categoriesOf(view)
    .filter((c) => c.tour_order !== null)
    .sort((a, b) => a.tour_order! - b.tour_order!);
}

/** The categories that can still be added. */
export const outsideTour = (view: TSimulationBoardView): TTourCategory[] =>
  categoriesOf(view).filter((c) => c.tour_order === null);

/** The simulation with the given tour_order per category id; categories not given keep theirs. */
export function withTourOrders(
  view: TSimulationBoardView,
  orders: Iterable<readonly [number, number | null]>,
): TSimulationBoardView {
  const byId = new Map(orders);
  const change = (categories: TBoardCategoryView[] | undefined) =>
    categories?.map((c) => (byId.has(c.id) ? { ...c, tour_order: byId.get(c.id)! } : c));
  return { ...view, expenses: change(view.expenses), revenue: change(view.revenue) };
}
