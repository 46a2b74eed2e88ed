// Receipts' entities and limits (spec 3 sections 3 and 9).

export const RECEIPT_STATUSES = ['new', 'active', 'inactive', 'archived'] as const;
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Shown capitalised in the console (spec 3 section 3). */
export const RECEIPT_STATUS_LABELS: Record<TReceiptStatus, string> = {
  new: 'New',
  active: 'Active',
  inactive: 'Inactive',
  archived: 'Archived',
};

/** The eight receipt languages, in the spec's order (spec 3 section 3). */
export const RECEIPT_LOCALES = [
  { code: 'ar', label: 'Arabic' },
  { code: 'en_US', label: 'English' },
  { code: 'ht', label: 'Haitian Creole' },
  { code: 'pt-BR', label: 'Portuguese Brazilian' },
  { code: 'zh-CHS', label: 'Simplified Chinese' },
  { code: 'zh-CN', label: 'Traditional Chinese' },
  { code: 'es', label: 'Spanish' },
  { code: 'vi_VN', label: 'Vietnamese' },
] as const;
export type TReceiptLocale = (typeof RECEIPT_LOCALES)[number]['code'];
export const RECEIPT_LOCALE_CODES = RECEIPT_LOCALES.map((l) => l.code) as [
  TReceiptLocale,
  ...TReceiptLocale[],
];
export const DEFAULT_RECEIPT_LOCALE: TReceiptLocale = 'en_US';

/** How a receipt is created (spec 3 section 2.1, create dialog). */
export const RECEIPT_CREATE_METHODS = ['scratch', 'simulation', 'receipt'] as const;
export type TReceiptCreateMethod = (typeof RECEIPT_CREATE_METHODS)[number];

/** Limits of spec 3 sections 5 and 9. */
export const RECEIPT_LIMITS = {
  nameMin: 2,
  nameMax: 250,
  slugMax: 250,
  descriptionMax: 100,
  ctaLabelMax: 100,
  ctaUrlMax: 200,
  conclusionMax: 255,
  categoryNameMin: 2,
  subcategoryNameMin: 2,
  subcategoryNameMax: 255,
  moreInfoMax: 400,
  propertyTaxTextMax: 300,
  amountMax: 9_999_999_999_999.99,
  /** Rates are percents below 100 in the editor, stored as fractions. */
  ratePercentBelow: 100,
  /** Rates are shown as percent to 6 decimals. */
  ratePercentDecimals: 6,
  listPageSize: 1000,
} as const;

/** How long the 'saved' indicator shows, and how long a success message lasts (spec 3 section 4). */
export const RECEIPT_TIMINGS = { savedIndicatorMs: 1_000, successMessageMs: 6_000 } as const;
