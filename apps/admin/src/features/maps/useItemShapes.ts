import { useQuery } from '@tanstack/react-query';
import type { TSimulationView } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import { budgetPath } from '@/api/parent.ts';
import { simulationKeys } from '@/api/simulation-cache.ts';
import type { TData } from '@/api/types.ts';
import { itemShapes } from './shapes.ts';

const WHOLE_LISTS = 'revenue,revenue.subcategories,expenses,expenses.subcategories';

/**
 * The items' shapes for the preview. The editor's load carries only what the boards draw (decision
 * 0598), so the tab reads the lists whole; under the simulation's key, it reloads with it.
 */
export function useItemShapes(id: number) {
  const query = useQuery({
    queryKey: [...simulationKeys.detail(id), 'item-shapes'],
    queryFn: ({ signal }) =>
      apiFetch<TData<TSimulationView>>(budgetPath(id), { query: { include: WHOLE_LISTS }, signal }).then(
        (r) => itemShapes(r.data),
      ),
  });
  return query.data ?? [];
}
