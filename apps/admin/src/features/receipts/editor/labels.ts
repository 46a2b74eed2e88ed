import { ROUTE_TITLES } from '@commonpurse/domain/console';

// Screen wording of our own for the receipt editor (spec 3 names the fields, not their words). The
// spec's exact texts (messages, tooltips) come from packages/domain.

export const RECEIPT_EDITOR_LABELS = {
  back: ROUTE_TITLES.receipts,
  tabs: 'Taxpayer receipt sections',
  status: (status: string) => `Status: ${status}`,
} as const;

/** The four tabs (decision 0440). */
export const RECEIPT_TAB_LABELS = {
  settings: 'Settings',
  spending: 'Spending',
  calculations: 'Tax Calculations',
  about: 'About',
  history: 'History',
} as const;

export const SETTINGS_LABELS = {
  sections: { basics: 'Basics', page: 'Page', integrations: 'Options' },
  name: 'Taxpayer Receipt Name',
  locale: 'Language',
  slugHelp:
    'The address residents open, unique among your simulations and taxpayer receipts. It cannot change once the receipt has been activated.',
  upgrade: 'Upgrade',
  description: 'Description',
  descriptionHelp: 'A short summary shown in lists and when the receipt is shared.',
  ctaButtonLabel: 'Call to Action Button Label',
  ctaButtonLabelHelp: 'The button that leads residents into the receipt.',
  customHeader: 'Custom Header HTML',
  customHeaderHelp: 'HTML placed above the receipt, for your own banner or navigation.',
  customPreFooter: 'Custom Pre-Footer HTML',
  customPreFooterHelp: 'HTML placed just above the footer.',
  options: {
    is_tax_total_breakdown_enabled: 'Show the breakdown of the tax total',
    is_polco_feed_promoted: 'Promote on the community feed',
    use_meta_pixel: 'Use the Meta pixel',
    use_google_translate: 'Offer Google Translate',
  },
} as const;

export const ABOUT_LABELS = {
  sections: { about: 'About', conclusion: 'Conclusion' },
  about: 'About Text',
  aboutHelp: 'What residents read about this receipt.',
  aboutUnsaved: 'Unsaved changes: save them with the check mark.',
  saveAbout: 'Save the about text',
  discardAbout: 'Discard the changes to the about text',
  aboutCtaLabel: 'About Button Label',
  aboutCtaUrl: 'About Button URL',
  conclusionHeading: 'Conclusion Heading',
  conclusionCtaLabel: 'Conclusion Button Label',
  conclusionCtaUrl: 'Conclusion Button URL',
  urlHelp: "An address without http:// or https:// gets 'http://' in front.",
} as const;

export const CALCULATION_LABELS = {
  intro:
    'Calculators let residents estimate the taxes they pay. Make a calculator available to offer it and enable it to show it on the receipt. Mark it Customized when its rate and texts are your own rather than a standard set; residents see the same calculator either way.',
  save: 'Save Tax Calculations',
  available: 'Available',
  enabled: 'Enabled',
  customized: 'Customized',
  calculators: { property: 'Property Tax', income: 'Income Tax', sales: 'Sales Tax' },
  propertyOwnerQuestion: 'Ask whether the resident owns their home',
  propertyQuestion: 'Owner Question',
  propertyRate: 'Property Tax Rate (multiplier of the home value)',
  propertyHelper: 'Helper Text',
  incomeRate: 'Income Tax Rate (%)',
  salesRate: 'Sales Tax Rate (%)',
  salesPurchasedPercentage: 'Ask what share of purchases is taxed',
  additionalCustom: 'This receipt also has additional custom calculations.',
} as const;
