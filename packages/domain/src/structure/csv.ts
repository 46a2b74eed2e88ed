import { STRUCTURE_LIMITS as L, STRUCTURE_MESSAGES as M } from './messages.ts';

/**
 * The categories CSV (export, import, templates): one row per subcategory; a category without
 * subcategories is one row with the subcategory columns empty. `amount` is a plain number (a leading
 * currency sign and thousands commas are accepted on import); empty means 0.
 */
export const STRUCTURE_CSV_COLUMNS = ['category', 'subcategory', 'amount', 'details'] as const;

export interface TCsvSubcategory {
  name: string;
  amount: number;
  details: string | null;
}
export interface TCsvCategory {
  name: string;
  subcategories: TCsvSubcategory[];
}

export const CSV_MESSAGES = {
  wrongColumns: `The columns must be: ${STRUCTURE_CSV_COLUMNS.join(', ')}`,
  empty: 'The file has no categories.',
  notCsv: 'The file must be a .csv file.',
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  amountInvalid: (value: string) => `the amount "${value}" is not a number`,
  categoryName: 'the category name must be 2 to 255 characters',
  subcategoryName: 'the subcategory name must be 2 to 255 characters',
  amountTooLarge: M.amountTooLarge,
  detailsTooLong: M.moreInfoTooLong,
  missingSubcategory: 'an amount or details need a subcategory name',
} as const;

export type TCsvResult = { ok: true; categories: TCsvCategory[] } | { ok: false; errors: string[] };

const lengthOk = (name: string, min: number, max: number) => name.length >= min && name.length <= max;

function parseAmount(raw: string): number | null {
  const cleaned = raw.replace(/^\$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return 0;
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Parsed CSV records (header first) as categories in file order, a category's rows merged by name;
 * or every problem, each naming its row (the header is row 1).
 */
export function categoriesFromCsv(records: readonly (readonly string[])[]): TCsvResult {
  const [header, ...rows] = records;
  const names = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (names.join(',') !== STRUCTURE_CSV_COLUMNS.join(','))
    return { ok: false, errors: [CSV_MESSAGES.wrongColumns] };
  const errors: string[] = [];
  const categories = new Map<string, TCsvCategory>();
  rows.forEach((cells, index) => {
    const row = index + 2;
    const [category = '', subcategory = '', amountText = '', detailsText = ''] = cells.map((c) => c.trim());
    if (cells.every((cell) => cell.trim() === '')) return;
    const problems: string[] = [];
    if (!lengthOk(category, L.categoryNameMin, L.categoryNameMax)) problems.push(CSV_MESSAGES.categoryName);
    const amount = parseAmount(amountText);
    if (amount === null) problems.push(CSV_MESSAGES.amountInvalid(amountText));
    else if (Math.abs(amount) > L.amountMax) problems.push(CSV_MESSAGES.amountTooLarge);
    if (detailsText.length > L.moreInfoMax) problems.push(CSV_MESSAGES.detailsTooLong);
    if (subcategory === '' && (amountText !== '' || detailsText !== ''))
      problems.push(CSV_MESSAGES.missingSubcategory);
    else if (subcategory !== '' && !lengthOk(subcategory, L.subcategoryNameMin, L.subcategoryNameMax))
      problems.push(CSV_MESSAGES.subcategoryName);
    if (problems.length > 0) {
      errors.push(...problems.map((problem) => CSV_MESSAGES.row(row, problem)));
      return;
    }
    const entry = categories.get(category) ?? { name: category, subcategories: [] };
    categories.set(category, entry);
    if (subcategory !== '')
      entry.subcategories.push({ name: subcategory, amount: amount ?? 0, details: detailsText || null });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (categories.size === 0) return { ok: false, errors: [CSV_MESSAGES.empty] };
  return { ok: true, categories: [...categories.values()] };
}

/** The rows (header first) of an export; categoriesFromCsv of them gives the same structure back. */
export function csvOfCategories(categories: readonly TCsvCategory[]): string[][] {
  const rows: string[][] = [[...STRUCTURE_CSV_COLUMNS]];
  for (const category of categories) {
    if (category.subcategories.length === 0) rows.push([category.name, '', '', '']);
    for (const item of category.subcategories)
      rows.push([category.name, item.name, String(item.amount), item.details ?? '']);
  }
  return rows;
}
