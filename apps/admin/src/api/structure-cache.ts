import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TBoardCategoryView, TSimulationBoardView } from '@commonpurse/domain';
import type { TParent } from './parent.ts';
import { simulationKeys } from './simulation-cache.ts';
import type { TBoardItem, TStructureList } from './structure-items.ts';

// The editor keeps one cache entry for the simulation with both lists; every structure write puts
// its answer there so the tab, the totals and the preview eligibility follow without a refetch.

const sortByOrder = <T extends { display_order: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.display_order - b.display_order);

/** Places `item` in its category (replacing the old copy wherever it was). */
export function withItem(categories: TBoardCategoryView[], item: TBoardItem): TBoardCategoryView[] {
  return categories.map((category) => {
    const others = category.subcategories.filter((s) => s.id !== item.id);
    if (category.id !== item.budget_category_id) {
      return others.length === category.subcategories.length
        ? category
        : { ...category, subcategories: others };
    }
    const exists = category.subcategories.some((s) => s.id === item.id);
    const subcategories = exists
      ? category.subcategories.map((s) => (s.id === item.id ? item : s))
      : [...others, item];
    return { ...category, subcategories: sortByOrder(subcategories) };
  });
}

export function withoutItem(categories: TBoardCategoryView[], itemId: number): TBoardCategoryView[] {
  return categories.map((category) =>
    category.subcategories.some((s) => s.id === itemId)
      ? { ...category, subcategories: category.subcategories.filter((s) => s.id !== itemId) }
      : category,
  );
}

/** Replaces a category's own fields; its items come from the answer when it carries them. */
export function withCategory(
  categories: TBoardCategoryView[],
  next: TBoardCategoryView,
): TBoardCategoryView[] {
  const exists = categories.some((c) => c.id === next.id);
  if (!exists) return [...categories, next];
  return categories.map((c) =>
    c.id === next.id ? { ...c, ...next, subcategories: next.subcategories ?? c.subcategories } : c,
  );
}

/** Categories in the given id order, display_order renumbered (an optimistic reorder). */
export function inCategoryOrder(categories: TBoardCategoryView[], ids: number[]): TBoardCategoryView[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return ids.flatMap((id, index) => {
    const category = byId.get(id);
    return category ? [{ ...category, display_order: index }] : [];
  });
}

/** Items of one category in the given id order. */
export function inItemOrder(
  categories: TBoardCategoryView[],
  categoryId: number,
  ids: number[],
): TBoardCategoryView[] {
  return categories.map((category) => {
    if (category.id !== categoryId) return category;
    const byId = new Map(category.subcategories.map((s) => [s.id, s]));
    const subcategories = ids.flatMap((id, index) => {
      const item = byId.get(id);
      return item ? [{ ...item, display_order: index, budget_category_id: categoryId }] : [];
    });
    return { ...category, subcategories };
  });
}

/** `item` taken out of its category and placed in `toCategoryId`, whose items follow `ids`. */
export function withMovedItem(
  categories: TBoardCategoryView[],
  item: TBoardItem,
  toCategoryId: number,
  ids: number[],
): TBoardCategoryView[] {
  const moved = { ...item, budget_category_id: toCategoryId };
  return inItemOrder(
    withoutItem(categories, item.id).map((c) =>
      c.id === toCategoryId ? { ...c, subcategories: [...c.subcategories, moved] } : c,
    ),
    toCategoryId,
    ids,
  );
}

/** The cache entry holding a parent's lists: the simulation view, or the receipt view. */
export const parentKey = ({ kind, id }: TParent) =>
  kind === 'simulation' ? simulationKeys.detail(id) : (['receipts', 'detail', id] as const);

/** Read and write one list of the editor's cached parent. */
export function useStructureCache(parent: TParent, list: TStructureList) {
  const queryClient = useQueryClient();
  const { kind, id } = parent;
  const key = useMemo(() => parentKey({ kind, id }), [kind, id]);

  const read = useCallback(
    (): TBoardCategoryView[] => queryClient.getQueryData<TSimulationBoardView>(key)?.[list] ?? [],
    [queryClient, key, list],
  );

  const update = useCallback(
    (change: (categories: TBoardCategoryView[]) => TBoardCategoryView[]) => {
      queryClient.setQueryData<TSimulationBoardView>(key, (old) =>
        old ? { ...old, [list]: change(old[list] ?? []) } : old,
      );
    },
    [queryClient, key, list],
  );

  /** Reloads the simulation (eligibility, totals) after writes whose effects reach further. */
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);

  return useMemo(() => ({ read, update, refresh }), [read, update, refresh]);
}
