import { describe, expect, it } from 'vitest';
import { CSV_LABEL_PATTERN, QUESTION_LIMITS as L } from './constants.ts';
import { completeOptions, generateCsvLabel, slugifyLabel } from './labels.ts';
import { QUESTION_MESSAGES as M } from './messages.ts';
import {
  changedContentFields,
  normalizeQuestion,
  optionsProblem,
  ZQuestionPatch,
  ZQuestionSave,
} from './schemas.ts';
import {
  STANDARD_EXIT_QUESTIONS,
  STANDARD_LANGUAGES,
  standardExitQuestions,
  standardLanguageOf,
  translateStandardQuestion,
} from './standard.ts';
import { exitTableRows } from './views.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

const question = (overrides: Record<string, unknown> = {}) => ({
  name: 'What is your age?',
  type: 'text',
  ...overrides,
});
const options = (...labels: string[]) => labels.map((label) => ({ label }));

describe('question text', () => {
  it.each([
    ['', M.textRequired],
    ['    ', M.textRequired],
    ['Age?', M.textTooShort],
    ['x'.repeat(1001), M.textTooLong],
  ])('%j -> %s', (name, message) => {
    expect(messages(ZQuestionSave.safeParse(question({ name })))).toEqual({ name: [message] });
  });

  it.each(['Ages?', 'x'.repeat(1000)])('accepts %j', (name) => {
    expect(ZQuestionSave.safeParse(question({ name })).success).toBe(true);
  });

  it('is required', () => {
    expect(messages(ZQuestionSave.safeParse({ type: 'text' }))).toEqual({
      name: [M.textRequired],
    });
  });
});

describe('CSV label', () => {
  it.each([
    ['ab', M.csvLabelTooShort],
    ['Age_Range', M.csvLabelCharacters],
    ['age range', M.csvLabelCharacters],
    ['âge', M.csvLabelCharacters],
    ['x'.repeat(101), M.csvLabelTooLong],
    [42, M.csvLabelRequired],
  ])('%j -> %s', (slug, message) => {
    expect(messages(ZQuestionSave.safeParse(question({ slug })))).toEqual({ slug: [message] });
  });

  it.each([
    ['age_range_2', 'age_range_2'],
    ['  abc  ', 'abc'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j is saved as %j (null: generated)', (slug, saved) => {
    expect(ZQuestionSave.parse(question({ slug })).slug).toBe(saved);
  });

  it.each([
    ['What is your age?', [], 'what_is_your_age'],
    ['Quel âge avez-vous ?', [], 'quel_age_avez_vous'],
    ['¿Cuál es su código postal?', [], 'cual_es_su_codigo_postal'],
    ['What is your age?', ['what_is_your_age'], 'what_is_your_age_2'],
    ['What is your age?', ['what_is_your_age', 'what_is_your_age_2'], 'what_is_your_age_3'],
    ['你今年多大了？', [], 'question'],
    ['你今年多大了？', ['question'], 'question_2'],
    ['Hi! ??', [], 'question'],
  ])('generated from %j (taken %j) -> %s', (text, taken, label) => {
    expect(generateCsvLabel(text, taken)).toBe(label);
  });

  it('cuts a long text at a word boundary and stays a valid label', () => {
    const label = generateCsvLabel(
      'Which of the following neighbourhood services matter most to your household this year?',
      [],
    );
    expect(label).toBe('which_of_the_following_neighbourhood_services');
    expect(label.length).toBeLessThanOrEqual(L.generatedCsvLabelMax);
    expect(CSV_LABEL_PATTERN.test(label)).toBe(true);
  });

  it('cuts a single long word where it must', () => {
    expect(slugifyLabel('a'.repeat(80), 50)).toBe('a'.repeat(50));
  });
});

describe('select options', () => {
  it.each([
    [[], M.optionsTooFew],
    [options('Only one'), M.optionsTooFew],
    [null, M.optionsTooFew],
  ])('a select with %j -> %s', (options_config, message) => {
    expect(messages(ZQuestionSave.safeParse(question({ type: 'select', options_config })))).toEqual({
      options_config: [message],
    });
  });

  it.each([
    ['', M.optionsEmpty],
    ['   ', M.optionsEmpty],
    ['A', M.optionLabelTooShort],
    ['x'.repeat(101), M.optionLabelTooLong],
  ])('an option labelled %j -> %s', (label, message) => {
    const result = ZQuestionSave.safeParse(
      question({ type: 'select', options_config: options('Yes', label) }),
    );
    expect(messages(result)).toEqual({ 'options_config.1.label': [message] });
  });

  it('refuses options still being edited', () => {
    const options_config = [{ label: 'Yes' }, { label: 'No', editing: true }];
    expect(messages(ZQuestionSave.safeParse(question({ type: 'select', options_config })))).toEqual({
      options_config: [M.optionsEditing],
    });
    expect(optionsProblem('text', options_config)).toBe(M.optionsEditing);
  });

  it('accepts two options, and text types without any', () => {
    expect(optionsProblem('select', options('Yes', 'No'))).toBeNull();
    for (const type of ['text', 'textarea', 'email'] as const) expect(optionsProblem(type, null)).toBeNull();
  });

  it('generates ids and values, keeping the ones given', () => {
    expect(
      completeOptions([
        { label: ' Yes ' },
        { label: 'No', id: '7', value: 'nope' },
        { label: 'Yes!' },
        { label: '是' },
      ]),
    ).toEqual([
      { id: '1', label: 'Yes', value: 'yes' },
      { id: '7', label: 'No', value: 'nope' },
      { id: '2', label: 'Yes!', value: 'yes_2' },
      { id: '3', label: '是', value: 'option_4' },
    ]);
  });

  it('renumbers a repeated id and regenerates a repeated value', () => {
    expect(
      completeOptions([
        { id: '1', label: 'North', value: 'n' },
        { id: '1', label: 'South', value: 'n' },
      ]),
    ).toEqual([
      { id: '1', label: 'North', value: 'n' },
      { id: '2', label: 'South', value: 'south' },
    ]);
  });
});

describe('defaults and normalization', () => {
  it('a new question is an exit question, included and optional', () => {
    expect(ZQuestionSave.parse(question())).toMatchObject({
      display_type: 'exit',
      is_enabled: true,
      is_required: false,
      ask_on_exit: false,
      options_config: null,
    });
  });

  it.each([
    [{ is_enabled: false, is_required: true }, { is_required: false }],
    [{ is_enabled: true, is_required: true }, { is_required: true }],
    [{ display_type: 'exit', ask_on_exit: true }, { ask_on_exit: false }],
    [{ display_type: 'entry', ask_on_exit: true }, { ask_on_exit: true }],
    [{ type: 'text', options_config: options('a1', 'b2') }, { options_config: null }],
  ] as const)('%j -> %j', (overrides, expected) => {
    const base = {
      type: 'select' as const,
      display_type: 'exit' as const,
      is_enabled: true,
      is_required: false,
      ask_on_exit: false,
      options_config: options('Yes', 'No'),
    };
    expect(normalizeQuestion({ ...base, ...overrides })).toMatchObject(expected);
  });
});

describe('changedContentFields', () => {
  const stored = {
    name: 'Which side of town?',
    slug: 'side',
    type: 'select',
    display_type: 'exit',
    options_config: [
      { id: '1', label: 'North', value: 'north' },
      { id: '2', label: 'South', value: 'south' },
    ],
  };

  it('ignores values sent back unchanged and the flags', () => {
    const patch = ZQuestionPatch.parse({
      ...stored,
      options_config: options('North', 'South'),
      is_enabled: false,
      is_required: true,
    });
    expect(changedContentFields(stored, patch)).toEqual([]);
  });

  it('names each content field that changes', () => {
    expect(
      changedContentFields(stored, {
        name: 'Which part of town?',
        slug: null,
        type: 'text',
        display_type: 'entry',
        options_config: options('North', 'East'),
      }),
    ).toEqual(['name', 'slug', 'type', 'display_type', 'options_config']);
  });
});

describe('standard exit questions', () => {
  it.each([
    ['en_US', 'en'],
    ['en_GB', 'en'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['mi-NZ', 'mh'],
    ['ko-KR', 'en'],
    ['unknown', 'en'],
  ])('%s uses %s', (locale, language) => {
    expect(standardLanguageOf(locale)).toBe(language);
  });

  it('are five exit questions, included, optional, standard and in order', () => {
    const rows = standardExitQuestions('en_US');
    expect(rows.map((q) => q.slug)).toEqual([
      'postal_code',
      'age_range',
      'gender',
      'race',
      'years_in_community',
    ]);
    expect(rows.map((q) => q.display_order)).toEqual([0, 1, 2, 3, 4]);
    for (const row of rows)
      expect(row).toMatchObject({
        display_type: 'exit',
        is_enabled: true,
        is_required: false,
        is_default: true,
      });
    expect(rows[0]).toMatchObject({
      name: 'What is your ZIP or postal code?',
      type: 'text',
      options_config: null,
    });
  });

  it('are translated for French, Marshallese and Spanish with the same labels and values', () => {
    const values = (locale: string) =>
      standardExitQuestions(locale).map((q) => [q.slug, q.options_config?.map((o) => o.value) ?? null]);
    expect(standardExitQuestions('fr')[1]?.name).toBe("Quelle est votre tranche d'âge ?");
    expect(standardExitQuestions('es')[2]?.options_config?.[0]?.label).toBe('Mujer');
    expect(standardExitQuestions('mi-NZ')[2]?.options_config?.[1]?.label).toBe('Eṃṃaan');
    for (const locale of ['fr', 'es', 'mi-NZ']) expect(values(locale)).toEqual(values('en_US'));
  });

  it.each(STANDARD_LANGUAGES)('pass the question rules in %s', (language) => {
    const locale = { en: 'en_US', fr: 'fr', es: 'es', mh: 'mi-NZ' }[language];
    for (const row of standardExitQuestions(locale)) {
      const result = ZQuestionSave.safeParse(row);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(CSV_LABEL_PATTERN.test(row.slug)).toBe(true);
    }
  });

  it('every text is written in every language', () => {
    for (const q of STANDARD_EXIT_QUESTIONS) {
      for (const language of STANDARD_LANGUAGES) {
        expect(q.text[language].trim()).not.toBe('');
        for (const option of q.options) expect(option.label[language].trim()).not.toBe('');
      }
    }
  });

  it('translates by CSV label, and knows only the standard ones', () => {
    expect(translateStandardQuestion('gender', 'fr')?.name).toBe('Quel est votre genre ?');
    expect(translateStandardQuestion('favourite_park', 'fr')).toBeNull();
  });
});

describe('exitTableRows', () => {
  it('lists repeated entry questions first, then exit questions, numbered continuing', () => {
    const rows = exitTableRows([
      { id: 1, display_type: 'exit', ask_on_exit: false, display_order: 1 },
      { id: 2, display_type: 'entry', ask_on_exit: true, display_order: 3 },
      { id: 3, display_type: 'entry', ask_on_exit: false, display_order: 0 },
      { id: 4, display_type: 'exit', ask_on_exit: false, display_order: 0 },
      { id: 5, display_type: 'entry', ask_on_exit: true, display_order: 1 },
    ]);
    expect(rows.map((r) => [r.question.id, r.number, r.repeated])).toEqual([
      [5, 1, true],
      [2, 2, true],
      [4, 3, false],
      [1, 4, false],
    ]);
  });
});
