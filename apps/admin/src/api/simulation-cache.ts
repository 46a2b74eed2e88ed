import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSimulationView, ZSimulationUpdate } from '@commonpurse/domain';
import type { z } from 'zod';
import { apiFetch } from './client.ts';
import { budgetPath } from './parent.ts';
import type { TData } from './types.ts';

// The simulation view in the query cache, shared by the list, the editor shell and every editor tab:
// one key per simulation, whose children (lists, questions, impacts) the tabs' writes patch in place.

export const simulationKeys = {
  all: ['simulations'] as const,
  list: (isPb: boolean) => ['simulations', 'list', isPb ? 'pb' : 'simulation'] as const,
  templates: ['simulations', 'templates'] as const,
  detail: (id: number) => ['simulations', 'detail', id] as const,
};

export const patchSimulation = (id: number, body: z.input<typeof ZSimulationUpdate>) =>
  apiFetch<TData<TSimulationView>>(budgetPath(id), { method: 'PATCH', body }).then((r) => r.data);

const CHILD_KEYS = ['strings', 'revenue', 'expenses', 'demographics', 'impacts'] as const;

/**
 * Puts a write's answer into the editor's cache. A PATCH answers the simulation without its children,
 * so the children already loaded are kept unless the answer carries them.
 */
export function mergeSimulation(queryClient: QueryClient, next: TSimulationView): void {
  queryClient.setQueryData<TSimulationView>(simulationKeys.detail(next.id), (old) => {
    if (!old) return next;
    const merged: TSimulationView = { ...old, ...next };
    for (const key of CHILD_KEYS) {
      if (next[key] === undefined) Object.assign(merged, { [key]: old[key] });
    }
    return merged;
  });
}

/** Lists and templates change with any write; the editor's own cache is updated by the caller. */
export function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'simulations' && q.queryKey[1] !== 'detail',
    });
}
