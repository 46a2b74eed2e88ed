/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @, a tab or a
 * carriage return is run as a formula when a CSV is opened in Excel, LibreOffice or Google Sheets.
 * Every CSV the product writes prefixes such a text cell with an apostrophe, which spreadsheets show as
 * text; numbers (a negative amount) are left alone. Imports take the apostrophe off again, so an
 * exported file reads back to the same names.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?$/;
const NEUTRALIZED = /^'[=+\-@\t\r]/;

export function neutralizeCsvCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** A row of any cells, text cells neutralized (numbers, booleans and empty cells as they are). */
export function neutralizeCsvRow(cells: readonly unknown[]): unknown[] {
  return cells.map((cell) => (typeof cell === 'string' ? neutralizeCsvCell(cell) : cell));
}

/** An imported cell as it was before neutralizeCsvCell. */
export function restoreCsvCell(cell: string): string {
  return NEUTRALIZED.test(cell) ? cell.slice(1) : cell;
}
