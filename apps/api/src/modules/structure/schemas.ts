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

export const ZCategoryResponse = z.object({ data: ZCategoryView });
export const ZSubcategoryResponse = z.object({
  data: ZSubcategoryView.extend({ impact_subcategories: z.array(z.unknown()) }),
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
