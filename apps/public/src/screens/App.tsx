import { lazy, Suspense, useEffect, useState } from 'react';
import type { TMeetingResults, TPublicReceipt, TPublicSimulation } from '@commonpurse/domain/public';
import { HttpError } from '../api/http.ts';
import { fetchMeetingPage, fetchMeetingResults, fetchReceipt, fetchSimulation } from '../api/public-api.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { SkipLink } from '../components/Chrome.tsx';
import { PageIntl } from '../i18n/PageIntl.tsx';
import { IsPbContext, TextsContext } from '../i18n/useText.ts';
import type { TPageMeeting } from '../state/page.tsx';
import { LoadFailedScreen, LoadingScreen, NotAvailableScreen } from './StatusScreens.tsx';

type TLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; sim: TPublicSimulation; meeting?: TPageMeeting }
  | { kind: 'receipt'; receipt: TPublicReceipt }
  | { kind: 'meetingResults'; results: TMeetingResults; screen: 'facilitator' | 'results' }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/** The page data at the bootstrap's address (with the lazily loaded chunk that shows it). */
function loadPage(boot: TBootstrap): Promise<TLoad> {
  const subdomain = boot.subdomain!;
  if (boot.kind === 'meeting' && boot.meeting) {
    const { id, screen } = boot.meeting;
    // A meeting's public view is the simulation page, limited to the meeting's items (decision 0480).
    if (screen === 'public')
      return Promise.all([fetchMeetingPage(subdomain, id), loadSimulationPage()]).then(
        ([{ meeting, simulation }]) => ({
          kind: 'ready',
          sim: simulation,
          meeting: { id: meeting.id, name: meeting.name, itemIds: meeting.subcategory_ids },
        }),
      );
    return Promise.all([fetchMeetingResults(subdomain, id), loadMeetingPage()]).then(([results]) => ({
      kind: 'meetingResults',
      results,
      screen,
    }));
  }
  if (boot.kind === 'receipt')
    // The receipt's chunk downloads alongside its data.
    return Promise.all([fetchReceipt(subdomain, boot.slug!, boot.preview), loadReceiptPage()]).then(
      ([receipt]) => ({ kind: 'receipt', receipt }),
    );
  // A prioritization or a simulation, as the server says: the page's chunk downloads alongside its data
  // (without the server's word, it loads once the data tells).
  return Promise.all([
    fetchSimulation(subdomain, boot.slug!, boot.preview),
    boot.pb === true ? loadBallotPage() : boot.pb === false ? loadSimulationPage() : null,
  ]).then(([sim]) => ({ kind: 'ready', sim }));
}

/**
 * Loads the page data at this address and routes: not available, a taxpayer receipt (the bootstrap's
 * kind), a meeting's screens, a ballot (is_pb), or the simulation.
 */
export function App({ boot }: { boot: TBootstrap }) {
  const closed =
    boot.status === 'unavailable' ||
    !boot.subdomain ||
    (boot.kind === 'meeting' ? !boot.meeting : !boot.slug);
  const [load, setLoad] = useState<TLoad>(closed ? { kind: 'unavailable' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (closed) return;
    let current = true;
    loadPage(boot)
      .then((loaded) => current && setLoad(loaded))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 410);
        setLoad({ kind: missing ? 'unavailable' : 'failed' });
      });
    return () => {
      current = false;
    };
    // The bootstrap is read once per page: a new one is a new address.
  }, [closed, boot, attempt]);

  const locale =
    load.kind === 'ready'
      ? load.sim.locale
      : load.kind === 'receipt'
        ? load.receipt.locale
        : load.kind === 'meetingResults'
          ? load.results.simulation.locale
          : boot.locale;
  return (
    <PageIntl locale={locale}>
      {load.kind === 'receipt' ? (
        <ReceiptPage receipt={load.receipt} />
      ) : load.kind === 'meetingResults' ? (
        <TextsContext.Provider value={load.results.simulation.texts}>
          <MeetingPage results={load.results} screen={load.screen} subdomain={boot.subdomain!} />
        </TextsContext.Provider>
      ) : load.kind === 'ready' ? (
        <TextsContext.Provider value={load.sim.texts}>
          <IsPbContext.Provider value={load.sim.is_pb}>
            {load.sim.is_pb ? (
              <BallotPage sim={load.sim} />
            ) : (
              <SimulationPage sim={load.sim} meeting={load.meeting ?? null} />
            )}
          </IsPbContext.Provider>
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

/** A prioritization: the ballot (or its published results) in its own chunk, loaded only here. */
function BallotPage({ sim }: { sim: TPublicSimulation }) {
  useDocumentTitle(sim.name);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyBallotPage sim={sim} />
    </Suspense>
  );
}

const loadBallotPage = () => import('../ballot/BallotPage.tsx');
const LazyBallotPage = lazy(loadBallotPage);

/** A taxpayer receipt: its own chunk, loaded only for receipts (decision 0424). */
function ReceiptPage({ receipt }: { receipt: TPublicReceipt }) {
  useDocumentTitle(receipt.name);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyReceiptPage receipt={receipt} />
    </Suspense>
  );
}

const loadReceiptPage = () => import('../receipt/ReceiptPage.tsx');
const LazyReceiptPage = lazy(loadReceiptPage);

/** A meeting's facilitator or results screen: its own chunk, loaded only for them (decision 0483). */
function MeetingPage(props: {
  results: TMeetingResults;
  screen: 'facilitator' | 'results';
  subdomain: string;
}) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyMeetingPage {...props} />
    </Suspense>
  );
}

const loadMeetingPage = () => import('../meeting/MeetingPage.tsx');
const LazyMeetingPage = lazy(loadMeetingPage);

/** A simulation (or a meeting's public view of one): its own chunk, as the ballot's. */
function SimulationPage(props: { sim: TPublicSimulation; meeting: TPageMeeting | null }) {
  useDocumentTitle(props.meeting?.name ?? props.sim.name);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazySimulationPage {...props} />
    </Suspense>
  );
}

const loadSimulationPage = () => import('./SimulationPage.tsx');
const LazySimulationPage = lazy(loadSimulationPage);

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
