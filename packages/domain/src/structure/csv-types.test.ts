import { describe, expect, it } from 'vitest';
import { categoryTypeOfCsv, CSV_CATEGORY_TYPES, csvTemplateName } from './csv-types.ts';

describe('CSV category types', () => {
  it('accepts the three types of the spec', () => {
    expect(CSV_CATEGORY_TYPES).toEqual(['expense', 'revenue', 'tax-receipt-expense']);
  });

  it.each([
    ['expense', 'expense'],
    ['revenue', 'revenue'],
    ['tax-receipt-expense', 'expense'],
  ] as const)('stores %s as %s categories', (type, stored) => {
    expect(categoryTypeOfCsv(type)).toBe(stored);
  });

  it.each([
    ['expense', false, 'expense_categories.csv'],
    ['revenue', true, 'revenue_categories_yn.csv'],
    ['tax-receipt-expense', false, 'tax_receipt_expense_categories.csv'],
  ] as const)('names the %s template (yes_no %s) %s', (type, withYesNo, name) => {
    expect(csvTemplateName(type, withYesNo)).toBe(name);
  });
});
