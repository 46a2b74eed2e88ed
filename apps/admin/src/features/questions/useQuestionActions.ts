import { useMemo } from 'react';
import type { TQuestionPatch, TQuestionView } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import { describeApiError } from '@/api/errors.ts';
import { removeOrSayWhy } from '@/editor-kit/save-failure.ts';
import type { TQuestionBody } from './api.ts';
import { useCreateQuestion, useDeleteQuestion, useQuestionOrder, useUpdateQuestion } from './mutations.ts';

export type TQuestionFlags = Pick<TQuestionPatch, 'is_enabled' | 'is_required' | 'ask_on_exit'>;

/** A question with changed flags as the server will store it: a disabled question is not required. */
export const withFlags = (question: TQuestionView, flags: TQuestionFlags) => {
  const next = { ...question, ...flags };
  return { ...next, is_required: next.is_enabled && next.is_required };
};

/**
 * The writes of the Exit / Entry tab (mutations.ts), tracked by the Saving/Saved indicator.
 * create/update throw (the dialog shows the refusal by field); the table's writes say what failed.
 */
export function useQuestionActions() {
  const { track } = useEditor();
  const notify = useNotify();
  const { mutateAsync: create } = useCreateQuestion();
  const { mutateAsync: update } = useUpdateQuestion();
  const { mutateAsync: remove } = useDeleteQuestion();
  const reorder = useQuestionOrder();

  return useMemo(
    () => ({
      create: (body: TQuestionBody) => track(create(body)),
      update: (questionId: number, patch: TQuestionPatch) => track(update({ id: questionId, patch })),
      /** Include? / Required? / Repeat on Exit?: shown at once, put back if refused. */
      setFlags: async (question: TQuestionView, flags: TQuestionFlags) => {
        try {
          await track(update({ id: question.id, patch: flags, optimistic: withFlags(question, flags) }));
        } catch (error) {
          notify.error(describeApiError(error, 'first'));
        }
      },
      /** Answers the refusal (also shown in the banner), or null once deleted. */
      remove: (questionId: number) => removeOrSayWhy(() => track(remove(questionId)), notify.error),
      /** The new order of one table (every question of it). */
      reorder,
    }),
    [track, notify, create, update, remove, reorder],
  );
}

export type TQuestionActions = ReturnType<typeof useQuestionActions>;
