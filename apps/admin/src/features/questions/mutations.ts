import type { TQuestionPatch, TQuestionView } from '@commonpurse/domain';
import { useChildOrder, useChildRowDelete, useChildRowMutation } from '@/editor-kit/children-cache.ts';
import {
  createQuestion,
  deleteQuestion,
  saveQuestionOrder,
  updateQuestion,
  type TQuestionBody,
} from './api.ts';

// The Exit / Entry tab's writes (useMutation), each with its one rule for the editor's cached
// simulation: the answer replaces its question, a deleted question leaves, an order shows at once.

export const useCreateQuestion = () =>
  useChildRowMutation('demographics', (budgetId, body: TQuestionBody) => createQuestion(budgetId, body));

export interface TQuestionUpdate {
  id: number;
  patch: TQuestionPatch;
  /** Shown at once; the list is put back when the save is refused. */
  optimistic?: TQuestionView;
}

export const useUpdateQuestion = () =>
  useChildRowMutation(
    'demographics',
    (budgetId, { id, patch }: TQuestionUpdate) => updateQuestion(budgetId, id, patch),
    ({ optimistic }) => optimistic,
  );

export const useDeleteQuestion = () => useChildRowDelete('demographics', deleteQuestion);

export const useQuestionOrder = () => useChildOrder('demographics', saveQuestionOrder);
