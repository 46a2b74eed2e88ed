import { fraction } from './exact.ts';
import { BudgetClasses, ratioToNumber } from './mes-classes.ts';
import { tieBreak, type TPreparedElection } from './mes-election.ts';

/** What one round charged: the price is price / (denominator * unit) currency units. */
export interface TRawRound {
  project: number;
  price: bigint;
  denominator: bigint;
  full: number;
  partial: number;
  withoutMoney: number;
}

export interface TRunOutcome {
  /** Funded projects in order, free ones first. */
  funded: number[];
  selected: Uint8Array;
  costUnits: bigint;
  rounds: TRawRound[];
}

/** An exact price: need / payers over the current denominator. */
interface TPrice {
  need: bigint;
  payers: number;
}

/** A float estimate of a project's price and its price per unit of cost, with error bounds. */
interface TEstimate {
  p: number;
  rho: number;
  rhoError: number;
  afford: number;
  affordError: number;
  exact: TPrice | null;
}

const EPSILON = 2 ** -52;

/**
 * One run of MES with every voter starting at funds / voters + `increment` currency units.
 *
 * Decisions are exact; floats only find them fast. Each voter group carries a float copy of its budget
 * whose error has a proven bound (a few ulps of the starting budget per round). Every comparison is
 * made in floats when the values are further apart than the bounds allow to be wrong, and otherwise
 * in exact integers: the price each round charges is always computed exactly, and ties, budgets equal
 * to a price and supporters with exactly the cost are settled exactly.
 */
export function runEqualShares(election: TPreparedElection, increment: number): TRunOutcome {
  const { groups, supporters, costUnits, approvals } = election;
  const weights = groups.weights;
  const selected = new Uint8Array(costUnits.length);
  const funded: number[] = [];
  const rounds: TRawRound[] = [];
  let spent = 0n;
  for (const p of election.free) {
    selected[p] = 1;
    spent += costUnits[p]!;
    funded.push(p);
  }
  const outcome = () => ({ funded, selected, costUnits: spent, rounds });
  if (election.voters === 0) return outcome();

  const voters = BigInt(election.voters);
  const start = election.fundUnits + BigInt(increment) * election.unit * voters;
  const startApprox = ratioToNumber(start, voters);
  const classes = new BudgetClasses(start, voters, startApprox);
  const classOf = new Int32Array(groups.size).fill(1);
  const budget = new Float64Array(groups.size).fill(startApprox);
  const costs = costUnits.map((c) => Number(c));
  // Per-class scratch space: weight of a project's supporters in the class, and where the class moves.
  let classWeight = new Float64Array(1024);
  let movedTo = new Int32Array(1024);
  const touched: number[] = [];

  /** Bound on |budget[g] - exact budget| after the rounds so far. */
  const budgetError = () => 8 * (classes.round + 1) * EPSILON * startApprox;

  /** Groups the supporters of p that still have money by class; returns their total weight. */
  function gatherClasses(p: number): number {
    if (classWeight.length < classes.size) {
      classWeight = new Float64Array(classes.size * 2);
      movedTo = new Int32Array(classes.size * 2);
    }
    touched.length = 0;
    let payers = 0;
    for (const g of supporters[p]!) {
      const c = classOf[g]!;
      if (c === 0) continue;
      if (classWeight[c] === 0) touched.push(c);
      classWeight[c]! += weights[g]!;
      payers += weights[g]!;
    }
    return payers;
  }

  function releaseClasses() {
    for (const c of touched) classWeight[c] = 0;
  }

  /** The exact price of p by the plain scan over its supporters' classes in exact order, or null. */
  function exactScan(p: number): TPrice | null {
    let payers = gatherClasses(p);
    const values = new Map(touched.map((c) => [c, classes.exactAt(c)]));
    const order = [...touched].sort((a, b) => compareBig(values.get(a)!, values.get(b)!));
    let need = costUnits[p]! * classes.denominator();
    let price: TPrice | null = null;
    for (const c of order) {
      const value = values.get(c)!;
      if (need <= BigInt(payers) * value) {
        price = { need, payers };
        break;
      }
      need -= BigInt(classWeight[c]!) * value;
      payers -= classWeight[c]!;
    }
    releaseClasses();
    return price;
  }

  /**
   * The exact price of p near its estimate: supporters surely below it pay all they have, those within
   * the error margin are scanned in exact order, the rest pay the price. Falls back to the plain scan
   * if the result does not check out.
   */
  function exactPrice(estimate: TEstimate): TPrice | null {
    if (estimate.exact) return estimate.exact;
    const { p, rho } = estimate;
    const margin = 2 * (estimate.rhoError + budgetError()) + 4 * EPSILON * rho;
    let payers = gatherClasses(p);
    let need = costUnits[p]! * classes.denominator();
    const near: number[] = [];
    let richest = -1;
    for (const c of touched) {
      const value = classes.approxOf(c);
      if (value < rho - margin) {
        need -= BigInt(classWeight[c]!) * classes.exactAt(c);
        payers -= classWeight[c]!;
      } else if (value <= rho + margin) near.push(c);
      else if (richest === -1 || value < classes.approxOf(richest)) richest = c;
    }
    const values = new Map(near.map((c) => [c, classes.exactAt(c)]));
    near.sort((a, b) => compareBig(values.get(a)!, values.get(b)!));
    let price: TPrice | null = null;
    for (const c of near) {
      const value = values.get(c)!;
      if (need <= BigInt(payers) * value) {
        price = { need, payers };
        break;
      }
      need -= BigInt(classWeight[c]!) * value;
      payers -= classWeight[c]!;
    }
    releaseClasses();
    if (price === null && payers > 0 && richest !== -1 && need <= BigInt(payers) * classes.exactAt(richest)) {
      price = { need, payers };
    }
    return price ?? exactScan(p);
  }

  /** A float estimate of p's price (the equal share its supporters can pay), or null if unaffordable. */
  function estimate(p: number): TEstimate | null {
    const cost = costs[p]!;
    const list = supporters[p]!;
    let total = 0;
    let payers = 0;
    for (const g of list) {
      if (classOf[g] === 0) continue;
      total += weights[g]! * budget[g]!;
      payers += weights[g]!;
    }
    const error = budgetError();
    const sumError = payers * error + 4 * list.length * EPSILON * Math.max(total, cost);
    if (total + sumError < cost) return null;
    if (total - sumError <= cost) return exactEstimate(p);
    // Poor voters (budget below the share) pay what they have; repeat until no one else turns poor.
    let rho = cost / payers;
    let poorWeight = 0;
    for (let iteration = 0; iteration < 64; iteration += 1) {
      let poorSum = 0;
      let weight = 0;
      for (const g of list) {
        const value = budget[g]!;
        if (classOf[g] !== 0 && value < rho) {
          poorSum += weights[g]! * value;
          weight += weights[g]!;
        }
      }
      if (weight === poorWeight) {
        const rhoError = (4 * sumError) / (payers - weight) + 4 * EPSILON * rho;
        return {
          p,
          rho,
          rhoError,
          afford: rho / cost,
          affordError: rhoError / cost + 4 * EPSILON * (rho / cost),
          exact: null,
        };
      }
      if (weight >= payers) break;
      poorWeight = weight;
      rho = (cost - poorSum) / (payers - weight);
    }
    return exactEstimate(p);
  }

  /** The estimate of a project whose affordability is too close to call in floats: computed exactly. */
  function exactEstimate(p: number): TEstimate | null {
    const price = exactScan(p);
    if (price === null) return null;
    const rho = ratioToNumber(price.need, BigInt(price.payers) * classes.denominator());
    const afford = rho / costs[p]!;
    return { p, rho, rhoError: 4 * EPSILON * rho, afford, affordError: 8 * EPSILON * afford, exact: price };
  }

  /** Exact comparison of prices per unit of cost (the denominator is common). */
  const compareAfford = (a: number, pa: TPrice, b: number, pb: TPrice) =>
    compareBig(pa.need * BigInt(pb.payers) * costUnits[b]!, pb.need * BigInt(pa.payers) * costUnits[a]!);

  // Last round's lower bound on each project's price per unit of cost: budgets only shrink, so it holds.
  const lowerBound = new Float64Array(costUnits.length);
  for (const p of election.candidates) lowerBound[p] = (1 / approvals[p]!) * (1 - 8 * EPSILON);
  let remaining = [...election.candidates];

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
      const found = estimate(p);
      if (found === null) continue;
      affordable.push(p);
      estimates.push(found);
      lowerBound[p] = found.afford - found.affordError;
      bestUpper = Math.min(bestUpper, found.afford + found.affordError);
    }
    const contenders = estimates.filter((e) => e.afford - e.affordError <= bestUpper);
    let best = -1;
    let bestPrice: TPrice | null = null;
    for (const contender of contenders) {
      const price = exactPrice(contender);
      if (price === null) continue;
      const versus = best === -1 ? -1 : compareAfford(contender.p, price, best, bestPrice!);
      if (versus < 0 || (versus === 0 && tieBreak(election, contender.p, best) < 0)) {
        best = contender.p;
        bestPrice = price;
      }
    }
    if (best === -1 || bestPrice === null) break;
    remaining = affordable.filter((p) => p !== best);
    selected[best] = 1;
    spent += costUnits[best]!;
    funded.push(best);
    rounds.push(settle(best, bestPrice));
  }

  /** Charges p's supporters the price each, or all they have, and moves them to their new classes. */
  function settle(p: number, { need, payers }: TPrice): TRawRound {
    const share = fraction(need, BigInt(payers));
    const { price, approx } = classes.charge(share.num, share.den);
    const round: TRawRound = {
      project: p,
      price,
      denominator: classes.denominator(),
      full: 0,
      partial: 0,
      withoutMoney: 0,
    };
    const margin = 2 * budgetError() + 4 * EPSILON * startApprox;
    const sources: number[] = [];
    for (const g of supporters[p]!) {
      const c = classOf[g]!;
      const weight = weights[g]!;
      if (c === 0) {
        round.withoutMoney += weight;
        continue;
      }
      if (movedTo[c] === 0) {
        sources.push(c);
        const value = budget[g]!;
        const versus =
          value > approx + margin ? 1 : value < approx - margin ? -1 : compareBig(classes.exactAt(c), price);
        // Paying the full price leaves a class of its own, or nothing; paying less than it leaves nothing.
        movedTo[c] = versus > 0 ? classes.child(c) : versus === 0 ? -1 : -2;
        if (classWeight.length < classes.size) {
          classWeight = grow(classWeight, classes.size * 2);
          movedTo = grow(movedTo, classes.size * 2);
        }
      }
      const next = movedTo[c]!;
      if (next === -2) round.partial += weight;
      else round.full += weight;
      classOf[g] = next > 0 ? next : 0;
      budget[g] = next > 0 ? classes.approxOf(next) : 0;
    }
    for (const c of sources) movedTo[c] = 0;
    return round;
  }

  return outcome();
}

function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function grow<T extends Float64Array | Int32Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}
