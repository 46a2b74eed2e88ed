import {
  ITEM_IMAGE_FIELD,
  type TCategoryPatch,
  type TCategorySave,
  type TCategoryView,
  type TImageUrlSave,
  type TStandardizedSubcategory,
  type TStockPhotoResults,
  type TSubcategoryPatch,
  type TSubcategorySave,
  type TSubcategoryView,
} from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TDownload } from '@/api/http.ts';
import type { TData } from '@/api/types.ts';

// Calls of docs/api.md "Budget structure": categories and items of one list of a simulation.

/** A list in the API's paths: spending is `expenses`. */
export type TStructureList = 'expenses' | 'revenue';

/** An item as the structure calls answer it (with its impact multipliers). */
export type TItem = TSubcategoryView & { impact_subcategories?: unknown[] };

const listPath = (budgetId: number, list: TStructureList) => `/v1/admin/budgets/${budgetId}/${list}`;
const categoryPath = (budgetId: number, list: TStructureList, categoryId: number) =>
  `${listPath(budgetId, list)}/${categoryId}`;
const itemsPath = (budgetId: number, list: TStructureList, categoryId: number) =>
  `${categoryPath(budgetId, list, categoryId)}/subcategories`;
const itemImagePath = (budgetId: number, itemId: number) =>
  `/v1/admin/budgets/${budgetId}/subcategory/${itemId}/image`;

export const createCategory = (budgetId: number, list: TStructureList, body: TCategorySave) =>
  apiFetch<TData<TCategoryView>>(listPath(budgetId, list), { method: 'POST', body }).then((r) => r.data);

export const updateCategory = (
  budgetId: number,
  list: TStructureList,
  categoryId: number,
  body: TCategoryPatch,
) =>
  apiFetch<TData<TCategoryView>>(categoryPath(budgetId, list, categoryId), { method: 'PATCH', body }).then(
    (r) => r.data,
  );

export const deleteCategory = (budgetId: number, list: TStructureList, categoryId: number) =>
  apiFetch<unknown>(categoryPath(budgetId, list, categoryId), { method: 'DELETE' });

export const createItem = (
  budgetId: number,
  list: TStructureList,
  categoryId: number,
  body: TSubcategorySave,
) =>
  apiFetch<TData<TItem>>(itemsPath(budgetId, list, categoryId), { method: 'POST', body }).then((r) => r.data);

/** PATCH an item; `budget_category_id` moves it to another category of the same list. */
export const updateItem = (
  budgetId: number,
  list: TStructureList,
  categoryId: number,
  itemId: number,
  body: TSubcategoryPatch,
) =>
  apiFetch<TData<TItem>>(`${itemsPath(budgetId, list, categoryId)}/${itemId}`, {
    method: 'PATCH',
    body,
  }).then((r) => r.data);

export const deleteItem = (budgetId: number, list: TStructureList, categoryId: number, itemId: number) =>
  apiFetch<unknown>(`${itemsPath(budgetId, list, categoryId)}/${itemId}`, { method: 'DELETE' });

export const saveCategoryOrder = (budgetId: number, list: TStructureList, ids: number[]) =>
  apiFetch<unknown>(`${listPath(budgetId, list)}/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

export const saveItemOrder = (budgetId: number, list: TStructureList, categoryId: number, ids: number[]) =>
  apiFetch<unknown>(`${itemsPath(budgetId, list, categoryId)}/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

/** A prioritization's projects: one order across its categories. */
export const saveProjectOrder = (budgetId: number, ids: number[]) =>
  apiFetch<unknown>(`/v1/admin/budgets/${budgetId}/projects/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

/** Replaces the list with the file's categories (one transaction on the server). */
export const importCategories = (budgetId: number, list: TStructureList, file: File) => {
  const body = new FormData();
  body.append('csv_file', file);
  return apiFetch<{ meta: { status: 'imported' }; data: TCategoryView[] }>(
    `${listPath(budgetId, list)}/import`,
    {
      method: 'POST',
      body,
    },
  ).then((r) => r.data);
};

export const exportCategories = (budgetId: number, list: TStructureList) =>
  apiFetch<TDownload>(`${listPath(budgetId, list)}/export`, { download: true });

/** The static import template (no authentication); `_yn` adds the yes/no question column. */
export const templateUrl = (list: TStructureList, withQuestions: boolean) =>
  `/static/${list === 'expenses' ? 'expense' : 'revenue'}_categories${withQuestions ? '_yn' : ''}.csv`;

export const fetchStandardizedSubcategories = (signal?: AbortSignal) =>
  apiFetch<TData<TStandardizedSubcategory[]>>('/v1/admin/standardized-subcategories', {
    query: { per_page: 1000 },
    signal,
  }).then((r) => r.data);

export interface TImageAnswer {
  meta: { status: string; url: string | null };
  data: TItem;
}

export const uploadItemImage = (budgetId: number, itemId: number, file: File) => {
  const body = new FormData();
  body.append(ITEM_IMAGE_FIELD, file);
  return apiFetch<TImageAnswer>(itemImagePath(budgetId, itemId), { method: 'POST', body });
};

export const setItemImageUrl = (budgetId: number, itemId: number, body: TImageUrlSave) =>
  apiFetch<TImageAnswer>(`${itemImagePath(budgetId, itemId)}-url`, { method: 'POST', body });

export const deleteItemImage = (budgetId: number, itemId: number) =>
  apiFetch<TImageAnswer>(itemImagePath(budgetId, itemId), { method: 'DELETE' });

/** Landscape stock photos, STOCK_PHOTO_PAGE_SIZE a page; `meta.configured` is false without a provider. */
export const searchStockPhotos = (query: string, page: number, signal?: AbortSignal) =>
  apiFetch<TStockPhotoResults>('/v1/admin/stock-photos', { query: { query, page }, signal });
