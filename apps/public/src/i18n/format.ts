import { currencySign } from '@commonpurse/domain';
import type { TPublicSimulation } from '@commonpurse/domain/public';

/**
 * Numbers on the page (spec 3 section 3), separated and grouped as the simulation's language writes
 * them, in Western digits (the amounts are the published budget's). Money shows cents only when it has
 * some; the sign is $ (£ for cy-GB and en_GB) unless the simulation sets a prefix or a suffix.
 */
export interface TFormatter {
  /** An amount: money in budget mode, a number of homes in housing mode. */
  amount(value: number): string;
  /** A change, always signed: +$1,200 / -$1,200 / $0. */
  change(value: number): string;
  /** A tax rate (percent) or a density (units per acre). */
  rate(value: number, density: boolean): string;
  /** A plain number in the page's locale. */
  number(value: number, maxDecimals?: number): string;
}

export interface TFormatOptions {
  /** The simulation's stored locale code (for the currency sign). */
  locale: string;
  /** The BCP 47 tag of that locale (for separators). */
  tag: string;
  mode: TPublicSimulation['mode'];
  units: TPublicSimulation['units'];
  /** Housing: "{count} homes" in the page's language. */
  homes: (count: number, formatted: string) => string;
  perAcre: (formatted: string) => string;
}

const MINUS = '-';

export function createFormatter(options: TFormatOptions): TFormatter {
  const cache = new Map<string, Intl.NumberFormat>();
  const numberFormat = (min: number, max: number) => {
    const key = `${min}:${max}`;
    let format = cache.get(key);
    if (!format) {
      format = new Intl.NumberFormat(options.tag, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        numberingSystem: 'latn',
      });
      cache.set(key, format);
    }
    return format;
  };
  const plain = (value: number, max = 2) => numberFormat(0, max).format(value);
  // Cents only when there are cents (1,200 or 1,200.50, never 1,200.5).
  const money = (abs: number) => {
    const cents = Math.round(abs * 100) % 100 !== 0;
    return numberFormat(cents ? 2 : 0, cents ? 2 : 0).format(abs);
  };

  const percent = new Intl.NumberFormat(options.tag, {
    style: 'percent',
    maximumFractionDigits: 6,
    numberingSystem: 'latn',
  });

  const housing = options.mode === 'housing';
  const { currency_prefix, currency_suffix, number_prefix, number_suffix } = options.units;

  const unsigned = (abs: number): string => {
    if (housing) {
      const body = plain(abs);
      if (number_prefix || number_suffix) return `${number_prefix ?? ''}${body}${number_suffix ?? ''}`;
      return options.homes(abs, body);
    }
    const sign = currencySign({ locale: options.locale, prefix: currency_prefix, suffix: currency_suffix });
    return `${sign}${money(abs)}${currency_suffix ?? ''}`;
  };
  const isZero = (value: number) => Math.abs(value) < 0.005;

  return {
    amount: (value) => `${value < 0 && !isZero(value) ? MINUS : ''}${unsigned(Math.abs(value))}`,
    change: (value) =>
      isZero(value) ? unsigned(0) : `${value > 0 ? '+' : MINUS}${unsigned(Math.abs(value))}`,
    rate: (value, density) => (density ? options.perAcre(plain(value, 6)) : percent.format(value / 100)),
    number: plain,
  };
}
