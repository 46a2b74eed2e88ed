import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { HttpError } from '../api/http.ts';
import { beaconClicks, createVisit, fetchSimulation } from '../api/public-api.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { PageFooter, PageHeader, SkipLink } from '../components/Chrome.tsx';
import { PageIntl } from '../i18n/PageIntl.tsx';
import { TextsContext } from '../i18n/useText.ts';
import { ClickRecorder } from '../state/clicks.ts';
import { PageProvider } from '../state/page.tsx';
import { hasVisited, markVisited } from '../state/storage.ts';
import { SimulationScreens } from './SimulationScreens.tsx';
import { BallotScreen, LoadFailedScreen, LoadingScreen, NotAvailableScreen } from './StatusScreens.tsx';

type TLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; sim: TPublicSimulation }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/** Loads the simulation at this address and routes: not available, ballot (is_pb), or the simulation. */
export function App({ boot }: { boot: TBootstrap }) {
  const closed = boot.status === 'unavailable' || !boot.subdomain || !boot.slug;
  const [load, setLoad] = useState<TLoad>(closed ? { kind: 'unavailable' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (closed) return;
    let current = true;
    fetchSimulation(boot.subdomain!, boot.slug!, boot.preview)
      .then((sim) => current && setLoad({ kind: 'ready', sim }))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 410);
        setLoad({ kind: missing ? 'unavailable' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [closed, boot.subdomain, boot.slug, boot.preview, attempt]);

  const locale = load.kind === 'ready' ? load.sim.locale : boot.locale;
  return (
    <PageIntl locale={locale}>
      {load.kind === 'ready' ? (
        <TextsContext.Provider value={load.sim.texts}>
          {load.sim.is_pb ? <BallotPage sim={load.sim} /> : <SimulationPage sim={load.sim} />}
        </TextsContext.Provider>
      ) : (
        <>
          <SkipLink />
          {load.kind === 'loading' && <LoadingScreen />}
          {load.kind === 'unavailable' && <NotAvailableScreen />}
          {load.kind === 'failed' && (
            <LoadFailedScreen
              onRetry={() => {
                setLoad({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            />
          )}
        </>
      )}
    </PageIntl>
  );
}

/** A prioritization: the shell is ready; the ballot replaces BallotScreen in the next issue. */
function BallotPage({ sim }: { sim: TPublicSimulation }) {
  useDocumentTitle(sim.name);
  return (
    <>
      <SkipLink />
      <PageHeader sim={sim} />
      {/* mount: the ballot (next issue) replaces BallotScreen, inside the same PageIntl, TextsContext and header. */}
      <BallotScreen name={sim.name} />
      <PageFooter sim={sim} />
    </>
  );
}

/** A simulation: records the visit and the clicks (never in a preview), then the resident's screens. */
function SimulationPage({ sim }: { sim: TPublicSimulation }) {
  useDocumentTitle(sim.name);
  const [recorder] = useState(() =>
    sim.preview ? null : new ClickRecorder((batch) => beaconClicks(sim.id, batch)),
  );
  const [visitId, setVisitId] = useState<number | null>(null);
  const started = useRef(false);

  const startVisit = useCallback(() => {
    if (!recorder || started.current) return;
    started.current = true;
    createVisit(sim.id, { referrer: document.referrer || null, returning: hasVisited(sim.id) })
      .then((id) => {
        markVisited(sim.id);
        setVisitId(id);
        recorder.start(id);
      })
      // Without a visit the resident can still submit (visit_id is optional); clicks are not counted.
      .catch(() => undefined);
  }, [recorder, sim.id]);

  useEffect(() => {
    startVisit();
  }, [startVisit]);
  useEffect(() => () => recorder?.stop(), [recorder]);

  return (
    <PageProvider sim={sim} recorder={recorder}>
      <SimulationScreens visitId={visitId} />
    </PageProvider>
  );
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
