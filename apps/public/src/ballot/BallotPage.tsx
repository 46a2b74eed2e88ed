import './ballot.css';
import { useMemo } from 'react';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { PageFooter, PageHeader, SkipLink } from '../components/Chrome.tsx';
import { PageProvider } from '../state/page.tsx';
import { useVisit } from '../state/useVisit.ts';
import { BallotIntl } from './BallotIntl.tsx';
import { BallotScreens } from './BallotScreens.tsx';
import { ResultsScreen } from './ResultsScreen.tsx';

/**
 * A prioritization's page (its own chunk, so simulation residents never download it): the published
 * results when there are, else the ballot. The page state (answers, pin, ideas) is the simulation
 * page's; a housing prioritization counts its costs in money like the other budget variants.
 */
export default function BallotPage({ sim }: { sim: TPublicSimulation }) {
  const results = sim.results;
  const { recorder, visitId } = useVisit(sim, results === null);
  const pageSim = useMemo(() => (sim.mode === 'housing' ? { ...sim, mode: 'budget' as const } : sim), [sim]);
  return (
    <BallotIntl locale={sim.locale}>
      {results ? (
        <>
          <SkipLink />
          <PageHeader sim={sim} />
          <ResultsScreen sim={sim} results={results} />
          <PageFooter sim={sim} />
        </>
      ) : (
        <PageProvider sim={pageSim} recorder={recorder}>
          <BallotScreens visitId={visitId} mode={sim.mode} />
        </PageProvider>
      )}
    </BallotIntl>
  );
}
