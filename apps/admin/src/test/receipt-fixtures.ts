import type { TPredefinedCalculationsView, TReceiptSummary } from '@commonpurse/domain';

// Receipts as GET admin/receipts answers them: the receipts screens and the simulations' create dialog
// (which duplicates a receipt) both list them.

const calculations: TPredefinedCalculationsView = {
  is_property_tax_available: true,
  is_property_tax_enabled: false,
  is_property_tax_customized: false,
  is_property_tax_owner_question_enabled: false,
  property_tax_question_content: null,
  property_tax_rate: null,
  property_tax_helper_content: null,
  is_income_tax_available: true,
  is_income_tax_enabled: false,
  is_income_tax_customized: false,
  income_tax_rate: null,
  is_sales_tax_available: true,
  is_sales_tax_enabled: false,
  is_sales_tax_customized: false,
  sales_tax_rate: null,
  is_sales_tax_purchased_percentage_enabled: false,
  has_additional_custom_calculations: false,
};

let nextId = 300;

export function makeReceipt(overrides: Partial<TReceiptSummary> = {}): TReceiptSummary {
  const id = overrides.id ?? nextId++;
  const slug = overrides.slug === undefined ? `taxes-${id}` : overrides.slug;
  const base = `http://city-of-riverton.localhost:3000/${slug}`;
  return {
    id,
    client_id: 1,
    name: `Receipt ${id}`,
    slug,
    description: null,
    status: 'new',
    locale: 'en_US',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    formatted_created_at: 'Jan 1, 2026',
    can_preview: true,
    preview_refusal: null,
    can_publish: true,
    public_url: slug ? base : null,
    preview_url: slug ? `${base}/preview?preview=token-${id}` : null,
    predefined_calculations: calculations,
    ...overrides,
  };
}
