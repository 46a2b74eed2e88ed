import type { TCategoryType } from './messages.ts';

/**
 * The category types the CSV calls and templates name (spec 1 section 5, spec 3 section 2.2): a
 * simulation's two lists, and a taxpayer receipt's spending, which is stored as the receipt's expense
 * categories (decision 0398). The categories CSV itself carries no type: the call says which list a
 * file replaces (decision 0410).
 */
export const CSV_CATEGORY_TYPES = ['expense', 'revenue', 'tax-receipt-expense'] as const;
export type TCsvCategoryType = (typeof CSV_CATEGORY_TYPES)[number];

/** The stored category type of a CSV type. */
export const categoryTypeOfCsv = (type: TCsvCategoryType): TCategoryType =>
  type === 'revenue' ? 'revenue' : 'expense';

/**
 * The static template of a type (served at /static/{name}): expense_categories.csv,
 * revenue_categories.csv, tax_receipt_expense_categories.csv; `_yn` adds the yes_no column.
 */
export const csvTemplateName = (type: TCsvCategoryType, withYesNo = false): string =>
  `${type.replace(/-/g, '_')}_categories${withYesNo ? '_yn' : ''}.csv`;

export const CSV_TYPE_MESSAGES = {
  /** Not in the spec: a type it does not list. */
  unknownType: 'The category type must be expense, revenue or tax-receipt-expense.',
} as const;
