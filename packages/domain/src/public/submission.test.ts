import { describe, expect, it } from 'vitest';
import type { TEngineItem } from './engine.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { ZSubmissionCreate, type TSubmissionInput } from './requests.ts';
import { checkSubmission, sessionAmountProblem, type TSubmissionRules } from './submission.ts';
import { engineItem } from './engine-fixtures.ts';

const item = (over: Partial<TEngineItem> & { id: number }) => engineItem(over);

const rules: TSubmissionRules = {
  mode: 'budget',
  adjustment: 0,
  items: [
    item({ id: 1, type: 'revenue', amount: 2_000 }),
    item({ id: 2, amount: 1_000, custom_increment_amount: 100, ceiling_amount: 1_500 }),
    item({ id: 3, amount: 1_000, is_locked: true }),
    item({
      id: 4,
      amount: 0,
      question: {
        allow_multiple: false,
        options: [
          { id: 'a', value: 0, default: true },
          { id: 'b', value: 500 },
        ],
      },
    }),
    item({ id: 5, amount: 0, suggestion_box: true, suggestion_box_mode: 'balance', ceiling_amount: 200 }),
  ],
  questions: [
    { id: 10, type: 'select', is_required: true, options: ['yes', 'no'] },
    { id: 11, type: 'email', is_required: false, options: null },
  ],
  is_budget_submittable_with_deficit: false,
  deficit_message: null,
  is_location_required: false,
  is_commenting_enabled: false,
};

const check = (body: Partial<TSubmissionInput>, over: Partial<TSubmissionRules> = {}) =>
  checkSubmission(
    { ...rules, ...over },
    ZSubmissionCreate.parse({ items: [], answers: [{ question_id: 10, value: 'yes' }], ...body }),
  );
const messages = (result: ReturnType<typeof check>) =>
  result.problems.map((p) => [p.path.join('.'), p.message]);

describe('checkSubmission', () => {
  it('accepts a balanced budget reached with the controls', () => {
    const result = check({
      items: [
        { subcategory_id: 2, amount: 900 },
        { subcategory_id: 5, amount: 100 },
      ],
    });
    expect(result.problems).toEqual([]);
    expect(result.checked.balance).toMatchObject({ revenue: 2_000, expenses: 2_000, state: 'balanced' });
    expect(result.checked.amounts.get(3)).toBe(1_000);
  });

  it('refuses foreign, repeated, locked, off-grid and out-of-bounds amounts, naming each line', () => {
    const result = check(
      {
        items: [
          { subcategory_id: 99, amount: 1 },
          { subcategory_id: 2, amount: 1_050 },
          { subcategory_id: 2, amount: 1_100 },
          { subcategory_id: 3, amount: 900 },
          { subcategory_id: 5, amount: 201 },
        ],
      },
      { is_budget_submittable_with_deficit: true },
    );
    expect(messages(result)).toEqual([
      ['items.0.subcategory_id', M.unknownItem],
      ['items.1.amount', M.unreachableAmount],
      ['items.2.subcategory_id', M.repeatedItem],
      ['items.3.amount', M.lockedItem],
      ['items.4.amount', M.aboveCeiling],
    ]);
    expect(messages(check({ items: [{ subcategory_id: 2, amount: 400 }] }))).toEqual([]);
    expect(messages(check({ items: [{ subcategory_id: 2, amount: 1_600 }] }))).toEqual([
      ['items.0.amount', M.aboveCeiling],
    ]);
    expect(messages(check({ items: [{ subcategory_id: 2, amount: -100 }] }))).toEqual([
      ['items.0.amount', M.belowFloor],
    ]);
  });

  it('refuses a deficit with the default or the customised text, unless allowed', () => {
    const deficit = {
      items: [{ subcategory_id: 4, amount: 500 }],
      scenario: [{ subcategory_id: 4, option_ids: ['b'] }],
    };
    expect(messages(check(deficit))).toEqual([['balance', M.deficit]]);
    expect(messages(check(deficit, { deficit_message: 'Balance it first.' }))).toEqual([
      ['balance', 'Balance it first.'],
    ]);
    expect(check(deficit, { is_budget_submittable_with_deficit: true }).problems).toEqual([]);
  });

  it('holds a scenario item at the chosen options and checks the options', () => {
    expect(messages(check({ items: [{ subcategory_id: 4, amount: 500 }] }))).toEqual([
      ['items.0.amount', M.unreachableAmount],
    ]);
    expect(messages(check({ scenario: [{ subcategory_id: 4, option_ids: ['z'] }] }))).toEqual([
      ['scenario.0.option_ids', M.unknownOption],
    ]);
    expect(messages(check({ scenario: [{ subcategory_id: 4, option_ids: ['a', 'b'] }] }))).toEqual([
      ['scenario.0.option_ids', M.oneOptionOnly],
    ]);
    expect(messages(check({ scenario: [{ subcategory_id: 2, option_ids: ['a'] }] }))).toEqual([
      ['scenario.0.subcategory_id', M.noQuestion],
    ]);
  });

  it('needs required answers, allowed options and valid e-mails', () => {
    expect(messages(check({ answers: [] }))).toEqual([['answers.question_10', M.answerRequired]]);
    expect(
      messages(
        check({
          answers: [
            { question_id: 10, value: 'maybe' },
            { question_id: 11, value: 'not-an-email' },
            { question_id: 77, value: 'x' },
          ],
        }),
      ),
    ).toEqual([
      ['answers.0.value', M.answerNotAnOption],
      ['answers.1.value', M.answerNotAnEmail],
      ['answers.2.question_id', M.unknownQuestion],
    ]);
  });

  it('needs the location when required and takes comments only where allowed', () => {
    expect(messages(check({}, { is_location_required: true }))).toEqual([['location', M.locationRequired]]);
    expect(
      messages(
        check({
          comments: [
            { subcategory_id: 5, text: 'A dog park' },
            { subcategory_id: 2, text: 'More please' },
          ],
        }),
      ),
    ).toEqual([['comments.1.subcategory_id', M.commentsDisabled]]);
  });

  it('checks session amounts of click batches by the item’s controls, scenario items by their bounds', () => {
    const [, plain, locked, scenario, box] = rules.items;
    expect(sessionAmountProblem(rules.items, plain!, 1_300)).toBeNull();
    expect(sessionAmountProblem(rules.items, plain!, 1_050)).toBe(M.unreachableAmount);
    expect(sessionAmountProblem(rules.items, locked!, 900)).toBe(M.lockedItem);
    expect(sessionAmountProblem(rules.items, scenario!, 500)).toBeNull();
    expect(sessionAmountProblem(rules.items, box!, 250)).toBe(M.aboveCeiling);
    expect(sessionAmountProblem(rules.items, plain!, Number.NaN)).toBe(M.unreachableAmount);
  });
});
