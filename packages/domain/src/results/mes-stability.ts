import { EMPTY, type TPrice } from './mes-exact.ts';

/**
 * How far every voter's starting budget can rise before any decision of an MES run could change.
 *
 * Within one run every amount moves in a straight line as the starting budget b rises, as long as the
 * winners' supporters keep paying as they did: a purse by its slope (all slopes are positive), a price
 * by minus the slopes of its poor supporters over its full payers. Each decision is a margin (a budget
 * minus a price, a total minus a cost, one price per unit of cost minus another) that stays positive
 * for margin / speed, where speed is how fast it shrinks. The smallest of these is how
 * many more money units of starting budget give the very same outcome, so the Add1 loop can skip the
 * runs in between. Margins are measured net of their float error bounds and speeds are rounded up, so
 * the limit errs short; any decision too close to call leaves no room at all.
 */
/** A float estimate of a project's price and its price per unit of cost, with error bounds and slopes. */
export interface TEstimate {
  p: number;
  rho: number;
  rhoError: number;
  afford: number;
  affordError: number;
  /** How the price per unit of cost moves per money unit of starting budget. */
  affordSlope: number;
  /** How the price moves per money unit of starting budget. */
  rhoSlope: number;
  exact: TPrice | null;
}

export class Stability {
  limit = Number.POSITIVE_INFINITY;

  /** A decision that holds while `margin` > 0, the margin changing by `rate` per money unit of b. */
  keep(margin: number, rate: number, rateScale: number): void {
    if (!(margin > 0)) {
      this.limit = 0;
      return;
    }
    const shrinking = -rate + 1e-9 * rateScale + 1e-300;
    if (shrinking > 0) this.limit = Math.min(this.limit, margin / shrinking);
  }

  /** A decision made exactly (too close to call in floats): assume it could change at once. */
  unknown(): void {
    this.limit = 0;
  }

  /**
   * The winner's supporters stay on their side of its price (the poor poor, the full payers full
   * payers), so its price moves in a straight line and the budgets it leaves do too.
   */
  keepSides(
    list: Int32Array,
    budget: Float64Array,
    slope: Float64Array,
    rho: number,
    rhoSlope: number,
    error: number,
  ): void {
    for (const g of list) {
      const value = budget[g]!;
      if (value === EMPTY) continue;
      const rate = slope[g]! - rhoSlope;
      const scale = Math.abs(slope[g]!) + Math.abs(rhoSlope);
      if (value < rho) this.keep(rho - value - error, -rate, scale);
      else this.keep(value - rho - error, rate, scale);
    }
  }

  /**
   * Every other project stays dearer per unit of cost than the winner. A project's price is convex in
   * the starting budget (as budgets rise its poor supporters turn full payers, so it falls ever more
   * slowly), so the tangent line from its estimate, or from its last estimate if it was not estimated
   * this round (`lowerBound`, `lowerSlope`), bounds it from below; the winner's price moves on its line.
   */
  keepAhead(
    winner: TEstimate,
    estimates: readonly TEstimate[],
    affordable: readonly number[],
    lowerBound: Float64Array,
    lowerSlope: Float64Array,
  ): void {
    const top = winner.afford + winner.affordError;
    const estimated = new Set(estimates.map((e) => e.p));
    for (const e of estimates) {
      if (e.p === winner.p) continue;
      const scale = Math.abs(e.affordSlope) + Math.abs(winner.affordSlope);
      this.keep(e.afford - e.affordError - top, e.affordSlope - winner.affordSlope, scale);
    }
    for (const p of affordable) {
      if (estimated.has(p)) continue;
      const scale = Math.abs(lowerSlope[p]!) + Math.abs(winner.affordSlope);
      this.keep(lowerBound[p]! - top, lowerSlope[p]! - winner.affordSlope, scale);
    }
  }
}
