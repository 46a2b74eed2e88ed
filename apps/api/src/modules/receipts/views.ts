import {
  DEFAULT_RECEIPT_LOCALE,
  RECEIPT_LOCALE_CODES,
  receiptPreviewRefusal,
  type TPredefinedCalculationsView,
  type TReceiptCategoryView,
  type TReceiptLocale,
  type TReceiptSummary,
  type TReceiptView,
} from '@commonpurse/domain';
import { formatShortDate } from '../../lib/time.ts';
import {
  publicUrlOf,
  receiptStatusOf,
  type BudgetOwner,
  type BudgetRow,
  type UrlSettings,
} from '../budgets/index.ts';
import type { SpendingCategoryCount, TaxReceiptRow } from './repo.ts';

/** What the derived fields of one receipt are computed from. */
export interface ReceiptInputs {
  owner: BudgetOwner;
  tax: TaxReceiptRow;
  spending: SpendingCategoryCount[];
  previewToken: string;
  urls: UrlSettings;
}

const receiptLocaleOf = (locale: string): TReceiptLocale =>
  (RECEIPT_LOCALE_CODES as readonly string[]).includes(locale)
    ? (locale as TReceiptLocale)
    : DEFAULT_RECEIPT_LOCALE;

export function predefinedCalculationsOf(tax: TaxReceiptRow): TPredefinedCalculationsView {
  return {
    is_property_tax_available: tax.is_property_tax_available,
    is_property_tax_enabled: tax.is_property_tax_enabled,
    is_property_tax_customized: tax.is_property_tax_customized,
    is_property_tax_owner_question_enabled: tax.is_property_tax_owner_question_enabled,
    property_tax_question_content: tax.property_tax_question_content,
    property_tax_rate: tax.property_tax_rate,
    property_tax_helper_content: tax.property_tax_helper_content,
    is_income_tax_available: tax.is_income_tax_available,
    is_income_tax_enabled: tax.is_income_tax_enabled,
    is_income_tax_customized: tax.is_income_tax_customized,
    income_tax_rate: tax.income_tax_rate,
    is_sales_tax_available: tax.is_sales_tax_available,
    is_sales_tax_enabled: tax.is_sales_tax_enabled,
    is_sales_tax_customized: tax.is_sales_tax_customized,
    sales_tax_rate: tax.sales_tax_rate,
    is_sales_tax_purchased_percentage_enabled: tax.is_sales_tax_purchased_percentage_enabled,
    has_additional_custom_calculations: tax.has_additional_custom_calculations,
  };
}

/** A row of the list: the receipt's fields, its eligibility and its addresses. */
export function receiptSummaryOf(budget: BudgetRow, inputs: ReceiptInputs): TReceiptSummary {
  const refusal = receiptPreviewRefusal({ slug: budget.slug, categories: inputs.spending });
  const publicUrl = publicUrlOf(inputs.urls, inputs.owner.subdomain, budget.slug);
  return {
    id: budget.id,
    client_id: budget.client_id,
    name: budget.name,
    slug: budget.slug,
    description: budget.description,
    status: receiptStatusOf(budget),
    locale: receiptLocaleOf(budget.locale),
    created_at: budget.created_at.toISOString(),
    updated_at: budget.updated_at.toISOString(),
    formatted_created_at: formatShortDate(budget.created_at),
    can_preview: refusal === null,
    preview_refusal: refusal,
    can_publish: refusal === null && !inputs.owner.is_trial,
    public_url: publicUrl,
    // A receipt's preview is its public address followed by /preview (spec 3 section 2.1).
    preview_url: publicUrl === null ? null : `${publicUrl}/preview?preview=${inputs.previewToken}`,
    predefined_calculations: predefinedCalculationsOf(inputs.tax),
  };
}

/** Every field of the receipt, and its spending when asked for. */
export function receiptViewOf(
  budget: BudgetRow,
  inputs: ReceiptInputs,
  expenses: TReceiptCategoryView[] | undefined,
): TReceiptView {
  const { tax } = inputs;
  return {
    ...receiptSummaryOf(budget, inputs),
    status_at: budget.status_at?.toISOString() ?? null,
    activated_at: budget.activated_at?.toISOString() ?? null,
    custom_header_html: budget.custom_header_html,
    is_polco_feed_promoted: budget.is_polco_feed_promoted,
    use_meta_pixel: budget.use_meta_pixel,
    use_google_translate: budget.use_google_translate,
    cta_button_label: tax.cta_button_label,
    custom_pre_footer_html: tax.custom_pre_footer_html,
    is_tax_total_breakdown_enabled: tax.is_tax_total_breakdown_enabled,
    about: tax.about,
    about_cta_button_label: tax.about_cta_button_label,
    about_cta_button_url: tax.about_cta_button_url,
    conclusion_heading: tax.conclusion_heading,
    conclusion_cta_button_label: tax.conclusion_cta_button_label,
    conclusion_cta_button_url: tax.conclusion_cta_button_url,
    ...(expenses === undefined ? {} : { expenses }),
  };
}
