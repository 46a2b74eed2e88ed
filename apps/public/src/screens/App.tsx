import { lazy, Suspense, useEffect, useState } from 'react';
import type { TPublicReceipt, TPublicSimulation } from '@commonpurse/domain/public';
import { HttpError } from '../api/http.ts';
import { fetchReceipt, fetchSimulation } from '../api/public-api.ts';
import type { TBootstrap } from '../bootstrap.ts';
import { SkipLink } from '../components/Chrome.tsx';
import { PageIntl } from '../i18n/PageIntl.tsx';
import { IsPbContext, TextsContext } from '../i18n/useText.ts';
import { PageProvider } from '../state/page.tsx';
import { useVisit } from '../state/useVisit.ts';
import { SimulationScreens } from './SimulationScreens.tsx';
import { LoadFailedScreen, LoadingScreen, NotAvailableScreen } from './StatusScreens.tsx';

type TLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; sim: TPublicSimulation }
  | { kind: 'receipt'; receipt: TPublicReceipt }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/**
 * Loads the page data at this address and routes: not available, a taxpayer receipt (the bootstrap's
 * kind), a ballot (is_pb), or the simulation.
 */
export function App({ boot }: { boot: TBootstrap }) {
  const closed = boot.status === 'unavailable' || !boot.subdomain || !boot.slug;
  const [load, setLoad] = useState<TLoad>(closed ? { kind: 'unavailable' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (closed) return;
    let current = true;
    const loading: Promise<TLoad> =
      boot.kind === 'receipt'
        ? // The receipt's chunk downloads alongside its data.
          Promise.all([fetchReceipt(boot.subdomain!, boot.slug!, boot.preview), loadReceiptPage()]).then(
            ([receipt]) => ({ kind: 'receipt', receipt }),
          )
        : fetchSimulation(boot.subdomain!, boot.slug!, boot.preview).then((sim) => ({ kind: 'ready', sim }));
    loading
      .then((loaded) => current && setLoad(loaded))
      .catch((error: unknown) => {
        if (!current) return;
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 410);
        setLoad({ kind: missing ? 'unavailable' : 'failed' });
      });
    return () => {
      current = false;
    };
  }, [closed, boot.kind, boot.subdomain, boot.slug, boot.preview, attempt]);

  const locale =
    load.kind === 'ready' ? load.sim.locale : load.kind === 'receipt' ? load.receipt.locale : boot.locale;
  return (
    <PageIntl locale={locale}>
      {load.kind === 'receipt' ? (
        <ReceiptPage receipt={load.receipt} />
      ) : load.kind === 'ready' ? (
        <TextsContext.Provider value={load.sim.texts}>
          <IsPbContext.Provider value={load.sim.is_pb}>
            {load.sim.is_pb ? <BallotPage sim={load.sim} /> : <SimulationPage sim={load.sim} />}
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

const LazyBallotPage = lazy(() => import('../ballot/BallotPage.tsx'));

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

/** A simulation: records the visit and the clicks (never in a preview), then the resident's screens. */
function SimulationPage({ sim }: { sim: TPublicSimulation }) {
  useDocumentTitle(sim.name);
  const { recorder, visitId } = useVisit(sim);
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
