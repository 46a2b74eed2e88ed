import type { TReceiptSubcategoryView, TSubcategoryView, ZSubcategoryPatch } from '@commonpurse/domain';
import type { z } from 'zod';
import { apiFetch } from './client.ts';
import { parentPath, type TParent } from './parent.ts';
import type { TData } from './types.ts';

// The paths of a parent's categories and items, and the item PATCH that several editor tabs send
// (the structure board and its dialogs, the guided tour's item checkboxes).

/** A list in the API's paths: spending is `expenses`. */
export type TStructureList = 'expenses' | 'revenue';

/** An item as the structure calls answer it (with its impact multipliers). */
export type TItem = TSubcategoryView & { impact_subcategories?: unknown[] };

/** An item's PATCH; a receipt's item may name its category tax_receipt_category_id (decision 0398). */
export type TItemPatch = z.input<typeof ZSubcategoryPatch> &
  Partial<Pick<TReceiptSubcategoryView, 'tax_receipt_category_id'>>;

export const listPath = (parent: TParent, list: TStructureList) => `${parentPath(parent)}/${list}`;
export const categoryPath = (parent: TParent, list: TStructureList, categoryId: number) =>
  `${listPath(parent, list)}/${categoryId}`;
export const itemsPath = (parent: TParent, list: TStructureList, categoryId: number) =>
  `${categoryPath(parent, list, categoryId)}/subcategories`;

/** The PATCH that moves an item to another category: receipts name it tax_receipt_category_id (spec 3). */
export const moveBody = (parent: TParent, toCategoryId: number): TItemPatch =>
  parent.kind === 'receipt'
    ? { tax_receipt_category_id: toCategoryId }
    : { budget_category_id: toCategoryId };

/** PATCH an item; `moveBody` moves it to another category of the same list. */
export const updateItem = (
  parent: TParent,
  list: TStructureList,
  categoryId: number,
  itemId: number,
  body: TItemPatch,
) =>
  apiFetch<TData<TItem>>(`${itemsPath(parent, list, categoryId)}/${itemId}`, {
    method: 'PATCH',
    body,
  }).then((r) => r.data);
