import { z } from 'zod';
import {
  DEFAULT_SUGGESTION_BOX_NAME,
  INLINE_EDITOR_MESSAGES as I,
  ITEM_IMAGE_LIMITS,
  ITEM_IMAGE_MESSAGES,
  STRUCTURE_LIMITS as L,
  STRUCTURE_MESSAGES as M,
  SUGGESTION_BOX_MODES,
  type TSubcategoryPatch,
} from '@commonpurse/domain';
import type { TItem } from '@/api/structure-items.ts';
import { numberText, ZMoneyText, ZRequiredMoneyText } from './amount-text.ts';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((text) => (text === '' ? null : text));

/** The item dialog's fields as text, checked with the server's rules (the name counter stops at 140). */
export const ZItemForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: M.nameRequired, abort: true })
    .min(L.subcategoryNameMin, { error: M.subcategoryNameTooShort })
    .max(L.itemDialogNameCounter, { error: I.maxLength(L.itemDialogNameCounter) }),
  amount: ZRequiredMoneyText.transform((value) => value ?? 0),
  budget_category_id: z.number({ error: M.selectRequired }).int().positive({ error: M.selectRequired }),
  suggestion_box_mode: z.enum(SUGGESTION_BOX_MODES, { error: M.selectRequired }),
  ceiling_amount: ZMoneyText.transform((value) => value ?? 0).refine((value) => value >= 0, {
    error: M.ceilingNegative,
  }),
  details: optionalText(L.moreInfoMax, M.moreInfoTooLong),
  additional_details: z.string().transform((html) => (html.trim() === '' ? null : html)),
  image_alt: optionalText(ITEM_IMAGE_LIMITS.altMax, ITEM_IMAGE_MESSAGES.altTooLong),
  image_credit: optionalText(ITEM_IMAGE_LIMITS.creditMax, ITEM_IMAGE_MESSAGES.creditTooLong),
});
export type TItemFormInput = z.input<typeof ZItemForm>;
export type TItemFormOutput = z.output<typeof ZItemForm>;
export type TItemField = keyof TItemFormInput;

/** Which tab holds each field (to open the tab of the first error). */
export const ITEM_FIELD_TABS: Record<TItemField, 'name' | 'details' | 'image'> = {
  name: 'name',
  amount: 'name',
  budget_category_id: 'name',
  suggestion_box_mode: 'name',
  ceiling_amount: 'name',
  details: 'details',
  additional_details: 'details',
  image_alt: 'image',
  image_credit: 'image',
};

/** The form's start: the item's values, or a new item's defaults in `categoryId`. */
export function itemFormValues(
  item: TItem | null,
  categoryId: number,
  suggestionBox: boolean,
): TItemFormInput {
  return {
    name: item?.name ?? (suggestionBox ? DEFAULT_SUGGESTION_BOX_NAME : ''),
    amount: item ? numberText(item.amount) : '0',
    budget_category_id: item?.budget_category_id ?? categoryId,
    suggestion_box_mode: (SUGGESTION_BOX_MODES as readonly string[]).includes(item?.suggestion_box_mode ?? '')
      ? (item!.suggestion_box_mode as TItemFormInput['suggestion_box_mode'])
      : 'no_amount',
    ceiling_amount: item ? numberText(item.ceiling_amount) : '0',
    details: item?.details ?? '',
    additional_details: item?.additional_details ?? '',
    image_alt: item?.image_alt ?? '',
    image_credit: item?.image_credit ?? '',
  };
}

/** The fields of the form that differ from the stored item: what a PATCH sends. */
export function changedFields(form: TItemFormOutput, item: TItem): TSubcategoryPatch {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form) as [keyof TItemFormOutput, unknown][]) {
    if (!item.suggestion_box && (key === 'suggestion_box_mode' || key === 'ceiling_amount')) continue;
    if (value !== (item[key] ?? null)) patch[key] = value;
  }
  return patch as TSubcategoryPatch;
}

/** A new item's POST body (its category is in the path; an image comes once it is saved). */
export function newItemBody(form: TItemFormOutput, suggestionBox: boolean) {
  const { name, amount, details, additional_details, suggestion_box_mode, ceiling_amount } = form;
  const fields = { name, amount, details, additional_details };
  return suggestionBox ? { ...fields, suggestion_box: true, suggestion_box_mode, ceiling_amount } : fields;
}
