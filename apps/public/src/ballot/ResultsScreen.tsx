import { useIntl } from 'react-intl';
import type { TPublicBallotResults, TPublicSimulation } from '@commonpurse/domain/public';
import { MAIN_ID } from '../components/Chrome.tsx';
import type { TFormatter } from '../i18n/format.ts';
import { usePageFormat } from '../i18n/usePageFormat.ts';
import { resultsMessages as m } from './messages.ts';
import { ReceiptCheck } from './ReceiptCheck.tsx';

type TResultsProject = TPublicBallotResults['projects'][number];

/**
 * A closed prioritization's published results: the funded projects (in funding order), votes per
 * project, the funds used, the counting method in words, for the Method of Equal Shares each round
 * explained, and a receipt check. Nothing in it identifies a voter.
 */
export function ResultsScreen({ sim, results }: { sim: TPublicSimulation; results: TPublicBallotResults }) {
  const intl = useIntl();
  const format = usePageFormat(sim.mode === 'housing' ? { ...sim, mode: 'budget' } : sim);
  const points = sim.mode === 'points';
  const showCost = sim.mode !== 'nonnumerical' && !points;
  const funded = results.projects.filter((p) => p.funded);
  const notFunded = results.projects.filter((p) => !p.funded);
  const mostVotes = Math.max(1, ...results.projects.map((p) => p.votes));
  const date = intl.formatDate(results.published_at, { dateStyle: 'long' });

  const list = (projects: TResultsProject[]) => (
    <ol className="results-list">
      {projects.map((project) => (
        <li key={project.id} className="results-project">
          <span className="results-name">{project.name}</span>
          <span className="results-figures">
            {intl.formatMessage(m.votes, { count: project.votes })}
            {points && project.points !== null && (
              <> · {intl.formatMessage(m.points, { count: project.points })}</>
            )}
            {showCost && <> · {format.amount(project.cost)}</>}
          </span>
          <span className="results-bar" aria-hidden="true">
            <span style={{ inlineSize: `${(project.votes / mostVotes) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );

  return (
    <main id={MAIN_ID} className="screen results-screen" tabIndex={-1}>
      <h1>
        {sim.name}: {intl.formatMessage(m.title)}
      </h1>
      <p className="lead">
        {intl.formatMessage(m.ballots, { count: results.ballots })}
        {results.paper_ballots > 0 && <> ({intl.formatMessage(m.paper, { count: results.paper_ballots })})</>}
        {showCost && (
          <>
            {'. '}
            {intl.formatMessage(m.fundsUsed, {
              used: format.amount(results.funds_used),
              funds: format.amount(results.funds),
            })}
          </>
        )}
        .
      </p>
      <p>{intl.formatMessage(results.method === 'mes' ? m.methodMes : m.methodGreedy)}</p>
      <p className="hint">{intl.formatMessage(m.published, { date })}</p>

      <section aria-labelledby="funded-heading">
        <h2 id="funded-heading">{intl.formatMessage(m.funded)}</h2>
        {list(funded)}
      </section>
      {notFunded.length > 0 && (
        <section aria-labelledby="not-funded-heading">
          <h2 id="not-funded-heading">{intl.formatMessage(m.notFunded)}</h2>
          {list(notFunded)}
        </section>
      )}
      {results.mes && <MesExplanation results={results} mes={results.mes} format={format} />}
      <ReceiptCheck budgetId={sim.id} />
    </main>
  );
}

/** The Method of Equal Shares round by round, in plain words built from the engine's account. */
export function MesExplanation({
  results,
  mes,
  format,
}: {
  results: TPublicBallotResults;
  mes: NonNullable<TPublicBallotResults['mes']>;
  format: TFormatter;
}) {
  const intl = useIntl();
  const nameOf = (id: number) => results.projects.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <section aria-labelledby="mes-heading" className="mes">
      <h2 id="mes-heading">{intl.formatMessage(m.mesHeading)}</h2>
      <p>
        {intl.formatMessage(m.mesStart, {
          voters: results.ballots,
          // An equal share of the funds; the Add1 completion then raises every share (the engine's budget).
          budget: format.amount(results.funds / Math.max(1, results.ballots)),
        })}
        {mes.increments > 0 && (
          <> {intl.formatMessage(m.mesIncrements, { budget: format.amount(mes.budget_per_voter) })}</>
        )}
      </p>
      <ol className="mes-rounds">
        {mes.rounds.map((round, index) => (
          <li key={`${round.project_id}-${index}`}>
            {intl.formatMessage(m.mesRound, {
              round: index + 1,
              project: nameOf(round.project_id),
              cost: format.amount(round.cost),
              payers: round.full_payers,
              price: format.amount(round.price),
            })}
            {round.partial_payers > 0 && (
              <>
                {' '}
                {intl.formatMessage(m.mesPartial, {
                  count: round.partial_payers,
                  amount: format.amount(round.partial_paid),
                })}
              </>
            )}
            {round.without_money > 0 && (
              <> {intl.formatMessage(m.mesWithout, { count: round.without_money })}</>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
