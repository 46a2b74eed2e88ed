import { useMemo } from 'react';
import {
  COPY_SUFFIX,
  STRUCTURE_LIMITS,
  STRUCTURE_MESSAGES as M,
  type TCategoryView,
  type TSubcategoryPatch,
  type TSubcategorySave,
} from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { useNotify } from '@/ui/notify.tsx';
import { serverMessage } from '../../errors.ts';
import { useEditor } from '../editor-context.tsx';
import * as api from './api.ts';
import {
  inCategoryOrder,
  inItemOrder,
  useStructureCache,
  withCategory,
  withItem,
  withMovedItem,
  withoutItem,
} from './cache.ts';

/** The first server message of a refused write, for a field or the dialog. */
export const refusalOf = (error: unknown) =>
  error instanceof ApiError ? error.messages().join(' ') : serverMessage(error);

/** A copy's name: ' (copy)' appended, the original shortened so it still fits. */
export function copyName(name: string): string {
  return `${name.slice(0, STRUCTURE_LIMITS.subcategoryNameMax - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** The fields a duplicated item carries over (not its id, order, image file or scenario links). */
export function duplicateBody(item: api.TItem): TSubcategorySave {
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
export function useStructureActions(list: api.TStructureList) {
  const { simulation, kind, track } = useEditor();
  const budgetId = simulation.id;
  const cache = useStructureCache(budgetId, list);
  const notify = useNotify();

  return useMemo(() => {
    const run = async <T>(work: Promise<T>, apply: (answer: T) => void): Promise<string | null> => {
      try {
        apply(await track(work));
        return null;
      } catch (error) {
        return refusalOf(error);
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
        run(api.createCategory(budgetId, list, { name }), (category) =>
          cache.update((all) => withCategory(all, category)),
        ),
      renameCategory: (categoryId: number, name: string) =>
        run(api.updateCategory(budgetId, list, categoryId, { name }), (category) =>
          cache.update((all) => withCategory(all, category)),
        ),
      deleteCategory: async (categoryId: number) => {
        try {
          await track(api.deleteCategory(budgetId, list, categoryId));
          cache.update((all) => all.filter((c) => c.id !== categoryId));
          void cache.refresh();
          return null;
        } catch (error) {
          const refusal = refusalOf(error);
          notify.error(`${M.deleteCategoryFailed}: ${refusal}`);
          return refusal;
        }
      },
      createItem: (categoryId: number, body: TSubcategorySave) =>
        run(api.createItem(budgetId, list, categoryId, body), (item) => {
          cache.update((all) => withItem(all, item));
          void cache.refresh();
        }),
      updateItem: (categoryId: number, itemId: number, body: TSubcategoryPatch) =>
        run(api.updateItem(budgetId, list, categoryId, itemId, body), (item) =>
          cache.update((all) => withItem(all, item)),
        ),
      deleteItem: async (categoryId: number, itemId: number) => {
        try {
          await track(api.deleteItem(budgetId, list, categoryId, itemId));
          cache.update((all) => withoutItem(all, itemId));
          void cache.refresh();
          return null;
        } catch (error) {
          const refusal = refusalOf(error);
          notify.error(refusal);
          return refusal;
        }
      },
      duplicateItem: (item: api.TItem) =>
        run(api.createItem(budgetId, list, item.budget_category_id, duplicateBody(item)), (copy) =>
          cache.update((all) => withItem(all, copy)),
        ),
      reorderCategories: (ids: number[]) =>
        saveOrder(
          (all) => inCategoryOrder(all, ids),
          () => api.saveCategoryOrder(budgetId, list, ids),
        ),
      reorderItems: (categoryId: number, ids: number[]) =>
        saveOrder(
          (all) => inItemOrder(all, categoryId, ids),
          () =>
            kind.isPb
              ? api.saveProjectOrder(budgetId, projectOrder(inItemOrder(cache.read(), categoryId, ids)))
              : api.saveItemOrder(budgetId, list, categoryId, ids),
        ),
      /** Moves an item to another category at a position: PATCH (placed last there), then the order. */
      moveItem: async (item: api.TItem, toCategoryId: number, ids: number[]) => {
        const before = cache.read();
        cache.update((all) => withMovedItem(all, item, toCategoryId, ids));
        try {
          const moved = await track(
            api.updateItem(budgetId, list, item.budget_category_id, item.id, {
              budget_category_id: toCategoryId,
            }),
          );
          const order = kind.isPb ? projectOrder(cache.read()) : ids;
          await track(
            kind.isPb
              ? api.saveProjectOrder(budgetId, order)
              : api.saveItemOrder(budgetId, list, toCategoryId, order),
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
  }, [budgetId, list, kind.isPb, cache, track, notify]);
}

export type TStructureActions = ReturnType<typeof useStructureActions>;
