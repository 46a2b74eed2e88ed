import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approvalGroups, groupBallots, supportersByProject } from './ballots.ts';
import { ballotsOf, rankedElection } from './test-elections.test-helper.ts';
import { positionalPoints, rankWeight, voteTotals, votesByRank } from './totals.ts';

describe('groupBallots', () => {
  it('groups identical ballots and keeps their order, points and count', () => {
    const groups = groupBallots(
      ['a', 'b', 'c'],
      [{ projects: ['a', 'b'] }, { projects: ['a', 'b'] }, { projects: ['b', 'a'] }, { projects: [] }],
    );
    expect(groups.voters).toBe(4);
    expect(groups.size).toBe(3);
    expect(Array.from(groups.weights)).toEqual([2, 1, 1]);
    expect(Array.from(groups.items)).toEqual([0, 1, 1, 0]);
    expect(Array.from(groups.offsets)).toEqual([0, 2, 4, 4]);
  });

  it('counts a repeated id at its first position only', () => {
    const groups = groupBallots(['a', 'b'], [{ projects: ['b', 'a', 'b'] }]);
    expect(Array.from(groups.items)).toEqual([1, 0]);
  });

  it('tells points apart', () => {
    const groups = groupBallots(
      ['a', 'b'],
      [
        { projects: ['a', 'b'], points: [2, 1] },
        { projects: ['a', 'b'], points: [1, 2] },
        { projects: ['a', 'b'], points: [2, 1] },
      ],
    );
    expect(Array.from(groups.weights)).toEqual([2, 1]);
    expect(Array.from(groups.points!)).toEqual([2, 1, 1, 2]);
  });

  it('rejects an unknown project', () => {
    expect(() => groupBallots(['a'], [{ projects: ['a'] }, { projects: ['x'] }])).toThrow(
      'Ballot 2 names an unknown project "x".',
    );
  });

  it('reads ballots as approval sets when asked, whatever their order', () => {
    const approvals = approvalGroups(
      ballotsOf(
        ['a', 'b'],
        [
          [2, ['a', 'b']],
          [1, ['b', 'a']],
          [1, ['b']],
        ],
      ),
    );
    expect(approvals.size).toBe(2);
    expect(Array.from(approvals.weights)).toEqual([3, 1]);
    expect(supportersByProject(approvals).map((list) => Array.from(list))).toEqual([[0], [0, 1]]);
  });
});

describe('vote totals', () => {
  const groups = ballotsOf(
    ['a', 'b', 'c'],
    [
      [2, ['a', 'b']],
      [1, ['b']],
      [1, []],
    ],
  );

  it('counts ballots per project, weighted by rank: 1.5 for rank 1, 1.0 for rank 2', () => {
    expect(voteTotals(groups)).toEqual([
      { id: 'a', votes: 2, vote_percent: 50, weighted: 3, weighted_percent: (3 / 6.5) * 100, points: 0 },
      { id: 'b', votes: 3, vote_percent: 75, weighted: 3.5, weighted_percent: (3.5 / 6.5) * 100, points: 0 },
      { id: 'c', votes: 0, vote_percent: 0, weighted: 0, weighted_percent: 0, points: 0 },
    ]);
  });

  it('gives the rank weights of spec 2', () => {
    expect([1, 2, 3, 4].map(rankWeight)).toEqual([1.5, 1, 0.5 + 1 / 3, 0.75]);
  });

  it('counts ballots per project and rank for the heatmap', () => {
    expect(votesByRank(groups)).toEqual([
      [2, 0],
      [1, 2],
      [0, 0],
    ]);
  });

  it('sums points and positional points', () => {
    const scored = groupBallots(
      ['a', 'b'],
      [
        { projects: ['a', 'b'], points: [3, 2] },
        { projects: ['b'], points: [5] },
      ],
    );
    expect(voteTotals(scored).map((t) => t.points)).toEqual([3, 7]);
    expect(positionalPoints(scored)).toEqual([2, 2]);
  });

  it('reports zeros without ballots', () => {
    expect(voteTotals(ballotsOf(['a'], []))).toEqual([
      { id: 'a', votes: 0, vote_percent: 0, weighted: 0, weighted_percent: 0, points: 0 },
    ]);
    expect(votesByRank(ballotsOf(['a'], []))).toEqual([[]]);
  });

  it('weighted totals equal the sum of the rank weights on the ballots', () => {
    fc.assert(
      fc.property(rankedElection, ({ rankings, groups: random }) => {
        const expected = rankings.reduce(
          (sum, ranking) => sum + ranking.reduce((s, _, r) => s + rankWeight(r + 1), 0),
          0,
        );
        const weighted = voteTotals(random).reduce((sum, total) => sum + total.weighted, 0);
        expect(weighted).toBeCloseTo(expected, 9);
      }),
    );
  });
});
