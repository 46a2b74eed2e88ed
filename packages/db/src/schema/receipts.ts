import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { budgets } from './simulations.ts';
import { finite, flag, stamps } from './columns.ts';

/**
 * A taxpayer receipt's own fields (spec 3 sections 2.2 and 3), one row per receipt: the receipt itself is
 * a budgets row with is_receipt (name, slug, locale, status, description, custom header, Meta pixel,
 * Google Translate, feed promotion), whose expense categories are its spending (decision 0398).
 * Rates are stored as fractions; the property tax rate is a multiplier of the home value.
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    budget_id: integer('budget_id')
      .primaryKey()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    cta_button_label: text('cta_button_label'),
    custom_pre_footer_html: text('custom_pre_footer_html'),
    is_tax_total_breakdown_enabled: flag('is_tax_total_breakdown_enabled'),
    about: text('about'),
    about_cta_button_label: text('about_cta_button_label'),
    about_cta_button_url: text('about_cta_button_url'),
    conclusion_heading: text('conclusion_heading'),
    conclusion_cta_button_label: text('conclusion_cta_button_label'),
    conclusion_cta_button_url: text('conclusion_cta_button_url'),
    has_additional_custom_calculations: flag('has_additional_custom_calculations'),
    is_property_tax_available: flag('is_property_tax_available', true),
    is_property_tax_enabled: flag('is_property_tax_enabled'),
    is_property_tax_customized: flag('is_property_tax_customized'),
    is_property_tax_owner_question_enabled: flag('is_property_tax_owner_question_enabled'),
    property_tax_question_content: text('property_tax_question_content'),
    property_tax_rate: doublePrecision('property_tax_rate'),
    property_tax_helper_content: text('property_tax_helper_content'),
    is_income_tax_available: flag('is_income_tax_available', true),
    is_income_tax_enabled: flag('is_income_tax_enabled'),
    is_income_tax_customized: flag('is_income_tax_customized'),
    income_tax_rate: doublePrecision('income_tax_rate'),
    is_sales_tax_available: flag('is_sales_tax_available', true),
    is_sales_tax_enabled: flag('is_sales_tax_enabled'),
    is_sales_tax_customized: flag('is_sales_tax_customized'),
    sales_tax_rate: doublePrecision('sales_tax_rate'),
    is_sales_tax_purchased_percentage_enabled: flag('is_sales_tax_purchased_percentage_enabled'),
    ...stamps,
  },
  (t) => [
    finite('tax_receipts_property_tax_rate_finite', t.property_tax_rate),
    finite('tax_receipts_income_tax_rate_finite', t.income_tax_rate),
    finite('tax_receipts_sales_tax_rate_finite', t.sales_tax_rate),
  ],
);
