import { useMutation } from '@tanstack/react-query';
import type { TBoardCategoryView, ZCategoryPatch, ZSubcategorySave } from '@commonpurse/domain';
import type { z } from 'zod';
import type { TParent } from '@/api/parent.ts';
import { useStructureCache, withCategory, withItem, withoutItem } from '@/api/structure-cache.ts';
import type { TStructureList } from '@/api/structure-items.ts';
import { createCategory, createItem, deleteCategory, deleteItem, updateCategory } from './api.ts';

// The structure tabs' writes (useMutation), each with its one rule for the list in the editor's
// cached parent. Item updates are the editor kit's useUpdateItem. Callers track the Saving/Saved
// indicator and word the refusals.

/** A new category joins the list. */
export function useCreateCategory(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: (name: string) => createCategory(parent, list, { name }),
    onSuccess: (category) => cache.update((all) => withCategory(all, category)),
  });
}

/** The answer replaces the category's own fields (its items stay unless the answer carries them). */
export function useUpdateCategory(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: z.input<typeof ZCategoryPatch> }) =>
      updateCategory(parent, list, id, patch),
    onSuccess: (category) => cache.update((all) => withCategory(all, category)),
  });
}

/** A deleted category leaves the list; the parent reloads (totals, eligibility). */
export function useDeleteCategory(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: (id: number) => deleteCategory(parent, list, id),
    onSuccess: (_answer, id) => {
      cache.update((all) => all.filter((c) => c.id !== id));
      void cache.refresh();
    },
  });
}

/** A new item (or a copy) is placed in its category. */
export function useCreateItem(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number; body: z.input<typeof ZSubcategorySave> }) =>
      createItem(parent, list, categoryId, body),
    onSuccess: (item) => cache.update((all) => withItem(all, item)),
  });
}

/** A deleted item leaves its category; the parent reloads (totals, eligibility). */
export function useDeleteItem(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: ({ categoryId, itemId }: { categoryId: number; itemId: number }) =>
      deleteItem(parent, list, categoryId, itemId),
    onSuccess: (_answer, { itemId }) => {
      cache.update((all) => withoutItem(all, itemId));
      void cache.refresh();
    },
  });
}

export interface TOrderSave {
  /** The list as it shows at once. */
  shown(categories: TBoardCategoryView[]): TBoardCategoryView[];
  write(): Promise<unknown>;
}

/**
 * An order of the list (categories, a category's items, a prioritization's projects): shown at once,
 * the list put back when refused.
 */
export function useSaveOrder(parent: TParent, list: TStructureList) {
  const cache = useStructureCache(parent, list);
  return useMutation({
    mutationFn: ({ write }: TOrderSave) => write(),
    onMutate: ({ shown }) => {
      const before = cache.read();
      cache.update(shown);
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context) cache.update(() => context.before);
    },
  });
}
