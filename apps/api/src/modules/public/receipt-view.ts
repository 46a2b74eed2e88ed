import { DEFAULT_RECEIPT_LOCALE, RECEIPT_LOCALE_CODES, type TReceiptLocale } from '@commonpurse/domain';
import type { TPublicReceipt, TPublicReceiptCategory } from '@commonpurse/domain/public';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { PublicReceiptSite, TaxReceiptRow } from './receipt-lookup.ts';
import type { CategoryRow, ItemRow } from './repo.ts';

// A resident's receipt page data (GET /v1/public/sites/{subdomain}/receipts/{slug}) from the stored rows.
// Rich text is sanitized again as it is read, like the simulation page's (view.ts).

const rich = (html: string | null | undefined): string | null =>
  typeof html === 'string' && html.trim() !== '' ? sanitizeRichText(html) : null;

const plain = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** An http(s) address, or null: a stored URL never becomes a javascript: link on the page. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A receipt speaks one of its eight languages; a row stored with another (by hand) reads as the default. */
export const receiptLocaleOf = (locale: string): TReceiptLocale =>
  (RECEIPT_LOCALE_CODES as readonly string[]).includes(locale)
    ? (locale as TReceiptLocale)
    : DEFAULT_RECEIPT_LOCALE;

/** A CTA button needs both its label and a usable address; otherwise the page shows none. */
const ctaOf = (label: string | null, url: string | null) => {
  const text = plain(label);
  const href = httpUrl(url);
  return text && href ? { label: text, url: href } : null;
};

/** A calculator residents see: offered (available), switched on (enabled) and with a rate to apply. */
const shown = (available: boolean, enabled: boolean, rate: number | null): rate is number =>
  available && enabled && rate !== null && Number.isFinite(rate);

export function calculatorsOf(row: TaxReceiptRow): TPublicReceipt['calculators'] {
  return {
    property_tax: shown(row.is_property_tax_available, row.is_property_tax_enabled, row.property_tax_rate)
      ? {
          rate: row.property_tax_rate!,
          is_owner_question_enabled: row.is_property_tax_owner_question_enabled,
          question_content: plain(row.property_tax_question_content),
          helper_content: plain(row.property_tax_helper_content),
        }
      : null,
    sales_tax: shown(row.is_sales_tax_available, row.is_sales_tax_enabled, row.sales_tax_rate)
      ? {
          rate: row.sales_tax_rate!,
          is_purchased_percentage_enabled: row.is_sales_tax_purchased_percentage_enabled,
        }
      : null,
    income_tax: shown(row.is_income_tax_available, row.is_income_tax_enabled, row.income_tax_rate)
      ? { rate: row.income_tax_rate! }
      : null,
  };
}

/** The receipt's spending: its expense categories, each with its items, in the order given. */
function spendingOf(categories: CategoryRow[], items: ItemRow[]): TPublicReceiptCategory[] {
  return categories
    .filter((category) => category.type === 'expense')
    .map((category) => ({
      id: category.id,
      name: category.name,
      details: plain(category.details),
      additional_details: rich(category.additional_details),
      subcategories: items
        .filter((item) => item.budget_category_id === category.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          amount: item.amount,
          details: plain(item.details),
          additional_details: rich(item.additional_details),
        })),
    }));
}

/** Everything the receipt page needs, nothing staff-only (the route serialises it with ZPublicReceipt). */
export function publicReceiptViewOf(
  site: PublicReceiptSite,
  categories: CategoryRow[],
  items: ItemRow[],
): TPublicReceipt {
  const { budget, client, receipt, preview } = site;
  return {
    id: budget.id,
    name: budget.name,
    slug: budget.slug ?? '',
    locale: receiptLocaleOf(budget.locale),
    preview,
    client: {
      name: client.name,
      subdomain: client.subdomain,
      logo_url: client.logo_url,
      logo_outbound_link: client.logo_outbound_link,
    },
    description: plain(budget.description),
    custom_header_html: rich(budget.custom_header_html),
    custom_pre_footer_html: rich(receipt.custom_pre_footer_html),
    cta_button_label: plain(receipt.cta_button_label),
    calculators: calculatorsOf(receipt),
    is_tax_total_breakdown_enabled: receipt.is_tax_total_breakdown_enabled,
    categories: spendingOf(categories, items),
    about: rich(receipt.about),
    about_cta: ctaOf(receipt.about_cta_button_label, receipt.about_cta_button_url),
    conclusion_heading: plain(receipt.conclusion_heading),
    conclusion_cta: ctaOf(receipt.conclusion_cta_button_label, receipt.conclusion_cta_button_url),
  };
}
