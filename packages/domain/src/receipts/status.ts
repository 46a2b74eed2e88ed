import type { TReceiptStatus } from './constants.ts';
import { RECEIPT_PREVIEW_MESSAGES } from './messages.ts';
import { slugProblem } from '../simulations/slug.ts';

/** The status changes a PATCH {status} may ask for (spec 3 section 7). */
export const RECEIPT_STATUS_TARGETS = ['active', 'inactive', 'archived'] as const;
export type TReceiptStatusTarget = (typeof RECEIPT_STATUS_TARGETS)[number];

/**
 * Spec 3 section 4: New -> Active, Active -> Inactive, Inactive -> Active or Archived, and Archived ->
 * Inactive (unarchive uses the deactivate call). Receipts have no Closed state.
 */
const TRANSITIONS: Record<TReceiptStatus, readonly TReceiptStatusTarget[]> = {
  new: ['active'],
  active: ['inactive'],
  inactive: ['active', 'archived'],
  archived: ['inactive'],
};

export const canReceiptTransition = (from: TReceiptStatus, to: TReceiptStatusTarget) =>
  TRANSITIONS[from].includes(to);

/** Only a New receipt can be deleted (spec 3 section 4). */
export const isReceiptDeletable = (status: TReceiptStatus) => status === 'new';

/** Archived receipts are read-only; opening one in the editor goes back to /receipts. */
export const isReceiptEditable = (status: TReceiptStatus) => status !== 'archived';

/** The expanding row's actions, by status (spec 3 section 2.1: Preview only New, View only Active). */
export function receiptRowActions(input: { status: TReceiptStatus; canPreview: boolean }) {
  const { status } = input;
  return {
    preview: status === 'new' && input.canPreview,
    view: status === 'active',
    edit: isReceiptEditable(status),
    activate: canReceiptTransition(status, 'active'),
    deactivate: status === 'active',
    archive: canReceiptTransition(status, 'archived'),
    unarchive: status === 'archived',
    delete: isReceiptDeletable(status),
  };
}

export interface TReceiptEligibilityInput {
  slug: string | null;
  /** The spending categories with how many saved subcategories each holds. */
  categories: readonly { name: string; subcategoryCount: number }[];
}

/**
 * Why a receipt cannot be previewed or activated (the spec's tooltip), or null when it can: a valid
 * URL slug, at least one spending category, and a saved subcategory in every category.
 */
export function receiptPreviewRefusal(input: TReceiptEligibilityInput): string | null {
  if (!input.slug || slugProblem(input.slug) !== null) return RECEIPT_PREVIEW_MESSAGES.invalidUrl;
  if (input.categories.length === 0) return RECEIPT_PREVIEW_MESSAGES.missingCategories;
  const empty = input.categories.find((c) => c.subcategoryCount === 0);
  return empty ? RECEIPT_PREVIEW_MESSAGES.emptyCategory(empty.name) : null;
}
