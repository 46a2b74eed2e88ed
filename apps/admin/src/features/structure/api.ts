import {
  csvTemplateName,
  ITEM_IMAGE_FIELD,
  type TCategoryView,
  type TStandardizedSubcategory,
  type TStockPhotoResults,
  type ZCategoryPatch,
  type ZCategorySave,
  type ZImageUrlSave,
  type ZSubcategorySave,
} from '@commonpurse/domain';
import type { z } from 'zod';
import { apiFetch } from '@/api/client.ts';
import type { TDownload } from '@/api/http.ts';
import { parentPath, type TParent } from '@/api/parent.ts';
import {
  categoryPath,
  itemsPath,
  listPath,
  type TBoardItem,
  type TItem,
  type TStructureList,
} from '@/api/structure-items.ts';
import type { TData } from '@/api/types.ts';

// Calls of docs/api.md "Budget structure": categories and items of one list of a parent (a simulation,
// or a receipt's spending under /v1/admin/receipts/{id}); only the CSV export and template differ.

const itemImagePath = (parent: TParent, itemId: number) =>
  `${parentPath(parent)}/subcategory/${itemId}/image`;

/** One item with every field: a board row has only what it draws (decision 0598). */
export const itemKey = (parent: TParent, list: TStructureList, itemId: number) =>
  ['structure-item', parent.kind, parent.id, list, itemId] as const;

export const fetchItem = (parent: TParent, list: TStructureList, item: TBoardItem, signal?: AbortSignal) =>
  apiFetch<TData<TItem>>(`${itemsPath(parent, list, item.budget_category_id)}/${item.id}`, { signal }).then(
    (r) => r.data,
  );

export const createCategory = (parent: TParent, list: TStructureList, body: z.input<typeof ZCategorySave>) =>
  apiFetch<TData<TCategoryView>>(listPath(parent, list), { method: 'POST', body }).then((r) => r.data);

export const updateCategory = (
  parent: TParent,
  list: TStructureList,
  categoryId: number,
  body: z.input<typeof ZCategoryPatch>,
) =>
  apiFetch<TData<TCategoryView>>(categoryPath(parent, list, categoryId), { method: 'PATCH', body }).then(
    (r) => r.data,
  );

export const deleteCategory = (parent: TParent, list: TStructureList, categoryId: number) =>
  apiFetch<unknown>(categoryPath(parent, list, categoryId), { method: 'DELETE' });

export const createItem = (
  parent: TParent,
  list: TStructureList,
  categoryId: number,
  body: z.input<typeof ZSubcategorySave>,
) =>
  apiFetch<TData<TItem>>(itemsPath(parent, list, categoryId), { method: 'POST', body }).then((r) => r.data);

export const deleteItem = (parent: TParent, list: TStructureList, categoryId: number, itemId: number) =>
  apiFetch<unknown>(`${itemsPath(parent, list, categoryId)}/${itemId}`, { method: 'DELETE' });

export const saveCategoryOrder = (parent: TParent, list: TStructureList, ids: number[]) =>
  apiFetch<unknown>(`${listPath(parent, list)}/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

export const saveItemOrder = (parent: TParent, list: TStructureList, categoryId: number, ids: number[]) =>
  apiFetch<unknown>(`${itemsPath(parent, list, categoryId)}/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

/** A prioritization's projects: one order across its categories. */
export const saveProjectOrder = (parent: TParent, ids: number[]) =>
  apiFetch<unknown>(`${parentPath(parent)}/projects/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });

/** Replaces the list with the file's categories (one transaction on the server). */
export const importCategories = (parent: TParent, list: TStructureList, file: File) => {
  const body = new FormData();
  body.append('csv_file', file);
  return apiFetch<{ meta: { status: 'imported' }; data: TCategoryView[] }>(
    `${listPath(parent, list)}/import`,
    {
      method: 'POST',
      body,
    },
  ).then((r) => r.data);
};

/** A list's CSV; a receipt's spending is GET admin/receipts/{id}/expense-export (spec 3 section 7). */
export const exportCategories = (parent: TParent, list: TStructureList) =>
  apiFetch<TDownload>(
    parent.kind === 'receipt' ? `${parentPath(parent)}/expense-export` : `${listPath(parent, list)}/export`,
    { download: true },
  );

/** The receipts' static template of spending categories (spec 3 section 2.2, decision 0410). */
export const RECEIPT_TEMPLATE_URL = `/static/${csvTemplateName('tax-receipt-expense')}`;

/** The static import template (no authentication); `_yn` adds the yes/no question column. */
export const templateUrl = (parent: TParent, list: TStructureList, withQuestions: boolean) =>
  parent.kind === 'receipt'
    ? RECEIPT_TEMPLATE_URL
    : `/static/${csvTemplateName(list === 'expenses' ? 'expense' : 'revenue', withQuestions)}`;

export const fetchStandardizedSubcategories = (signal?: AbortSignal) =>
  apiFetch<TData<TStandardizedSubcategory[]>>('/v1/admin/standardized-subcategories', {
    query: { per_page: 1000 },
    signal,
  }).then((r) => r.data);

export interface TImageAnswer {
  meta: { status: string; url: string | null };
  data: TItem;
}

export const uploadItemImage = (parent: TParent, itemId: number, file: File) => {
  const body = new FormData();
  body.append(ITEM_IMAGE_FIELD, file);
  return apiFetch<TImageAnswer>(itemImagePath(parent, itemId), { method: 'POST', body });
};

export const setItemImageUrl = (parent: TParent, itemId: number, body: z.input<typeof ZImageUrlSave>) =>
  apiFetch<TImageAnswer>(`${itemImagePath(parent, itemId)}-url`, { method: 'POST', body });

export const deleteItemImage = (parent: TParent, itemId: number) =>
  apiFetch<TImageAnswer>(itemImagePath(parent, itemId), { method: 'DELETE' });

/** Landscape stock photos, STOCK_PHOTO_PAGE_SIZE a page; `meta.configured` is false without a provider. */
export const searchStockPhotos = (query: string, page: number, signal?: AbortSignal) =>
  apiFetch<TStockPhotoResults>('/v1/admin/stock-photos', { query: { query, page }, signal });
