import { ANALYTICS_LIMITS, OTHER_CITIES_LABEL, OTHER_SLICE_LABEL } from './labels.ts';

/** A pie slice as the metrics carry it: a label and its amount (sessions, submissions). */
export interface TSlice {
  label: string;
  amount: number;
}

export interface TPieSlice extends TSlice {
  /** Percent of the whole pie, unrounded. */
  percentage: number;
}

export interface TPieOptions {
  otherLabel?: string;
  /** Name at most this many slices; the rest join the merged slice too. */
  maxSlices?: number;
}

/** Whether amount/total is at or below the small-slice percent, compared without dividing. */
const isSmall = (amount: number, total: number) => amount * 100 <= ANALYTICS_LIMITS.smallSlicePercent * total;

/**
 * The slices of a pie chart: slices at or below 2 percent of the whole (and any beyond `maxSlices`)
 * are merged into one slice labelled 'Other', shown last. Slices with the same label are added up;
 * a slice already labelled 'Other' joins the merged one; slices of zero or less are left out (a pie
 * cannot show them). Larger slices come first, equal ones by label. No data gives no slices.
 */
export function pieSlices(slices: readonly TSlice[], options: TPieOptions = {}): TPieSlice[] {
  const otherLabel = options.otherLabel ?? OTHER_SLICE_LABEL;
  const byLabel = new Map<string, number>();
  for (const { label, amount } of slices) {
    if (amount > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + amount);
  }
  let total = 0;
  for (const amount of byLabel.values()) total += amount;
  if (total === 0) return [];

  let other = byLabel.get(otherLabel) ?? 0;
  byLabel.delete(otherLabel);
  const named = [...byLabel]
    .map(([label, amount]) => ({ label, amount }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label, 'en'));
  const shown: TSlice[] = [];
  for (const slice of named) {
    if (isSmall(slice.amount, total) || shown.length >= (options.maxSlices ?? Infinity))
      other += slice.amount;
    else shown.push(slice);
  }
  if (other > 0) shown.push({ label: otherLabel, amount: other });
  return shown.map((slice) => ({ ...slice, percentage: (slice.amount / total) * 100 }));
}

/** The city chart: the top 10 cities, everything else as 'Other Cities'. */
export const citySlices = (slices: readonly TSlice[]) =>
  pieSlices(slices, { otherLabel: OTHER_CITIES_LABEL, maxSlices: ANALYTICS_LIMITS.topCities });

/** City slices are labelled on the chart only above 1 percent. */
export const showsCityLabel = (slice: TPieSlice) => slice.percentage > ANALYTICS_LIMITS.cityLabelMinPercent;
