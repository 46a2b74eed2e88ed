import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALLOT_MESSAGES as B, maxItemsMessage, ZBallotCreate, type TBallotInput } from './ballot.ts';
import { formatCode, normalizeCode } from './ballot-codes.ts';
import { checkBallot, type TBallotRules } from './ballot-rules.ts';
import type { TEngineItem } from './engine.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { engineItem } from './engine-fixtures.ts';

const item = (id: number, amount: number, over: Partial<TEngineItem> = {}) =>
  engineItem({ id, amount, ...over });

// Funds 1,000: projects 1 (400), 2 (300), 3 (300), 4 (500); 9 is a box with a cost up to 250, 8 one without.
const rules: TBallotRules = {
  mode: 'budget',
  adjustment: 1_000,
  bar_behavior: 'normal',
  max_items: 3,
  items: [
    item(1, 400),
    item(2, 300),
    item(3, 300),
    item(4, 500),
    item(9, 0, { suggestion_box: true, suggestion_box_mode: 'no_balance', ceiling_amount: 250 }),
    item(8, 0, { suggestion_box: true, suggestion_box_mode: 'no_amount' }),
  ],
  questions: [{ id: 10, type: 'select', is_required: true, options: ['yes', 'no'] }],
  is_location_required: false,
  is_commenting_enabled: false,
};

const ranked = (...ids: number[]) => ids.map((id, index) => ({ subcategory_id: id, rank: index + 1 }));

const check = (body: Partial<TBallotInput>, over: Partial<TBallotRules> = {}) =>
  checkBallot(
    { ...rules, ...over },
    ZBallotCreate.parse({ items: [], answers: [{ question_id: 10, value: 'yes' }], ...body }),
  );
const messages = (result: ReturnType<typeof check>) =>
  result.problems.map((p) => [p.path.join('.'), p.message]);

describe('checkBallot', () => {
  it('accepts projects within the funds, ranked 1..n, and returns their costs', () => {
    const result = check({ items: [...ranked(1, 2, 3)].reverse() });
    expect(result.problems).toEqual([]);
    expect(result.checked).toEqual({
      choices: [
        { item: 3, rank: 3, points: null, cost: 300 },
        { item: 2, rank: 2, points: null, cost: 300 },
        { item: 1, rank: 1, points: null, cost: 400 },
      ],
      suggestions: [],
      cost: 1_000,
      points: 0,
    });
  });

  it.each([
    ['no project', [], [['items', B.noProjects]]],
    ['over the funds', ranked(1, 4, 2), [['items', B.overFunds]]],
    ['more than max_items', ranked(1, 2, 3, 4), [['items', maxItemsMessage(3)]]],
    ['a foreign project', ranked(1, 77), [['items.1.subcategory_id', B.unknownProject]]],
    ['a suggestion box as a project', ranked(9), [['items.0.subcategory_id', B.unknownProject]]],
    ['a project twice', ranked(1, 1), [['items.1.subcategory_id', B.repeatedProject]]],
  ] as const)('refuses %s', (_, items, expected) => {
    expect(messages(check({ items: [...items] }))).toEqual(expected);
  });

  it.each([
    ['a gap', [1, 3], ['items.1.rank']],
    ['a repeat', [1, 1], ['items.1.rank']],
    ['starting at 2', [2, 3], ['items.1.rank']],
  ])('refuses ranks with %s', (_, ranks, paths) => {
    const items = ranks.map((rank, index) => ({ subcategory_id: index + 1, rank }));
    const result = check({ items });
    expect(result.problems.map((p) => p.path.join('.'))).toEqual(paths);
    expect(result.problems.every((p) => p.message === B.ranksNotSequential)).toBe(true);
  });

  it('says max_items with its number, and 0 or null means no limit', () => {
    expect(maxItemsMessage(1)).toBe('Choose at most 1 project.');
    expect(check({ items: ranked(1, 2) }, { max_items: 1 }).problems[0]?.message).toBe(
      'Choose at most 1 project.',
    );
    for (const max_items of [0, null])
      expect(check({ items: ranked(1, 2, 3) }, { max_items, adjustment: 2_000 }).problems).toEqual([]);
  });

  it('meet_or_exceed needs the goal reached and allows more', () => {
    const goal = { bar_behavior: 'meet_or_exceed' };
    expect(messages(check({ items: ranked(1, 2) }, goal))).toEqual([['items', B.underGoal]]);
    expect(check({ items: ranked(1, 2, 3) }, goal).problems).toEqual([]);
    expect(check({ items: ranked(1, 2, 4) }, goal).problems).toEqual([]);
  });

  it('cost modes share the funds rule; nonnumerical has none; no funds set means no limit', () => {
    for (const mode of ['housing', 'climate', 'project_management'])
      expect(messages(check({ items: ranked(1, 4, 2) }, { mode }))).toEqual([['items', B.overFunds]]);
    expect(check({ items: ranked(1, 4, 2) }, { mode: 'nonnumerical' }).problems).toEqual([]);
    expect(check({ items: ranked(1, 4, 2) }, { adjustment: null }).problems).toEqual([]);
  });

  it('judges the funds only when the projects themselves are valid', () => {
    expect(messages(check({ items: ranked(1, 4, 77) }))).toEqual([
      ['items.2.subcategory_id', B.unknownProject],
    ]);
  });

  describe('points mode (adjustment is the points to spread)', () => {
    const points = { mode: 'points', adjustment: 10 };
    const given = (...pairs: [number, number | undefined][]) =>
      pairs.map(([id, p], index) => ({ subcategory_id: id, rank: index + 1, points: p }));

    it('accepts points within the total and adds them up', () => {
      const result = check({ items: given([1, 6], [2, 4]) }, points);
      expect(result.problems).toEqual([]);
      expect(result.checked.points).toBe(10);
    });
    it('refuses a project without a point, and more points than available', () => {
      expect(messages(check({ items: given([1, 0], [2, undefined]) }, points))).toEqual([
        ['items.0.points', B.pointsRequired],
        ['items.1.points', B.pointsRequired],
      ]);
      expect(messages(check({ items: given([1, 6], [2, 5]) }, points))).toEqual([['items', B.overPoints]]);
    });
    it('meet_or_exceed needs every point given', () => {
      expect(
        messages(check({ items: given([1, 6], [2, 3]) }, { ...points, bar_behavior: 'meet_or_exceed' })),
      ).toEqual([['items', B.pointsNotAllUsed]]);
    });
    it('other modes refuse points', () => {
      expect(messages(check({ items: given([1, 1]) }))).toEqual([['items.0.points', B.pointsNotAllowed]]);
    });
  });

  describe('suggestions', () => {
    it('keeps trimmed text and the proposed cost', () => {
      const result = check({
        items: ranked(1),
        suggestions: [
          { subcategory_id: 9, text: '  A skate park  ', amount: 199.999 },
          { subcategory_id: 8, text: 'Benches' },
        ],
      });
      expect(result.problems).toEqual([]);
      expect(result.checked.suggestions).toEqual([
        { item: 9, text: 'A skate park', amount: 200 },
        { item: 8, text: 'Benches', amount: null },
      ]);
      expect(result.checked.cost).toBe(400);
    });
    it.each([
      ['not a box', { subcategory_id: 1, text: 'x' }, 'suggestions.0.subcategory_id', B.suggestionNotABox],
      ['empty', { subcategory_id: 9, text: '   ' }, 'suggestions.0.text', B.suggestionTextRequired],
      ['too long', { subcategory_id: 9, text: 'x'.repeat(2001) }, 'suggestions.0.text', B.suggestionTooLong],
      [
        'a cost where none is taken',
        { subcategory_id: 8, text: 'x', amount: 5 },
        'suggestions.0.amount',
        B.suggestionCostNotAllowed,
      ],
      [
        'above the ceiling',
        { subcategory_id: 9, text: 'x', amount: 251 },
        'suggestions.0.amount',
        B.suggestionAboveCeiling,
      ],
    ])('refuses one %s', (_, suggestion, path, message) => {
      const result = check({ items: ranked(1), suggestions: [suggestion] });
      expect(messages(result)).toEqual([[path, message]]);
      expect(result.checked.suggestions).toEqual([]);
    });
    it('refuses a second suggestion for the same box', () => {
      const twice = [
        { subcategory_id: 9, text: 'a' },
        { subcategory_id: 9, text: 'b' },
      ];
      expect(messages(check({ items: ranked(1), suggestions: twice }))).toEqual([
        ['suggestions.1.subcategory_id', B.suggestionRepeated],
      ]);
    });
  });

  it('checks answers, location and comments as a simulation does', () => {
    const result = check(
      { items: ranked(1), answers: [], comments: [{ subcategory_id: null, text: 'Hi' }] },
      { is_location_required: true },
    );
    expect(messages(result)).toEqual([
      ['answers.question_10', M.answerRequired],
      ['location', M.locationRequired],
      ['comments.0.text', M.commentsDisabled],
    ]);
  });

  it('accepts every ballot of distinct projects within the limits, and refuses every one over the funds', () => {
    const projects = rules.items.filter((i) => !i.suggestion_box);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(projects, { minLength: 1, maxLength: projects.length }),
        fc.integer({ min: 0, max: 2_000 }),
        (chosen, funds) => {
          const result = check(
            { items: ranked(...chosen.map((c) => c.id)) },
            { adjustment: funds, max_items: null },
          );
          const cost = chosen.reduce((sum, c) => sum + c.amount, 0);
          expect(result.checked.cost).toBe(cost);
          expect(messages(result)).toEqual(cost > funds ? [['items', B.overFunds]] : []);
        },
      ),
    );
  });

  it('refuses every ranking that is not a permutation of 1..n, and only those', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }), (ranks) => {
        const items = ranks.map((rank, index) => ({ subcategory_id: index + 1, rank }));
        const result = check({ items }, { adjustment: null, max_items: null });
        const permutation = [...ranks].sort().every((rank, index) => rank === index + 1);
        expect(result.problems.length === 0).toBe(permutation);
      }),
    );
  });
});

describe('codes', () => {
  it('reads a code in any case, with spaces or dashes, and Crockford look-alikes', () => {
    expect(normalizeCode(' ab12-cd34 ')).toBe('AB12-CD34');
    expect(normalizeCode('ab12 cd34')).toBe('AB12-CD34');
    expect(normalizeCode('ABIL-OOO0')).toBe('AB11-0000');
    expect(formatCode('ABCD1234')).toBe('ABCD-1234');
  });
  it.each(['ABC', 'ABCD-12345', 'ABCD-12U4', 'ABCD_1234'])('refuses %s', (typed) => {
    expect(normalizeCode(typed)).toBeNull();
  });
});
