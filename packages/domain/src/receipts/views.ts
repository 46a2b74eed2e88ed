import { z } from 'zod';
import { ZCategoryView, ZSubcategoryView } from '../simulations/views.ts';
import { RECEIPT_LOCALE_CODES, RECEIPT_STATUSES } from './constants.ts';
import { ZPredefinedCalculations } from './schemas.ts';

// Response shapes of the receipt calls (docs/api.md "Taxpayer receipts"): the server serialises with
// them and the console infers its types from them.

/**
 * A spending item: a simulation item's fields (the structure board and its dialogs serve both), with
 * tax_receipt_category_id the spec names (equal to budget_category_id).
 */
export const ZReceiptSubcategoryView = ZSubcategoryView.extend({ tax_receipt_category_id: z.number().int() });
export type TReceiptSubcategoryView = z.infer<typeof ZReceiptSubcategoryView>;

/** A spending category with its items in display order. */
export const ZReceiptCategoryView = ZCategoryView.extend({ subcategories: z.array(ZReceiptSubcategoryView) });
export type TReceiptCategoryView = z.infer<typeof ZReceiptCategoryView>;

/** Every calculator field, as stored (rates as fractions). */
export const ZPredefinedCalculationsView = ZPredefinedCalculations.required().extend({
  has_additional_custom_calculations: z.boolean(),
});
export type TPredefinedCalculationsView = z.infer<typeof ZPredefinedCalculationsView>;

/** A row of GET admin/receipts (spec 3 section 7). */
export const ZReceiptSummary = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  locale: z.enum(RECEIPT_LOCALE_CODES),
  created_at: z.string(),
  updated_at: z.string(),
  /** created_at as the list shows it, e.g. 'Nov 22, 2026'. */
  formatted_created_at: z.string(),
  /** Preview-eligible (spec 3 section 4); preview_refusal holds the tooltip when not. */
  can_preview: z.boolean(),
  preview_refusal: z.string().nullable(),
  /** Eligible and the client may publish (not a trial). */
  can_publish: z.boolean(),
  /** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{slug}, or null without a slug. */
  public_url: z.string().nullable(),
  /** public_url + '/preview?preview=<signed token>' (the simulations' token), or null without a slug. */
  preview_url: z.string().nullable(),
  predefined_calculations: ZPredefinedCalculationsView,
});
export type TReceiptSummary = z.infer<typeof ZReceiptSummary>;

/** GET admin/receipts/{id}?include=expenses.subcategories,expenses: every field. */
export const ZReceiptView = ZReceiptSummary.extend({
  status_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  cta_button_label: z.string().nullable(),
  custom_header_html: z.string().nullable(),
  custom_pre_footer_html: z.string().nullable(),
  is_tax_total_breakdown_enabled: z.boolean(),
  is_polco_feed_promoted: z.boolean(),
  use_meta_pixel: z.boolean(),
  use_google_translate: z.boolean(),
  about: z.string().nullable(),
  about_cta_button_label: z.string().nullable(),
  about_cta_button_url: z.string().nullable(),
  conclusion_heading: z.string().nullable(),
  conclusion_cta_button_label: z.string().nullable(),
  conclusion_cta_button_url: z.string().nullable(),
  expenses: z.array(ZReceiptCategoryView).optional(),
});
export type TReceiptView = z.infer<typeof ZReceiptView>;

/** The licence counter of GET admin/receipts (meta): 'x / y Active Taxpayer Receipts'. */
export const ZReceiptCounts = z.object({ active_count: z.number().int(), allowed_count: z.number().int() });
export type TReceiptCounts = z.infer<typeof ZReceiptCounts>;
