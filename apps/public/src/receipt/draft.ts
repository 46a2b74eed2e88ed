import type { TReceiptAnswers } from '@commonpurse/domain/public';
import { parseTyped } from '../components/AmountInput.tsx';

/** What the resident typed, as typed (the fields show it back unchanged). */
export interface TReceiptDraft {
  home_value: string;
  owns_home: boolean | null;
  taxable_purchases: string;
  income: string;
  purchased_percentage: string;
}

export const EMPTY_DRAFT: TReceiptDraft = {
  home_value: '',
  owns_home: null,
  taxable_purchases: '',
  income: '',
  purchased_percentage: '',
};

/** The numbers the estimate counts (an empty or unreadable field counts as nothing). */
export function answersOf(draft: TReceiptDraft): TReceiptAnswers {
  return {
    home_value: parseTyped(draft.home_value),
    owns_home: draft.owns_home,
    taxable_purchases: parseTyped(draft.taxable_purchases),
    income: parseTyped(draft.income),
    purchased_percentage: parseTyped(draft.purchased_percentage),
  };
}

/** Whether the resident has given anything yet (before that, the result is not announced). */
export const hasAnswers = (draft: TReceiptDraft) =>
  draft.owns_home !== null ||
  [draft.home_value, draft.taxable_purchases, draft.income, draft.purchased_percentage].some(
    (text) => text !== '',
  );
