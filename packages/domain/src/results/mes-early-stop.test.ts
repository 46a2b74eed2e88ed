import { describe, expect, it } from 'vitest';
import { createRandom } from '../demo/random.ts';
import { groupBallots } from './ballots.ts';
import { equalShares } from './mes.ts';
import { certainlyFitsAndNotExhaustive } from './mes-early-stop.ts';
import { prepareElection } from './mes-election.ts';
import { RunWorkspace, runEqualShares } from './mes-run.ts';

// Decision 0628: an Add1 run stops once its outcome is certain to fit the funds and not be exhaustive,
// and the price search leaves a project aside once a bound shows it cannot win the round.

interface TElection {
  ids: string[];
  costs: number[];
  funds: number;
  ballots: number[][];
}

/**
 * Long ballots over many projects, as in Warszawa's districts: purses soon all differ, so the Add1 skip
 * proof gives up early. Voters choose 1 to `longest` projects with Zipf-like popularity; costs 10,000 to
 * 500,000, the funds a third of them (bench/src/results-data.ts generates the same, at any size).
 */
function longBallots(voters: number, projects: number, longest: number, seed: number): TElection {
  const random = createRandom(seed).next;
  const costs = Array.from({ length: projects }, () => 10_000 + Math.floor(random() * 490) * 1_000);
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 0; k < projects; k += 1) cumulative.push((total += 1 / (k + 1)));
  const pick = () => {
    const target = random() * total;
    const k = cumulative.findIndex((sum) => sum >= target);
    return k === -1 ? projects - 1 : k;
  };
  const ballots = Array.from({ length: voters }, () => {
    const chosen = new Set<number>();
    const length = 1 + Math.floor(random() * Math.min(longest, projects));
    while (chosen.size < length) chosen.add(pick());
    return [...chosen];
  });
  const funds = Math.round(costs.reduce((sum, cost) => sum + cost, 0) / 3);
  return { ids: costs.map((_, p) => `p${p + 1}`), costs, funds, ballots };
}

function prepared(election: TElection) {
  const projects = election.ids.map((id, p) => ({ id, cost: election.costs[p]! }));
  const groups = groupBallots(
    election.ids,
    election.ballots.map((ballot) => ({ projects: ballot.map((p) => election.ids[p]!) })),
  );
  return { projects, groups, prepared: prepareElection(projects, election.funds, groups) };
}

describe('Add1 runs that stop early (decision 0628)', () => {
  it('stops only runs whose full outcome fits the funds and is not exhaustive', () => {
    let stopped = 0;
    for (const seed of [1, 2]) {
      const election = longBallots(500, 25, 10, seed);
      const { projects, groups, prepared: ready } = prepared(election);
      const result = equalShares(projects, election.funds, groups, { completion: 'add1' });
      const workspace = new RunWorkspace(ready);
      // Every increment the loop may have run (it skips some), every fifth checked in full.
      for (let increment = 0; increment <= result.increments; increment += 5) {
        const tracked = runEqualShares(ready, increment, true, workspace);
        if (tracked.complete) continue;
        stopped += 1;
        const full = runEqualShares(ready, increment, false, new RunWorkspace(ready));
        expect(full.complete).toBe(true);
        expect(full.costUnits <= ready.fundUnits).toBe(true);
        const fits = ready.candidates.some(
          (p) => full.selected[p] === 0 && full.costUnits + ready.costUnits[p]! <= ready.fundUnits,
        );
        expect(fits).toBe(true);
        // What it funded before stopping, it funds in full and in the same order.
        expect(full.funded.slice(0, tracked.funded.length)).toEqual(tracked.funded);
      }
    }
    expect(stopped).toBeGreaterThan(0);
  });

  it('keeps the outcome of one run from scratch at the final budget, round by round', () => {
    for (const seed of [1, 2]) {
      const election = longBallots(500, 25, 10, seed);
      const { projects, groups } = prepared(election);
      const add1 = equalShares(projects, election.funds, groups, { completion: 'add1' });
      const voters = election.ballots.length;
      const direct = equalShares(projects, election.funds + add1.increments * voters, groups);
      expect(add1.rounds).toEqual(direct.rounds);
      // Supporters left off the price search's lists once empty still count, as having nothing.
      for (const round of add1.rounds) {
        expect(round.full_payers + round.partial_payers + round.without_money).toBe(round.supporters);
      }
      expect(add1.rounds.some((round) => round.without_money > 0)).toBe(true);
    }
  });
});

describe('Add1 keeping a run that had stopped early', () => {
  it('runs it again in full, so its rounds are all there', () => {
    // Elections where the last run within the funds stopped early and the next went over them.
    for (const seed of [37, 52]) {
      const election = longBallots(800, 30, 12, seed);
      const { projects, groups, prepared: ready } = prepared(election);
      const add1 = equalShares(projects, election.funds, groups, { completion: 'add1' });
      const kept = runEqualShares(ready, add1.increments, true, new RunWorkspace(ready));
      expect(kept.complete).toBe(false);
      const voters = election.ballots.length;
      const direct = equalShares(projects, election.funds + add1.increments * voters, groups);
      expect(add1.rounds).toEqual(direct.rounds);
      expect(add1.selected).toEqual(direct.selected);
    }
  });
});

describe('certainlyFitsAndNotExhaustive', () => {
  // Funds 100: a (50) is funded; b (30) may still be; c (15) is unaffordable, so never funded.
  const { prepared: ready } = prepared({
    ids: ['a', 'b', 'c'],
    costs: [50, 30, 15],
    funds: 100,
    ballots: [[0], [1], [2]],
  });
  const selected = Uint8Array.from([1, 0, 0]);
  const unit = ready.unit;
  const noLimit = Float64Array.from([Infinity, Infinity, Infinity]);

  it('is certain when an unaffordable project fits after everything still affordable is funded', () => {
    expect(certainlyFitsAndNotExhaustive(ready, selected, [1], 50n * unit, noLimit)).toBe(true);
  });

  it('is not when the projects left could use the room', () => {
    const dearer = Float64Array.from([Infinity, Infinity, Infinity]);
    expect(certainlyFitsAndNotExhaustive(ready, selected, [1], 60n * unit, dearer)).toBe(false);
    // c may still be funded: nothing is left that is sure to stay unfunded.
    expect(certainlyFitsAndNotExhaustive(ready, selected, [1, 2], 50n * unit, noLimit)).toBe(false);
  });

  it('counts a project left at most at what its supporters hold', () => {
    const held = Float64Array.from([Infinity, 20 * Number(unit), Infinity]);
    // 50 spent, b can collect at most 20 of its 30: 70, and c (15) still fits in the 100.
    expect(certainlyFitsAndNotExhaustive(ready, selected, [1], 60n * unit, held)).toBe(true);
  });
});
