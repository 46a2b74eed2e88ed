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
