import { AMOUNT_TOLERANCE, ceilingOf, floorOf } from '@commonpurse/domain/public';
import type { TEngineItemOf } from './budget.ts';

export type TItemAlert =
  | { kind: 'alert'; text: string }
  /** A bound the resident reached: its own text, or the page's default when it has none. */
  | { kind: 'floor' | 'ceiling'; text: string | null };

/**
 * The alerts an item shows at its current amount: the item's alert (decrease, increase, both, or the
 * amount passing its threshold), and its floor or ceiling once the resident has moved it there.
 */
export function itemAlerts(
  item: TEngineItemOf,
  amount: number,
  starting: number,
  base: number,
): TItemAlert[] {
  const alerts: TItemAlert[] = [];
  const up = amount > starting + AMOUNT_TOLERANCE;
  const down = amount < starting - AMOUNT_TOLERANCE;
  const text = item.alert_text?.trim();
  if (text) {
    const threshold = item.alert_threshold;
    const shown =
      item.alert_type === 'increase'
        ? up
        : item.alert_type === 'decrease'
          ? down
          : item.alert_type === 'both'
            ? up || down
            : item.alert_type === 'threshold' && threshold !== null
              ? starting <= threshold
                ? amount > threshold + AMOUNT_TOLERANCE
                : amount < threshold - AMOUNT_TOLERANCE
              : false;
    if (shown) alerts.push({ kind: 'alert', text });
  }
  if (down && Math.abs(amount - floorOf(item, base)) <= AMOUNT_TOLERANCE)
    alerts.push({ kind: 'floor', text: item.floor_alert_text?.trim() || null });
  if (up && Math.abs(amount - ceilingOf(item)) <= AMOUNT_TOLERANCE)
    alerts.push({ kind: 'ceiling', text: item.ceiling_alert_text?.trim() || null });
  return alerts;
}
