import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

// GET admin/dashboard?budget_id= (docs/api.md "Simulation analytics"): the selector and one simulation's
// analytics; without budget_id the server picks the first Active, else the first.

export const dashboardKeys = { dashboard: (budgetId: number | null) => ['dashboard', budgetId] as const };

export const fetchDashboard = (budgetId: number | null, signal?: AbortSignal) =>
  apiFetch<TData<TDashboard>>('/v1/admin/dashboard', {
    query: budgetId === null ? {} : { budget_id: budgetId },
    signal,
  }).then((r) => r.data);

/** Keeps showing the last simulation's figures while the next one loads. */
export function useDashboard(budgetId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.dashboard(budgetId),
    queryFn: ({ signal }) => fetchDashboard(budgetId, signal),
    placeholderData: keepPreviousData,
  });
}
