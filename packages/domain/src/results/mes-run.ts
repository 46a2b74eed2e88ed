import { fraction } from './exact.ts';
import { BudgetClasses, ratioToNumber } from './mes-classes.ts';
import { tieBreak, type TPreparedElection } from './mes-election.ts';
import { compareBig, EMPTY, ExactPrices, type TPrice } from './mes-exact.ts';
import { certainlyFitsAndNotExhaustive } from './mes-early-stop.ts';
import { LiveSupporters } from './mes-live.ts';
import { approvalOrder, everyoneAbove, type TPrefix } from './mes-prefix.ts';
import { Stability, type TEstimate } from './mes-stability.ts';

/** What one round charged: the price is price / (denominator * unit) currency units. */
export interface TRawRound {
  project: number;
  price: bigint;
  denominator: bigint;
  full: number;
  partial: number;
  withoutMoney: number;
  /** Full payers whose purse was exactly the price, left with nothing. */
  emptied: number;
}

export interface TRunOutcome {
  /** Funded projects in order, free ones first. */
  funded: number[];
  selected: Uint8Array;
  costUnits: bigint;
  rounds: TRawRound[];
  /** Money units the starting budget may rise by with the very same outcome (see mes-stability.ts). */
  stableFor: number;
  /**
   * False if the run stopped early, its outcome certain to fit the funds and not to be exhaustive
   * (mes-early-stop.ts): the Add1 loop then knows all it needs, but the rounds are not all there.
   */
  complete: boolean;
}

const EPSILON = 2 ** -52;

/** What estimate returns for a project that surely costs more per unit than the best one so far. */
const BEATEN = Symbol('beaten');

/**
 * The arrays one run works in, sized for one election. The Add1 loop makes them once and every run
 * starts them over (see `start`), instead of allocating and growing them hundreds of times.
 */
export class RunWorkspace {
  readonly classes = new BudgetClasses(0n, 1n, 0);
  readonly classOf: Int32Array;
  /** Float copy of each group's budget (EMPTY marks the empty purse, class 0) and how it moves with b. */
  readonly budget: Float64Array;
  readonly slope: Float64Array;
  readonly exact: ExactPrices;
  readonly live: LiveSupporters;
  /** Where each class moves in settle (per-class scratch space, all 0 between rounds). */
  movedTo = new Int32Array(1024);
  /** Last price found for each project: prices only rise, so the next search may start there. */
  readonly lastRho: Float64Array;
  /** The supporters the price search re-reads (see estimate), in supporter order: purse, weight, slope. */
  readonly nearValue: Float64Array;
  readonly nearWeight: Float64Array;
  readonly nearSlope: Float64Array;
  /** At least what each project's supporters hold, as last counted (see mes-early-stop.ts). */
  readonly heldAtMost: Float64Array;
  /** Lower bound on each project's price per unit of cost, and its slope (see keepAhead). */
  readonly lowerBound: Float64Array;
  readonly lowerSlope: Float64Array;
  /** Candidates in the order prefix rounds fund them, and the longest prefix recorded (see mes-prefix.ts). */
  readonly order: number[];
  prefix: TPrefix | null = null;
  /** Scratch for the sums scanSupporters and sumNear hand back to the price search. */
  readonly sums = new Float64Array(6);

  constructor(election: TPreparedElection) {
    const groups = election.groups.size;
    const projects = election.costUnits.length;
    this.classOf = new Int32Array(groups);
    this.budget = new Float64Array(groups);
    this.slope = new Float64Array(groups);
    this.live = new LiveSupporters(election);
    this.exact = new ExactPrices(election, this.classes, this.classOf, this.budget, this.live);
    this.lastRho = new Float64Array(projects);
    const longest = election.supporters.reduce((most, list) => Math.max(most, list.length), 0);
    this.nearValue = new Float64Array(longest);
    this.nearWeight = new Float64Array(longest);
    this.nearSlope = new Float64Array(longest);
    this.heldAtMost = new Float64Array(projects);
    this.lowerBound = new Float64Array(projects);
    this.lowerSlope = new Float64Array(projects);
    this.order = approvalOrder(election);
  }

  /** Every voter in class 1 with `start` / `voters` units, about `startApprox`; nothing estimated yet. */
  start(start: bigint, voters: bigint, startApprox: number): void {
    this.classes.reset(start, voters, startApprox);
    this.classOf.fill(1);
    this.budget.fill(startApprox);
    this.slope.fill(1);
    this.lastRho.fill(0);
    this.lowerSlope.fill(0);
    this.heldAtMost.fill(Number.POSITIVE_INFINITY);
    this.live.reset();
  }
}

/**
 * One run of MES with every voter starting at funds / voters + `increment` currency units.
 *
 * Decisions are exact; floats only find them fast. Each voter group carries a float copy of its budget
 * whose error has a proven bound (a few ulps of the starting budget per round). Every comparison is
 * made in floats when the values are further apart than the bounds allow to be wrong, and otherwise
 * in exact integers: the price each round charges is always computed exactly, and ties, budgets equal
 * to a price and supporters with exactly the cost are settled exactly.
 */
export function runEqualShares(
  election: TPreparedElection,
  increment: number,
  track = false,
  workspace = new RunWorkspace(election),
): TRunOutcome {
  const { costUnits, approvals } = election;
  const selected = new Uint8Array(costUnits.length);
  const funded: number[] = [];
  const rounds: TRawRound[] = [];
  let spent = 0n;
  for (const p of election.free) {
    selected[p] = 1;
    spent += costUnits[p]!;
    funded.push(p);
  }
  const stability = new Stability();
  let complete = true;
  const outcome = () => ({
    funded,
    selected,
    costUnits: spent,
    rounds,
    stableFor: stability.limit,
    complete,
  });
  if (election.voters === 0) return outcome();

  const voters = BigInt(election.voters);
  const start = election.fundUnits + BigInt(increment) * election.unit * voters;
  const startApprox = ratioToNumber(start, voters);
  workspace.start(start, voters, startApprox);
  const { classes, classOf, budget, slope, exact, lastRho, nearValue, nearWeight, nearSlope } = workspace;
  const { lowerBound, lowerSlope, live, heldAtMost } = workspace;
  const costs = election.costs;
  const unitApprox = Number(election.unit);
  const { order } = workspace;
  const reused =
    workspace.prefix !== null && workspace.prefix.increment <= increment ? workspace.prefix : null;
  if (reused !== null) {
    classes.restore(reused.classes, start, startApprox);
    classOf.set(reused.classOf);
    for (let g = 0; g < classOf.length; g += 1) {
      budget[g] = classes.approxOf(classOf[g]!);
      slope[g] = classes.slopeOf(classOf[g]!);
    }
    if (workspace.movedTo.length < classes.size)
      workspace.movedTo = grow(workspace.movedTo, classes.size * 2);
    for (const round of reused.rounds) {
      selected[round.project] = 1;
      spent += costUnits[round.project]!;
      funded.push(round.project);
      rounds.push(round);
    }
  }
  // Whether every round so far is a prefix round, and the state before the last one (see record).
  let open = track;
  let before = { classOf: classOf, size: classes.size, round: classes.round };

  /** Keeps the first `length` rounds as the prefix if longer than the one kept (state from `before`). */
  function record(length: number) {
    open = false;
    if (length === 0 || length <= (workspace.prefix?.rounds.length ?? 0)) return;
    workspace.prefix = {
      increment,
      rounds: rounds.slice(0, length),
      classes: classes.snapshot(before.size, before.round),
      classOf: before.classOf === classOf ? classOf.slice() : before.classOf,
    };
  }

  /** Bound on |budget[g] - exact budget| after the rounds so far. */
  const budgetError = () => 8 * (classes.round + 1) * EPSILON * startApprox;

  /** A float estimate of p's price (the equal share its supporters can pay), or null if unaffordable. */
  function estimate(p: number, beaten: number): TEstimate | null | typeof BEATEN {
    const cost = costs[p]!;
    const list = live.groups[p]!;
    const w = live.weights[p]!;
    const listed = live.count[p]!;
    // One pass for the total, the payers and who is poor just below the last price found (prices only
    // rise, so they are surely poor now and the search below only moves up).
    let rho = lastRho[p]! * (1 - 1e-9);
    // The price is at least the last one found and at least cost / approvals. The search below only
    // looks at purses up to a little above the price, so the same pass keeps those below `cap` aside
    // and the search reads them alone (in the same order, so every sum is the same to the bit); should
    // the price come near `cap` after all, it takes every supporter (on Warszawa 2025 Mokotow, 1 search
    // in 100 at twice the bound, while four times it kept 1.6 times as many supporters aside).
    let cap = 2 * Math.max(lastRho[p]!, cost / approvals[p]!);
    const sums = workspace.sums;
    const kept = scanSupporters(
      list,
      w,
      listed,
      budget,
      slope,
      rho,
      cap,
      nearValue,
      nearWeight,
      nearSlope,
      sums,
    );
    const total = sums[0]!;
    const totalSlope = sums[1]!;
    const payers = sums[2]!;
    const poorSum = sums[3]!;
    let poorWeight = sums[4]!;
    let near = sums[5]!;
    live.count[p] = kept;
    const error = budgetError();
    const sumError = payers * error + 4 * election.supporters[p]!.length * EPSILON * Math.max(total, cost);
    if (total + sumError < cost) {
      stability.keep(cost - total - sumError, -totalSlope, totalSlope);
      return null;
    }
    heldAtMost[p] = total + sumError;
    if (total - sumError <= cost || poorWeight >= payers) return exactEstimate(p);
    // Whoever counts as poor, the price is at least what the others must pay if the poor pay all they
    // have: if that is above the price that would tie with the best so far, p cannot win this round.
    // (The poor's sum is taken at its largest, and each rounding of the division counted against it.)
    const poorAtMost = poorSum + sumError + 4 * EPSILON * cost;
    const above = ((cost - poorAtMost) / (payers - poorWeight)) * (1 - 4 * EPSILON);
    if (above > beaten * cost * (1 + 4 * EPSILON)) {
      lastRho[p] = Math.max(lastRho[p]!, above);
      lowerBound[p] = (above / cost) * (1 - 4 * EPSILON);
      return BEATEN;
    }
    stability.keep(total - sumError - cost, totalSlope, totalSlope);
    // Poor voters (budget below the share) pay what they have; repeat until no one else turns poor.
    rho = (cost - poorSum) / (payers - poorWeight);
    for (let iteration = 0; iteration < 64; iteration += 1) {
      // The price moves less than rhoError when budgets move by their error; the bound divides by the
      // weight of supporters clearly above the price, which keeps paying in full over that whole range.
      const band = rho + 1e-7 * rho + 64 * error;
      if (band >= cap) {
        cap = Number.POSITIVE_INFINITY;
        scanSupporters(list, w, kept, budget, slope, rho, cap, nearValue, nearWeight, nearSlope, sums);
        near = sums[5]!;
      }
      sumNear(nearValue, nearWeight, nearSlope, near, rho, band, sums);
      const sum = sums[0]!;
      const weight = sums[1]!;
      const poorSlope = sums[2]!;
      const atOrBelowBand = sums[3]!;
      if (weight === poorWeight) {
        lastRho[p] = rho;
        if (atOrBelowBand >= payers) break;
        const rhoError = (4 * sumError) / (payers - atOrBelowBand) + 4 * EPSILON * rho;
        if (rho + rhoError > band) break;
        // The poor pay more of the cost as budgets rise, so the others' price falls.
        const rhoSlope = -poorSlope / (payers - weight);
        const afford = rho / cost;
        return {
          p,
          rho,
          rhoError,
          afford,
          affordError: rhoError / cost + 4 * EPSILON * afford,
          affordSlope: rhoSlope / cost,
          rhoSlope,
          exact: null,
        };
      }
      if (weight >= payers) break;
      poorWeight = weight;
      rho = (cost - sum) / (payers - weight);
    }
    return exactEstimate(p);
  }

  /** The estimate of a project whose affordability is too close to call in floats: computed exactly. */
  function exactEstimate(p: number): TEstimate | null {
    stability.unknown();
    const price = exact.scan(p);
    if (price === null) return null;
    const rho = ratioToNumber(price.need, BigInt(price.payers) * classes.denominator());
    const afford = rho / costs[p]!;
    return {
      p,
      rho,
      rhoError: 4 * EPSILON * rho,
      afford,
      affordError: 8 * EPSILON * afford,
      affordSlope: 0,
      rhoSlope: 0,
      exact: price,
    };
  }

  /** Exact comparison of prices per unit of cost (the denominator is common). */
  const compareAfford = (a: number, pa: TPrice, b: number, pb: TPrice) =>
    compareBig(pa.need * BigInt(pb.payers) * costUnits[b]!, pb.need * BigInt(pa.payers) * costUnits[a]!);

  // Last round's lower bound on each project's price per unit of cost: budgets only shrink, so it holds.
  for (const p of election.candidates) lowerBound[p] = (1 / approvals[p]!) * (1 - 8 * EPSILON);
  let remaining = election.candidates.filter((p) => selected[p] === 0);

  for (;;) {
    remaining.sort((a, b) => lowerBound[a]! - lowerBound[b]!);
    let bestUpper = Number.POSITIVE_INFINITY;
    const estimates: TEstimate[] = [];
    const affordable: number[] = [];
    for (const p of remaining) {
      if (lowerBound[p]! > bestUpper) {
        affordable.push(p);
        continue;
      }
      // While the skip proof is tracked it needs every estimate in full (see keepAhead).
      const tracking = track && stability.limit >= unitApprox;
      const found = estimate(p, tracking ? Number.POSITIVE_INFINITY : bestUpper);
      if (found === null) continue;
      affordable.push(p);
      if (found === BEATEN) continue;
      estimates.push(found);
      lowerBound[p] = found.afford - found.affordError;
      lowerSlope[p] = found.affordSlope;
      bestUpper = Math.min(bestUpper, found.afford + found.affordError);
    }
    const contenders = estimates.filter((e) => e.afford - e.affordError <= bestUpper);
    let best = -1;
    let bestPrice: TPrice | null = null;
    for (const contender of contenders) {
      const price =
        contender.exact ??
        exact.near(
          contender.p,
          contender.rho,
          2 * (contender.rhoError + budgetError()) + 4 * EPSILON * contender.rho,
        );
      if (price === null) continue;
      const versus = best === -1 ? -1 : compareAfford(contender.p, price, best, bestPrice!);
      if (versus < 0 || (versus === 0 && tieBreak(election, contender.p, best) < 0)) {
        best = contender.p;
        bestPrice = price;
      }
    }
    if (best === -1 || bestPrice === null) {
      if (open) {
        before = { classOf, size: classes.size, round: classes.round };
        record(rounds.length);
      }
      break;
    }
    const winner = estimates.find((e) => e.p === best)!;
    // The Add1 loop skips whole currency units only: once the limit is below one, no later decision
    // can change what it does with it (the limit only falls), so the rest of the run need not track.
    if (track && stability.limit >= unitApprox) {
      const error = budgetError() + winner.rhoError;
      const payersOfBest = live.groups[best]!.subarray(0, live.count[best]);
      stability.keepSides(payersOfBest, budget, slope, winner.rho, winner.rhoSlope, error);
      stability.keepAhead(winner, estimates, affordable, lowerBound, lowerSlope);
    }
    remaining = affordable.filter((p) => p !== best);
    selected[best] = 1;
    spent += costUnits[best]!;
    funded.push(best);
    if (open) {
      before = { classOf, size: classes.size, round: classes.round };
      if (best === order[rounds.length]) before.classOf = classOf.slice();
      else record(rounds.length);
    }
    const round = settle(best, bestPrice, winner.rhoSlope);
    rounds.push(round);
    if (open && !everyoneAbove(round)) record(rounds.length - 1);
    // Once this run's skip proof is under one unit (the Add1 loop then skips nothing on its account),
    // the loop needs only to know that the outcome fits and is not exhaustive: stop when that is certain.
    const skipsNothing = !(stability.limit >= unitApprox);
    if (track && skipsNothing && !open) {
      if (certainlyFitsAndNotExhaustive(election, selected, remaining, spent, heldAtMost)) {
        complete = false;
        break;
      }
    }
  }

  /** Charges p's supporters the price each, or all they have, and moves them to their new classes. */
  function settle(p: number, { need, payers }: TPrice, priceSlope: number): TRawRound {
    const share = fraction(need, BigInt(payers));
    const { price, approx } = classes.charge(share.num, share.den);
    let full = 0;
    let partial = 0;
    let withoutMoney = 0;
    let emptied = 0;
    const margin = 2 * budgetError() + 4 * EPSILON * startApprox;
    let { movedTo } = workspace;
    const sources: number[] = [];
    // The live list (mes-live.ts) may have dropped supporters left with nothing: they count as such.
    const list = live.groups[p]!;
    const w = live.weights[p]!;
    let listedWeight = 0;
    for (let i = 0; i < live.count[p]!; i += 1) {
      const g = list[i]!;
      const c = classOf[g]!;
      listedWeight += w[i]!;
      if (c === 0) {
        withoutMoney += w[i]!;
        continue;
      }
      if (movedTo[c] === 0) {
        sources.push(c);
        const value = budget[g]!;
        const versus =
          value > approx + margin ? 1 : value < approx - margin ? -1 : compareBig(classes.exactAt(c), price);
        // Paying the full price leaves a class of its own, or nothing; paying less than it leaves nothing.
        movedTo[c] = versus > 0 ? classes.child(c, priceSlope) : versus === 0 ? -1 : -2;
        if (movedTo.length < classes.size) movedTo = workspace.movedTo = grow(movedTo, classes.size * 2);
      }
      const next = movedTo[c]!;
      if (next === -2) partial += w[i]!;
      else full += w[i]!;
      if (next === -1) emptied += w[i]!;
      classOf[g] = next > 0 ? next : 0;
      budget[g] = next > 0 ? classes.approxOf(next) : EMPTY;
      slope[g] = next > 0 ? classes.slopeOf(next) : 0;
    }
    for (const c of sources) movedTo[c] = 0;
    withoutMoney += approvals[p]! - listedWeight;
    return { project: p, price, denominator: classes.denominator(), full, partial, withoutMoney, emptied };
  }

  return outcome();
}

/**
 * The price search's pass over a project's live supporters (see estimate): drops those with an empty
 * purse from the list, sums what the others hold, and keeps aside, in order, those below `cap`.
 */
function scanSupporters(
  list: Int32Array,
  w: Float64Array,
  listed: number,
  budget: Float64Array,
  slope: Float64Array,
  rho: number,
  cap: number,
  nearValue: Float64Array,
  nearWeight: Float64Array,
  nearSlope: Float64Array,
  sums: Float64Array,
): number {
  let total = 0;
  let totalSlope = 0;
  let payers = 0;
  let poorSum = 0;
  let poorWeight = 0;
  let near = 0;
  let kept = 0;
  for (let i = 0; i < listed; i += 1) {
    const g = list[i]!;
    const value = budget[g]!;
    if (value === EMPTY) continue;
    const weight = w[i]!;
    list[kept] = g;
    w[kept] = weight;
    kept += 1;
    const valueSlope = slope[g]!;
    total += weight * value;
    totalSlope += weight * valueSlope;
    payers += weight;
    if (value < rho) {
      poorSum += weight * value;
      poorWeight += weight;
    }
    if (value < cap) {
      nearValue[near] = value;
      nearWeight[near] = weight;
      nearSlope[near] = valueSlope;
      near += 1;
    }
  }
  sums[0] = total;
  sums[1] = totalSlope;
  sums[2] = payers;
  sums[3] = poorSum;
  sums[4] = poorWeight;
  sums[5] = near;
  return kept;
}

/** Sums over the supporters kept aside below the band: the poor's sum, weight and slope, and who is in it. */
function sumNear(
  nearValue: Float64Array,
  nearWeight: Float64Array,
  nearSlope: Float64Array,
  near: number,
  rho: number,
  band: number,
  sums: Float64Array,
): void {
  let sum = 0;
  let weight = 0;
  let poorSlope = 0;
  let atOrBelowBand = 0;
  for (let i = 0; i < near; i += 1) {
    const value = nearValue[i]!;
    if (value > band) continue;
    atOrBelowBand += nearWeight[i]!;
    if (value < rho) {
      sum += nearWeight[i]! * value;
      weight += nearWeight[i]!;
      poorSlope += nearWeight[i]! * nearSlope[i]!;
    }
  }
  sums[0] = sum;
  sums[1] = weight;
  sums[2] = poorSlope;
  sums[3] = atOrBelowBand;
}

function grow(array: Int32Array<ArrayBuffer>, capacity: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
}
