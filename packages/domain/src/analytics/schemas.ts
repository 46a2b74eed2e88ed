import { z } from 'zod';
import { ZRowIdCoerced } from '../row-ids.ts';
import { QUESTION_DISPLAY_TYPES, QUESTION_TYPES } from '../questions/constants.ts';
import { DEMOGRAPHIC_SETS } from './labels.ts';
import type { TItemFigures } from './item-figures.ts';

// The answers of the analytics calls (docs/api.md "Simulation analytics"): spec 2 section 3's entities
// "Client analytics", "Category analytics row", "Subcategory analytics", "Comment row" and "Location
// map", with the spec's field names. Amounts are currency units, unrounded (decision 0102); a figure
// without data is null (decision 0100).

const Amount = z.number();
const MaybeAmount = z.number().nullable();
const Count = z.number().int().nonnegative();
const Percent = z.number().nullable();

/** A pie slice of metrics (age, device_type, gender, user_type, city). */
export const ZMetricSlice = z.object({ label: z.string(), amount: Count, percentage: z.number() });
/** A social network's or a source's slice. */
export const ZSourceSlice = z.object({ source: z.string(), amount: Count, percentage: z.number() });
/** A Top Referrers row: the referring host, its percent of every session, and its sessions. */
export const ZReferrerPath = z.object({ source: z.string(), percentage: z.number(), sessions: Count });
/** A demographics table row: an answer (its option's label), its count and percent of the answers. */
export const ZDemographicEntry = z.object({
  value: z.string(),
  total_percentage: z.number(),
  total_count: Count,
});

/** TItemFigures (item-figures.ts) as a schema: every statistic of submitted amounts. */
export const ZItemFigures = z.object({
  amount: Amount,
  submissions: Count,
  average_submitted_amount: MaybeAmount,
  average_amount_changed: MaybeAmount,
  average_amount_changed_percent: Percent,
  median_submitted_amount: MaybeAmount,
  min_submitted_amount: MaybeAmount,
  max_submitted_amount: MaybeAmount,
  average_amount_increased: MaybeAmount,
  average_amount_increased_percent: Percent,
  average_amount_decreased: MaybeAmount,
  average_amount_decreased_percent: Percent,
  increase_decrease_difference: MaybeAmount,
  total_submissions_increased: Count,
  total_submissions_decreased: Count,
  total_submissions_unchanged: Count,
  total_submissions_changed: Count,
  percent_submissions_changed: Percent,
}) satisfies z.ZodType<TItemFigures>;

/** What residents clicked on an item, and what non-submitting sessions changed (visit_amounts). */
export const ZEngagementFigures = z.object({
  increase_clicks: Count,
  decrease_clicks: Count,
  /** Increase and decrease clicks as percents of both (clickShares). */
  increase_clicks_percent: Percent,
  decrease_clicks_percent: Percent,
  info_clicks: Count,
  details_clicks: Count,
  open_clicks: Count,
  /** Mean change of the sessions without a submission that raised the item (lowered: a positive size). */
  average_session_increase: MaybeAmount,
  average_session_decrease: MaybeAmount,
  /** Sessions without a submission that left an amount for the item. */
  sessions_changed: Count,
});

/** A subcategory's row of the category breakdown table. */
export const ZSubcategoryAnalyticsRow = z.object({
  id: z.number().int(),
  name: z.string(),
  ...ZItemFigures.shape,
  ...ZEngagementFigures.shape,
});

export const ZItemComment = z.object({ text: z.string(), timestamp: z.string() });

/** A scenario question's option: how many submissions chose it and how many clicks it got. */
export const ZQuestionOption = z.object({
  id: z.string(),
  title: z.string(),
  submitted_count: Count,
  /** Percent of the item's submissions that chose it. */
  submitted_percentage: Percent,
  clicked_count: Count,
  /** Percent of the clicks on the question's options. */
  clicked_percentage: Percent,
});

/** GET admin/budgets/{id}/categories/{categoryId}/subcategories/{subId}/analytics */
export const ZSubcategoryAnalytics = ZSubcategoryAnalyticsRow.extend({
  category_id: z.number().int(),
  category_name: z.string(),
  budget_name: z.string(),
  custom_question_text: z.string().nullable(),
  question_options: z.array(ZQuestionOption),
  /** The newest comments on the item (ANALYTICS_LISTS.itemComments). */
  comments: z.array(ZItemComment),
});

export const ZCategoryType = z.enum(['expense', 'revenue']);

/** A category analytics row: its figures over the sum of its subcategories in each submission. */
export const ZCategoryAnalyticsRow = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZCategoryType,
  /** The budgeted amount: the sum of its subcategories' amounts. */
  total: Amount,
  ...ZItemFigures.shape,
  ...ZEngagementFigures.shape,
  subcategories: z.array(ZSubcategoryAnalyticsRow),
});

/** GET admin/budgets/{id}/categories/{categoryId}/analytics */
export const ZCategoryAnalytics = ZCategoryAnalyticsRow.extend({
  budget_name: z.string(),
  comments: z.array(ZItemComment.extend({ subcategory_id: z.number().int(), name: z.string() })),
});

/** A category of the dashboard's top lists: its average change per submission. */
export const ZChangedCategory = z.object({ id: z.number().int(), name: z.string(), change: z.number() });
const ZChangedByType = z.object({ expense: z.array(ZChangedCategory), revenue: z.array(ZChangedCategory) });

export const ZDemographics = z.object(
  Object.fromEntries(DEMOGRAPHIC_SETS.map((set) => [set, z.array(ZDemographicEntry)])) as Record<
    (typeof DEMOGRAPHIC_SETS)[number],
    z.ZodArray<typeof ZDemographicEntry>
  >,
);

/** GET admin/budgets/{id}/analytics: the "Client analytics" entity of one simulation. */
export const ZClientAnalytics = z.object({
  budget_id: z.number().int(),
  budget_name: z.string(),
  client_name: z.string(),
  status: z.string(),
  total_pageviews: Count,
  submission_count: Count,
  /** Submissions as a rounded percent of pageviews (null without pageviews). */
  submission_rate: z.number().nullable(),
  average_seconds_on_site: z.number().nullable(),
  /**
   * Visits of the client's taxpayer receipts, all receipts and all time (decision 0423); the client's
   * figure whichever simulation is shown. Nullable for answers of older servers.
   */
  taxpayer_receipt_experiences: Count.nullable(),
  metrics: z.object({
    age: z.array(ZMetricSlice),
    device_type: z.array(ZMetricSlice),
    gender: z.array(ZMetricSlice),
    user_type: z.array(ZMetricSlice),
    city: z.array(ZMetricSlice),
  }),
  social_networks: z.array(ZSourceSlice),
  referrer_paths: z.array(ZReferrerPath),
  sources: z.array(ZSourceSlice),
  categories: z.array(ZCategoryAnalyticsRow),
  reset_all_clicks: Count,
  demographics: ZDemographics,
  average_submitted_expenses: MaybeAmount,
  average_submitted_revenue: MaybeAmount,
  /** The 3 categories of each type whose average submitted amount rose most (fell most). */
  top_categories_increased: ZChangedByType,
  top_categories_decreased: ZChangedByType,
});

/** A Comments table row. ip_address is absent when the client suppresses IPs. */
export const ZCommentRow = z.object({
  id: z.number().int(),
  comment: z.string(),
  /** The item's name; null for a comment on the whole simulation. */
  name: z.string().nullable(),
  /** The submission's amount for the item minus where it started; null without an item. */
  difference_amount: MaybeAmount,
  /** A prioritization ballot's rank of the item. */
  rank: z.number().int().nullable(),
  created_at: z.string(),
  ip_address: z.string().nullable().optional(),
});

/** GET admin/budgets/{id}/comments?page= */
export const ZCommentsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export const ZCommentsPage = z.object({
  data: z.array(ZCommentRow),
  meta: z.object({ total: Count, page: z.number().int(), per_page: z.number().int() }),
});

/** A location map marker: a submission's Drop-a-Pin. */
export const ZLocationMarker = z.object({
  submission_id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  created_at: z.string(),
});

/** GET admin/dashboard?budget_id= */
export const ZDashboardQuery = z.object({ budget_id: ZRowIdCoerced.optional() });
export const ZDashboardSimulation = z.object({ id: z.number().int(), name: z.string(), status: z.string() });
export const ZDashboard = z.object({
  /** The selector: the client's simulations other than New, by name. */
  budgets: z.array(ZDashboardSimulation),
  /** The chosen one's analytics (budget_id, else the first Active, else the first); null without any. */
  analytics: ZClientAnalytics.nullable(),
});

/** GET admin/budgets/{id}/questions/analytics: one highlight per entry and exit question. */
export const ZQuestionOptionCount = z.object({
  value: z.string(),
  label: z.string(),
  count: Count,
  /** Percent of the question's answers, unrounded; null without answers. */
  percentage: z.number().nullable(),
});

export const ZQuestionHighlight = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(QUESTION_TYPES),
  display_type: z.enum(QUESTION_DISPLAY_TYPES),
  /** Current submissions that answered it (an empty answer is no answer). */
  answer_count: Count,
  /** A choice question's options in their order, then any answered value no longer offered; else []. */
  options: z.array(ZQuestionOptionCount),
  /** A free-text question's newest answers (QUESTION_HIGHLIGHT_ANSWERS, question-highlights.ts); else []. */
  latest_answers: z.array(z.object({ value: z.string(), created_at: z.string() })),
});
export type TQuestionHighlight = z.infer<typeof ZQuestionHighlight>;
export type TQuestionOptionCount = z.infer<typeof ZQuestionOptionCount>;

export type TMetricSlice = z.infer<typeof ZMetricSlice>;
export type TSourceSlice = z.infer<typeof ZSourceSlice>;
export type TReferrerPath = z.infer<typeof ZReferrerPath>;
export type TDemographicEntry = z.infer<typeof ZDemographicEntry>;
export type TEngagementFigures = z.infer<typeof ZEngagementFigures>;
export type TSubcategoryAnalyticsRow = z.infer<typeof ZSubcategoryAnalyticsRow>;
export type TSubcategoryAnalytics = z.infer<typeof ZSubcategoryAnalytics>;
export type TCategoryAnalyticsRow = z.infer<typeof ZCategoryAnalyticsRow>;
export type TCategoryAnalytics = z.infer<typeof ZCategoryAnalytics>;
export type TQuestionOptionFigures = z.infer<typeof ZQuestionOption>;
export type TClientAnalytics = z.infer<typeof ZClientAnalytics>;
export type TCommentRow = z.infer<typeof ZCommentRow>;
export type TCommentsPage = z.infer<typeof ZCommentsPage>;
export type TLocationMarker = z.infer<typeof ZLocationMarker>;
export type TDashboard = z.infer<typeof ZDashboard>;
