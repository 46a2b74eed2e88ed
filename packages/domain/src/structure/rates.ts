import { STRUCTURE_LIMITS as L } from './messages.ts';

const SCALE = 10 ** L.storedRateDecimals;

/** A percent as custom_increment_rate stores it: divided by 100 and rounded to 7 decimals. */
export function storedIncrementRate(percent: number): number {
  return Math.round((percent / 100) * SCALE) / SCALE;
}
