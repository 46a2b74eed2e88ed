import { z } from 'zod';
import { ZRowIdCoerced } from '../row-ids.ts';
import { INLINE_EDITOR_MESSAGES as INLINE } from '../simulations/messages.ts';
import { ZSlug } from '../simulations/slug.ts';
import { RECEIPT_LIMITS as L, RECEIPT_LOCALE_CODES, RECEIPT_CREATE_METHODS } from './constants.ts';
import { RECEIPT_MESSAGES as M } from './messages.ts';
import { RECEIPT_STATUS_TARGETS } from './status.ts';

// Request bodies of the receipt calls (spec 3 sections 5 and 7): the server validates every write with
// them and the console's forms use the same rules and messages.

export const ZReceiptName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .min(L.nameMin, { error: M.nameTooShort })
  .max(L.nameMax, { error: M.nameTooLong });

export const ZReceiptLocale = z.enum(RECEIPT_LOCALE_CODES, { error: M.localeRequired });

/** POST admin/receipts, admin/receipts/{id}/duplicate and admin/budgets/{id}/duplicate-as-receipt. */
export const ZReceiptCreate = z.object({ name: ZReceiptName, locale: ZReceiptLocale });
export type TReceiptCreate = z.infer<typeof ZReceiptCreate>;

/** The console's create dialog: the method decides which source is required. */
export const ZCreateReceiptForm = z
  .object({
    name: ZReceiptName,
    locale: ZReceiptLocale,
    method: z.enum(RECEIPT_CREATE_METHODS, { error: M.methodRequired }),
    source_id: z.number().int().positive().nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.source_id !== null || form.method === 'scratch') return;
    const message = form.method === 'simulation' ? M.simulationSourceRequired : M.receiptSourceRequired;
    ctx.addIssue({ code: 'custom', path: ['source_id'], message });
  });
export type TCreateReceiptForm = z.infer<typeof ZCreateReceiptForm>;

/** 'http://' before a URL that names no http(s) scheme (spec 3 section 2.2); empty stays empty. */
export function withUrlScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

const text = (max: number, message = INLINE.maxLength(max)) =>
  z.string().max(max, { error: message }).nullable();
const url = (max: number) =>
  z
    .string()
    .nullable()
    .transform((value) => (value === null ? null : withUrlScheme(value)))
    .pipe(
      z
        .string()
        .max(max, { error: INLINE.maxLength(max) })
        .nullable(),
    );

/** The receipt's own editable fields (settings, about and conclusion), each optional in a PATCH. */
export const ZReceiptFields = z.object({
  name: ZReceiptName,
  slug: ZSlug.nullable(),
  locale: ZReceiptLocale,
  description: text(L.descriptionMax),
  cta_button_label: text(L.ctaLabelMax),
  custom_header_html: z.string().max(100_000).nullable(),
  custom_pre_footer_html: z.string().max(100_000).nullable(),
  is_tax_total_breakdown_enabled: z.boolean(),
  is_polco_feed_promoted: z.boolean(),
  use_meta_pixel: z.boolean(),
  use_google_translate: z.boolean(),
  about: z.string().max(100_000).nullable(),
  about_cta_button_label: text(L.ctaLabelMax),
  about_cta_button_url: url(L.ctaUrlMax),
  conclusion_heading: text(L.conclusionMax),
  conclusion_cta_button_label: text(L.conclusionMax),
  conclusion_cta_button_url: url(L.ctaUrlMax),
});

/**
 * PATCH admin/receipts/{id}: one field, several, or the whole receipt (fields the server owns, such as
 * id, client_id, expenses, legacy_id, status_at and the stamps, are ignored); or `status` alone.
 */
export const ZReceiptUpdate = ZReceiptFields.partial().extend({
  status: z.enum(RECEIPT_STATUS_TARGETS).optional(),
});
export type TReceiptUpdate = z.infer<typeof ZReceiptUpdate>;

const rate = z
  .number({ error: M.rateOutOfRange })
  .min(0, { error: M.rateOutOfRange })
  .lt(1, { error: M.rateOutOfRange })
  .nullable();
const propertyText = text(L.propertyTaxTextMax, M.maxCharacters);

/**
 * PATCH admin/receipts/{id}/predefined-calculations: the three calculators (spec 3 section 2.2). Income
 * and sales rates are fractions (the editor shows percent); the property tax rate is a multiplier of the
 * home value, at least 0. has_additional_custom_calculations is never sent.
 */
export const ZPredefinedCalculations = z
  .object({
    is_property_tax_available: z.boolean(),
    is_property_tax_enabled: z.boolean(),
    is_property_tax_customized: z.boolean(),
    is_property_tax_owner_question_enabled: z.boolean(),
    property_tax_question_content: propertyText,
    property_tax_rate: z
      .number({ error: M.multiplierNegative })
      .min(0, { error: M.multiplierNegative })
      .nullable(),
    property_tax_helper_content: propertyText,
    is_income_tax_available: z.boolean(),
    is_income_tax_enabled: z.boolean(),
    is_income_tax_customized: z.boolean(),
    income_tax_rate: rate,
    is_sales_tax_available: z.boolean(),
    is_sales_tax_enabled: z.boolean(),
    is_sales_tax_customized: z.boolean(),
    sales_tax_rate: rate,
    is_sales_tax_purchased_percentage_enabled: z.boolean(),
  })
  .partial();
export type TPredefinedCalculations = z.infer<typeof ZPredefinedCalculations>;

/** GET admin/validate-subdomain-slug?slug=..&tax_receipt_id=.. */
export const ZReceiptSlugQuery = z.object({
  slug: z.string(),
  tax_receipt_id: ZRowIdCoerced.optional(),
});
