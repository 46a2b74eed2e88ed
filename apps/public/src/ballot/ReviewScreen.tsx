import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAIN_ID } from '../components/Chrome.tsx';
import { SubmitStatus } from '../components/SubmitStatus.tsx';
import { usePage } from '../state/page.tsx';
import type { TSubmitStatus } from '../state/submitter.ts';
import { useProgressText } from './FundsBar.tsx';
import {
  rankMessages,
  refusalMessages,
  resultsMessages,
  reviewMessages as m,
  sendMessages,
} from './messages.ts';
import { ballotProblems, projectsOf } from './state/selection.ts';
import type { TBallotValue } from './state/useBallot.ts';

/**
 * The last look before sending: the chosen projects in rank order, the total, the ideas, what still
 * stops the ballot (in words), the voter's proof when the prioritization asks for one, and Submit.
 */
export function ReviewScreen({
  ballot,
  notice,
  verification,
  errors,
  status,
  submitLabel,
  onEdit,
  onSubmit,
  onRetry,
}: {
  ballot: TBallotValue;
  /** Said above the ballot: a stored ballot will be replaced. */
  notice: string | null;
  verification: ReactNode;
  /** The server's refusals not about the voter. */
  errors: string[];
  status: TSubmitStatus<unknown>;
  submitLabel: string;
  onEdit: () => void;
  onSubmit: () => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const { sim, format, state } = usePage();
  const { projects, costs, rules, choice } = ballot;
  const { used, state: progressState } = useProgressText(rules, costs, choice, format);
  const problems = ballotProblems(rules, costs, choice).map((problem) =>
    problem === 'maxItems'
      ? intl.formatMessage(m.maxItems, { max: rules.maxItems ?? 0 })
      : intl.formatMessage(refusalMessages[problem]),
  );
  const stops = [...problems, ...errors];
  const nameOf = (id: number) => projects.find((p) => p.id === id)?.name ?? '';
  const ideas = projectsOf(sim)
    .boxes.map((box) => ({ box, text: (state.ideas[box.id] ?? '').trim() }))
    .filter(({ text }) => text);

  return (
    <main id={MAIN_ID} className="screen review-screen" tabIndex={-1}>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="lead">{intl.formatMessage(m.intro)}</p>
      {notice && <p className="notice">{notice}</p>}
      <ol className="review-list">
        {choice.order.map((id, index) => (
          <li key={id}>
            <span className="rank-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="rank-name">
              <span className="sr-only">
                {intl.formatMessage(rankMessages.rankOf, { rank: index + 1, count: choice.order.length })}
                :{' '}
              </span>
              {nameOf(id)}
            </span>
            <span className="rank-extra">
              {rules.kind === 'points'
                ? intl.formatMessage(resultsMessages.points, { count: choice.points[id] ?? 0 })
                : rules.kind === 'money'
                  ? format.amount(costs.get(id) ?? 0)
                  : null}
            </span>
          </li>
        ))}
      </ol>
      {used && (
        <p className="review-total">
          <strong>{intl.formatMessage(m.total)}</strong> {used} · {progressState}
        </p>
      )}
      {ideas.length > 0 && (
        <section className="review-ideas" aria-labelledby="review-ideas-heading">
          <h2 id="review-ideas-heading">{intl.formatMessage(m.ideas)}</h2>
          <ul>
            {ideas.map(({ box, text }) => (
              <li key={box.id}>
                {text}
                {box.suggestion_box_mode !== 'no_amount' && (
                  <> ({format.amount(state.amounts[box.id] ?? 0)})</>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {stops.length > 0 && (
        <div className="error-summary" role="alert" id="ballot-problems" tabIndex={-1}>
          <p>{intl.formatMessage(m.notReady)}</p>
          <ul>
            {stops.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {verification}
      <div className="form-actions">
        <button
          type="button"
          className="button primary large"
          aria-disabled={problems.length > 0 || status.kind === 'sending' || undefined}
          onClick={onSubmit}
        >
          {submitLabel}
        </button>
        <button type="button" className="button" onClick={onEdit}>
          {intl.formatMessage(m.edit)}
        </button>
      </div>
      <SubmitStatus status={status} onRetry={onRetry} words={sendMessages} />
    </main>
  );
}
