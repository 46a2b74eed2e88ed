import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES as M, type TQuestionSave } from '@commonpurse/domain';
import { inOrder, withoutRow, withRow } from '@/editor-kit/children-cache.ts';
import { makeQuestion } from './fixtures.ts';
import {
  createBody,
  emptyForm,
  formOf,
  patchBody,
  questionResolver,
  type TQuestionForm,
} from './question-form.ts';

const stored = makeQuestion({
  id: 5,
  name: 'Which side of town?',
  slug: 'side',
  type: 'select',
  options_config: [
    { id: '1', label: 'North', value: 'north' },
    { id: '2', label: 'South', value: 'south' },
  ],
});

const check = (form: TQuestionForm) =>
  questionResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

const valuesOf = async (form: TQuestionForm) => (await check(form)).values as TQuestionSave;

describe('the dialog checks', () => {
  it('drops the options of a type other than select', async () => {
    const form = {
      ...emptyForm('exit'),
      name: 'How old are you?',
      options_config: formOf(stored).options_config,
    };
    expect(createBody(await valuesOf(form))).toMatchObject({
      type: 'text',
      options_config: null,
      slug: null,
    });
  });

  it('says only to close the options still open', async () => {
    const form = formOf(stored);
    form.options_config[0] = { ...form.options_config[0]!, label: '', editing: true };
    expect((await check(form)).errors).toEqual({
      options_config: { type: 'custom', message: M.optionsEditing },
    });
  });

  it.each([
    [
      { is_enabled: false, is_required: true },
      { is_enabled: false, is_required: false },
    ],
    [{ display_type: 'exit', ask_on_exit: true }, { ask_on_exit: false }],
    [{ display_type: 'entry', ask_on_exit: true }, { ask_on_exit: true }],
  ] as const)('sends %j as %j', async (flags, sent) => {
    const form = { ...emptyForm('exit'), name: 'How old are you?', ...flags };
    expect(createBody(await valuesOf(form))).toMatchObject(sent);
  });
});

describe('patchBody', () => {
  it('is empty when nothing changed', async () => {
    expect(patchBody(stored, await valuesOf(formOf(stored)))).toEqual({});
  });

  it('asks for a generated label when the label is emptied, and keeps option ids and values', async () => {
    const form = formOf(stored);
    form.slug = '';
    form.options_config[1] = { ...form.options_config[1]!, label: 'South side' };
    expect(patchBody(stored, await valuesOf(form))).toEqual({
      slug: null,
      options_config: [
        { id: '1', label: 'North', value: 'north' },
        { id: '2', label: 'South side', value: 'south' },
      ],
    });
  });

  it('sends no options when the type changes from select', async () => {
    const form = { ...formOf(stored), type: 'textarea' as const };
    expect(patchBody(stored, await valuesOf(form))).toEqual({ type: 'textarea', options_config: null });
  });
});

describe('the cached rows', () => {
  const rows = [makeQuestion({ id: 1, display_order: 0 }), makeQuestion({ id: 2, display_order: 1 })];

  it('replaces, adds and removes a row', () => {
    const renamed = { ...rows[0]!, name: 'Renamed?' };
    expect(withRow(rows, renamed).map((r) => r.name)).toEqual(['Renamed?', rows[1]!.name]);
    expect(withRow(rows, makeQuestion({ id: 3 })).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(withoutRow(rows, 1).map((r) => r.id)).toEqual([2]);
  });

  it('numbers the listed rows by their place and leaves the others', () => {
    const other = makeQuestion({ id: 9, display_type: 'entry', display_order: 4 });
    expect(inOrder([...rows, other], [2, 1]).map((r) => [r.id, r.display_order])).toEqual([
      [1, 1],
      [2, 0],
      [9, 4],
    ]);
  });
});
