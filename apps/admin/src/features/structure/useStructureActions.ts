import { useMemo } from 'react';
import {
  COPY_SUFFIX,
  STRUCTURE_LIMITS,
  STRUCTURE_MESSAGES as M,
  type TBoardCategoryView,
  type TSubcategoryPatch,
  type TSubcategorySave,
} from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { describeApiError } from '@/api/errors.ts';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import * as api from './api.ts';
import {
  updateItem as updateStoredItem,
  type TBoardItem,
  type TItem,
  type TStructureList,
} from '@/api/structure-items.ts';
import { inCategoryOrder, inItemOrder, useStructureCache, withMovedItem } from '@/api/structure-cache.ts';
import {
  useCreateCategory,
  useCreateItem,
  useDeleteCategory,
  useDeleteItem,
  useSaveOrder,
  useUpdateCategory,
  type TOrderSave,
} from './mutations.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

/** A copy's name: ' (copy)' appended, the original shortened so it still fits. */
export function copyName(name: string): string {
  return `${name.slice(0, STRUCTURE_LIMITS.subcategoryNameMax - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** The fields a duplicated item carries over (not its id, order, image file or scenario links). */
export function duplicateBody(item: TItem): TSubcategorySave {
  return {
    name: copyName(item.name),
    amount: item.amount,
    details: item.details,
    additional_details: item.additional_details,
    is_locked: item.is_locked,
    alert_type: item.alert_type as TSubcategorySave['alert_type'],
    alert_text: item.alert_text,
    alert_threshold: item.alert_threshold,
    ceiling_amount: item.ceiling_amount,
    ceiling_alert_text: item.ceiling_alert_text,
    floor_amount: item.floor_amount,
    floor_alert_text: item.floor_alert_text,
    custom_increment_amount: item.custom_increment_amount,
    calculator: item.calculator as TSubcategorySave['calculator'],
    suggestion_box: item.suggestion_box,
    suggestion_box_mode: item.suggestion_box_mode as TSubcategorySave['suggestion_box_mode'],
    standardized_subcategory_id: item.standardized_subcategory_id,
    image_url: item.image_url,
    image_alt: item.image_alt,
    image_credit: item.image_credit,
  };
}

/**
 * Every write of the structure tabs: it calls the API, tracks the Saving/Saved indicator, puts the
 * answer in the editor's cache and says what failed. Writes answer the refusal text (or null).
 */
export function useStructureActions(list: TStructureList) {
  const { parent, kind, track } = useBoardEditor();
  const cache = useStructureCache(parent, list);
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const { mutateAsync: createCategory } = useCreateCategory(parent, list);
  const { mutateAsync: updateCategory } = useUpdateCategory(parent, list);
  const { mutateAsync: deleteCategory } = useDeleteCategory(parent, list);
  const { mutateAsync: createItem } = useCreateItem(parent, list);
  const { mutateAsync: deleteItem } = useDeleteItem(parent, list);
  const { mutateAsync: saveOrder } = useSaveOrder(parent, list);
  const notify = useNotify();

  return useMemo(() => {
    /** Answers the refusal text, or null once saved. */
    const run = async (work: Promise<unknown>): Promise<string | null> => {
      try {
        await track(work);
        return null;
      } catch (error) {
        return describeApiError(error, 'first');
      }
    };

    /** Answers whether the order was saved. */
    const reorder = async (order: TOrderSave) => {
      try {
        await track(saveOrder(order));
        notify.success(M.orderSaved);
        return true;
      } catch {
        notify.error(M.orderNotSaved);
        return false;
      }
    };

    /** A prioritization keeps one project order across its categories. */
    const projectOrder = (categories: TBoardCategoryView[]) =>
      categories.flatMap((c) => c.subcategories.map((s) => s.id));

    return {
      createCategory: (name: string) => run(createCategory(name)),
      renameCategory: (categoryId: number, name: string) =>
        run(updateCategory({ id: categoryId, patch: { name } })),
      deleteCategory: async (categoryId: number) => {
        const refusal = await run(deleteCategory(categoryId));
        if (refusal) notify.error(`${M.deleteCategoryFailed}: ${refusal}`);
        return refusal;
      },
      createItem: async (categoryId: number, body: TSubcategorySave) => {
        const refusal = await run(createItem({ categoryId, body }));
        if (!refusal) void cache.refresh();
        return refusal;
      },
      updateItem: (categoryId: number, itemId: number, body: TSubcategoryPatch) =>
        run(updateItem({ list, categoryId, itemId, patch: body })),
      deleteItem: async (categoryId: number, itemId: number) => {
        const refusal = await run(deleteItem({ categoryId, itemId }));
        if (refusal) notify.error(refusal);
        return refusal;
      },
      /** The copy carries the whole item's fields, read first (a board row has only what it draws). */
      duplicateItem: (item: TBoardItem) =>
        run(
          api
            .fetchItem(parent, list, item)
            .then((whole) => createItem({ categoryId: item.budget_category_id, body: duplicateBody(whole) })),
        ),
      reorderCategories: async (ids: number[]) => {
        await reorder({
          shown: (all) => inCategoryOrder(all, ids),
          write: () => api.saveCategoryOrder(parent, list, ids),
        });
      },
      reorderItems: async (categoryId: number, ids: number[]) => {
        await reorder({
          shown: (all) => inItemOrder(all, categoryId, ids),
          write: () =>
            kind.isPb
              ? api.saveProjectOrder(parent, projectOrder(inItemOrder(cache.read(), categoryId, ids)))
              : api.saveItemOrder(parent, list, categoryId, ids),
        });
      },
      /** Moves an item to another category at a position: PATCH (placed last there), then the order. */
      moveItem: async (item: TBoardItem, toCategoryId: number, ids: number[]) => {
        let moved: TItem | undefined;
        const saved = await reorder({
          shown: (all) => withMovedItem(all, item, toCategoryId, ids),
          write: async () => {
            moved = await updateStoredItem(parent, list, item.budget_category_id, item.id, {
              budget_category_id: toCategoryId,
            });
            const order = kind.isPb ? projectOrder(cache.read()) : ids;
            await (kind.isPb
              ? api.saveProjectOrder(parent, order)
              : api.saveItemOrder(parent, list, toCategoryId, order));
          },
        });
        // The moved item's other fields from the answer, at the place it was dropped.
        const answer = moved;
        if (saved && answer)
          cache.update((all) =>
            all.map((c) => ({
              ...c,
              subcategories: c.subcategories.map((s) =>
                s.id === answer.id ? { ...answer, display_order: s.display_order } : s,
              ),
            })),
          );
      },
      replaceList: (categories: TBoardCategoryView[]) => {
        cache.update(() => categories);
        void cache.refresh();
      },
    };
  }, [
    parent,
    list,
    kind.isPb,
    cache,
    track,
    notify,
    updateItem,
    createCategory,
    updateCategory,
    deleteCategory,
    createItem,
    deleteItem,
    saveOrder,
  ]);
}

export type TStructureActions = ReturnType<typeof useStructureActions>;
