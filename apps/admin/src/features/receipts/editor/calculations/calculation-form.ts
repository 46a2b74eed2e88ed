import { z } from 'zod';
import {
  RECEIPT_LIMITS,
  ZPredefinedCalculations,
  type TPredefinedCalculations,
  type TPredefinedCalculationsView,
} from '@commonpurse/domain';

// The calculators' form: what the editor shows (income and sales rates as percent) and what it sends
// (fractions), checked by the request's own schema so its messages are the server's.

const PERCENT_SCALE = 10 ** RECEIPT_LIMITS.ratePercentDecimals;
/** A fraction keeps the percent's decimals plus the two the division adds. */
const FRACTION_SCALE = PERCENT_SCALE * 100;

/** A stored fraction as the percent the editor shows: times 100, rounded to 6 decimals. */
export const percentOf = (fraction: number) => Math.round(fraction * 100 * PERCENT_SCALE) / PERCENT_SCALE;

/** A typed percent as the fraction sent: divided by 100. */
export const fractionOf = (percent: number) => Math.round((percent / 100) * FRACTION_SCALE) / FRACTION_SCALE;

const FLAGS = [
  'is_property_tax_available',
  'is_property_tax_enabled',
  'is_property_tax_customized',
  'is_property_tax_owner_question_enabled',
  'is_income_tax_available',
  'is_income_tax_enabled',
  'is_income_tax_customized',
  'is_sales_tax_available',
  'is_sales_tax_enabled',
  'is_sales_tax_customized',
  'is_sales_tax_purchased_percentage_enabled',
] as const;
export type TCalculationFlag = (typeof FLAGS)[number];

const TEXTS = ['property_tax_question_content', 'property_tax_helper_content'] as const;
const PERCENTS = ['income_tax_rate', 'sales_tax_rate'] as const;

const flagShape = Object.fromEntries(FLAGS.map((f) => [f, z.boolean()])) as Record<
  TCalculationFlag,
  z.ZodBoolean
>;

/** The form's values: the flags, the texts, and the numbers as typed. */
const ZCalculationFields = z.object({
  ...flagShape,
  property_tax_question_content: z.string(),
  property_tax_helper_content: z.string(),
  property_tax_rate: z.string(),
  income_tax_rate: z.string(),
  sales_tax_rate: z.string(),
});
export type TCalculationFormInput = z.input<typeof ZCalculationFields>;

/** The form's field names (the server's field errors of the calculators carry the same names). */
export const isCalculationField = (field: string): field is keyof TCalculationFormInput =>
  field in ZCalculationFields.shape;

/** Blank is no value; anything else a number (NaN when it is not one, which the schema refuses). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
const textOf = (text: string) => (text === '' ? null : text);

/**
 * The form as the PATCH body: percents divided by 100, blanks as null; then the request's schema
 * (rates 0 to under 1 as 'Must be between 0% and 100%.', multiplier at least 0, texts at most 300).
 */
export const ZCalculationForm = ZCalculationFields.transform((form): TPredefinedCalculations => ({
  ...Object.fromEntries(FLAGS.map((f) => [f, form[f]])),
  ...Object.fromEntries(TEXTS.map((f) => [f, textOf(form[f])])),
  property_tax_rate: numberOf(form.property_tax_rate),
  ...Object.fromEntries(
    PERCENTS.map((f) => {
      const percent = numberOf(form[f]);
      return [f, percent === null ? null : fractionOf(percent)];
    }),
  ),
})).pipe(ZPredefinedCalculations);
export type TCalculationFormOutput = z.output<typeof ZCalculationForm>;

const shown = (value: number | null) => (value === null ? '' : String(value));

/** The stored calculators as the form shows them (has_additional_custom_calculations is not edited). */
export function calculationFormValues(stored: TPredefinedCalculationsView): TCalculationFormInput {
  return {
    ...(Object.fromEntries(FLAGS.map((f) => [f, stored[f]])) as Record<TCalculationFlag, boolean>),
    property_tax_question_content: stored.property_tax_question_content ?? '',
    property_tax_helper_content: stored.property_tax_helper_content ?? '',
    property_tax_rate: shown(stored.property_tax_rate),
    income_tax_rate: shown(stored.income_tax_rate === null ? null : percentOf(stored.income_tax_rate)),
    sales_tax_rate: shown(stored.sales_tax_rate === null ? null : percentOf(stored.sales_tax_rate)),
  };
}
