import { STRUCTURE_LIMITS as L, STRUCTURE_MESSAGES as M } from './messages.ts';
import { neutralizeCsvCell, restoreCsvCell } from '../format/csv-cells.ts';

/**
 * The categories CSV (export, import, templates): one row per subcategory; a category without
 * subcategories is one row with the subcategory columns empty. `amount` is a plain number (a leading
 * currency sign and thousands commas are accepted on import); empty means 0.
 */
export const STRUCTURE_CSV_COLUMNS = ['category', 'subcategory', 'amount', 'details'] as const;

/**
 * The optional fifth column of the _yn templates: `yes` makes the row's item a yes/no scenario question
 * (yesNoQuestion); `no` or empty leaves it a plain item.
 */
export const STRUCTURE_CSV_YES_NO_COLUMN = 'yes_no';

const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0', ''];

export interface TCsvSubcategory {
  name: string;
  amount: number;
  details: string | null;
  /** Present (true) only for a `yes_no: yes` row. */
  yes_no?: true;
}
export interface TCsvCategory {
  name: string;
  subcategories: TCsvSubcategory[];
}

/**
 * Rows an import takes at most (not counting the header). An import replaces the whole list in one
 * transaction; far above any real budget (the largest seen have a few hundred lines) and small enough
 * that the import stays around a second.
 */
export const STRUCTURE_CSV_MAX_ROWS = 5_000;
/** The largest file an import reads. */
export const STRUCTURE_CSV_MAX_MEGABYTES = 10;

export const CSV_MESSAGES = {
  tooManyRows: `The file has more than ${STRUCTURE_CSV_MAX_ROWS.toLocaleString('en-US')} rows; an import takes at most ${STRUCTURE_CSV_MAX_ROWS.toLocaleString('en-US')}.`,
  wrongColumns: `The columns must be: ${STRUCTURE_CSV_COLUMNS.join(', ')} (and optionally ${STRUCTURE_CSV_YES_NO_COLUMN})`,
  empty: 'The file has no categories.',
  notCsv: 'The file must be a .csv file.',
  tooLarge: `The file must be smaller than ${STRUCTURE_CSV_MAX_MEGABYTES} MB.`,
  unreadable: (line: number | null) =>
    `The file could not be read as CSV${line === null ? '' : ` near line ${line}`}.`,
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  amountInvalid: (value: string) => `the amount "${value}" is not a number`,
  categoryName: 'the category name must be 2 to 255 characters',
  subcategoryName: 'the subcategory name must be 2 to 255 characters',
  amountTooLarge: M.amountTooLarge,
  detailsTooLong: M.moreInfoTooLong,
  missingSubcategory: 'an amount or details need a subcategory name',
  yesNoInvalid: (value: string) => `the yes_no value "${value}" must be yes or no`,
  yesNoWithoutSubcategory: 'yes_no needs a subcategory name',
} as const;

export type TCsvResult = { ok: true; categories: TCsvCategory[] } | { ok: false; errors: string[] };

const lengthOk = (name: string, min: number, max: number) => name.length >= min && name.length <= max;

function parseAmount(raw: string): number | null {
  const cleaned = raw.replace(/^\$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return 0;
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const isHeader = (names: string[], columns: readonly string[]) => names.join(',') === columns.join(',');

/** The row's yes_no cell as a flag, or null when it is neither yes nor no. */
function parseYesNo(raw: string): boolean | null {
  const value = raw.toLowerCase();
  if (YES.includes(value)) return true;
  return NO.includes(value) ? false : null;
}

interface ParsedRow {
  category: string;
  item: TCsvSubcategory | null;
  problems: string[];
}

function parseRow(cells: readonly string[], withYesNo: boolean): ParsedRow {
  const [category = '', subcategory = '', amountText = '', detailsText = '', yesNoText = ''] = cells.map(
    (c) => c.trim(),
  );
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
  const yesNo = withYesNo ? parseYesNo(yesNoText) : false;
  if (yesNo === null) problems.push(CSV_MESSAGES.yesNoInvalid(yesNoText));
  else if (yesNo && subcategory === '') problems.push(CSV_MESSAGES.yesNoWithoutSubcategory);
  if (subcategory === '' || problems.length > 0) return { category, item: null, problems };
  const item: TCsvSubcategory = { name: subcategory, amount: amount ?? 0, details: detailsText || null };
  return { category, item: yesNo ? { ...item, yes_no: true } : item, problems };
}

/**
 * Parsed CSV records (header first) as categories in file order, a category's rows merged by name;
 * or every problem, each naming its row (the header is row 1). The header is the four columns, or the
 * four and yes_no.
 */
export function categoriesFromCsv(records: readonly (readonly string[])[]): TCsvResult {
  const [header, ...rows] = records;
  const names = header?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const withYesNo = isHeader(names, [...STRUCTURE_CSV_COLUMNS, STRUCTURE_CSV_YES_NO_COLUMN]);
  if (!withYesNo && !isHeader(names, STRUCTURE_CSV_COLUMNS))
    return { ok: false, errors: [CSV_MESSAGES.wrongColumns] };
  if (rows.length > STRUCTURE_CSV_MAX_ROWS) return { ok: false, errors: [CSV_MESSAGES.tooManyRows] };
  const errors: string[] = [];
  const categories = new Map<string, TCsvCategory>();
  rows.forEach((written, index) => {
    const cells = written.map(restoreCsvCell);
    if (cells.every((cell) => cell.trim() === '')) return;
    const { category, item, problems } = parseRow(cells, withYesNo);
    if (problems.length > 0) {
      errors.push(...problems.map((problem) => CSV_MESSAGES.row(index + 2, problem)));
      return;
    }
    const entry = categories.get(category) ?? { name: category, subcategories: [] };
    categories.set(category, entry);
    if (item) entry.subcategories.push(item);
  });
  if (errors.length > 0) return { ok: false, errors };
  if (categories.size === 0) return { ok: false, errors: [CSV_MESSAGES.empty] };
  return { ok: true, categories: [...categories.values()] };
}

/**
 * The rows (header first) of an export; categoriesFromCsv of them gives the same structure back. The
 * yes_no column is written only when some item has it (the _yn templates).
 */
export function csvOfCategories(categories: readonly TCsvCategory[]): string[][] {
  const withYesNo = categories.some((category) => category.subcategories.some((item) => item.yes_no));
  const header: string[] = [...STRUCTURE_CSV_COLUMNS];
  const rows: string[][] = [withYesNo ? [...header, STRUCTURE_CSV_YES_NO_COLUMN] : header];
  const row = (texts: string[], yesNo: string) => {
    const cells = texts.map(neutralizeCsvCell);
    rows.push(withYesNo ? [...cells, yesNo] : cells);
  };
  for (const category of categories) {
    if (category.subcategories.length === 0) row([category.name, '', '', ''], '');
    for (const item of category.subcategories)
      row([category.name, item.name, String(item.amount), item.details ?? ''], item.yes_no ? 'yes' : 'no');
  }
  return rows;
}
