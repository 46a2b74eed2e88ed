import { storedIncrementRate } from './rates.ts';
import type { TSubcategoryPatch } from './schemas.ts';

/** The columns a subcategory save writes (increment_mode is consumed here, never stored). */
export type TSubcategoryColumns = Omit<TSubcategoryPatch, 'increment_mode'>;

/**
 * What a subcategory save writes (spec 1 section 4 "Other rules"):
 * - alert type none clears alert_text and alert_threshold;
 * - increment_mode 'amount' sets custom_increment_rate to 0, 'rate' sets custom_increment_amount to 0;
 * - custom_increment_rate (a percent) is stored divided by 100, rounded to 7 decimals.
 * Fields not given stay absent, so a PATCH changes only what it names.
 */
export function normalizeSubcategory(input: TSubcategoryPatch): TSubcategoryColumns {
  const { increment_mode: mode, ...out } = input;
  if (out.alert_type === 'none') {
    out.alert_text = null;
    out.alert_threshold = null;
  }
  if (typeof out.custom_increment_rate === 'number')
    out.custom_increment_rate = storedIncrementRate(out.custom_increment_rate);
  if (mode === 'amount') out.custom_increment_rate = 0;
  if (mode === 'rate') out.custom_increment_amount = 0;
  return out;
}
