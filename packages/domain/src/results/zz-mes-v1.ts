import { approvalGroups, supportersByProject, type TBallotGroups } from './ballots.ts';
import { fraction, toCommonScale, type TFraction } from './exact.ts';
import { compareIds } from './greedy.ts';

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
 * then the smaller id. Ballots are read as approval sets. All arithmetic is exact: money is held as
 * integers over one common denominator that grows when a price needs it.
 */
export function equalShares(
  projects: readonly TMesProject[],
  funds: number,
  ballots: TBallotGroups,
  options: TMesOptions = {},
): TMesResult {
  const election = prepareElection(projects, funds, ballots);
  let previous = runEqualShares(election, 0);
  if (options.completion !== 'add1') return previous.result();
  if (!isExhaustive(election, previous)) {
    for (let increment = 1; ; increment += 1) {
      const outcome = runEqualShares(election, increment);
      if (outcome.costUnits > election.fundUnits) break;
      previous = outcome;
      if (isExhaustive(election, outcome)) break;
    }
  }
  return previous.result();
}

interface TPreparedElection {
  ids: readonly string[];
  costUnits: bigint[];
  fundUnits: bigint;
  /** 10^scale: currency units to integer units. */
  unit: bigint;
  voters: number;
  groups: TBallotGroups;
  supporters: Int32Array[];
  approvals: Float64Array;
  /** Projects with supporters and a positive cost: the ones MES weighs. */
  candidates: number[];
  /** Supported projects costing nothing: funded before the first round. */
  free: number[];
}

function prepareElection(
  projects: readonly TMesProject[],
  funds: number,
  ballots: TBallotGroups,
): TPreparedElection {
  const groups = approvalGroups(ballots);
  const { units, scale } = toCommonScale([funds, ...projects.map((p) => p.cost)]);
  const supporters = supportersByProject(groups);
  const approvals = new Float64Array(projects.length);
  supporters.forEach((list, p) => {
    for (const g of list) approvals[p]! += groups.weights[g]!;
  });
  const costUnits = units.slice(1);
  const supported = projects.map((_, p) => p).filter((p) => approvals[p]! > 0);
  return {
    ids: projects.map((p) => p.id),
    costUnits,
    fundUnits: units[0]!,
    unit: 10n ** BigInt(scale),
    voters: groups.voters,
    groups,
    supporters,
    approvals,
    candidates: supported.filter((p) => costUnits[p]! > 0n),
    free: supported.filter((p) => costUnits[p]! <= 0n),
  };
}

interface TRun {
  selected: Uint8Array;
  costUnits: bigint;
  /** Builds the readable result; only the run that is returned pays for it. */
  result: () => TMesResult;
}

/** Exhaustive: no unfunded candidate would still fit in the funds left. */
function isExhaustive(election: TPreparedElection, run: TRun): boolean {
  return election.candidates.every(
    (p) => run.selected[p] === 1 || run.costUnits + election.costUnits[p]! > election.fundUnits,
  );
}

/** What one round charged, in the run's integer money units (1 / (unit * denominator)). */
interface TRawRound {
  project: number;
  price: TFraction;
  denominator: bigint;
  full: number;
  partial: number;
  partialPaid: bigint;
  withoutMoney: number;
}

/**
 * One run of MES with every voter starting at funds / voters + `increment` currency units. Voters are
 * tracked by budget class: ballots that paid for the same projects hold the same amount, so a class is
 * one exact value shared by many ballot groups. Class 0 is the empty purse.
 */
function runEqualShares(election: TPreparedElection, increment: number): TRun {
  const { groups, supporters, costUnits, approvals, unit } = election;
  const weights = groups.weights;
  const voters = BigInt(election.voters);
  const selected = new Uint8Array(costUnits.length);
  const funded: number[] = [];
  const rounds: TRawRound[] = [];
  let spent = 0n;
  for (const p of election.free) {
    selected[p] = 1;
    spent += costUnits[p]!;
    funded.push(p);
  }
  // Money is counted in units of 1 / (unit * denominator) of a currency unit.
  let denominator = voters === 0n ? 1n : voters;
  const start = election.fundUnits + BigInt(increment) * unit * voters;
  const classOf = new Int32Array(groups.size).fill(1);
  const values: bigint[] = [0n, start];
  const members: number[] = [0, groups.size];
  let order: number[] = voters === 0n ? [] : [1];
  // Indexed by rank (live classes never outnumber ballot groups) and by class (they grow each round).
  const counts = new Float64Array(groups.size + 1);
  const touched = new Int32Array(groups.size + 1);
  let rankOf = new Int32Array(2 + groups.size * 2);
  let movedTo = new Int32Array(rankOf.length);
  let movedWeight = new Float64Array(rankOf.length);

  let remaining = [...election.candidates];
  // Affordability (price per unit of cost) as num / den; budgets only shrink, so a project's last value
  // is a lower bound on its next one. At the start it is 1 / approvals (everyone can pay).
  const staleNum: bigint[] = costUnits.map(() => 1n);
  const staleDen: bigint[] = Array.from(approvals, (a) => BigInt(a));
  const compareStale = (a: number, b: number) =>
    compareFractions(staleNum[a]!, staleDen[a]!, staleNum[b]!, staleDen[b]!);

  /** What p's supporters still need after the poorest paid all they had, and how many pay the rest. */
  function evaluate(p: number): { need: bigint; payers: number } | null {
    let payers = 0;
    let distinct = 0;
    for (const g of supporters[p]!) {
      const c = classOf[g]!;
      if (c === 0) continue;
      const rank = rankOf[c]!;
      if (counts[rank] === 0) touched[distinct++] = rank;
      counts[rank]! += weights[g]!;
      payers += weights[g]!;
    }
    const ranks = touched.subarray(0, distinct).sort();
    let need = costUnits[p]! * denominator;
    let found: { need: bigint; payers: number } | null = null;
    for (const rank of ranks) {
      if (found === null) {
        const value = values[order[rank]!]!;
        if (need <= BigInt(payers) * value) found = { need, payers };
        else {
          need -= BigInt(counts[rank]!) * value;
          payers -= counts[rank]!;
        }
      }
      counts[rank] = 0;
    }
    return found;
  }

  for (;;) {
    let best = -1;
    let bestNeed = 0n;
    let bestPayers = 0;
    remaining.sort(compareStale);
    const affordable: number[] = [];
    for (const p of remaining) {
      if (best !== -1 && compareStale(p, best) > 0) {
        affordable.push(p);
        continue;
      }
      const price = evaluate(p);
      if (price === null) continue;
      affordable.push(p);
      staleNum[p] = price.need;
      staleDen[p] = BigInt(price.payers) * costUnits[p]! * denominator;
      const versus = best === -1 ? -1 : compareStale(p, best);
      if (versus < 0 || (versus === 0 && tieBreak(election, p, best) < 0)) {
        best = p;
        bestNeed = price.need;
        bestPayers = price.payers;
      }
    }
    if (best === -1) break;
    remaining = affordable.filter((p) => p !== best);
    selected[best] = 1;
    spent += costUnits[best]!;
    funded.push(best);
    const price = fraction(bestNeed, BigInt(bestPayers));
    const round: TRawRound = {
      project: best,
      price,
      denominator,
      full: 0,
      partial: 0,
      partialPaid: 0n,
      withoutMoney: 0,
    };
    rounds.push(round);
    if (price.den !== 1n) {
      denominator *= price.den;
      for (const c of order) values[c]! *= price.den;
    }
    settle(best, price.num, round);
  }

  /** Charges p's supporters `price` each (or all they have) and reorders the budget classes. */
  function settle(p: number, price: bigint, round: TRawRound) {
    const sources: number[] = [];
    for (const g of supporters[p]!) {
      const c = classOf[g]!;
      const weight = weights[g]!;
      if (c === 0) {
        round.withoutMoney += weight;
        continue;
      }
      if (movedTo[c] === 0) {
        const value = values[c]!;
        if (value > price) {
          movedTo[c] = values.push(value - price) - 1;
          members.push(0);
        } else movedTo[c] = -1;
        sources.push(c);
      }
      const next = movedTo[c]!;
      classOf[g] = next === -1 ? 0 : next;
      movedWeight[c]! += weight;
      members[c]! -= 1;
      if (next !== -1) members[next]! += 1;
    }
    for (const c of sources) {
      if (values[c]! >= price) round.full += movedWeight[c]!;
      else {
        round.partial += movedWeight[c]!;
        round.partialPaid += BigInt(movedWeight[c]!) * values[c]!;
      }
    }
    const created: number[] = [];
    for (const c of order) {
      const next = movedTo[c]!;
      if (next > 0) created.push(next);
    }
    for (const c of sources) {
      movedTo[c] = 0;
      movedWeight[c] = 0;
    }
    order = mergeAscending(
      order.filter((c) => members[c]! > 0),
      created,
      values,
    );
    if (rankOf.length < values.length) {
      rankOf = new Int32Array(values.length * 2);
      movedTo = new Int32Array(rankOf.length);
      movedWeight = new Float64Array(rankOf.length);
    }
    order.forEach((c, rank) => (rankOf[c] = rank));
  }

  return {
    selected,
    costUnits: spent,
    result: () => describeRun(election, increment, funded, rounds, spent),
  };
}

function compareFractions(aNum: bigint, aDen: bigint, bNum: bigint, bDen: bigint): number {
  const left = aNum * bDen;
  const right = bNum * aDen;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Turns a run's integer bookkeeping into exact fractions of a currency unit. */
function describeRun(
  election: TPreparedElection,
  increment: number,
  funded: readonly number[],
  raw: readonly TRawRound[],
  spent: bigint,
): TMesResult {
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
  const paid = raw.map((round): TMesRound => ({
    project: ids[round.project]!,
    cost: fraction(costUnits[round.project]!, unit),
    price: fraction(round.price.num, round.price.den * round.denominator * unit),
    supporters: approvals[round.project]!,
    full_payers: round.full,
    partial_payers: round.partial,
    partial_paid: fraction(round.partialPaid, round.price.den * round.denominator * unit),
    without_money: round.withoutMoney,
  }));
  return {
    selected: funded.map((p) => ids[p]!),
    cost: fraction(spent, unit),
    voters: election.voters,
    budget_per_voter:
      voters === 0n ? zero : fraction(election.fundUnits + BigInt(increment) * unit * voters, voters * unit),
    increments: increment,
    rounds: [...free, ...paid],
  };
}

/** The README's order for equally affordable projects: lower cost, more approvals, smaller id. */
function tieBreak(election: TPreparedElection, a: number, b: number): number {
  const costA = election.costUnits[a]!;
  const costB = election.costUnits[b]!;
  if (costA !== costB) return costA < costB ? -1 : 1;
  const approvals = election.approvals[b]! - election.approvals[a]!;
  return approvals !== 0 ? approvals : compareIds(election.ids[a]!, election.ids[b]!);
}

function mergeAscending(a: number[], b: number[], values: bigint[]): number[] {
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(values[a[i]!]! <= values[b[j]!]! ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}
