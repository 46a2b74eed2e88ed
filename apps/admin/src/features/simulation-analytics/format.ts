import { formatCurrency } from '@commonpurse/domain';

/** Analytics show currency without cents (spec 2 section 9). */
export const money = (value: number | null) =>
  value === null ? '—' : formatCurrency(value, { decimals: 0 });
