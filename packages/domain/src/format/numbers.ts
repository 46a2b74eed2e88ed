/** Number and currency formatting (spec 3 section 3). */

const POUND_LOCALES = new Set(['cy-GB', 'en_GB', 'en-GB']);

export const DEFAULT_DECIMALS = 2;
export const ANALYTICS_CURRENCY_DECIMALS = 0;
export const IMPACT_TOTAL_DECIMALS = 4;

/**
 * Rounds half away from zero at `decimals` places, as a person rounds the decimal they read:
 * 1.005 -> 1.01 although the double is 1.00499... (15 significant digits drop the binary noise).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** decimals;
  const raw = Math.abs(value) * scale;
  // Beyond 15 digits a double has no places left to round.
  if (raw >= 1e15) return value;
  const scaled = Number(raw.toPrecision(15));
  const rounded = Math.round(scaled) / scale;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/** Thousands separated by commas, `decimals` places (2 by default); never '-0'. */
export function formatNumber(value: number, decimals = DEFAULT_DECIMALS): string {
  return numberFormat(decimals).format(value);
}

// One formatter per number of decimals: building an Intl.NumberFormat (what toLocaleString does on
// every call) costs far more than formatting, and a budget editor formats thousands of amounts.
const formats = new Map<number, Intl.NumberFormat>();
function numberFormat(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formats.set(decimals, format);
  }
  return format;
}

/** A percent followed by '%', e.g. the submission rate '13%'. */
export const formatPercent = (percent: number, decimals = 0) => `${formatNumber(percent, decimals)}%`;

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
  // The sign follows the shown amount: -0.4 with 0 decimals is '$0', not '-$0'.
  const rounded = roundTo(value, options.decimals ?? DEFAULT_DECIMALS);
  const body = formatNumber(Math.abs(rounded), options.decimals ?? DEFAULT_DECIMALS);
  const suffix = options.suffix ? `${options.suffix}` : '';
  return `${rounded < 0 ? '-' : ''}${sign}${body}${suffix}`;
}

/** Analytics show currency without cents. */
export const formatAnalyticsCurrency = (value: number, options: Omit<TCurrencyOptions, 'decimals'> = {}) =>
  formatCurrency(value, { ...options, decimals: ANALYTICS_CURRENCY_DECIMALS });

/** Impact calculation totals are shown to 4 decimals. */
export const formatImpactTotal = (value: number) => formatNumber(value, IMPACT_TOTAL_DECIMALS);

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
  // 999,999 rounds to 1000K: carry it to the next tier.
  if (roundTo(scaled, decimals) >= 1000 && tier < ABBREVIATIONS.length - 1) {
    scaled /= 1000;
    tier += 1;
  }
  let unit: string = ABBREVIATIONS[tier] ?? '';
  if (options.condensed && tier <= 4) unit = unit.toLowerCase();
  const shown = roundTo(scaled, decimals);
  return `${value < 0 && shown !== 0 ? '-' : ''}${shown}${unit}`;
}

/** Time on site: hours and minutes from an hour up, otherwise minutes and seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m ${seconds % 60}s`;
}

/** Tax rates: stored as fractions, shown as percent with 6 decimals. */
export const showTaxRate = (fraction: number) => Number((fraction * 100).toFixed(6));
export const storeTaxRate = (percent: number) => percent / 100;
