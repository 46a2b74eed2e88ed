import { currencySign } from '@commonpurse/domain';
import { pageLocaleOf } from '../i18n/locales.ts';

/**
 * Numbers on the receipt, grouped as its language writes them, in Western digits like the simulation
 * page's (i18n/format.ts). The estimate is always in dollars and cents, so its shares visibly add up;
 * budget amounts show cents only when they have some.
 */
export interface TReceiptFormat {
  /** Dollars and cents: $1,234.50. */
  money(value: number): string;
  /** A budget amount: $1,200 or $1,200.50. */
  amount(value: number): string;
  /** A fraction as a percent, to one decimal: 0.125 is 12.5%. */
  share(fraction: number): string;
  /** A stored rate (a fraction) as a percent, to six decimals: 0.0825 is 8.25%. */
  rate(fraction: number): string;
}

export function receiptFormat(locale: string): TReceiptFormat {
  const { tag } = pageLocaleOf(locale);
  const sign = currencySign({ locale });
  const digits = (min: number, max: number) =>
    new Intl.NumberFormat(tag, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      numberingSystem: 'latn',
    });
  const percent = (max: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: max, numberingSystem: 'latn' });
  const cents = digits(2, 2);
  const whole = digits(0, 0);
  const signed = (value: number, body: string) => `${value < 0 ? '-' : ''}${sign}${body}`;
  const shares = percent(1);
  const rates = percent(6);
  return {
    money: (value) => signed(value, cents.format(Math.abs(value))),
    amount: (value) => {
      const hasCents = Math.round(Math.abs(value) * 100) % 100 !== 0;
      return signed(value, (hasCents ? cents : whole).format(Math.abs(value)));
    },
    share: (fraction) => shares.format(fraction),
    rate: (fraction) => rates.format(fraction),
  };
}
