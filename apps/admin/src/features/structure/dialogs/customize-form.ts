import { z } from 'zod';
import {
  ALERT_TYPES,
  alertTextProblem,
  CALCULATORS,
  geojsonProblem,
  roundTo,
  STRUCTURE_MESSAGES as M,
  ZSubcategoryFields,
  type TSubcategoryPatch,
} from '@commonpurse/domain';
import type { TItem } from '@/api/structure-items.ts';
import { numberText, ZMoneyText, ZNumberText } from './amount-text.ts';
import type { TCustomizeTab } from './customize-tabs.ts';

const F = ZSubcategoryFields.shape;
const text = z.string().transform((value) => (value.trim() === '' ? null : value.trim()));

/** The customize dialog's fields as text, checked with the server's own field rules. */
export const ZCustomizeForm = z
  .object({
    geojson: z.string().transform((value) => (value.trim() === '' ? null : value.trim())),
    rate: ZNumberText.pipe(F.rate),
    calculator: z.enum(CALCULATORS, { error: M.selectRequired }),
    custom_increment_rate_for_tax_rate: ZNumberText.pipe(F.custom_increment_rate_for_tax_rate),
    is_locked: z.boolean(),
    alert_type: z.enum(ALERT_TYPES, { error: M.selectRequired }),
    alert_text: text,
    alert_threshold: ZMoneyText,
    increment_mode: z.enum(['amount', 'rate']),
    custom_increment_amount: ZMoneyText,
    /** A percent here; the server stores it divided by 100. */
    custom_increment_rate: ZNumberText.pipe(F.custom_increment_rate),
    ceiling_amount: ZNumberText.transform((value) => value ?? 0).pipe(F.ceiling_amount),
    ceiling_alert_text: text,
    floor_amount: ZMoneyText,
    floor_alert_text: text,
  })
  .superRefine((form, ctx) => {
    const shape = form.geojson === null ? null : geojsonProblem(form.geojson);
    if (shape) ctx.addIssue({ code: 'custom', path: ['geojson'], message: shape });
    const alert = alertTextProblem(form);
    if (alert) ctx.addIssue({ code: 'custom', path: ['alert_text'], message: alert });
  });
export type TCustomizeInput = z.input<typeof ZCustomizeForm>;
export type TCustomizeOutput = z.output<typeof ZCustomizeForm>;
export type TCustomizeField = keyof TCustomizeInput;

/** The tab holding each field (errors name their tab; a field of a hidden tab is not sent). */
export const CUSTOMIZE_FIELD_TABS: Record<TCustomizeField, TCustomizeTab> = {
  geojson: 'map',
  rate: 'tax',
  calculator: 'tax',
  custom_increment_rate_for_tax_rate: 'tax',
  is_locked: 'lock',
  alert_type: 'alert',
  alert_text: 'alert',
  alert_threshold: 'alert',
  increment_mode: 'changeRate',
  custom_increment_amount: 'changeRate',
  custom_increment_rate: 'changeRate',
  ceiling_amount: 'boundaries',
  ceiling_alert_text: 'boundaries',
  floor_amount: 'boundaries',
  floor_alert_text: 'boundaries',
};

/** custom_increment_rate answers as the stored fraction; the dialog shows the percent. */
const percentOf = (stored: number | null) => (stored === null ? null : roundTo(stored * 100, 5));

export function customizeValues(item: TItem): TCustomizeInput {
  const byAmount = (item.custom_increment_amount ?? 0) !== 0 && (item.custom_increment_rate ?? 0) === 0;
  return {
    geojson: item.geojson ?? '',
    rate: numberText(item.rate),
    calculator: (CALCULATORS as readonly string[]).includes(item.calculator)
      ? (item.calculator as TCustomizeInput['calculator'])
      : 'standard',
    custom_increment_rate_for_tax_rate: numberText(item.custom_increment_rate_for_tax_rate),
    is_locked: item.is_locked,
    alert_type: (ALERT_TYPES as readonly string[]).includes(item.alert_type)
      ? (item.alert_type as TCustomizeInput['alert_type'])
      : 'none',
    alert_text: item.alert_text ?? '',
    alert_threshold: numberText(item.alert_threshold),
    increment_mode: byAmount ? 'amount' : 'rate',
    custom_increment_amount: numberText(item.custom_increment_amount),
    custom_increment_rate: numberText(percentOf(item.custom_increment_rate)),
    ceiling_amount: numberText(item.ceiling_amount),
    ceiling_alert_text: item.ceiling_alert_text ?? '',
    floor_amount: numberText(item.floor_amount),
    floor_alert_text: item.floor_alert_text ?? '',
  };
}

/**
 * The PATCH of a customize save: the fields of the shown (and enabled) tabs that differ from the item.
 * A changed increment sends increment_mode with the value of that mode (the server zeroes the other).
 */
export function customizePatch(
  form: TCustomizeOutput,
  item: TItem,
  tabs: ReadonlySet<TCustomizeTab>,
): TSubcategoryPatch {
  const stored: Record<string, unknown> = {
    ...item,
    custom_increment_rate: percentOf(item.custom_increment_rate),
  };
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(form) as [TCustomizeField, unknown][]) {
    if (!tabs.has(CUSTOMIZE_FIELD_TABS[field]) || CUSTOMIZE_FIELD_TABS[field] === 'changeRate') continue;
    if (value !== (stored[field] ?? null)) patch[field] = value;
  }
  if (tabs.has('changeRate')) {
    const field = form.increment_mode === 'amount' ? 'custom_increment_amount' : 'custom_increment_rate';
    const initialMode = customizeValues(item).increment_mode;
    if (form.increment_mode !== initialMode || form[field] !== (stored[field] ?? null))
      Object.assign(patch, { increment_mode: form.increment_mode, [field]: form[field] });
  }
  // The alert text goes with its type, so the server can check the pair.
  if ('alert_type' in patch && form.alert_type !== 'none') patch.alert_text = form.alert_text;
  return patch as TSubcategoryPatch;
}
