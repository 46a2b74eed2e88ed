import { useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, type TSimulationSummary } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

// The analytics selector's list: every simulation and prioritization of the client (GET admin/budgets).

export const analyticsKeys = { budgets: ['analytics', 'budgets'] as const };

export const fetchAnalyticsBudgets = (signal?: AbortSignal) =>
  apiFetch<TData<TSimulationSummary[]>>('/v1/admin/budgets', {
    query: { per_page: LIST_PAGE_SIZE },
    signal,
  }).then((r) => r.data);

export function useAnalyticsBudgets(enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.budgets,
    queryFn: ({ signal }) => fetchAnalyticsBudgets(signal),
    enabled,
  });
}
