import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImpactCalculation, TImpactPatch, TImpactSave } from '@commonpurse/domain';
import { useChildOrder, useChildRowDelete, useChildRowMutation } from '@/editor-kit/children-cache.ts';
import {
  createImpact,
  deleteImpact,
  impactKeys,
  saveImpactOrder,
  saveMultipliers,
  updateImpact,
} from './api.ts';

// The Impacts tab's writes (useMutation), each with its one cache rule: the answer replaces its
// impact, a deleted impact leaves, an order shows at once, saved multipliers replace the table.

export const useCreateImpact = () =>
  useChildRowMutation('impacts', (budgetId, body: TImpactSave) => createImpact(budgetId, body));

export const useUpdateImpact = () =>
  useChildRowMutation('impacts', (budgetId, { id, patch }: { id: number; patch: TImpactPatch }) =>
    updateImpact(budgetId, id, patch),
  );

export const useDeleteImpact = () => useChildRowDelete('impacts', deleteImpact);

export const useImpactOrder = () => useChildOrder('impacts', saveImpactOrder);

/** An impact's item links (each item's multiplier): the answer is the impact's calculation table. */
export function useSaveMultipliers(budgetId: number, impactId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: Parameters<typeof saveMultipliers>[2]) => saveMultipliers(budgetId, impactId, rows),
    onSuccess: (saved) =>
      queryClient.setQueryData<TImpactCalculation>(impactKeys.multipliers(budgetId, impactId), saved),
  });
}
