import type { TClassesSnapshot } from './mes-classes.ts';
import { tieBreak, type TPreparedElection } from './mes-election.ts';
import type { TRawRound } from './mes-run.ts';

/**
 * The first rounds, which every run of the Add1 loop shares (decision 0602). While the most approved
 * project left wins and every one of its supporters has more than its price, nobody is poor: it costs
 * cost / approvals each whatever the starting budget, and no other project can charge less per unit
 * of cost than its own cost / approvals, so none can beat it. A higher starting budget (any later
 * increment) keeps every supporter above that same price, so these rounds come out the same: the same
 * winners, prices and payers, and every purse the start minus the same prices. A run at that increment
 * or later restores the state after them and goes on from there.
 */
export interface TPrefix {
  /** The increment of the run it was recorded in: it holds for that one and every later one. */
  increment: number;
  rounds: TRawRound[];
  classes: TClassesSnapshot;
  /** Each ballot group's budget class after these rounds. */
  classOf: Int32Array;
}

/** The candidates most approved first, ties in the README's order: the order prefix rounds fund them. */
export function approvalOrder(election: TPreparedElection): number[] {
  const { approvals } = election;
  return [...election.candidates].sort((a, b) => approvals[b]! - approvals[a]! || tieBreak(election, a, b));
}

/** A round that leaves the prefix intact: its price charged every supporter in full, none to zero. */
export function everyoneAbove(round: TRawRound): boolean {
  return round.partial === 0 && round.withoutMoney === 0 && round.emptied === 0;
}
