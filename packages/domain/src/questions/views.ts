import { z } from 'zod';
import { QUESTION_DISPLAY_TYPES, QUESTION_TYPES } from './constants.ts';

export const ZQuestionOption = z.object({ id: z.string(), label: z.string(), value: z.string() });

/** A question as every demographics call (and GET admin/budgets/{id}?include=demographics) answers it. */
export const ZQuestionView = z.object({
  id: z.number().int(),
  budget_id: z.number().int(),
  /** The question text. */
  name: z.string(),
  /** The CSV label. */
  slug: z.string(),
  type: z.enum(QUESTION_TYPES),
  display_type: z.enum(QUESTION_DISPLAY_TYPES),
  is_enabled: z.boolean(),
  is_required: z.boolean(),
  ask_on_exit: z.boolean(),
  /** One of the five standard exit questions: only its flags and order may change. */
  is_default: z.boolean(),
  display_order: z.number().int(),
  /** A select's options, null for the other types. */
  options_config: z.array(ZQuestionOption).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TQuestionView = z.infer<typeof ZQuestionView>;

/**
 * The Exit Questions table: entry questions marked Repeat on Exit first (shown disabled), then the
 * exit questions, numbered continuing (spec 1 "Exit (demographics) tab").
 */
export function exitTableRows<
  T extends { display_type: string; ask_on_exit: boolean; display_order: number },
>(questions: readonly T[]): { question: T; number: number; repeated: boolean }[] {
  const byOrder = (a: T, b: T) => a.display_order - b.display_order;
  const repeated = questions.filter((q) => q.display_type === 'entry' && q.ask_on_exit).sort(byOrder);
  const exit = questions.filter((q) => q.display_type === 'exit').sort(byOrder);
  return [
    ...repeated.map((question) => ({ question, repeated: true })),
    ...exit.map((question) => ({ question, repeated: false })),
  ].map((row, index) => ({ ...row, number: index + 1 }));
}
