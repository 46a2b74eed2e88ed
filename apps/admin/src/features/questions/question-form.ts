import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  completeOptions,
  QUESTION_MESSAGES as M,
  optionsProblem,
  ZQuestionSave,
  type TQuestionDisplayType,
  type TQuestionPatch,
  type TQuestionSave,
  type TQuestionView,
  type TQuestionType,
  type TOptionInput,
} from '@commonpurse/domain';
import type { TQuestionBody } from './api.ts';

// The question dialog's form: what it holds, how it is checked (the server's schema, so the dialog
// shows the spec's messages before any call) and what it sends.

/** An option as the dialog edits it; `key` only tells rows apart on screen and is never sent. */
export interface TOptionDraft {
  key: string;
  id?: string;
  value?: string;
  label: string;
  /** The inline field is open: saving is refused until its green checkmark closes it. */
  editing: boolean;
  /** The label before this edit, restored by Escape (undefined for a new option). */
  before?: string;
}

export interface TQuestionForm {
  name: string;
  slug: string;
  type: TQuestionType;
  display_type: TQuestionDisplayType;
  is_enabled: boolean;
  is_required: boolean;
  ask_on_exit: boolean;
  options_config: TOptionDraft[];
}

let nextKey = 0;
export const newOptionKey = () => `option-${++nextKey}`;

/** A new option, open for typing. */
export const newOption = (): TOptionDraft => ({ key: newOptionKey(), label: '', editing: true });

/** Only a select has options: the other types are checked and saved without them. */
export const ZQuestionForm = z.preprocess(
  (form: TQuestionForm) => ({ ...form, options_config: form.type === 'select' ? form.options_config : null }),
  ZQuestionSave,
);

const schemaResolver = zodResolver(ZQuestionForm);

/**
 * The dialog's checks. While an option is still open its label is not final, so the form then says
 * only to close it (the schema would check its label first and never get to that rule).
 */
export const questionResolver: Resolver<TQuestionForm, unknown, TQuestionSave> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.type !== 'select' || optionsProblem(values.type, values.options_config) !== M.optionsEditing)
    return result;
  const { options_config: _labels, ...errors } = result.errors;
  return { values: {}, errors: { ...errors, options_config: { type: 'custom', message: M.optionsEditing } } };
};

export function emptyForm(table: TQuestionDisplayType): TQuestionForm {
  return {
    name: '',
    slug: '',
    type: 'text',
    display_type: table,
    is_enabled: true,
    is_required: false,
    ask_on_exit: false,
    options_config: [],
  };
}

export function formOf(question: TQuestionView): TQuestionForm {
  return {
    name: question.name,
    slug: question.slug,
    type: question.type,
    display_type: question.display_type,
    is_enabled: question.is_enabled,
    is_required: question.is_required,
    ask_on_exit: question.ask_on_exit,
    options_config: (question.options_config ?? []).map((option) => ({
      ...option,
      key: newOptionKey(),
      editing: false,
    })),
  };
}

/** The options as sent: labels with the ids and values they already had (so answers keep their meaning). */
const optionsOf = (values: TQuestionSave) =>
  values.options_config?.map(({ id, label, value }) => ({
    ...(id ? { id } : {}),
    label,
    ...(value ? { value } : {}),
  })) ?? null;

/** The POST body of a checked form; a disabled question is sent as not required (spec 1 section 4). */
export function createBody(values: TQuestionSave): TQuestionBody {
  return {
    name: values.name,
    slug: values.slug ?? null,
    type: values.type,
    display_type: values.display_type,
    is_enabled: values.is_enabled,
    is_required: values.is_enabled && values.is_required,
    ask_on_exit: values.display_type === 'entry' && values.ask_on_exit,
    options_config: optionsOf(values),
  };
}

const sameOptions = (stored: TQuestionView['options_config'], sent: readonly TOptionInput[] | null) =>
  JSON.stringify(stored ?? []) === JSON.stringify(completeOptions(sent ?? []));

/** The PATCH body: only what differs from the stored question (empty when nothing changed). */
export function patchBody(question: TQuestionView, values: TQuestionSave): TQuestionPatch {
  const next = createBody(values);
  const patch: Record<string, unknown> = {};
  for (const field of ['name', 'type', 'is_enabled', 'is_required', 'ask_on_exit'] as const) {
    if (next[field] !== question[field]) patch[field] = next[field];
  }
  // An emptied label asks the server for a generated one.
  if (next.slug !== question.slug) patch.slug = next.slug ?? null;
  if (!sameOptions(question.options_config, next.options_config ?? null))
    patch.options_config = next.options_config;
  return patch as TQuestionPatch;
}
