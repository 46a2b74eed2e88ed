import { useMemo } from 'react';
import type { TImpactPatch, TImpactSave } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { useSimulationChildren, withoutRow, withRow } from '@/editor-kit/children-cache.ts';
import * as api from './api.ts';
import { describeApiError } from '@/api/errors.ts';

/**
 * The writes of the Impacts tab: each calls the API, tracks the Saving/Saved indicator and puts the
 * answer in the editor's cache. create/update throw (the dialog shows the refusal by field).
 */
export function useImpactActions() {
  const { track } = useEditor();
  const notify = useNotify();
  const cache = useSimulationChildren('impacts');
  const { budgetId } = cache;

  return useMemo(
    () => ({
      create: async (body: TImpactSave) => {
        const impact = await track(api.createImpact(budgetId, body));
        cache.update((rows) => withRow(rows, impact));
        return impact;
      },
      update: async (impactId: number, patch: TImpactPatch) => {
        const impact = await track(api.updateImpact(budgetId, impactId, patch));
        cache.update((rows) => withRow(rows, impact));
        return impact;
      },
      /** Answers the refusal (also shown in the banner), or null once deleted. */
      remove: async (impactId: number) => {
        try {
          await track(api.deleteImpact(budgetId, impactId));
          cache.update((rows) => withoutRow(rows, impactId));
          return null;
        } catch (error) {
          const refusal = describeApiError(error, 'first');
          notify.error(refusal);
          return refusal;
        }
      },
      reorder: (ids: number[]) => cache.saveOrder(ids, () => api.saveImpactOrder(budgetId, ids)),
    }),
    [budgetId, cache, track, notify],
  );
}

export type TImpactActions = ReturnType<typeof useImpactActions>;
