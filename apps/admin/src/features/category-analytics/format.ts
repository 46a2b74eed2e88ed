import { formatNumber, formatPercent } from '@commonpurse/domain';
import { NO_FIGURE } from '@/ui/charts/format.ts';

// Figures as the category pages show them; money is the charts' moneyOrDash (no cents, a dash without data).

export const count = (value: number) => formatNumber(value, 0);

export const percent = (value: number | null) => (value === null ? NO_FIGURE : formatPercent(value, 1));

/** A change in percent with its sign: '+25.0%', '-10.0%'. */
export const signedPercent = (value: number | null) =>
  value === null ? NO_FIGURE : `${value > 0 ? '+' : ''}${formatPercent(value, 1)}`;

/** The difference of two averages, null unless both exist (as increase_decrease_difference). */
export const difference = (increase: number | null, decrease: number | null) =>
  increase === null || decrease === null ? null : increase - decrease;

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const timestamp = (iso: string) => dateTime.format(new Date(iso));
