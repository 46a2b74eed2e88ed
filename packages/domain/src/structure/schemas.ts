import { z } from 'zod';
import {
  ALERT_TYPES,
  CALCULATORS,
  STRUCTURE_LIMITS as L,
  STRUCTURE_MESSAGES as M,
  SUGGESTION_BOX_MODES,
} from './messages.ts';
import { HEX_COLOR_PATTERN } from '../maps/settings.ts';
import { geojsonProblem } from './geojson.ts';
import { ITEM_IMAGE_LIMITS, ITEM_IMAGE_MESSAGES } from './images.ts';
import { ZScenarioQuestion } from './scenario.ts';

/** A money value up to the amount ceiling (either sign). */
export const ZMoney = z
  .number({ error: M.numberRequired })
  .refine((value) => Math.abs(value) <= L.amountMax, { error: M.amountTooLarge });

const ZName = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired, abort: true })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });

export const ZCategoryName = ZName(
  L.categoryNameMin,
  L.categoryNameMax,
  M.categoryNameTooShort,
  M.categoryNameTooLong,
);
export const ZSubcategoryName = ZName(
  L.subcategoryNameMin,
  L.subcategoryNameMax,
  M.subcategoryNameTooShort,
  M.subcategoryNameTooLong,
);

const ZMoreInfo = z.string().max(L.moreInfoMax, { error: M.moreInfoTooLong }).nullable();
const ZText = z.string().nullable();
const ZShortText = (max: number, message: string) => z.string().max(max, { error: message }).nullable();
const ZAlertText = ZShortText(L.alertTextMax, M.alertTextTooLong);

/** An integer a PostgreSQL integer column holds (orders, ids given in a body). */
export const ZDbInteger = z
  .number({ error: M.numberRequired })
  .int()
  .min(-L.integerMax, { error: M.integerTooLarge })
  .max(L.integerMax, { error: M.integerTooLarge });
export const ZBodyId = ZDbInteger.positive();

/** An item's colour: #RRGGBB, or null / empty for none. */
const ZItemColor = z
  .string()
  .trim()
  .refine((color) => color === '' || HEX_COLOR_PATTERN.test(color), { error: M.colorInvalid })
  .nullable();

/** The same URL rule as POST .../image-url: an http(s) address, or null for no image. */
const ZItemImageUrl = z
  .url({ protocol: /^https?$/, error: ITEM_IMAGE_MESSAGES.urlInvalid })
  .max(ITEM_IMAGE_LIMITS.urlMax, { error: ITEM_IMAGE_MESSAGES.urlInvalid })
  .nullable();

/** POST (all of it) and PATCH (any subset) of a category; the type comes from the path. */
export const ZCategorySave = z.object({
  name: ZCategoryName,
  adjustment: ZMoney.nullable().optional(),
  is_locked: z.boolean().optional(),
  details: ZMoreInfo.optional(),
  additional_details: ZText.optional(),
  tour_order: ZDbInteger.nullable().optional(),
});
export type TCategorySave = z.infer<typeof ZCategorySave>;
export const ZCategoryPatch = ZCategorySave.partial();
export type TCategoryPatch = z.infer<typeof ZCategoryPatch>;

/** A percent from 0 to below 100: what a rate's arithmetic (and the stored fraction) can hold. */
const ZPercent = (tooHigh: string, negative: string) =>
  z.number({ error: M.numberRequired }).min(0, { error: negative }).lt(L.rateBelow, { error: tooHigh });

/**
 * Every field of a subcategory. `custom_increment_rate` is a percent here (below 100);
 * normalizeSubcategory turns it into the stored fraction. `increment_mode` is not stored: it says
 * which of custom_increment_amount / custom_increment_rate the customize dialog saved (the other is
 * zeroed).
 */
export const ZSubcategoryFields = z.object({
  name: ZSubcategoryName,
  amount: ZMoney,
  rate: ZPercent(M.rateTooHigh, M.rateNegative).nullable(),
  budget_category_id: ZBodyId,
  is_locked: z.boolean(),
  color: ZItemColor,
  geojson: z
    .string()
    .nullable()
    .superRefine((text, ctx) => {
      const problem = text === null ? null : geojsonProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  alert_type: z.enum(ALERT_TYPES, { error: M.selectRequired }),
  alert_text: ZAlertText,
  alert_threshold: ZMoney.nullable(),
  ceiling_amount: ZMoney.refine((value) => value >= 0, { error: M.ceilingNegative }),
  ceiling_alert_text: ZAlertText,
  floor_amount: ZMoney.nullable(),
  floor_alert_text: ZAlertText,
  custom_increment_amount: ZMoney.nullable(),
  custom_increment_rate: ZPercent(M.customRateTooHigh, M.customRateNegative).nullable(),
  custom_increment_rate_for_tax_rate: ZPercent(M.customRateTooHigh, M.customRateNegative).nullable(),
  increment_mode: z.enum(['amount', 'rate']),
  calculator: z.enum(CALCULATORS, { error: M.selectRequired }),
  details: ZMoreInfo,
  additional_details: ZText,
  /** A scenario question; null removes it. */
  customized_question_json: ZScenarioQuestion.nullable(),
  standardized_subcategory_id: ZBodyId.nullable(),
  image_url: ZItemImageUrl,
  image_alt: ZShortText(ITEM_IMAGE_LIMITS.altMax, ITEM_IMAGE_MESSAGES.altTooLong),
  image_credit: ZShortText(ITEM_IMAGE_LIMITS.creditMax, ITEM_IMAGE_MESSAGES.creditTooLong),
  share_title: ZShortText(L.shareTitleMax, M.shareTitleTooLong),
  suggestion_box: z.boolean(),
  suggestion_box_mode: z.enum(SUGGESTION_BOX_MODES, { error: M.selectRequired }),
  in_tour: z.boolean(),
});

const alertTextMissing = (value: { alert_type?: string; alert_text?: string | null }) =>
  value.alert_type !== undefined &&
  value.alert_type !== 'none' &&
  (value.alert_text === undefined || value.alert_text === null || value.alert_text.trim() === '');

/** Alert text is required unless the alert type is none: refuse it at `alert_text`. */
export function alertTextProblem(value: { alert_type?: string; alert_text?: string | null }): string | null {
  return alertTextMissing(value) ? M.alertTextRequired : null;
}

/**
 * POST of a subcategory: every field optional except the name (unless it is a suggestion box, which
 * gets the default name); budget_category_id comes from the path.
 */
export const ZSubcategorySave = ZSubcategoryFields.partial()
  .omit({ budget_category_id: true })
  .superRefine((value, ctx) => {
    const problem = alertTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['alert_text'], message: problem });
  });
export type TSubcategorySave = z.infer<typeof ZSubcategorySave>;

/** PATCH of a subcategory: any subset (the alert rule is checked against the stored item too). */
export const ZSubcategoryPatch = ZSubcategoryFields.partial();
export type TSubcategoryPatch = z.infer<typeof ZSubcategoryPatch>;

/** POST .../set-order. */
export const ZSetOrder = z.object({ display_order: z.array(ZBodyId) });
export type TSetOrder = z.infer<typeof ZSetOrder>;

export const ZStandardizedSubcategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['expense', 'revenue']),
});
export type TStandardizedSubcategory = z.infer<typeof ZStandardizedSubcategory>;
