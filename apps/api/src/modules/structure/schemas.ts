import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  ZCategoryView,
  ZStandardizedSubcategory,
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
