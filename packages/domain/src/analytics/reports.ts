/**
 * The reporting API's CSV reports (spec 2 section 7, "Reporting service"): GET
 * /api/budget/{id}[/category/{cid}[/subcategory/{sid}]]/{report} on the client's reporting token. The
 * console's per-chart download buttons and the 'Download Multiple Reports' dialog name them from here, and
 * the server serves exactly these (docs/api.md "Reporting API").
 */

/** A simulation's reports: one per chart of the analytics page, and its tables. */
export const BUDGET_REPORTS = [
  'age',
  'device_type',
  'gender',
  'user_type',
  'city',
  'social_network',
  'demographics',
  'referrers',
  'categories',
  'comments',
] as const;
/** A category's reports: its subcategory breakdown table and its comments. */
export const CATEGORY_REPORTS = ['subcategories', 'comments'] as const;
/** A subcategory's reports: its scenario question's responses and its comments. */
export const SUBCATEGORY_REPORTS = ['question_options', 'comments'] as const;

export type TBudgetReport = (typeof BUDGET_REPORTS)[number];
export type TCategoryReport = (typeof CATEGORY_REPORTS)[number];
export type TSubcategoryReport = (typeof SUBCATEGORY_REPORTS)[number];

/** Which report of what: a simulation's, a category's or a subcategory's. */
export type TReportTarget =
  | { budgetId: number; report: TBudgetReport }
  | { budgetId: number; categoryId: number; report: TCategoryReport }
  | { budgetId: number; categoryId: number; subcategoryId: number; report: TSubcategoryReport };

/** The reporting API's path of a report, e.g. `/api/budget/4/category/9/subcategories`. */
export function reportPath(target: TReportTarget): string {
  let path = `/api/budget/${target.budgetId}`;
  if ('categoryId' in target) path += `/category/${target.categoryId}`;
  if ('subcategoryId' in target) path += `/subcategory/${target.subcategoryId}`;
  return `${path}/${target.report}`;
}

/** What the console calls each simulation report (buttons, the 'Download Multiple Reports' dialog). */
export const BUDGET_REPORT_LABELS: Record<TBudgetReport, string> = {
  age: 'Age',
  device_type: 'Device Type',
  gender: 'Gender',
  user_type: 'New vs Returning',
  city: 'City',
  social_network: 'Social Networks',
  demographics: 'Demographics',
  referrers: 'Top Referrers',
  categories: 'Category Analytics',
  comments: 'Comments',
};

/** The analytics page's dialog that downloads the submissions of one or several simulations (spec 2). */
export const MULTIPLE_REPORTS_TITLE = 'Download Multiple Reports';

export const REPORTING_MESSAGES = {
  /** A 429 of the reporting API (REPORTING_RATE_LIMIT_PER_IP, 300 a minute by default). */
  tooManyRequests: 'Too many reporting API requests. Please wait a minute, then try again.',
} as const;
