import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupBallots } from './ballots.ts';
import { fraction, fractionText } from './exact.ts';
import { equalShares, type TMesResult } from './mes.ts';
import { explainEqualShares } from './mes-explain.ts';
import {
  add,
  compare,
  decimal,
  multiply,
  referenceEqualShares,
  subtract,
  whole,
  type TReferenceElection,
} from './mes-reference.test-helper.ts';

interface TCase {
  projects: { id: string; cost: number }[];
  funds: number;
  ballots: string[][];
}

function run({ projects, funds, ballots }: TCase, completion: 'none' | 'add1' = 'none'): TMesResult {
  const groups = groupBallots(
    projects.map((p) => p.id),
    ballots.map((ids) => ({ projects: ids })),
  );
  return equalShares(projects, funds, groups, { completion });
}

// Three voters with 100 each. z (90, everyone) costs 30 a head: best. x (200, A and B) then needs 200
// from two purses of 70: unaffordable until Add1 has raised every budget by 30.
const worked: TCase = {
  projects: [
    { id: 'x', cost: 200 },
    { id: 'y', cost: 150 },
    { id: 'z', cost: 90 },
  ],
  funds: 300,
  ballots: [
    ['x', 'z'],
    ['z', 'x'],
    ['y', 'z'],
  ],
};

describe('equalShares, worked by hand', () => {
  it('funds the project with the lowest price per unit of cost and charges equal shares', () => {
    const result = run(worked);
    expect(result.selected).toEqual(['z']);
    expect(fractionText(result.cost)).toBe('90');
    expect(fractionText(result.budget_per_voter)).toBe('100');
    expect(result.rounds[0]).toMatchObject({
      project: 'z',
      full_payers: 3,
      partial_payers: 0,
      without_money: 0,
    });
    expect(fractionText(result.rounds[0]!.price)).toBe('30');
  });

  it('Add1 raises every budget one unit at a time until the outcome is exhaustive', () => {
    const result = run(worked, 'add1');
    expect(result.selected).toEqual(['z', 'x']);
    expect(result.increments).toBe(30);
    expect(fractionText(result.budget_per_voter)).toBe('130');
    expect(fractionText(result.cost)).toBe('290');
  });

  it('explains each round in words', () => {
    expect(explainEqualShares(run(worked, 'add1'))).toEqual([
      'Each of the 3 voters starts with 130.00: the funds divided by the voters, plus 30 added by the Add1 completion.',
      'Round 1: z (cost 90.00) is funded: 3 supporters paid 30.00 each.',
      'Round 2: x (cost 200.00) is funded: 2 supporters paid 100.00 each.',
      'Funded 2 projects costing 290.00 in total.',
    ]);
  });

  it('lets supporters who cannot pay the full share pay what they have', () => {
    // Four voters with 100. c (150; voters 1, 2, 4) costs 50 a head. Then a (130; voters 1 and 3): voter 1
    // has 50 left and pays all of it, voter 3 pays the other 80.
    const result = run({
      projects: [
        { id: 'c', cost: 150 },
        { id: 'a', cost: 130 },
      ],
      funds: 400,
      ballots: [['c', 'a'], ['c'], ['a'], ['c']],
    });
    expect(result.selected).toEqual(['c', 'a']);
    expect(fractionText(result.rounds[0]!.price)).toBe('50');
    const second = result.rounds[1]!;
    expect(second).toMatchObject({ project: 'a', full_payers: 1, partial_payers: 1, without_money: 0 });
    expect(fractionText(second.price)).toBe('80');
    expect(fractionText(second.partial_paid)).toBe('50');
  });

  it('is exact where floating point is not: 0.9 shared by three voters pays for a 0.9 project', () => {
    expect(0.9 / 3 + 0.9 / 3 + 0.9 / 3).toBeLessThan(0.9);
    const result = run({ projects: [{ id: 'p', cost: 0.9 }], funds: 0.9, ballots: [['p'], ['p'], ['p']] });
    expect(result.selected).toEqual(['p']);
    expect(fractionText(result.rounds[0]!.price)).toBe('3/10');
  });
});

describe('equalShares ties: lower cost, then more approvals, then the smaller id', () => {
  it('prefers the lower cost', () => {
    const result = run({
      projects: [
        { id: 'a-big', cost: 60 },
        { id: 'b-small', cost: 40 },
      ],
      funds: 400,
      ballots: [['a-big'], ['a-big'], ['b-small'], ['b-small']],
    });
    expect(result.selected).toEqual(['b-small', 'a-big']);
  });

  it('then more approvals', () => {
    // Round 2: z-u (voter 4 pays all 100; voter 1 is spent) and a-v (voter 6 pays 100) both cost 1 per unit.
    const result = run({
      projects: [
        { id: 's', cost: 300 },
        { id: 'z-u', cost: 100 },
        { id: 'a-v', cost: 100 },
      ],
      funds: 600,
      ballots: [['s', 'z-u'], ['s'], ['s'], ['z-u'], [], ['a-v']],
    });
    expect(result.selected).toEqual(['s', 'z-u', 'a-v']);
  });

  it('then the smaller id as a string', () => {
    const result = run({
      projects: [
        { id: 'b', cost: 40 },
        { id: 'a', cost: 40 },
        { id: 'a10', cost: 40 },
      ],
      funds: 600,
      ballots: [['b'], ['b'], ['a'], ['a'], ['a10'], ['a10']],
    });
    expect(result.selected).toEqual(['a', 'a10', 'b']);
  });
});

describe('equalShares edge cases', () => {
  it('funds nothing without ballots', () => {
    const result = run({ projects: [{ id: 'a', cost: 10 }], funds: 100, ballots: [] }, 'add1');
    expect(result.selected).toEqual([]);
    expect(result.voters).toBe(0);
  });

  it('funds a single project its supporters can pay for', () => {
    expect(run({ projects: [{ id: 'a', cost: 10 }], funds: 100, ballots: [['a'], []] }).selected).toEqual([
      'a',
    ]);
  });

  it('never funds a project costing more than all funds, and Add1 keeps the last outcome within them', () => {
    const result = run(
      {
        projects: [
          { id: 'huge', cost: 150 },
          { id: 'small', cost: 20 },
        ],
        funds: 100,
        ballots: [['huge'], ['huge', 'small']],
      },
      'add1',
    );
    expect(result.selected).toEqual(['small']);
  });

  it('funds everything with Add1 when the funds are large enough', () => {
    const result = run(
      {
        projects: [
          { id: 'a', cost: 100 },
          { id: 'b', cost: 200 },
        ],
        funds: 10_000,
        ballots: [['a'], ['b'], ['a', 'b']],
      },
      'add1',
    );
    expect([...result.selected].sort()).toEqual(['a', 'b']);
  });

  it('funds supported projects that cost nothing before the first round', () => {
    const result = run({
      projects: [
        { id: 'free', cost: 0 },
        { id: 'a', cost: 10 },
      ],
      funds: 10,
      ballots: [['a', 'free']],
    });
    expect(result.selected).toEqual(['free', 'a']);
    expect(explainEqualShares(result)[1]).toBe(
      'Round 1: free (cost 0.00) costs nothing and is funded first.',
    );
  });
});

const electionArbitrary = fc
  .record({
    // Whole amounts make ties common; amounts in cents exercise the decimal scaling.
    costs: fc.array(
      fc.oneof(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 6000 }).map((c) => c / 100),
      ),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    funds: fc.oneof(
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
    ),
    voters: fc.integer({ min: 0, max: 8 }),
  })
  .chain(({ costs, funds, voters }) =>
    fc
      .array(fc.uniqueArray(fc.integer({ min: 0, max: costs.length - 1 }), { maxLength: costs.length }), {
        minLength: voters,
        maxLength: voters,
      })
      .map((ballots): TReferenceElection => ({
        ids: costs.map((_, p) => `p${(p * 7) % 10}${p}`),
        costs,
        funds,
        ballots,
      })),
  );

function runReference(election: TReferenceElection, completion: 'none' | 'add1') {
  return run(
    {
      projects: election.ids.map((id, p) => ({ id, cost: election.costs[p]! })),
      funds: election.funds,
      ballots: election.ballots.map((ballot) => ballot.map((p) => election.ids[p]!)),
    },
    completion,
  );
}

describe('equalShares Add1 runs that start after the rounds they share (decision 0602)', () => {
  // 90 voters approving 2-8 of 12 projects, the low-numbered ones most often: the first rounds charge
  // everyone in full (the prefix later runs restore), later ones leave supporters short.
  function layered(seed: number): TCase {
    let state = seed;
    const next = (below: number) => {
      state = (state * 48_271) % 2_147_483_647;
      return state % below;
    };
    const projects = Array.from({ length: 12 }, (_, k) => ({ id: `p${k}`, cost: 100 + next(60) * 5 }));
    const ballots = Array.from({ length: 90 }, () => {
      const chosen = new Set<string>();
      const length = 2 + next(7);
      while (chosen.size < length) chosen.add(`p${Math.min(next(12), next(12))}`);
      return [...chosen];
    });
    return { projects, funds: 1_400, ballots };
  }

  it('gives each round exactly what one run from scratch at the final budget gives', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const election = layered(seed);
      const add1 = run(election, 'add1');
      // Every voter's budget went up by `increments` units: the same as funds up by that many per voter.
      const direct = run({ ...election, funds: election.funds + add1.increments * election.ballots.length });
      expect(add1.increments).toBeGreaterThan(1);
      expect(add1.rounds[0]!.partial_payers).toBe(0);
      expect(add1.rounds.some((round) => round.partial_payers > 0)).toBe(true);
      expect(add1.selected).toEqual(direct.selected);
      expect(add1.rounds).toEqual(direct.rounds);
      expect(add1.budget_per_voter).toEqual(direct.budget_per_voter);
    }
  });
});

describe('equalShares properties', () => {
  it('matches a plain voter-by-voter implementation of the README, with and without Add1', () => {
    fc.assert(
      fc.property(electionArbitrary, (election) => {
        for (const completion of ['none', 'add1'] as const) {
          const expected = referenceEqualShares(election, completion === 'add1').map((p) => election.ids[p]);
          expect(runReference(election, completion).selected).toEqual(expected);
        }
      }),
    );
  });

  it('never spends more than the funds nor charges a voter more than their share, and counts who had nothing', () => {
    fc.assert(
      fc.property(electionArbitrary, fc.boolean(), (election, add1) => {
        const result = runReference(election, add1 ? 'add1' : 'none');
        expect(compare(result.cost, decimal(election.funds))).toBeLessThanOrEqual(0);
        // Replay the rounds voter by voter: each supporter pays the price or what is left.
        const left = election.ballots.map(() => result.budget_per_voter);
        for (const round of result.rounds) {
          const p = election.ids.indexOf(round.project);
          let collected = whole(0);
          let withoutMoney = 0;
          election.ballots.forEach((ballot, voter) => {
            if (!ballot.includes(p)) return;
            if (compare(left[voter]!, whole(0)) === 0) withoutMoney += 1;
            const pays = compare(left[voter]!, round.price) < 0 ? left[voter]! : round.price;
            left[voter] = subtract(left[voter]!, pays);
            collected = add(collected, pays);
          });
          expect(collected).toEqual(round.cost);
          // Projects that cost nothing are funded before anyone pays, whatever the purses hold.
          if (round.cost.num !== 0n) expect(round.without_money).toBe(withoutMoney);
          expect(add(multiply(round.price, whole(round.full_payers)), round.partial_paid)).toEqual(
            round.cost,
          );
        }
        for (const purse of left) expect(compare(purse, fraction(0n, 1n))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
