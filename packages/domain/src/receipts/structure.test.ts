import { describe, expect, it } from 'vitest';
import { STRUCTURE_MESSAGES as M } from '../structure/messages.ts';
import { ZReceiptSubcategoryPatch } from './structure.ts';

describe('ZReceiptSubcategoryPatch', () => {
  it('moves by tax_receipt_category_id, answered as budget_category_id', () => {
    expect(ZReceiptSubcategoryPatch.parse({ name: 'Police', tax_receipt_category_id: 7 })).toEqual({
      name: 'Police',
      budget_category_id: 7,
    });
  });

  it('keeps budget_category_id alone, and the same id sent under both names', () => {
    expect(ZReceiptSubcategoryPatch.parse({ budget_category_id: 7 })).toEqual({ budget_category_id: 7 });
    expect(ZReceiptSubcategoryPatch.parse({ budget_category_id: 7, tax_receipt_category_id: 7 })).toEqual({
      budget_category_id: 7,
    });
  });

  it('refuses two different targets', () => {
    const result = ZReceiptSubcategoryPatch.safeParse({ budget_category_id: 7, tax_receipt_category_id: 8 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['tax_receipt_category_id'], message: M.invalidCategory },
    ]);
  });

  it('checks the item fields like a simulation item', () => {
    const result = ZReceiptSubcategoryPatch.safeParse({ name: 'P', amount: 10_000_000_000_000 });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', M.subcategoryNameTooShort],
      ['amount', M.amountTooLarge],
    ]);
  });
});
