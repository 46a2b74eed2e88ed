import { formatCurrency, formatNumber, formatPercent } from '@commonpurse/domain';
import type { TPbCustomizations } from '@commonpurse/domain/analytics';

/** Amounts in the prioritization's currency, without cents when whole (as its page shows them). */
export const moneyFormat = (units: TPbCustomizations) => (value: number) =>
  formatCurrency(value, {
    locale: units.locale,
    prefix: units.currency_prefix,
    suffix: units.currency_suffix,
    decimals: Number.isInteger(value) ? 0 : 2,
  });

export type TMoney = ReturnType<typeof moneyFormat>;

/** Vote counts are whole; weighted votes keep two decimals. */
export const votes = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

export const percent = (value: number) => formatPercent(value, 1);
