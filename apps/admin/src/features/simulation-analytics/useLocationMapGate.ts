import { useContext, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@commonpurse/domain';
import { isLocationMapEnabled } from '@commonpurse/domain/analytics';
import { analyticsKeys, fetchAnalyticsBudgets } from '@/api/analytics-budgets.ts';
import { CurrentUserContext } from '@/session/current-user.tsx';

export type TLocationMapGate =
  { state: 'waiting' } | { state: 'client-off' } | { state: 'simulation-off' } | { state: 'enabled' };

/**
 * Whether the location map panel is enabled (spec 2 'Location map'): the client allows custom location
 * maps and the simulation Drop-a-Pin. It needs the user and the simulation list, and until both are
 * loaded it tries again every TIMINGS.locationMapRetryMs (the list is the analytics page's cached one).
 */
export function useLocationMapGate(budgetId: number): TLocationMapGate {
  const user = useContext(CurrentUserContext);
  // Reads the page's cached list without a fetch of its own; the retry below refetches it.
  const list = useQuery({
    queryKey: analyticsKeys.budgets,
    queryFn: ({ signal }) => fetchAnalyticsBudgets(signal),
    enabled: false,
  });
  const ready = user !== null && list.data !== undefined;
  const { refetch } = list;
  const listLoaded = list.data !== undefined;
  useEffect(() => {
    if (ready) return undefined;
    const timer = setInterval(() => {
      if (!listLoaded) void refetch();
    }, TIMINGS.locationMapRetryMs);
    return () => clearInterval(timer);
  }, [ready, listLoaded, refetch]);

  if (!ready) return { state: 'waiting' };
  const capabilities = user.client.capabilities;
  if (!capabilities.is_custom_location_maps_enabled) return { state: 'client-off' };
  const simulation = list.data.find((budget) => budget.id === budgetId);
  return simulation && isLocationMapEnabled(capabilities, simulation)
    ? { state: 'enabled' }
    : { state: 'simulation-off' };
}
