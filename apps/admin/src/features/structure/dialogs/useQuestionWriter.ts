import { useCallback } from 'react';
import { SCENARIO_MESSAGES as SM, type TScenarioQuestion } from '@commonpurse/domain';
import { useBoardEditor } from '@/editor-kit/editor-context.tsx';
import { type TItem, type TStructureList } from '@/api/structure-items.ts';
import { describeApiError } from '@/api/errors.ts';
import type { TParent } from '@/api/parent.ts';
import { useUpdateItem } from '@/editor-kit/useUpdateItem.ts';

export type TQuestionWrite = { ok: true; item: TItem } | { ok: false; error: unknown };

/**
 * Writes an item's question (null removes it): the editor shows the new question at once, and a
 * failed save puts the previous question back.
 */
export function useQuestionWriter(parent: TParent, list: TStructureList) {
  const { track } = useBoardEditor();
  const { mutateAsync: updateItem } = useUpdateItem(parent);
  return useCallback(
    async (item: TItem, question: TScenarioQuestion | null): Promise<TQuestionWrite> => {
      try {
        const saved = await track(
          updateItem({
            list,
            categoryId: item.budget_category_id,
            itemId: item.id,
            patch: { customized_question_json: question },
            optimistic: { show: { ...item, customized_question_json: question }, restore: item },
          }),
        );
        return { ok: true, item: saved };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [list, track, updateItem],
  );
}

/** 'Failed to delete the scenario question' with the server's reason. */
export const removeFailedMessage = (error: unknown) => `${SM.deleteFailed}: ${describeApiError(error)}`;

/**
 * Removes an item's scenario question (PATCH customized_question_json null) from outside the dialog,
 * e.g. a row menu; answers null when done, else the message to show.
 */
export function useRemoveScenario(parent: TParent, list: TStructureList) {
  const write = useQuestionWriter(parent, list);
  return useCallback(
    async (item: TItem): Promise<string | null> => {
      const result = await write(item, null);
      return result.ok ? null : removeFailedMessage(result.error);
    },
    [write],
  );
}
