import { z } from 'zod';
import {
  ZCategoryAnalyticsRow,
  ZClientAnalytics,
  ZDashboardSimulation,
  ZItemComment,
  ZSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';
import { ZIncludeList } from '../../http/include.ts';
import { ZPathId, ZQueryId } from '../../http/path-ids.ts';

// The reporting API's JSON answers (docs/api.md "Reporting API (issue 13)").

export const BUDGET_INCLUDES = [
  'categories',
  'categories.subcategories',
  'categories.subcategories.comments',
  'demographics',
] as const;
export type TBudgetInclude = (typeof BUDGET_INCLUDES)[number];

export const ZBudgetQuery = z.object({ include: ZIncludeList(BUDGET_INCLUDES) });
export const ZClientQuery = z.object({ budget_id: ZQueryId.optional() });

const ZReportingSubcategory = ZSubcategoryAnalyticsRow.extend({ comments: z.array(ZItemComment).optional() });
const ZReportingCategory = ZCategoryAnalyticsRow.omit({ subcategories: true }).extend({
  subcategories: z.array(ZReportingSubcategory).optional(),
});

/** GET /api/budget/{id}: the simulation's analytics; categories and demographics only when included. */
export const ZReportingBudget = ZClientAnalytics.omit({ categories: true, demographics: true }).extend({
  categories: z.array(ZReportingCategory).optional(),
  demographics: ZClientAnalytics.shape.demographics.optional(),
});

/** GET /api/client: the client-level record (spec 2 section 3) and its dashboard analytics. */
export const ZReportingClient = z.object({
  guid: z.uuid(),
  name: z.string(),
  budgets: z.array(ZDashboardSimulation),
  analytics: ZClientAnalytics.nullable(),
});

export const ZReportParams = z.object({ id: ZPathId, report: z.string() });
export const ZCategoryReportParams = ZReportParams.extend({ categoryId: ZPathId });
export const ZSubcategoryReportParams = ZCategoryReportParams.extend({ subId: ZPathId });

export type TReportingBudget = z.infer<typeof ZReportingBudget>;
export type TItemComment = z.infer<typeof ZItemComment>;
