import type { z } from 'zod';
import { STRUCTURE_MESSAGES as M } from '../structure/messages.ts';
import { ZBodyId, ZSubcategoryPatch } from '../structure/schemas.ts';

/**
 * PATCH of a receipt's spending item: a simulation item's fields, and tax_receipt_category_id (the
 * spec's name of the item's category, spec 3 section 3), which moves it like budget_category_id does.
 * Sending both with different ids is refused; the output names the target as budget_category_id only.
 */
export const ZReceiptSubcategoryPatch = ZSubcategoryPatch.extend({
  tax_receipt_category_id: ZBodyId.optional(),
})
  .superRefine((patch, ctx) => {
    const { budget_category_id: budget, tax_receipt_category_id: receipt } = patch;
    if (budget !== undefined && receipt !== undefined && budget !== receipt)
      ctx.addIssue({ code: 'custom', path: ['tax_receipt_category_id'], message: M.invalidCategory });
  })
  .transform(({ tax_receipt_category_id: target, ...patch }) =>
    target === undefined ? patch : { ...patch, budget_category_id: target },
  );
export type TReceiptSubcategoryPatch = z.output<typeof ZReceiptSubcategoryPatch>;
