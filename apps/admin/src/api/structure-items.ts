import type {
  TBoardSubcategoryView,
  TReceiptSubcategoryView,
  TSubcategoryView,
  ZSubcategoryPatch,
} from '@commonpurse/domain';
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

/**
 * An item as a board draws it: the simulation editor loads its lists with fields=board, so a row has
 * these fields only and a dialog reads the whole item when it opens.
 */
export type TBoardItem = TBoardSubcategoryView;

export type TItemPatch = z.input<typeof ZSubcategoryPatch>;

/** What a receipt's item PATCH may carry: its category is named tax_receipt_category_id (spec 3). */
type TReceiptItemPatch = Omit<TItemPatch, 'budget_category_id'> &
  Partial<Pick<TReceiptSubcategoryView, 'tax_receipt_category_id'>>;

export const listPath = (parent: TParent, list: TStructureList) => `${parentPath(parent)}/${list}`;
export const categoryPath = (parent: TParent, list: TStructureList, categoryId: number) =>
  `${listPath(parent, list)}/${categoryId}`;
export const itemsPath = (parent: TParent, list: TStructureList, categoryId: number) =>
  `${categoryPath(parent, list, categoryId)}/subcategories`;

/**
 * The body as the parent's call names its fields: a receipt's item moves to another category with
 * tax_receipt_category_id (spec 3 section 7), whoever asked (the board's drag, the item dialog).
 */
export function itemPatchFor(parent: TParent, body: TItemPatch): TItemPatch | TReceiptItemPatch {
  if (parent.kind !== 'receipt' || body.budget_category_id === undefined) return body;
  const { budget_category_id: categoryId, ...rest } = body;
  return { ...rest, tax_receipt_category_id: categoryId };
}

/** PATCH an item; `budget_category_id` moves it to another category of the same list. */
export const updateItem = (
  parent: TParent,
  list: TStructureList,
  categoryId: number,
  itemId: number,
  body: TItemPatch,
) =>
  apiFetch<TData<TItem>>(`${itemsPath(parent, list, categoryId)}/${itemId}`, {
    method: 'PATCH',
    body: itemPatchFor(parent, body),
  }).then((r) => r.data);
