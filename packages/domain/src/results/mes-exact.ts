import type { BudgetClasses } from './mes-classes.ts';
import type { TPreparedElection } from './mes-election.ts';
import type { LiveSupporters } from './mes-live.ts';

/** An exact price: need / payers over the run's current denominator. */
export interface TPrice {
  need: bigint;
  payers: number;
}

/** Marks the empty purse (class 0) in a run's float budgets. */
export const EMPTY = Number.NEGATIVE_INFINITY;

export function compareBig(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Exact prices for one MES run. A project's price is what each supporter pays when those who cannot
 * afford it pay all they have: scanning supporters' budget classes from the poorest, the first class
 * that can pay need / payers sets it. Works on the run's own arrays (class of each group, float budgets).
 */
export class ExactPrices {
  private classWeight = new Float64Array(1024);
  private touched: number[] = [];

  constructor(
    private readonly election: TPreparedElection,
    private readonly classes: BudgetClasses,
    private readonly classOf: Int32Array,
    private readonly budget: Float64Array,
    private readonly live: LiveSupporters,
  ) {}

  /** The price of p by the plain scan over all its live supporters' classes in exact order, or null. */
  scan(p: number): TPrice | null {
    const list = this.live.groups[p]!;
    const w = this.live.weights[p]!;
    let payers = 0;
    for (let i = 0; i < this.live.count[p]!; i += 1) {
      const c = this.classOf[list[i]!]!;
      if (c === 0) continue;
      this.gather(c, w[i]!);
      payers += w[i]!;
    }
    const need = this.election.costUnits[p]! * this.classes.denominator();
    const price = this.scanFrom([...this.touched], need, payers);
    this.release();
    return price;
  }

  /**
   * The price of p given a float estimate `rho` good to within `margin`: supporters surely below it pay
   * all they have (summed exactly), those within the margin are scanned in exact order, the rest pay
   * the price. Falls back to the plain scan if the result does not check out.
   */
  near(p: number, rho: number, margin: number): TPrice | null {
    const { classes } = this;
    const list = this.live.groups[p]!;
    const w = this.live.weights[p]!;
    let payers = 0;
    let richest = -1;
    let richestValue = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.live.count[p]!; i += 1) {
      const g = list[i]!;
      const value = this.budget[g]!;
      if (value === EMPTY) continue;
      payers += w[i]!;
      if (value <= rho + margin) this.gather(this.classOf[g]!, w[i]!);
      else if (value < richestValue) {
        richestValue = value;
        richest = this.classOf[g]!;
      }
    }
    const poor = this.touched.filter((c) => classes.approxOf(c) < rho - margin);
    const close = this.touched.filter((c) => classes.approxOf(c) >= rho - margin);
    for (const c of poor) payers -= this.classWeight[c]!;
    const need =
      this.election.costUnits[p]! * classes.denominator() - classes.weightedSum(poor, this.classWeight);
    let price = this.scanFrom(close, need, payers);
    if (price === null) {
      // Nobody within the margin could pay: the price is set by the poorest of the rest.
      const left = this.remainder;
      if (left.payers > 0 && richest !== -1 && left.need <= BigInt(left.payers) * classes.exactAt(richest)) {
        price = left;
      }
    }
    this.release();
    return price ?? this.scan(p);
  }

  /** What is left to pay, and by how many, after the last scan found no class able to pay. */
  private remainder: TPrice = { need: 0n, payers: 0 };

  private scanFrom(candidates: number[], need: bigint, payers: number): TPrice | null {
    const values = new Map(candidates.map((c) => [c, this.classes.exactAt(c)]));
    candidates.sort((a, b) => compareBig(values.get(a)!, values.get(b)!));
    for (const c of candidates) {
      const value = values.get(c)!;
      if (need <= BigInt(payers) * value) return { need, payers };
      need -= BigInt(this.classWeight[c]!) * value;
      payers -= this.classWeight[c]!;
    }
    this.remainder = { need, payers };
    return null;
  }

  private gather(c: number, weight: number) {
    if (this.classWeight.length < this.classes.size) {
      const grown = new Float64Array(this.classes.size * 2);
      grown.set(this.classWeight);
      this.classWeight = grown;
    }
    if (this.classWeight[c] === 0) this.touched.push(c);
    this.classWeight[c]! += weight;
  }

  private release() {
    for (const c of this.touched) this.classWeight[c] = 0;
    this.touched.length = 0;
  }
}
