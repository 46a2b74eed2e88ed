import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantRunoff } from './irv.ts';
import { ballotsOf, rankedElection } from './test-elections.test-helper.ts';

describe('instantRunoff, worked by hand', () => {
  // Costs a 50, b 30, c 40, d 20 against funds of 60.
  const ids = ['a', 'b', 'c', 'd'];
  const costs = [50, 30, 40, 20];
  const groups = ballotsOf(ids, [
    [4, ['a', 'b']],
    [3, ['b', 'c']],
    [1, ['c']],
    [1, ['d', 'c']],
  ]);

  it('eliminates the fewest votes each round until the projects left fit the funds', () => {
    const result = instantRunoff(groups, costs, 60);
    expect(result.rounds).toEqual([
      {
        tallies: [
          { id: 'a', votes: 4 },
          { id: 'b', votes: 3 },
          { id: 'c', votes: 1 },
          { id: 'd', votes: 1 },
        ],
        exhausted: 0,
        remaining_cost: '140',
        // c and d tie on 1 vote: d is on fewer ballots (1 against 5).
        eliminated: 'd',
      },
      {
        tallies: [
          { id: 'a', votes: 4 },
          { id: 'b', votes: 3 },
          { id: 'c', votes: 2 },
        ],
        exhausted: 0,
        remaining_cost: '120',
        eliminated: 'c',
      },
      {
        tallies: [
          { id: 'a', votes: 4 },
          { id: 'b', votes: 3 },
        ],
        exhausted: 2,
        remaining_cost: '80',
        eliminated: 'b',
      },
      { tallies: [{ id: 'a', votes: 4 }], exhausted: 5, remaining_cost: '50', eliminated: null },
    ]);
    expect(result.remaining).toEqual(['a']);
  });

  it('breaks ties by the previous rounds, then ballots ranking the project, then higher cost, then larger id', () => {
    const tied = ballotsOf(
      ['x', 'y', 'z', 'w'],
      [
        [3, ['x']],
        [2, ['y']],
        [3, ['z']],
        [1, ['w', 'y']],
      ],
    );
    const result = instantRunoff(tied, [10, 10, 10, 10], 15);
    // Round 2: x, y and z all have 3; in round 1 y had 2. Round 3: x and z tie all the way: z goes.
    expect(result.rounds.map((r) => r.eliminated)).toEqual(['w', 'y', 'z', null]);
    expect(result.remaining).toEqual(['x']);
  });

  it('without ballots eliminates the higher cost first', () => {
    const result = instantRunoff(ballotsOf(['p', 'q'], []), [10, 20], 15);
    expect(result.rounds.map((r) => r.eliminated)).toEqual(['q', null]);
    expect(result.remaining).toEqual(['p']);
  });

  it('eliminates a project costing more than all funds, however popular, once it is all that is left', () => {
    const result = instantRunoff(
      ballotsOf(
        ['big', 's'],
        [
          [5, ['big']],
          [1, ['s']],
        ],
      ),
      [100, 10],
      50,
    );
    expect(result.rounds.map((r) => r.eliminated)).toEqual(['s', 'big', null]);
    expect(result.remaining).toEqual([]);
    expect(result.rounds.at(-1)!.exhausted).toBe(6);
  });

  it('stops at once when the funds cover every project', () => {
    const result = instantRunoff(groups, costs, 1000);
    expect(result.rounds).toHaveLength(1);
    expect(result.rounds[0]!.eliminated).toBeNull();
    expect(result.remaining).toEqual(['a', 'b', 'c', 'd']);
  });

  it('handles a single project', () => {
    expect(instantRunoff(ballotsOf(['a'], [[2, ['a']]]), [10], 10).remaining).toEqual(['a']);
  });

  it('counts exact decimal costs', () => {
    const result = instantRunoff(ballotsOf(['a', 'b'], [[1, ['a']]]), [0.1, 0.2], 0.3);
    expect(result.rounds).toHaveLength(1);
    expect(result.rounds[0]!.remaining_cost).toBe('0.3');
  });
});

describe('instantRunoff properties', () => {
  it('ends with projects that fit the funds, every ballot counted or exhausted each round', () => {
    fc.assert(
      fc.property(rankedElection, ({ ids, costs, funds, groups }) => {
        const result = instantRunoff(groups, costs, funds);
        const left = result.remaining.reduce((sum, id) => sum + costs[ids.indexOf(id)]!, 0);
        expect(left).toBeLessThanOrEqual(funds);
        for (const round of result.rounds) {
          const counted = round.tallies.reduce((sum, t) => sum + t.votes, 0);
          expect(counted + round.exhausted).toBe(groups.voters);
        }
        expect(result.rounds.filter((r) => r.eliminated === null)).toHaveLength(1);
      }),
    );
  });
});
