import { useMemo } from 'react';
import type { TQuestionQuestionPatch, TQuestionQuestionView } from '@commonpurse/domain';
import { useNotify } from '@/ui/notify.tsx';
import { useEditor } from '@/editor-kit/editor-context.tsx';
import * as api from './api.ts';
import { useSimulationChildren, withoutRow, withRow } from '@/editor-kit/children-cache.ts';
import { describeApiError } from '@/api/errors.ts';

export type TQuestionFlags = Pick<TQuestionQuestionPatch, 'is_enabled' | 'is_required' | 'ask_on_exit'>;

/** A question with changed flags as the server will store it: a disabled question is not required. */
export const withFlags = (question: TQuestionQuestionView, flags: TQuestionFlags) => {
  const next = { ...question, ...flags };
  return { ...next, is_required: next.is_enabled && next.is_required };
};

/**
 * The writes of the Exit / Entry tab: each calls the API, tracks the Saving/Saved indicator and puts
 * the answer in the editor's cache. create/update throw (the dialog shows the refusal by field);
 * the table's writes say what failed themselves.
 */
export function useQuestionActions() {
  const { track } = useEditor();
  const notify = useNotify();
  const cache = useSimulationChildren('demographics');
  const { budgetId } = cache;

  return useMemo(
    () => ({
      create: async (body: api.TQuestionBody) => {
        const question = await track(api.createQuestion(budgetId, body));
        cache.update((rows) => withRow(rows, question));
        return question;
      },
      update: async (questionId: number, patch: TQuestionQuestionPatch) => {
        const question = await track(api.updateQuestion(budgetId, questionId, patch));
        cache.update((rows) => withRow(rows, question));
        return question;
      },
      /** Include? / Required? / Repeat on Exit?: shown at once, put back if refused. */
      setFlags: async (question: TQuestionQuestionView, flags: TQuestionFlags) => {
        const before = cache.read();
        cache.update((rows) => withRow(rows, withFlags(question, flags)));
        try {
          const saved = await track(api.updateQuestion(budgetId, question.id, flags));
          cache.update((rows) => withRow(rows, saved));
        } catch (error) {
          cache.update(() => before);
          notify.error(describeApiError(error, 'first'));
        }
      },
      /** Answers the refusal (also shown in the banner), or null once deleted. */
      remove: async (questionId: number) => {
        try {
          await track(api.deleteQuestion(budgetId, questionId));
          cache.update((rows) => withoutRow(rows, questionId));
          return null;
        } catch (error) {
          const refusal = describeApiError(error, 'first');
          notify.error(refusal);
          return refusal;
        }
      },
      /** The new order of one table (every question of it). */
      reorder: (ids: number[]) => cache.saveOrder(ids, () => api.saveQuestionOrder(budgetId, ids)),
    }),
    [budgetId, cache, track, notify],
  );
}

export type TQuestionActions = ReturnType<typeof useQuestionActions>;
