import { z } from 'zod';
import {
  CSV_LABEL_PATTERN,
  QUESTION_DISPLAY_TYPES,
  QUESTION_LIMITS as L,
  QUESTION_TYPES,
  type TQuestionDisplayType,
  type TQuestionType,
} from './constants.ts';
import { completeOptions, type TQuestionOption } from './labels.ts';
import { QUESTION_MESSAGES as M } from './messages.ts';

const ZQuestionText = z
  .string({ error: M.textRequired })
  .trim()
  .min(1, { error: M.textRequired, abort: true })
  .min(L.textMin, { error: M.textTooShort })
  .max(L.textMax, { error: M.textTooLong });

/** A CSV label as typed (spec 1 section 5). */
export const ZCsvLabel = z
  .string({ error: M.csvLabelRequired })
  .trim()
  .min(1, { error: M.csvLabelRequired, abort: true })
  .min(L.csvLabelMin, { error: M.csvLabelTooShort, abort: true })
  .max(L.csvLabelMax, { error: M.csvLabelTooLong, abort: true })
  .regex(CSV_LABEL_PATTERN, { error: M.csvLabelCharacters });

/** A CSV label, or empty / null: one is then generated from the question text. */
const ZOptionalCsvLabel = z
  .string({ error: M.csvLabelRequired })
  .nullable()
  .transform((value) => (value === null || value.trim() === '' ? null : value))
  .pipe(ZCsvLabel.nullable());

export const ZQuestionOptionInput = z.object({
  /** Kept when given; generated (1, 2, ...) when missing. */
  id: z
    .union([z.string().max(100), z.number().int()])
    .transform(String)
    .nullable()
    .optional(),
  label: z
    .string({ error: M.optionsEmpty })
    .trim()
    .min(1, { error: M.optionsEmpty, abort: true })
    .min(L.optionLabelMin, { error: M.optionLabelTooShort })
    .max(L.optionLabelMax, { error: M.optionLabelTooLong }),
  /** Kept when given; generated from the label when missing (spec 1 section 5). */
  value: z.string().trim().max(L.optionLabelMax).nullable().optional(),
  /** The console's inline editor is still open on this option: the save is refused. */
  editing: z.boolean().optional(),
});
export type TQuestionOptionInput = z.infer<typeof ZQuestionOptionInput>;

/** Every field of a question as the dialog and the table save it. */
export const ZQuestionFields = z.object({
  name: ZQuestionText,
  slug: ZOptionalCsvLabel,
  type: z.enum(QUESTION_TYPES, { error: M.selectRequired }),
  display_type: z.enum(QUESTION_DISPLAY_TYPES, { error: M.selectRequired }),
  is_enabled: z.boolean(),
  is_required: z.boolean(),
  ask_on_exit: z.boolean(),
  options_config: z.array(ZQuestionOptionInput).nullable(),
});

/** Why a question's options are refused, or null: none still in edit, and a select has two or more. */
export function optionsProblem(
  type: TQuestionType,
  options: readonly { label: string; editing?: boolean }[] | null | undefined,
): string | null {
  if (options?.some((option) => option.editing)) return M.optionsEditing;
  if (type === 'select' && (options?.length ?? 0) < L.selectOptionsMin) return M.optionsTooFew;
  return null;
}

/** POST admin/budgets/{id}/demographics (and the dialog): text and type required, the rest defaulted. */
export const ZQuestionSave = ZQuestionFields.extend({
  slug: ZOptionalCsvLabel.optional(),
  display_type: ZQuestionFields.shape.display_type.default('exit'),
  is_enabled: z.boolean().default(true),
  is_required: z.boolean().default(false),
  ask_on_exit: z.boolean().default(false),
  options_config: ZQuestionFields.shape.options_config.default(null),
}).superRefine((question, ctx) => {
  const problem = optionsProblem(question.type, question.options_config);
  if (problem) ctx.addIssue({ code: 'custom', path: ['options_config'], message: problem });
});
export type TQuestionSave = z.infer<typeof ZQuestionSave>;

/** PATCH admin/budgets/{id}/questions/{qid}: any subset (checked again merged with the stored one). */
export const ZQuestionPatch = ZQuestionFields.partial();
export type TQuestionPatch = z.infer<typeof ZQuestionPatch>;

export interface TQuestionContent {
  type: TQuestionType;
  display_type: TQuestionDisplayType;
  is_enabled: boolean;
  is_required: boolean;
  ask_on_exit: boolean;
  options_config: readonly TQuestionOptionInput[] | null;
}

/**
 * A question as stored: a disabled question is not required (spec 1 section 4), only an entry
 * question repeats on exit, and only a select keeps options (completed with ids and values).
 */
export function normalizeQuestion<T extends TQuestionContent>(
  question: T,
): Omit<T, 'options_config'> & { options_config: TQuestionOption[] | null } {
  return {
    ...question,
    is_required: question.is_enabled && question.is_required,
    ask_on_exit: question.display_type === 'entry' && question.ask_on_exit,
    options_config: question.type === 'select' ? completeOptions(question.options_config ?? []) : null,
  };
}

/** The flags every question may change, standard ones included (the table's checkboxes). */
export const QUESTION_FLAG_FIELDS = ['is_enabled', 'is_required', 'ask_on_exit'] as const;

export interface TStoredQuestion {
  name: string;
  slug: string;
  type: string;
  display_type: string;
  options_config: readonly TQuestionOption[] | null;
}

const sameOptions = (stored: TStoredQuestion['options_config'], sent: TQuestionOptionInput[] | null) =>
  JSON.stringify(stored ?? []) === JSON.stringify(completeOptions(sent ?? []));

/**
 * The content fields (not the flags) a PATCH would change: a standard question refuses any, and a
 * custom one needs the plan's custom questions for them. A value sent back unchanged is no change,
 * so the console may send the whole question.
 */
export function changedContentFields(stored: TStoredQuestion, patch: TQuestionPatch): string[] {
  const changed: string[] = [];
  if (patch.name !== undefined && patch.name !== stored.name) changed.push('name');
  if (patch.slug !== undefined && patch.slug !== stored.slug) changed.push('slug');
  if (patch.type !== undefined && patch.type !== stored.type) changed.push('type');
  if (patch.display_type !== undefined && patch.display_type !== stored.display_type)
    changed.push('display_type');
  if (patch.options_config !== undefined && !sameOptions(stored.options_config, patch.options_config))
    changed.push('options_config');
  return changed;
}
