import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  ZCategoryView,
  ZStandardizedSubcategory,
  ZSubcategoryView,
} from '@commonpurse/domain';

const id = z.coerce.number().int().positive();

export const ZBudgetParams = z.object({ id });
export const ZCategoryParams = ZBudgetParams.extend({ categoryId: id });
export const ZSubcategoryParams = ZCategoryParams.extend({ subId: id });
/** The image calls name the item by the simulation alone (/subcategory/{subId}). */
export const ZItemParams = ZBudgetParams.extend({ subId: id });

export const ZCategoryResponse = z.object({ data: ZCategoryView });
const ZSubcategoryWithImpacts = ZSubcategoryView.extend({ impact_subcategories: z.array(z.unknown()) });
export const ZSubcategoryResponse = z.object({ data: ZSubcategoryWithImpacts });
/** The three image calls: meta.url is the image's address (null after a delete). */
export const ZItemImageResponse = z.object({
  meta: z.object({ status: z.literal('created'), url: z.string().nullable() }),
  data: ZSubcategoryWithImpacts,
});
export const ZDeletedResponse = z.object({ meta: z.object({ status: z.literal('deleted') }) });
export const ZOrderedResponse = z.object({ meta: z.object({ status: z.literal('saved') }) });

export const ZStandardizedQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE).default(LIST_PAGE_SIZE),
});
export const ZStandardizedResponse = z.object({ data: z.array(ZStandardizedSubcategory) });
export const ZImportedResponse = z.object({
  meta: z.object({ status: z.literal('imported') }),
  data: z.array(ZCategoryView),
});
