import { useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE, type TSimulationSummary } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

// The analytics page's simulation list (GET admin/budgets): the selector's, and the one the location map
// panel reads its simulation's Drop-a-Pin setting from (one cached query for both).

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
