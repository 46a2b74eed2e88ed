import { describe, expect, it } from 'vitest';
import { itemPatchFor } from './structure-items.ts';

describe('itemPatchFor', () => {
  it("names a receipt item's new category tax_receipt_category_id (the board's drag and the item dialog)", () => {
    const receipt = { kind: 'receipt', id: 5 } as const;
    expect(itemPatchFor(receipt, { budget_category_id: 2 })).toEqual({ tax_receipt_category_id: 2 });
    expect(itemPatchFor(receipt, { name: 'Fire', budget_category_id: 2 })).toEqual({
      name: 'Fire',
      tax_receipt_category_id: 2,
    });
    expect(itemPatchFor(receipt, { amount: 10 })).toEqual({ amount: 10 });
  });

  it("keeps a simulation item's budget_category_id", () => {
    expect(itemPatchFor({ kind: 'simulation', id: 5 }, { budget_category_id: 2 })).toEqual({
      budget_category_id: 2,
    });
  });
});
