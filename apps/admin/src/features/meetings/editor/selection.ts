import type { TCategoryView } from '@commonpurse/domain';

// The meeting's items (spec 2: `categories` holds subcategory ids; an empty list means the whole budget).

export interface TMeetingStructure {
  revenue: readonly TCategoryView[];
  expenses: readonly TCategoryView[];
}

export type TCategoryState = 'all' | 'some' | 'none';

const itemIds = (category: TCategoryView) => category.subcategories.map((s) => s.id);

const everyCategory = (structure: TMeetingStructure) => [...structure.revenue, ...structure.expenses];

/** The ids still in the simulation, in its display order: a deleted item is dropped from a saved list. */
export function selectedInOrder(structure: TMeetingStructure, selected: ReadonlySet<number>): number[] {
  return everyCategory(structure)
    .flatMap(itemIds)
    .filter((id) => selected.has(id));
}

/** A category's box: checked when all its items are, mixed when some are. */
export function categoryState(category: TCategoryView, selected: ReadonlySet<number>): TCategoryState {
  const ids = itemIds(category);
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Checking a category checks each of its items; unchecking it unchecks them. */
export function toggleCategory(
  category: TCategoryView,
  selected: ReadonlySet<number>,
  checked: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const id of itemIds(category)) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function toggleItem(id: number, selected: ReadonlySet<number>, checked: boolean): Set<number> {
  const next = new Set(selected);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
}

/** What Save sends as `categories`: nothing for the whole budget, else the selected items. */
export const categoriesToSave = (
  wholeBudget: boolean,
  structure: TMeetingStructure,
  selected: ReadonlySet<number>,
): number[] => (wholeBudget ? [] : selectedInOrder(structure, selected));

export interface TSelectedCategory {
  id: number;
  name: string;
  items: string[];
}

/** The selected items by category, per list, for the check before saving (categories without any left out). */
export function selectionSummary(structure: TMeetingStructure, selected: ReadonlySet<number>) {
  const of = (list: readonly TCategoryView[]): TSelectedCategory[] =>
    list
      .map((c) => ({
        id: c.id,
        name: c.name,
        items: c.subcategories.filter((s) => selected.has(s.id)).map((s) => s.name),
      }))
      .filter((c) => c.items.length > 0);
  return { revenue: of(structure.revenue), expenses: of(structure.expenses) };
}

/** Whether two id lists hold the same ids (order aside). */
export const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
};
