import { describe, expect, it } from 'vitest';
import { choiceReducer, restoreChoice } from './choice.ts';
import {
  ballotProblems,
  blockOf,
  progressOf,
  rulesOf,
  type TBallotRules,
  type TChoice,
} from './selection.ts';

// Projects 1..4 costing 300k, 180k, 45k, 120k.
const costs = new Map([
  [1, 300_000],
  [2, 180_000],
  [3, 45_000],
  [4, 120_000],
]);
const money: TBallotRules = { kind: 'money', funds: 500_000, goal: false, maxItems: null };
const choose = (rules: TBallotRules, ...ids: number[]) =>
  ids.reduce<TChoice>((c, id) => choiceReducer(rules, costs)(c, { type: 'toggle', id }), {
    order: [],
    points: {},
  });

describe('the ballot rules on the page', () => {
  it('reads the rules from the prioritization', () => {
    const base = { adjustment: 500_000, bar_behavior: 'normal' as const, max_items: null };
    expect(rulesOf({ ...base, mode: 'housing' })).toEqual(money);
    expect(rulesOf({ ...base, mode: 'climate', max_items: 0 }).maxItems).toBeNull();
    expect(rulesOf({ ...base, mode: 'points', bar_behavior: 'meet_or_exceed', max_items: 3 })).toEqual({
      kind: 'points',
      funds: 500_000,
      goal: true,
      maxItems: 3,
    });
    expect(rulesOf({ ...base, mode: 'nonnumerical', adjustment: null }).kind).toBe('plain');
  });

  it('keeps no funds limit when the prioritization has no funds set (as the server)', () => {
    const rules = rulesOf({ adjustment: null, bar_behavior: 'normal', max_items: null, mode: 'budget' });
    expect(rules.kind).toBe('plain');
    const all = choose(rules, 1, 2, 3, 4);
    expect(all.order).toEqual([1, 2, 3, 4]);
    expect(ballotProblems(rules, costs, all)).toEqual([]);
  });

  it.each([
    // [chosen, candidate, block]
    [[1], 2, null], // 300k + 180k = 480k: fits
    [[1, 2], 3, { kind: 'overFunds', left: 20_000 }], // 45k > 20k left
    [[1, 3], 4, null], // 120k fits in the 155k left
    [[1, 3, 4], 2, { kind: 'overFunds', left: 35_000 }],
  ] as const)(
    'with %j chosen, project %i is blocked as %j (normal: stay within the funds)',
    (chosen, id, block) => {
      const choice = choose(money, ...chosen);
      expect(blockOf(money, costs, choice, id)).toEqual(block);
    },
  );

  it('fits a project that costs exactly what is left', () => {
    const rules = { ...money, funds: 345_000 };
    expect(blockOf(rules, costs, choose(rules, 1), 3)).toBeNull();
    expect(progressOf(rules, costs, choose(rules, 1, 3))).toMatchObject({
      used: 345_000,
      left: 0,
      met: true,
    });
  });

  it('stops at max_items whatever the funds, and never blocks a chosen project', () => {
    const rules = { ...money, funds: 10_000_000, maxItems: 2 };
    const choice = choose(rules, 1, 2, 3);
    expect(choice.order).toEqual([1, 2]);
    expect(blockOf(rules, costs, choice, 3)).toEqual({ kind: 'maxItems', max: 2 });
    expect(blockOf(rules, costs, choice, 1)).toBeNull();
  });

  it('lets meet_or_exceed go over the funds and asks to reach them', () => {
    const rules = { ...money, goal: true };
    const choice = choose(rules, 1, 2, 3);
    expect(choice.order).toEqual([1, 2, 3]);
    expect(progressOf(rules, costs, choice)).toMatchObject({ used: 525_000, met: true });
    expect(ballotProblems(rules, costs, choose(rules, 1))).toEqual(['underGoal']);
    expect(ballotProblems(rules, costs, choice)).toEqual([]);
  });

  it('refuses an empty ballot, and an over-funds one (a restored choice)', () => {
    expect(ballotProblems(money, costs, { order: [], points: {} })).toEqual(['noProjects']);
    expect(ballotProblems(money, costs, { order: [1, 2, 3], points: {} })).toEqual(['overFunds']);
  });

  it('spreads points: one on choosing, at most what is left, at least one, all of them in meet_or_exceed', () => {
    const rules: TBallotRules = { kind: 'points', funds: 10, goal: true, maxItems: null };
    const reduce = choiceReducer(rules, costs);
    let choice = choose(rules, 1, 2);
    expect(choice.points).toEqual({ 1: 1, 2: 1 });
    choice = reduce(choice, { type: 'points', id: 1, value: 50 });
    expect(choice.points[1]).toBe(9);
    expect(blockOf(rules, costs, choice, 3)).toEqual({ kind: 'noPointsLeft' });
    choice = reduce(choice, { type: 'points', id: 1, value: 0 });
    expect(choice.points[1]).toBe(1);
    expect(ballotProblems(rules, costs, choice)).toEqual(['pointsNotAllUsed']);
    expect(ballotProblems({ ...rules, goal: false }, costs, choice)).toEqual([]);
    expect(ballotProblems(rules, costs, { order: [1], points: { 1: 0 } })).toContain('pointsRequired');
    expect(ballotProblems(rules, costs, { order: [1, 2], points: { 1: 8, 2: 5 } })).toEqual(['overPoints']);
  });

  it('moves a chosen project to a rank, clamped to the list, and removes it with its points', () => {
    const rules: TBallotRules = { kind: 'points', funds: 10, goal: false, maxItems: null };
    const reduce = choiceReducer(rules, costs);
    const choice = choose(rules, 1, 2, 3);
    expect(reduce(choice, { type: 'move', id: 3, to: 0 }).order).toEqual([3, 1, 2]);
    expect(reduce(choice, { type: 'move', id: 1, to: 9 }).order).toEqual([2, 3, 1]);
    expect(reduce(choice, { type: 'move', id: 4, to: 0 })).toBe(choice);
    expect(reduce(choice, { type: 'toggle', id: 2 })).toEqual({ order: [1, 3], points: { 1: 1, 3: 1 } });
  });

  it('restores a kept choice without unknown or repeated projects', () => {
    expect(restoreChoice({ order: [9, 1, 1, 'x', 2], points: { 1: 3, 2: -1 } }, costs)).toEqual({
      order: [1, 2],
      points: { 1: 3 },
    });
    expect(restoreChoice(null, costs)).toEqual({ order: [], points: {} });
  });
});
