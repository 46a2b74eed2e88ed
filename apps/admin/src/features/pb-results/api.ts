import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPbCondorcetRow, TPbHappy, TPbResults } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';

// Calls of docs/api.md "PB results"; query keys beside the fetchers.

export const pbResultsKeys = {
  results: (id: number) => ['pb-results', id] as const,
  condorcet: (id: number) => ['pb-results', id, 'condorcet'] as const,
  happy: (id: number, winners: readonly number[]) => ['pb-results', id, 'happy', ...winners] as const,
};

export const fetchPbResults = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<{ pb: TPbResults }>>(`${budgetPath(id)}/pbresults`, { signal }).then((r) => r.data.pb);

export const fetchCondorcet = (id: number, signal?: AbortSignal) =>
  apiFetch<TData<{ condorcet: TPbCondorcetRow[] }>>(`${budgetPath(id)}/condorcet`, { signal }).then(
    (r) => r.data.condorcet,
  );

export const fetchPbHappy = (id: number, winners: readonly number[], signal?: AbortSignal) =>
  apiFetch<TData<{ pbhappy: TPbHappy }>>(`${budgetPath(id)}/pbhappy`, {
    query: { winners: winners.join(',') },
    signal,
  }).then((r) => r.data.pbhappy);

export function usePbResults(id: number) {
  return useQuery({
    queryKey: pbResultsKeys.results(id),
    queryFn: ({ signal }) => fetchPbResults(id, signal),
  });
}

export function useCondorcet(id: number) {
  return useQuery({
    queryKey: pbResultsKeys.condorcet(id),
    queryFn: ({ signal }) => fetchCondorcet(id, signal),
  });
}

/** The consensus of the selected projects; nothing is asked while none is selected. */
export function usePbHappy(id: number, selected: readonly number[]) {
  const winners = [...selected].sort((a, b) => a - b);
  return useQuery({
    queryKey: pbResultsKeys.happy(id, winners),
    queryFn: ({ signal }) => fetchPbHappy(id, winners, signal),
    enabled: winners.length > 0,
    placeholderData: keepPreviousData,
  });
}
