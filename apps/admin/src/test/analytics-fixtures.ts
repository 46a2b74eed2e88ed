import {
  ZCategoryAnalyticsRow,
  ZClientAnalytics,
  type TCategoryAnalyticsRow,
  type TClientAnalytics,
} from '@commonpurse/domain/analytics';

/** A category row whose residents submitted `average` on average against its `total` (other figures plain). */
export function categoryRow(
  id: number,
  name: string,
  type: 'expense' | 'revenue',
  total: number,
  average: number | null,
): TCategoryAnalyticsRow {
  const submitted = average === null ? 0 : 10;
  const change = average === null ? null : average - total;
  const zeroes = Object.fromEntries(
    [
      'total_submissions_increased',
      'total_submissions_decreased',
      'total_submissions_unchanged',
      'total_submissions_changed',
      'increase_clicks',
      'decrease_clicks',
      'info_clicks',
      'details_clicks',
      'open_clicks',
      'sessions_changed',
    ].map((key) => [key, 0]),
  );
  const nulls = Object.fromEntries(
    [
      'average_amount_changed_percent',
      'median_submitted_amount',
      'min_submitted_amount',
      'max_submitted_amount',
      'average_amount_increased',
      'average_amount_increased_percent',
      'average_amount_decreased',
      'average_amount_decreased_percent',
      'increase_decrease_difference',
      'percent_submissions_changed',
      'increase_clicks_percent',
      'decrease_clicks_percent',
      'average_session_increase',
      'average_session_decrease',
    ].map((key) => [key, null]),
  );
  return ZCategoryAnalyticsRow.parse({
    ...zeroes,
    ...nulls,
    id,
    name,
    type,
    total,
    amount: total,
    submissions: submitted,
    average_submitted_amount: average,
    average_amount_changed: change,
    subcategories: [],
  });
}

/** A simulation's analytics with no activity; `overrides` add what a test looks at. Checked by the API's schema. */
export function makeAnalytics(overrides: Partial<TClientAnalytics> = {}): TClientAnalytics {
  return ZClientAnalytics.parse({
    budget_id: 7,
    budget_name: 'Budget 2027',
    client_name: 'City of Riverton',
    status: 'active',
    total_pageviews: 0,
    submission_count: 0,
    submission_rate: null,
    average_seconds_on_site: null,
    taxpayer_receipt_experiences: null,
    metrics: { age: [], device_type: [], gender: [], user_type: [], city: [] },
    social_networks: [],
    referrer_paths: [],
    sources: [],
    categories: [],
    reset_all_clicks: 0,
    demographics: { age_range: [], race: [], postal_code: [], gender: [] },
    average_submitted_expenses: null,
    average_submitted_revenue: null,
    top_categories_increased: { expense: [], revenue: [] },
    top_categories_decreased: { expense: [], revenue: [] },
    ...overrides,
  });
}

/** The figures of a category or subcategory row: four submissions, every field filled. */
export const ITEM_FIGURES = {
  submissions: 4,
  average_submitted_amount: 1_250_000.4,
  average_amount_changed: 250_000,
  average_amount_changed_percent: 25,
  median_submitted_amount: 1_200_000,
  min_submitted_amount: 900_000,
  max_submitted_amount: 1_600_000,
  average_amount_increased: 400_000,
  average_amount_increased_percent: 40,
  average_amount_decreased: 100_000,
  average_amount_decreased_percent: 10,
  increase_decrease_difference: 300_000,
  total_submissions_increased: 3,
  total_submissions_decreased: 1,
  total_submissions_unchanged: 0,
  total_submissions_changed: 4,
  percent_submissions_changed: 100,
  increase_clicks: 12,
  decrease_clicks: 3,
  increase_clicks_percent: 80,
  decrease_clicks_percent: 20,
  info_clicks: 5,
  details_clicks: 2,
  open_clicks: 7,
  average_session_increase: 60_000,
  average_session_decrease: 20_000,
  sessions_changed: 2,
};
