import { z } from 'zod';
import { STRUCTURE_MESSAGES as M, ZMoney } from '@commonpurse/domain';

// Number fields of the dialogs hold text (digits, minus and period, spec 3 section 6); these turn the
// text into the number the API takes, with the spec's messages.

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** A number typed in a field: '' is null; anything else must be a number ('Numbers only'). */
export const ZNumberText = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    if (!NUMBER.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.numberRequired });
      return z.NEVER;
    }
    return Number(text);
  });

/** An optional money field: null when empty, else within the amount ceiling. */
export const ZMoneyText = ZNumberText.pipe(ZMoney.nullable());

/** A required money field ('This value is required' when empty). */
export const ZRequiredMoneyText = ZNumberText.pipe(ZMoney.nullable()).refine((value) => value !== null, {
  error: M.nameRequired,
});

/** How a stored number shows in a field ('' for none). */
export const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
