import type { TBallotGroups } from './ballots.ts';
import { fraction, type TFraction } from './exact.ts';
import { prepareElection, type TPreparedElection } from './mes-election.ts';
import { RunWorkspace, runEqualShares, type TRunOutcome } from './mes-run.ts';

export interface TMesProject {
  id: string;
  cost: number;
}

export interface TMesOptions {
  /** 'add1': raise every voter's budget by one currency unit and rerun until the outcome is exhaustive. */
  completion?: 'none' | 'add1';
}

/** One funded project and who paid for it, in exact fractions of a currency unit. */
export interface TMesRound {
  project: string;
  cost: TFraction;
  /** What each supporter who could afford it paid. */
  price: TFraction;
  supporters: number;
  /** Supporters who paid the full price. */
  full_payers: number;
  /** Supporters who had less than the price left and paid all of it. */
  partial_payers: number;
  partial_paid: TFraction;
  /** Supporters who had nothing left. */
  without_money: number;
}

export interface TMesResult {
  /** Project ids in funding order. */
  selected: string[];
  cost: TFraction;
  voters: number;
  /** Each voter's starting budget in the run that produced this outcome. */
  budget_per_voter: TFraction;
  /** Currency units the Add1 completion added to every voter's budget (0 without completion). */
  increments: number;
  rounds: TMesRound[];
}

/**
 * The Method of Equal Shares for approval ballots with cost utilities, as
 * test-fixtures/pabulib/README.md defines it: every voter starts with funds / voters; each round funds
 * the project whose supporters can pay for it with the lowest price per unit of cost, each supporter
 * paying an equal share or everything they have left; ties go to the lower cost, then more approvals,
 * then the smaller id. Ballots are read as approval sets. Every decision is exact (see mes-run.ts).
 */
export function equalShares(
  projects: readonly TMesProject[],
  funds: number,
  ballots: TBallotGroups,
  options: TMesOptions = {},
): TMesResult {
  const election = prepareElection(projects, funds, ballots);
  const add1 = options.completion === 'add1';
  const workspace = new RunWorkspace(election);
  let increment = 0;
  let previous = runEqualShares(election, 0, add1, workspace);
  // A run that stopped early (not complete) is certain to fit the funds and not to be exhaustive.
  while (add1 && (!previous.complete || !isExhaustive(election, previous))) {
    // Every increment up to `same` gives this very outcome (feasible, not exhaustive): skip those runs.
    const room = Number.isFinite(previous.stableFor) ? previous.stableFor * (1 - 1e-6) : 0;
    const same = increment + Math.floor(room / Number(election.unit));
    const outcome = runEqualShares(election, same + 1, true, workspace);
    if (outcome.costUnits > election.fundUnits) {
      // Keep the last feasible run; rerun it if skipped or stopped early, as its rounds and prices are
      // part of the result and its explanation.
      if (same > increment || !previous.complete) {
        increment = same;
        previous = runEqualShares(election, same, false, workspace);
      }
      break;
    }
    increment = same + 1;
    previous = outcome;
  }
  return describeRun(election, increment, previous);
}

/** Exhaustive: no unfunded candidate would still fit in the funds left. */
function isExhaustive(election: TPreparedElection, run: TRunOutcome): boolean {
  return election.candidates.every(
    (p) => run.selected[p] === 1 || run.costUnits + election.costUnits[p]! > election.fundUnits,
  );
}

/** Turns a run's integer bookkeeping into exact fractions of a currency unit. */
function describeRun(election: TPreparedElection, increment: number, run: TRunOutcome): TMesResult {
  const { ids, unit, approvals, costUnits } = election;
  const voters = BigInt(election.voters);
  const zero = fraction(0n, 1n);
  const free: TMesRound[] = election.free.map((p) => ({
    project: ids[p]!,
    cost: fraction(costUnits[p]!, unit),
    price: zero,
    supporters: approvals[p]!,
    full_payers: approvals[p]!,
    partial_payers: 0,
    partial_paid: zero,
    without_money: 0,
  }));
  const paid = run.rounds.map((round): TMesRound => {
    const scale = round.denominator * unit;
    const cost = costUnits[round.project]! * round.denominator;
    return {
      project: ids[round.project]!,
      cost: fraction(costUnits[round.project]!, unit),
      price: fraction(round.price, scale),
      supporters: approvals[round.project]!,
      full_payers: round.full,
      partial_payers: round.partial,
      // Every round collects exactly the cost: what the full payers did not pay, the others did.
      partial_paid: fraction(cost - BigInt(round.full) * round.price, scale),
      without_money: round.withoutMoney,
    };
  });
  return {
    selected: run.funded.map((p) => ids[p]!),
    cost: fraction(run.costUnits, unit),
    voters: election.voters,
    budget_per_voter:
      voters === 0n ? zero : fraction(election.fundUnits + BigInt(increment) * unit * voters, voters * unit),
    increments: increment,
    rounds: [...free, ...paid],
  };
}
