import type { TPublicQuestion, TSubmissionInput } from '@commonpurse/domain/public';

export interface TSplitErrors {
  /** Messages per question id, shown next to the question. */
  questions: Record<number, string[]>;
  /** The balance rule's refusal (its text may be the simulation's own). */
  balance: string[];
  /** Everything else, shown in a dialog. */
  general: string[];
}

/**
 * Sorts a 422's `errors` ({field: [messages]}, fields as in apps/api/src/http/field-errors.ts:
 * 'answers.question_12', 'answers.0.value', 'balance', 'items.3.amount') by where the page shows them.
 */
export function splitServerErrors(
  errors: Record<string, string[]>,
  sent: TSubmissionInput,
  questions: readonly TPublicQuestion[],
): TSplitErrors {
  const split: TSplitErrors = { questions: {}, balance: [], general: [] };
  for (const [field, messages] of Object.entries(errors)) {
    const byId = /^answers\.question_(\d+)$/.exec(field);
    const byIndex = /^answers\.(\d+)\./.exec(field);
    const questionId = byId
      ? Number(byId[1])
      : byIndex
        ? sent.answers?.[Number(byIndex[1])]?.question_id
        : undefined;
    if (questionId !== undefined && questions.some((q) => q.id === questionId)) {
      (split.questions[questionId] ??= []).push(...messages);
    } else if (field === 'balance') split.balance.push(...messages);
    else split.general.push(...messages);
  }
  return split;
}
