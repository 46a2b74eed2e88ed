import type { TPublicReceipt } from '@commonpurse/domain/public';

/**
 * Riverton's 2027 receipt for the page's tests. Spending 1,000: Public safety (Police 600, Fire 300),
 * Parks (Playgrounds 100). Property tax x 0.012 with the owner question; sales tax 7 % of a percent
 * of the income; income tax 5 %; the tax breakdown on.
 */
export function rivertonReceipt(overrides: Partial<TPublicReceipt> = {}): TPublicReceipt {
  return {
    id: 41,
    name: 'Your 2027 taxes',
    slug: 'taxes-2027',
    locale: 'en_US',
    preview: false,
    client: { name: 'City of Riverton', subdomain: 'riverton', logo_url: null, logo_outbound_link: null },
    description: 'Where your tax dollars go',
    custom_header_html: '<p>Welcome, neighbours</p>',
    custom_pre_footer_html: '<p>Questions? Call 311.</p>',
    cta_button_label: 'See my receipt',
    calculators: {
      property_tax: {
        rate: 0.012,
        is_owner_question_enabled: true,
        question_content: 'Do you own the home you live in?',
        helper_content: 'The assessed value on your last notice.',
      },
      sales_tax: { rate: 0.07, is_purchased_percentage_enabled: true },
      income_tax: { rate: 0.05 },
    },
    is_tax_total_breakdown_enabled: true,
    categories: [
      {
        id: 1,
        name: 'Public safety',
        details: null,
        additional_details: null,
        subcategories: [
          {
            id: 11,
            name: 'Police',
            amount: 600,
            details: 'Patrols',
            additional_details: '<p>Two new stations</p>',
          },
          { id: 12, name: 'Fire', amount: 300, details: null, additional_details: null },
        ],
      },
      {
        id: 2,
        name: 'Parks',
        details: null,
        additional_details: null,
        subcategories: [
          { id: 21, name: 'Playgrounds', amount: 100, details: null, additional_details: null },
        ],
      },
    ],
    about: '<p>About our <strong>budget</strong>.</p>',
    about_cta: { label: 'Read the budget', url: 'https://riverton.example/budget' },
    conclusion_heading: 'Thank you for reading',
    conclusion_cta: { label: 'Take the survey', url: 'https://riverton.example/survey' },
    ...overrides,
  };
}
