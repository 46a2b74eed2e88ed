import { useIntl } from 'react-intl';
import type { TFormatter } from '../i18n/format.ts';
import { barMessages as m, modeMessages } from './messages.ts';
import { progressOf, type TBallotRules, type TChoice, type TCosts } from './state/selection.ts';

/** The bar's words: used of the funds (or points), what is left or missing, how many are chosen. */
export function useProgressText(rules: TBallotRules, costs: TCosts, choice: TChoice, format: TFormatter) {
  const intl = useIntl();
  const progress = progressOf(rules, costs, choice);
  const chosen = intl.formatMessage(m.chosenCount, { count: choice.order.length });
  if (rules.kind === 'plain') return { progress, used: null, state: chosen };
  if (rules.kind === 'points') {
    const used = intl.formatMessage(m.pointsUsed, {
      given: format.number(progress.used),
      total: format.number(progress.of),
    });
    return { progress, used, state: chosen };
  }
  const used = intl.formatMessage(m.used, {
    used: format.amount(progress.used),
    funds: format.amount(progress.of),
  });
  const state = rules.goal
    ? progress.met
      ? intl.formatMessage(m.goalReached)
      : intl.formatMessage(m.toGoal, { amount: format.amount(progress.left) })
    : progress.left >= 0
      ? intl.formatMessage(m.left, { amount: format.amount(progress.left) })
      : intl.formatMessage(m.over, { amount: format.amount(-progress.left) });
  return { progress, used, state };
}

/**
 * Always in view at the bottom: the running total against the funds (or points) with a progress bar,
 * the projects chosen, and the way on to the review. A polite live region says each change.
 */
export function FundsBar({
  mode,
  rules,
  costs,
  choice,
  format,
  announcement,
  onReview,
}: {
  mode: string;
  rules: TBallotRules;
  costs: TCosts;
  choice: TChoice;
  format: TFormatter;
  announcement: string;
  onReview: () => void;
}) {
  const intl = useIntl();
  const { progress, used, state } = useProgressText(rules, costs, choice, format);
  const label = intl.formatMessage(modeMessages.fundsLabel, { mode });
  const bad = rules.kind !== 'plain' && !progress.met;
  return (
    <section className={`balance-bar funds-bar${bad ? ' funds-bad' : ''}`} aria-label={label}>
      <div className="balance-inner">
        <p className="balance-text">
          {used && (
            <>
              {rules.kind === 'money' && <span className="balance-label">{label}</span>}{' '}
              <strong className="funds-used">{used}</strong>
              {' · '}
            </>
          )}
          <span className="funds-state">{state}</span>
        </p>
        {rules.kind !== 'plain' && (
          <progress
            className={`funds-meter${progress.met ? ' funds-met' : ''}`}
            max={100}
            value={progress.percent}
            aria-label={label}
            aria-valuetext={used ?? undefined}
          />
        )}
        <button type="button" className="button primary" onClick={onReview}>
          {intl.formatMessage(m.review)}
        </button>
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
