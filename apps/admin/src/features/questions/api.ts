import type { TQuestionPatch, TQuestionSave, TQuestionView } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

// Calls of editor-api.md "Entry and exit questions". The questions themselves come with the
// simulation (include=demographics), so there is no list call here.

/** A POST body as the dialog sends it (the schema's input: defaults may be left out). */
export type TQuestionBody = Partial<TQuestionSave> & Pick<TQuestionSave, 'name' | 'type'>;

const questionsPath = (budgetId: number) => `/v1/admin/budgets/${budgetId}/demographics`;

export const createQuestion = (budgetId: number, body: TQuestionBody) =>
  apiFetch<TData<TQuestionView>>(questionsPath(budgetId), { method: 'POST', body }).then((r) => r.data);

export const updateQuestion = (budgetId: number, questionId: number, body: TQuestionPatch) =>
  apiFetch<TData<TQuestionView>>(`${questionsPath(budgetId)}/${questionId}`, {
    method: 'PATCH',
    body,
  }).then((r) => r.data);

export const deleteQuestion = (budgetId: number, questionId: number) =>
  apiFetch<unknown>(`${questionsPath(budgetId)}/${questionId}`, { method: 'DELETE' });

/** The order of one table (every entry question, or every exit question). */
export const saveQuestionOrder = (budgetId: number, ids: number[]) =>
  apiFetch<unknown>(`${questionsPath(budgetId)}/set-order`, {
    method: 'POST',
    body: { display_order: ids },
  });
