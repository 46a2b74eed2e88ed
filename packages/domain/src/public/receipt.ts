import { z } from 'zod';
import { RECEIPT_LOCALE_CODES } from '../receipts/constants.ts';

// GET /v1/public/sites/{subdomain}/receipts/{slug}: what a resident's taxpayer receipt page needs
// (decision 0421) and nothing staff-only (no client id, status, dates, licence counts, availability or
// customized flags, Meta pixel or classification). The server serialises with this schema, so unknown
// keys are stripped. The calculators and categories fit estimateReceipt (receipts/estimate.ts) as they are.

const text = z.string().nullable();

export const ZPublicReceiptItem = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  /** More info (plain text). */
  details: text,
  /** Additional details (sanitized HTML). */
  additional_details: text,
});
export type TPublicReceiptItem = z.infer<typeof ZPublicReceiptItem>;

export const ZPublicReceiptCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  details: text,
  /** Sanitized HTML. */
  additional_details: text,
  subcategories: z.array(ZPublicReceiptItem),
});
export type TPublicReceiptCategory = z.infer<typeof ZPublicReceiptCategory>;

/** A calling-to-action link: both a label and an http(s) address, else null. */
const ZCtaLink = z.object({ label: z.string(), url: z.string() }).nullable();

export const ZPublicReceipt = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locale: z.enum(RECEIPT_LOCALE_CODES),
  /** Opened with a valid preview token (a New receipt): a banner says so and no visit is recorded. */
  preview: z.boolean(),
  client: z.object({
    name: z.string(),
    subdomain: z.string(),
    logo_url: text,
    logo_outbound_link: text,
  }),
  /** Plain text (at most 100 characters). */
  description: text,
  /** Sanitized HTML. */
  custom_header_html: text,
  /** Sanitized HTML, shown above the footer. */
  custom_pre_footer_html: text,
  /** The label of the button leading to the calculators (the page's own words when null). */
  cta_button_label: text,
  /** The enabled calculators (available and enabled), rates as stored: fractions, the property tax a multiplier. */
  calculators: z.object({
    property_tax: z
      .object({
        rate: z.number(),
        is_owner_question_enabled: z.boolean(),
        /** The owner question's wording (plain text), or null for the page's own. */
        question_content: text,
        /** Help under the home value (plain text). */
        helper_content: text,
      })
      .nullable(),
    sales_tax: z.object({ rate: z.number(), is_purchased_percentage_enabled: z.boolean() }).nullable(),
    income_tax: z.object({ rate: z.number() }).nullable(),
  }),
  /** Show each calculator's tax above the total. */
  is_tax_total_breakdown_enabled: z.boolean(),
  /** The spending: expense categories in display order, their items in display order. */
  categories: z.array(ZPublicReceiptCategory),
  /** Sanitized HTML. */
  about: text,
  about_cta: ZCtaLink,
  conclusion_heading: text,
  conclusion_cta: ZCtaLink,
});
export type TPublicReceipt = z.infer<typeof ZPublicReceipt>;
