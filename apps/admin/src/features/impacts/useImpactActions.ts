import { useMemo } from 'react';
import type { TImpactPatch, TImpactSave } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { removeOrSayWhy } from '@/editor-kit/save-failure.ts';
import { useCreateImpact, useDeleteImpact, useImpactOrder, useUpdateImpact } from './mutations.ts';

/**
 * The writes of the Impacts tab (mutations.ts), tracked by the Saving/Saved indicator. create/update
 * throw (the dialog shows the refusal by field).
 */
export function useImpactActions() {
  const { track } = useEditor();
  const notify = useNotify();
  const { mutateAsync: create } = useCreateImpact();
  const { mutateAsync: update } = useUpdateImpact();
  const { mutateAsync: remove } = useDeleteImpact();
  const reorder = useImpactOrder();

  return useMemo(
    () => ({
      create: (body: TImpactSave) => track(create(body)),
      update: (impactId: number, patch: TImpactPatch) => track(update({ id: impactId, patch })),
      /** Answers the refusal (also shown in the banner), or null once deleted. */
      remove: (impactId: number) => removeOrSayWhy(() => track(remove(impactId)), notify.error),
      reorder,
    }),
    [track, notify, create, update, remove, reorder],
  );
}

export type TImpactActions = ReturnType<typeof useImpactActions>;
