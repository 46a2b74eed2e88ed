import { z } from 'zod';
import {
  CSV_CATEGORY_TYPES,
  CSV_TYPE_MESSAGES,
  LIST_PAGE_SIZE,
  ZCategoryView,
  ZReceiptCategoryView,
  ZReceiptSubcategoryPatch,
  ZReceiptSubcategoryView,
  ZStandardizedSubcategory,
  ZSubcategoryPatch,
  ZSubcategoryView,
} from '@commonpurse/domain';
import { ZPathId } from '../../http/path-ids.ts';
import { ZBudgetParams } from '../budgets/index.ts';

export const ZCategoryParams = ZBudgetParams.extend({ categoryId: ZPathId });
export const ZSubcategoryParams = ZCategoryParams.extend({ subId: ZPathId });
/** The image calls name the item by the simulation alone (/subcategory/{subId}). */
export const ZItemParams = ZBudgetParams.extend({ subId: ZPathId });

export const ZCategoryResponse = z.object({ data: ZCategoryView });
const ZSubcategoryWithImpacts = ZSubcategoryView.extend({ impact_subcategories: z.array(z.unknown()) });
export const ZSubcategoryResponse = z.object({ data: ZSubcategoryWithImpacts });
/** The three image calls: meta.url is the image's address (null after a delete). */
export const ZItemImageResponse = z.object({
  meta: z.object({ status: z.literal('created'), url: z.string().nullable() }),
  data: ZSubcategoryWithImpacts,
});

export const ZStandardizedQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
});
export const ZStandardizedResponse = z.object({ data: z.array(ZStandardizedSubcategory) });
export const ZImportedResponse = z.object({
  meta: z.object({ status: z.literal('imported') }),
  data: z.array(ZCategoryView),
});

/** A receipt's spending answers: every item also carries tax_receipt_category_id. */
const ZReceiptCategoryResponse = z.object({ data: ZReceiptCategoryView });
const ZReceiptSubcategoryResponse = z.object({
  data: ZReceiptSubcategoryView.extend({ impact_subcategories: z.array(z.unknown()) }),
});
const ZReceiptImportedResponse = ZImportedResponse.extend({ data: z.array(ZReceiptCategoryView) });

/**
 * A receipt's import and export may name any category type of spec 3 section 2.2 (expense, revenue,
 * tax-receipt-expense); the call's path decides the list, so each means the receipt's spending
 * (decision 0410).
 */
const ZReceiptCsvTypeQuery = z.object({
  type: z.enum(CSV_CATEGORY_TYPES, { error: CSV_TYPE_MESSAGES.unknownType }).default('tax-receipt-expense'),
});

/** The answers, item PATCH body and CSV queries of one parent's structure calls (list-routes.ts). */
export const SIMULATION_STRUCTURE_SCHEMAS = {
  category: ZCategoryResponse,
  subcategory: ZSubcategoryResponse,
  imported: ZImportedResponse,
  subcategoryPatch: ZSubcategoryPatch,
  importQuery: z.object({}),
  exportQuery: z.object({}),
};
export const RECEIPT_STRUCTURE_SCHEMAS = {
  category: ZReceiptCategoryResponse,
  subcategory: ZReceiptSubcategoryResponse,
  imported: ZReceiptImportedResponse,
  subcategoryPatch: ZReceiptSubcategoryPatch,
  importQuery: ZReceiptCsvTypeQuery,
  exportQuery: ZReceiptCsvTypeQuery,
};
export type TStructureSchemas = typeof SIMULATION_STRUCTURE_SCHEMAS | typeof RECEIPT_STRUCTURE_SCHEMAS;
