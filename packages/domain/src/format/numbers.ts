/** Number and currency formatting (spec 3 section 3). */

const POUND_LOCALES = new Set(['cy-GB', 'en_GB', 'en-GB']);

/** Thousands separated by commas, `decimals` places (2 by default). */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export interface TCurrencyOptions {
  locale?: string | null;
  /** configuration_json currency_prefix / currency_suffix customizations. */
  prefix?: string | null;
  suffix?: string | null;
  decimals?: number;
}

/** The currency sign: pound for cy-GB, en_GB and en-GB, dollar otherwise, none with a suffix. */
export function currencySign(options: TCurrencyOptions): string {
  if (options.prefix) return options.prefix;
  if (options.suffix) return '';
  return options.locale && POUND_LOCALES.has(options.locale) ? '£' : '$';
}

export function formatCurrency(value: number, options: TCurrencyOptions = {}): string {
  const sign = currencySign(options);
  const body = formatNumber(Math.abs(value), options.decimals ?? 2);
  const suffix = options.suffix ? `${options.suffix}` : '';
  return `${value < 0 ? '-' : ''}${sign}${body}${suffix}`;
}

const ABBREVIATIONS = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** 1,250,000 -> '1.25M'; `condensed` uses lower case k, m, b, t (and P, E beyond). */
export function abbreviateNumber(
  value: number,
  options: { decimals?: number; condensed?: boolean } = {},
): string {
  const decimals = options.decimals ?? 2;
  let scaled = Math.abs(value);
  let tier = 0;
  while (scaled >= 1000 && tier < ABBREVIATIONS.length - 1) {
    scaled /= 1000;
    tier += 1;
  }
  const rounded = Number(scaled.toFixed(decimals));
  // 999,999 rounds to 1000K: carry it to the next tier.
  if (rounded >= 1000 && tier < ABBREVIATIONS.length - 1) {
    scaled = rounded / 1000;
    tier += 1;
  }
  let unit: string = ABBREVIATIONS[tier] ?? '';
  if (options.condensed && tier <= 4) unit = unit.toLowerCase();
  const text = Number(scaled.toFixed(decimals)).toString();
  return `${value < 0 ? '-' : ''}${text}${unit}`;
}

/** Time on site: hours and minutes from an hour up, otherwise minutes and seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

/** Custom increment rate: a percent stored divided by 100, rounded to 7 decimals. */
export const storeIncrementRate = (percent: number) => Number((percent / 100).toFixed(7));
/** Tax rates: stored as fractions, shown as percent with 6 decimals. */
export const showTaxRate = (fraction: number) => Number((fraction * 100).toFixed(6));
export const storeTaxRate = (percent: number) => percent / 100;
