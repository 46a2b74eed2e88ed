import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isAdjustable, isRateItem, rateOfAmount, stepAmount } from '@commonpurse/domain/public';
import { itemMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { itemAlerts } from '../state/alerts.ts';
import type { TEngineItemOf } from '../state/budget.ts';
import { usePage } from '../state/page.tsx';
import { AmountInput } from './AmountInput.tsx';
import { LockIcon, MinusIcon, PlusIcon } from './Icons.tsx';
import type { TOpenItem } from './ItemDialog.tsx';

/** The item's amount now and its change from where the page started it. */
export function AmountLine({ item }: { item: TEngineItemOf }) {
  const intl = useIntl();
  const { format, amounts, starting } = usePage();
  const amount = amounts.get(item.id)!;
  const change = amount - starting.get(item.id)!;
  const direction = Math.abs(change) < 0.005 ? 'none' : change > 0 ? 'up' : 'down';
  return (
    <p className="item-amount">
      <span className="amount">{format.amount(amount)}</span>{' '}
      <span className={`change change-${direction}`}>
        {direction === 'none'
          ? intl.formatMessage(itemMessages.unchanged)
          : intl.formatMessage(itemMessages.changed, { change: format.change(change) })}
      </span>
    </p>
  );
}

/** Residents' average submitted amount (show_submission_averages), when the page's data has one. */
export function ResidentsAverage({ item }: { item: TEngineItemOf }) {
  const intl = useIntl();
  const { sim, format } = usePage();
  const average = sim.submission_averages?.find((row) => row.subcategory_id === item.id)?.average;
  if (average === undefined) return null;
  return (
    <p className="item-average">
      {intl.formatMessage(itemMessages.residentsAverage, { amount: format.amount(average) })}
    </p>
  );
}

/** Buttons opening the item's dialog: More Info (plain text, image) and More Details (rich text). */
export function ItemLinks({ item, onOpen }: { item: TEngineItemOf; onOpen: TOpenItem }) {
  const moreInfo = useText('more_info');
  const moreDetails = useText('more_details');
  if (!item.details && !item.additional_details) return null;
  return (
    <p className="item-links">
      {item.details && (
        <button type="button" className="link-button" onClick={() => onOpen(item.id, 'info')}>
          {moreInfo}
          <span className="sr-only">: {item.name}</span>
        </button>
      )}
      {item.additional_details && (
        <button type="button" className="link-button" onClick={() => onOpen(item.id, 'details')}>
          {moreDetails}
          <span className="sr-only">: {item.name}</span>
        </button>
      )}
    </p>
  );
}

export const hasDialog = (item: TEngineItemOf, commenting: boolean) =>
  Boolean(item.details || item.additional_details || item.image_url || (commenting && !item.suggestion_box));

/** The item's name, a button opening its dialog when it has one. */
export function ItemName({ item, onOpen }: { item: TEngineItemOf; onOpen: TOpenItem }) {
  const { sim } = usePage();
  return (
    <h4 className="item-name">
      {hasDialog(item, sim.settings.is_commenting_enabled) ? (
        <button type="button" className="link-button" onClick={() => onOpen(item.id, 'open')}>
          {item.name}
        </button>
      ) : (
        item.name
      )}
    </h4>
  );
}

/** An item the resident moves with + and -, or types; a locked one shows its amount and a lock. */
export function ItemRow({ item, onOpen }: { item: TEngineItemOf; onOpen: TOpenItem }) {
  const intl = useIntl();
  const id = useId();
  const { format, amounts, bases, starting, act } = usePage();
  const amount = amounts.get(item.id)!;
  const base = bases.get(item.id)!;
  const adjustable = isAdjustable(item);
  const up = stepAmount(item, amount, 1, base);
  const down = stepAmount(item, amount, -1, base);
  // At a bound the buttons say how far one step goes from the start instead.
  const stepBy = (next: number, direction: 1 | -1) =>
    format.amount(Math.abs(next - amount) || Math.abs(stepAmount(item, base, direction, base) - base));
  const density = item.calculator === 'dwelling-units-per-acre';
  const rate = isRateItem(item) ? rateOfAmount(item, amount, base) : null;
  const alerts = itemAlerts(item, amount, starting.get(item.id)!, base);
  const alertId = `${id}-alerts`;

  return (
    <li className={`item${adjustable ? '' : ' item-locked'}`}>
      <div className="item-head">
        <ItemName item={item} onOpen={onOpen} />
        <AmountLine item={item} />
        <ResidentsAverage item={item} />
        {rate !== null && (
          <p className="item-rate">
            {intl.formatMessage(density ? itemMessages.densityLabel : itemMessages.rateLabel)}:{' '}
            <strong>{format.rate(rate, density)}</strong>
          </p>
        )}
        <ItemLinks item={item} onOpen={onOpen} />
      </div>
      {adjustable ? (
        <div className="stepper" role="group" aria-label={item.name}>
          <button
            type="button"
            className="step-button"
            disabled={down === amount}
            aria-label={intl.formatMessage(itemMessages.decrease, {
              name: item.name,
              amount: stepBy(down, -1),
            })}
            onClick={() => act.step(item.id, -1)}
          >
            <MinusIcon />
          </button>
          <AmountInput
            value={amount}
            display={format.number(amount)}
            label={intl.formatMessage(itemMessages.amountLabel, { name: item.name })}
            describedBy={alerts.length > 0 ? alertId : undefined}
            onCommit={(value) => act.enter(item.id, value)}
          />
          <button
            type="button"
            className="step-button"
            disabled={up === amount}
            aria-label={intl.formatMessage(itemMessages.increase, { name: item.name, amount: stepBy(up, 1) })}
            onClick={() => act.step(item.id, 1)}
          >
            <PlusIcon />
          </button>
        </div>
      ) : (
        <p className="locked">
          <LockIcon />
          <span>{intl.formatMessage(itemMessages.locked)}</span>
        </p>
      )}
      <ItemAlerts id={alertId} alerts={alerts} />
    </li>
  );
}

export function ItemAlerts({ id, alerts }: { id: string; alerts: ReturnType<typeof itemAlerts> }) {
  const intl = useIntl();
  if (alerts.length === 0) return null;
  return (
    <div id={id} className="item-alerts">
      {alerts.map((alert) => (
        <p key={alert.kind} className={`alert alert-${alert.kind}`}>
          {alert.text ??
            intl.formatMessage(
              alert.kind === 'floor' ? itemMessages.floorReached : itemMessages.ceilingReached,
            )}
        </p>
      ))}
    </div>
  );
}
