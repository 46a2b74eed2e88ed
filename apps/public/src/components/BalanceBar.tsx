import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { balanceMessages, itemMessages } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import { itemAlerts } from '../state/alerts.ts';
import { usePage } from '../state/page.tsx';

/** How long the bar waits after the last change before it speaks (a run of presses is one message). */
export const ANNOUNCE_DELAY_MS = 600;

/**
 * The balance, always in view (fixed to the bottom of the window), with the Submit button. A polite
 * live region says the changed item's amount, any alert it raised, and the balance after each change.
 */
export function BalanceBar({ onSubmit, submitDisabled }: { onSubmit: () => void; submitDisabled?: boolean }) {
  const intl = useIntl();
  const { sim, engine, balance, amounts, bases, starting, lastChange, format } = usePage();
  const label = useText('balance_label');
  const texts = {
    deficit: useText('balance_deficit'),
    surplus: useText('balance_surplus'),
    balanced: useText('balance_balanced'),
  };
  const submit = useText('submit');
  const summary = intl.formatMessage(balanceMessages.summary, {
    label,
    state: texts[balance.state],
    amount: balance.state === 'balanced' ? '' : format.amount(Math.abs(balance.balance)),
  });

  const [announcement, setAnnouncement] = useState('');
  // Every change restarts the wait (amounts, balance and lastChange move together).
  useEffect(() => {
    if (!lastChange) return;
    const timer = setTimeout(() => {
      const item = engine.items.find((i) => i.id === lastChange.id);
      if (!item) return;
      const amount = amounts.get(item.id)!;
      const alerts = itemAlerts(item, amount, starting.get(item.id)!, bases.get(item.id)!).map(
        (alert) =>
          alert.text ??
          intl.formatMessage(
            alert.kind === 'floor' ? itemMessages.floorReached : itemMessages.ceilingReached,
          ),
      );
      const said = [
        intl.formatMessage(balanceMessages.itemNow, { name: item.name, amount: format.amount(amount) }),
      ]
        .concat(alerts, summary)
        .join(' ');
      setAnnouncement(said);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastChange, engine, amounts, bases, starting, summary, intl, format]);

  const goal = goalProgress(sim.mode, sim.bar_behavior, balance, sim.adjustment ?? 0);
  return (
    <section className={`balance-bar balance-${balance.state}`} aria-label={label}>
      <div className="balance-inner">
        <p className="balance-text">
          <span className="balance-label">{label}</span>{' '}
          <strong className="balance-state">{texts[balance.state]}</strong>{' '}
          {balance.state !== 'balanced' && (
            <strong className="balance-amount">{format.amount(Math.abs(balance.balance))}</strong>
          )}
        </p>
        {goal && (
          <div className={`meter${goal.met ? ' meter-met' : ''}`} aria-hidden="true">
            <div className="meter-fill" style={{ inlineSize: `${Math.min(100, goal.percent)}%` }} />
          </div>
        )}
        <button type="button" className="button primary" onClick={onSubmit} disabled={submitDisabled}>
          {submit}
        </button>
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}

/**
 * The bar's picture of the goal (bar_behavior): 'normal' fills with spending toward what is available
 * and is met while it stays at or under it; 'meet_or_exceed' is met once it reaches the goal.
 */
export function goalProgress(
  mode: string,
  behavior: 'normal' | 'meet_or_exceed',
  balance: { revenue: number; expenses: number },
  adjustment: number,
): { percent: number; met: boolean } | null {
  const goal = mode === 'housing' ? balance.revenue - adjustment : balance.revenue + adjustment;
  if (goal <= 0) return null;
  const percent = (balance.expenses / goal) * 100;
  return { percent, met: behavior === 'normal' ? percent <= 100 + 1e-9 : percent >= 100 - 1e-9 };
}
