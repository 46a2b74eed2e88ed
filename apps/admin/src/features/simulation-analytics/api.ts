import { useQuery } from '@tanstack/react-query';
import type { TClientAnalytics } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';

// GET admin/budgets/{id}/analytics (docs/api.md "Simulation analytics").

export const simulationAnalyticsKeys = { analytics: (id: number) => ['simulation-analytics', id] as const };

export const fetchSimulationAnalytics = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<TClientAnalytics>>(`${budgetPath(id)}/analytics`, { signal }).then((r) => r.data);

export function useSimulationAnalytics(id: number) {
  return useQuery({
    queryKey: simulationAnalyticsKeys.analytics(id),
    queryFn: ({ signal }) => fetchSimulationAnalytics(id, signal),
  });
}
