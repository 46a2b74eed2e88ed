import { abbreviateNumber, currencySign, formatAnalyticsCurrency, formatPercent } from '@commonpurse/domain';

/** How the analytics screens show a figure without data (decision 0100). */
export const NO_FIGURE = '—';

/** Analytics money: no cents (spec 2 section 9); a figure without data is a dash. */
export const moneyOrDash = (value: number | null) =>
  value === null ? NO_FIGURE : formatAnalyticsCurrency(value);

/** An axis tick or a bar's end: $1.25M. */
export const shortMoney = (value: number) =>
  `${value < 0 ? '-' : ''}${currencySign({})}${abbreviateNumber(Math.abs(value))}`;

/** A change with its sign: +$1,200 or -$300. */
export const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatAnalyticsCurrency(value)}`;

/** A slice's share, whole percent. */
export const sharePercent = (percentage: number) => formatPercent(percentage);
