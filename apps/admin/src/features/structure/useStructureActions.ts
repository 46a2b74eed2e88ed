import { useMemo } from 'react';
import {
  COPY_SUFFIX,
  STRUCTURE_LIMITS,
  STRUCTURE_MESSAGES as M,
  type TCategoryView,
  type TSubcategoryPatch,
  type TSubcategorySave,
} from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { describeApiError } from '@/api/errors.ts';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import * as api from './api.ts';
import { updateItem as updateStoredItem, type TItem, type TStructureList } from '@/api/structure-items.ts';
import {
  inCategoryOrder,
  inItemOrder,
  useStructureCache,
  withCategory,
  withItem,
  withMovedItem,
  withoutItem,
} from '@/api/structure-cache.ts';
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
  const { parent, kind, track } = useEditor();
  const cache = useStructureCache(parent, list);
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  const notify = useNotify();

  return useMemo(() => {
    const run = async <T>(work: Promise<T>, apply: (answer: T) => void): Promise<string | null> => {
      try {
        apply(await track(work));
        return null;
      } catch (error) {
        return describeApiError(error, 'first');
      }
    };

    const saveOrder = async (
      optimistic: (categories: TCategoryView[]) => TCategoryView[],
      write: () => Promise<unknown>,
    ) => {
      const before = cache.read();
      cache.update(optimistic);
      try {
        await track(write());
        notify.success(M.orderSaved);
      } catch {
        cache.update(() => before);
        notify.error(M.orderNotSaved);
      }
    };

    /** A prioritization keeps one project order across its categories. */
    const projectOrder = (categories: TCategoryView[]) =>
      categories.flatMap((c) => c.subcategories.map((s) => s.id));

    return {
      createCategory: (name: string) =>
        run(api.createCategory(parent, list, { name }), (category) =>
          cache.update((all) => withCategory(all, category)),
        ),
      renameCategory: (categoryId: number, name: string) =>
        run(api.updateCategory(parent, list, categoryId, { name }), (category) =>
          cache.update((all) => withCategory(all, category)),
        ),
      deleteCategory: async (categoryId: number) => {
        try {
          await track(api.deleteCategory(parent, list, categoryId));
          cache.update((all) => all.filter((c) => c.id !== categoryId));
          void cache.refresh();
          return null;
        } catch (error) {
          const refusal = describeApiError(error, 'first');
          notify.error(`${M.deleteCategoryFailed}: ${refusal}`);
          return refusal;
        }
      },
      createItem: (categoryId: number, body: TSubcategorySave) =>
        run(api.createItem(parent, list, categoryId, body), (item) => {
          cache.update((all) => withItem(all, item));
          void cache.refresh();
        }),
      updateItem: (categoryId: number, itemId: number, body: TSubcategoryPatch) =>
        run(updateItem({ list, categoryId, itemId, patch: body }), () => undefined),
      deleteItem: async (categoryId: number, itemId: number) => {
        try {
          await track(api.deleteItem(parent, list, categoryId, itemId));
          cache.update((all) => withoutItem(all, itemId));
          void cache.refresh();
          return null;
        } catch (error) {
          const refusal = describeApiError(error, 'first');
          notify.error(refusal);
          return refusal;
        }
      },
      duplicateItem: (item: TItem) =>
        run(api.createItem(parent, list, item.budget_category_id, duplicateBody(item)), (copy) =>
          cache.update((all) => withItem(all, copy)),
        ),
      reorderCategories: (ids: number[]) =>
        saveOrder(
          (all) => inCategoryOrder(all, ids),
          () => api.saveCategoryOrder(parent, list, ids),
        ),
      reorderItems: (categoryId: number, ids: number[]) =>
        saveOrder(
          (all) => inItemOrder(all, categoryId, ids),
          () =>
            kind.isPb
              ? api.saveProjectOrder(parent, projectOrder(inItemOrder(cache.read(), categoryId, ids)))
              : api.saveItemOrder(parent, list, categoryId, ids),
        ),
      /** Moves an item to another category at a position: PATCH (placed last there), then the order. */
      moveItem: async (item: TItem, toCategoryId: number, ids: number[]) => {
        const before = cache.read();
        cache.update((all) => withMovedItem(all, item, toCategoryId, ids));
        try {
          const moved = await track(
            updateStoredItem(parent, list, item.budget_category_id, item.id, {
              budget_category_id: toCategoryId,
            }),
          );
          const order = kind.isPb ? projectOrder(cache.read()) : ids;
          await track(
            kind.isPb
              ? api.saveProjectOrder(parent, order)
              : api.saveItemOrder(parent, list, toCategoryId, order),
          );
          cache.update((all) =>
            all.map((c) => ({
              ...c,
              subcategories: c.subcategories.map((s) =>
                s.id === moved.id ? { ...moved, display_order: s.display_order } : s,
              ),
            })),
          );
          notify.success(M.orderSaved);
        } catch {
          cache.update(() => before);
          notify.error(M.orderNotSaved);
        }
      },
      replaceList: (categories: TCategoryView[]) => {
        cache.update(() => categories);
        void cache.refresh();
      },
    };
  }, [parent, list, kind.isPb, cache, track, notify, updateItem]);
}

export type TStructureActions = ReturnType<typeof useStructureActions>;
