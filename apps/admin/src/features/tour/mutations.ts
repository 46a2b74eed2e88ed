import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tourOrders, type TSimulationBoardView } from '@commonpurse/domain';
import { simulationKeys } from '@/api/simulation-cache.ts';
import { saveTourOrder } from './api.ts';
import { categoriesOf, withTourOrders } from './tour-model.ts';

export interface TTourOrderSave {
  /** The tour's categories, in order. */
  ids: number[];
  /** Show the new order at once; a refused save puts the simulation back. */
  optimistic?: boolean;
}

/**
 * The tour's membership and order (POST tour/set-order), with one cache rule: every category of the
 * cached simulation takes the tour_order of the answer.
 */
export function useSaveTourOrder(budgetId: number) {
  const queryClient = useQueryClient();
  const key = simulationKeys.detail(budgetId);
  const update = (change: (view: TSimulationBoardView) => TSimulationBoardView) =>
    queryClient.setQueryData<TSimulationBoardView>(key, (old) => (old ? change(old) : old));
  return useMutation({
    mutationFn: ({ ids }: TTourOrderSave) => saveTourOrder(budgetId, ids),
    onMutate: ({ ids, optimistic }) => {
      const before = queryClient.getQueryData<TSimulationBoardView>(key);
      if (!optimistic || !before) return { before: undefined };
      const orders = tourOrders(
        categoriesOf(before).map((c) => c.id),
        ids,
      );
      if (orders) update((view) => withTourOrders(view, orders));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) update(() => context.before!);
    },
    onSuccess: (answer) =>
      update((view) =>
        withTourOrders(
          view,
          answer.data.map((row) => [row.id, row.tour_order] as const),
        ),
      ),
  });
}
