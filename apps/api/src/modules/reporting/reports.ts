import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutralizeCsvRow } from '@commonpurse/domain';
import {
  DEMOGRAPHIC_SETS,
  ZEngagementFigures,
  ZItemFigures,
  type TBudgetReport,
  type TCategoryAnalyticsRow,
  type TClientAnalytics,
  type TQuestionOptionFigures,
  type TSubcategoryAnalyticsRow,
} from '@commonpurse/domain/analytics';

// The reporting API's CSV reports as tables: what each chart or table of the analytics pages shows,
// with the analytics entities' field names as headers (docs/api.md "Reporting API (issue 13)").

/** A report: its header and rows. A null figure is an empty cell; text cells are formula-safe. */
export interface ReportTable {
  header: readonly string[];
  rows: (string | number | null)[][];
}

const METRIC_COLUMNS = ['label', 'amount', 'percentage'] as const;
const SOURCE_COLUMNS = ['source', 'amount', 'percentage'] as const;
const REFERRER_COLUMNS = ['source', 'percentage', 'sessions'] as const;
export const DEMOGRAPHIC_COLUMNS = ['set', 'value', 'total_count', 'total_percentage'] as const;

/** Every figure of a category or subcategory row: the item figures, then the engagement figures. */
const FIGURE_COLUMNS = [
  ...Object.keys(ZItemFigures.shape),
  ...Object.keys(ZEngagementFigures.shape),
] as (keyof TSubcategoryAnalyticsRow)[];
/** One row per category, each followed by its subcategories' rows (level, category name and type). */
export const CATEGORY_COLUMNS = ['level', 'id', 'name', 'category', 'type', 'total', ...FIGURE_COLUMNS];
export const SUBCATEGORY_COLUMNS = ['id', 'name', ...FIGURE_COLUMNS];
export const QUESTION_OPTION_COLUMNS = [
  'title',
  'submitted_count',
  'submitted_percentage',
  'clicked_count',
  'clicked_percentage',
] as const satisfies readonly (keyof TQuestionOptionFigures)[];

const pick = <T extends object>(row: T, columns: readonly string[]) =>
  columns.map((column) => (row as Record<string, string | number | null>)[column] ?? null);

const figuresOf = (row: TSubcategoryAnalyticsRow | TCategoryAnalyticsRow) => pick(row, FIGURE_COLUMNS);

/** The categories report: every field of each category row, then of each of its subcategories. */
function categoriesTable(categories: readonly TCategoryAnalyticsRow[]): ReportTable {
  return {
    header: CATEGORY_COLUMNS,
    rows: categories.flatMap((category) => [
      [
        'category',
        category.id,
        category.name,
        category.name,
        category.type,
        category.total,
        ...figuresOf(category),
      ],
      ...category.subcategories.map((item) => [
        'subcategory',
        item.id,
        item.name,
        category.name,
        category.type,
        null,
        ...figuresOf(item),
      ]),
    ]),
  };
}

/** A simulation report read from its analytics (comments are streamed by the analytics service). */
export function budgetReportTable(
  report: Exclude<TBudgetReport, 'comments'>,
  analytics: TClientAnalytics,
): ReportTable {
  switch (report) {
    case 'social_network':
      return { header: SOURCE_COLUMNS, rows: analytics.social_networks.map((r) => pick(r, SOURCE_COLUMNS)) };
    case 'referrers':
      return {
        header: REFERRER_COLUMNS,
        rows: analytics.referrer_paths.map((r) => pick(r, REFERRER_COLUMNS)),
      };
    case 'demographics':
      return {
        header: DEMOGRAPHIC_COLUMNS,
        rows: DEMOGRAPHIC_SETS.flatMap((set) =>
          analytics.demographics[set].map((entry) => [
            set,
            entry.value,
            entry.total_count,
            entry.total_percentage,
          ]),
        ),
      };
    case 'categories':
      return categoriesTable(analytics.categories);
    default:
      return { header: METRIC_COLUMNS, rows: analytics.metrics[report].map((r) => pick(r, METRIC_COLUMNS)) };
  }
}

/** A category's subcategories report: every field of each subcategory row. */
export const subcategoriesTable = (rows: readonly TSubcategoryAnalyticsRow[]): ReportTable => ({
  header: SUBCATEGORY_COLUMNS,
  rows: rows.map((row) => pick(row, SUBCATEGORY_COLUMNS)),
});

/** A subcategory's scenario question: each option submitted and clicked. */
export const questionOptionsTable = (options: readonly TQuestionOptionFigures[]): ReportTable => ({
  header: QUESTION_OPTION_COLUMNS,
  rows: options.map((option) => pick(option, QUESTION_OPTION_COLUMNS)),
});

/** The table as a CSV stream (RFC 4180 by csv-stringify). */
export function tableCsv(table: ReportTable): Readable {
  const lines = [table.header, ...table.rows.map((row) => row.map((cell) => cell ?? ''))];
  return Readable.from(lines.map((line) => neutralizeCsvRow(line))).pipe(stringify());
}
