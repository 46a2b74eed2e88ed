import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pageVisitsKey, RESET_PAGE_VISITS_PARAM, visitsOf } from '@commonpurse/domain';
import { fetchUserMeta, setUserMeta, userMetaKey } from '@/api/user-meta.ts';

interface TScreenVisits {
  routeName: string;
  /** Visits of the screen before this one (0 after ?reset_page_visits). */
  visitsBefore: number;
}

interface TPageVisitsContext {
  visitsBefore: number | undefined;
  /** A screen's help says the screen offers help: its visits are counted. */
  offersHelp(): void;
}

const PageVisitsContext = createContext<TPageVisitsContext | null>(null);

/**
 * For a screen's help: counts this screen's visits (inside the shell) and answers the visits before this
 * one, undefined until known (or outside the shell).
 */
export function useVisitsBefore(): number | undefined {
  const context = useContext(PageVisitsContext);
  const offersHelp = context?.offersHelp;
  useEffect(() => offersHelp?.(), [offersHelp]);
  return context?.visitsBefore;
}

/**
 * Counts each visit to a screen that offers help in the user meta counter page_visits_{route name}
 * (decision 0501). A visit is entering a screen of another route name: tabs and selections within a
 * screen do not count. ?reset_page_visits sets the screen's counter to zero (and leaves the address).
 * An impersonation session reads the counters but does not count.
 */
export function PageVisitsProvider({
  routeName,
  countVisits,
  children,
}: {
  routeName: string | undefined;
  countVisits: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const reset = params.has(RESET_PAGE_VISITS_PARAM);
  const [visits, setVisits] = useState<TScreenVisits | null>(null);
  // The route name whose screen showed a help button (the last one that did); the visit in progress and
  // whether it is counted.
  const [helpRoute, setHelpRoute] = useState<string | undefined>(undefined);
  const visit = useRef<{ routeName: string | undefined; counted: boolean }>({
    routeName: undefined,
    counted: false,
  });

  useEffect(() => {
    if (visit.current.routeName !== routeName) visit.current = { routeName, counted: false };
    if (!routeName || helpRoute !== routeName || (visit.current.counted && !reset)) return;
    visit.current.counted = true;
    const key = pageVisitsKey(routeName);
    if (reset) {
      setParams(
        (current) => {
          current.delete(RESET_PAGE_VISITS_PARAM);
          return current;
        },
        { replace: true },
      );
    }
    void (async () => {
      // Read afresh on each visit: a cached copy may predate the last visit's write.
      const meta = await queryClient
        .fetchQuery({ queryKey: userMetaKey, queryFn: ({ signal }) => fetchUserMeta(signal), staleTime: 0 })
        .catch(() => null);
      // Without the counters (the call failed) the screen shows no tooltip and counts nothing.
      if (!meta) return;
      const visitsBefore = reset ? 0 : visitsOf(meta[key]);
      // A slow answer for a screen the user already left says nothing about the current one.
      if (visit.current.routeName === routeName) setVisits({ routeName, visitsBefore });
      if (!reset && !countVisits) return;
      const next = String(reset ? 0 : visitsBefore + 1);
      queryClient.setQueryData(userMetaKey, { ...meta, [key]: next });
      await setUserMeta(key, next).catch(() => undefined);
    })();
  }, [routeName, helpRoute, reset, countVisits, queryClient, setParams]);

  const visitsBefore = visits && visits.routeName === routeName ? visits.visitsBefore : undefined;
  const value = useMemo<TPageVisitsContext>(
    () => ({ visitsBefore, offersHelp: () => setHelpRoute(routeName) }),
    [visitsBefore, routeName],
  );
  return <PageVisitsContext.Provider value={value}>{children}</PageVisitsContext.Provider>;
}
