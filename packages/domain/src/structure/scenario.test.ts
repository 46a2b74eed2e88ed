import { describe, expect, it } from 'vitest';
import { STRUCTURE_MESSAGES } from './messages.ts';
import {
  SCENARIO_MESSAGES as M,
  scenarioLinks,
  yesNoQuestion,
  ZScenarioQuestion,
  type TScenarioQuestionInput,
} from './scenario.ts';
import { ZSubcategoryPatch } from './schemas.ts';

/** Every message by its dotted path (several per path when there are). */
const problems = (value: unknown): Record<string, string[]> => {
  const result = ZScenarioQuestion.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

const option = (id: number | string, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Option ${id}`,
  value: 100,
  default: false,
  ...overrides,
});

const question = (overrides: Partial<Record<keyof TScenarioQuestionInput, unknown>> = {}) => ({
  name: 'Library hours',
  description: 'How long should libraries open?',
  allow_multiple: false,
  options: [option(1, { default: true }), option(2, { value: -50 })],
  ...overrides,
});

const link = (budget_subcategory_id: unknown, option_id: unknown = 1) => ({
  id: 9,
  budget_subcategory_id,
  option_id,
});

describe('ZScenarioQuestion', () => {
  it('accepts a question with one default and fills the optional fields', () => {
    const parsed = ZScenarioQuestion.parse({
      name: 'Levy',
      description: 'Raise the levy?',
      options: [{ id: 'a', title: 'Yes', value: 0, default: true }],
    });
    expect(parsed).toEqual({
      name: 'Levy',
      description: 'Raise the levy?',
      allow_multiple: false,
      options: [{ id: 'a', title: 'Yes', value: 0, default: true }],
    });
  });

  it.each([
    ['no name', question({ name: '  ' }), { name: [M.nameRequired] }],
    ['no question', question({ description: '' }), { description: [M.questionRequired] }],
    ['a missing question', question({ description: undefined }), { description: [M.questionRequired] }],
    ['a question of 1001', question({ description: 'x'.repeat(1001) }), { description: [M.questionTooLong] }],
    ['no options', question({ options: [] }), { options: [M.optionRequired] }],
    ['options not a list', question({ options: null }), { options: [M.optionRequired] }],
    [
      'an option without text',
      question({ options: [option(1, { default: true, title: ' ' })] }),
      { 'options.0.title': [M.optionTextRequired] },
    ],
    [
      'an option without dollar difference',
      question({ options: [option(1, { default: true, value: null })] }),
      { 'options.0.value': [M.dollarDifferenceRequired] },
    ],
    [
      'a dollar difference over the ceiling',
      question({ options: [option(1, { default: true, value: -10_000_000_000_000 })] }),
      { 'options.0.value': [STRUCTURE_MESSAGES.amountTooLarge] },
    ],
    ['no default', question({ options: [option(1), option(2)] }), { options: [M.defaultRequired] }],
    [
      'two defaults without multiple selection',
      question({ options: [option(1, { default: true }), option(2, { default: true })] }),
      { options: [M.defaultRequired] },
    ],
    [
      'two options with one id',
      question({ options: [option(1, { default: true }), option('1')] }),
      { 'options.1.id': [M.optionIdRepeated] },
    ],
  ])('refuses %s', (_name, value, expected) => {
    expect(problems(value)).toEqual(expected);
  });

  it.each([
    ['no default', [option(1), option(2)]],
    ['several defaults', [option(1, { default: true }), option(2, { default: true })]],
  ])('accepts %s when multiple selection is allowed', (_name, options) => {
    expect(problems(question({ allow_multiple: true, options }))).toEqual({});
  });

  it('accepts a question of exactly 1000 characters', () => {
    expect(problems(question({ description: 'x'.repeat(1000) }))).toEqual({});
  });

  describe('dedicated-funds links', () => {
    const dedicated = (links: unknown[]) =>
      question({ type: 'dedicated', options: [option(1, { default: true, links }), option(2)] });

    it('accepts links to distinct subcategories, ids given as numbers or digit strings', () => {
      const parsed = ZScenarioQuestion.parse(dedicated([link(5), link('6', '1')]));
      expect(scenarioLinks(parsed)).toEqual([
        { path: ['options', 0, 'links', 0, 'budget_subcategory_id'], budget_subcategory_id: 5 },
        { path: ['options', 0, 'links', 1, 'budget_subcategory_id'], budget_subcategory_id: 6 },
      ]);
    });

    it.each([
      ['without subcategory', [link(null)], 'budget_subcategory_id', M.linkSubcategoryRequired],
      ['with an empty subcategory', [link('')], 'budget_subcategory_id', M.linkSubcategoryRequired],
      ['without option', [link(5, null)], 'option_id', M.linkOptionRequired],
      ['to another option', [link(5, 2)], 'option_id', M.linkOptionRequired],
    ])('refuses a link %s', (_name, links, field, message) => {
      expect(problems(dedicated(links))).toEqual({ [`options.0.links.0.${field}`]: [message] });
    });

    it('refuses a subcategory twice in one option, and allows it in two options', () => {
      expect(problems(dedicated([link(5), link(5)]))).toEqual({
        'options.0.links.1.budget_subcategory_id': [M.linkSubcategoryRepeated],
      });
      const twoOptions = question({
        type: 'dedicated',
        options: [option(1, { default: true, links: [link(5, 1)] }), option(2, { links: [link(5, 2)] })],
      });
      expect(problems(twoOptions)).toEqual({});
    });
  });

  it('is the subcategory schema of customized_question_json, null removing it', () => {
    expect(ZSubcategoryPatch.safeParse({ customized_question_json: null }).success).toBe(true);
    const refused = ZSubcategoryPatch.safeParse({ customized_question_json: question({ name: '' }) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customized_question_json.name', M.nameRequired],
    ]);
  });
});

describe('yesNoQuestion', () => {
  it('keeps the amount by default and takes it away on No', () => {
    expect(yesNoQuestion('New pool', 2500)).toEqual({
      name: 'New pool',
      description: 'New pool?',
      allow_multiple: false,
      options: [
        { id: 1, title: 'Yes', value: 0, extra: null, details: null, default: true },
        { id: 2, title: 'No', value: -2500, extra: null, details: null, default: false },
      ],
    });
  });

  it.each([
    ['Extend hours?', 0, 'Extend hours?', 0],
    ['Refund', -30, 'Refund?', 30],
  ])('%j with %d asks %j, No being %d', (name, amount, description, no) => {
    const made = yesNoQuestion(name, amount);
    expect(made.description).toBe(description);
    expect(made.options[1]?.value).toBe(no);
    expect(ZScenarioQuestion.safeParse(made).success).toBe(true);
  });
});
