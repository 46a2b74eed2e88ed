export interface TClassesSnapshot {
  size: number;
  parent: Int32Array;
  born: Int32Array;
  slopes: Float64Array;
  denominators: bigint[];
  steps: bigint[];
  prices: bigint[];
  priceApprox: number[];
}

/**
 * Budget classes for one MES run. Voters who paid for the same projects hold the same amount, so a
 * class is one amount shared by many ballot groups. Each class keeps a float approximation for fast
 * estimates and an exact value (integer numerator over the run's denominator at some round) computed
 * only when a decision needs it: a class created when round t charged its parent is exactly
 * parent - price(t).
 *
 * Denominators: money is counted in units of 1 / denominator(t) (of an integer money unit); round t
 * multiplies the denominator by whatever its price needs. Class 0 is the empty purse.
 */
export class BudgetClasses {
  size = 2;
  private approx = new Float64Array(1024);
  /** How each class's amount moves per money unit of starting budget (see mes-stability.ts). */
  private slopes = new Float64Array(1024);
  private parent = new Int32Array(1024);
  private born = new Int32Array(1024);
  private epoch = new Int32Array(1024);
  private exact = new Map<number, bigint>();
  private denominators: bigint[];
  /** steps[t] = denominator(t) / denominator(t - 1): the factor round t's price needed (at most its payers). */
  private steps: bigint[] = [1n];
  /** Scratch for weightedSum: the weight charged in each round. */
  private charged = new Float64Array(64);
  private prices: bigint[] = [0n];
  private priceApprox: number[] = [0];
  private ratios = new Map<number, bigint>();

  /** Class 1 holds `start` / `denominator` units, about `startApprox`. */
  constructor(start: bigint, denominator: bigint, startApprox: number) {
    this.denominators = [denominator];
    this.reset(start, denominator, startApprox);
  }

  /**
   * Starts over with class 1 alone (the Add1 loop reuses one set of arrays for all its runs). Entries
   * past class 1 are always written by `child` before they are read.
   */
  reset(start: bigint, denominator: bigint, startApprox: number): void {
    this.size = 2;
    this.exact.clear();
    this.exact.set(0, 0n);
    this.exact.set(1, start);
    this.denominators = [denominator];
    this.steps = [1n];
    this.prices = [0n];
    this.priceApprox = [0];
    this.ratios.clear();
    this.approx[1] = startApprox;
    this.slopes[1] = 1;
  }

  /** A copy of the first `size` classes and `round` rounds, to start later runs from (see mes-prefix.ts). */
  snapshot(size: number, round: number): TClassesSnapshot {
    return {
      size,
      parent: this.parent.slice(0, size),
      born: this.born.slice(0, size),
      slopes: this.slopes.slice(0, size),
      denominators: this.denominators.slice(0, round + 1),
      steps: this.steps.slice(0, round + 1),
      prices: this.prices.slice(0, round + 1),
      priceApprox: this.priceApprox.slice(0, round + 1),
    };
  }

  /**
   * Starts over from a snapshot with class 1 at `start` instead. Each float is recomputed exactly as
   * `child` computes it, from the parent's, so the run sees the very floats it would have made itself;
   * exact values are recomputed from `start` when asked for.
   */
  restore(from: TClassesSnapshot, start: bigint, startApprox: number): void {
    this.reset(start, from.denominators[0]!, startApprox);
    while (this.approx.length < from.size) this.grow();
    this.size = from.size;
    this.parent.set(from.parent);
    this.born.set(from.born);
    this.slopes.set(from.slopes);
    this.denominators = [...from.denominators];
    this.steps = [...from.steps];
    this.prices = [...from.prices];
    this.priceApprox = [...from.priceApprox];
    for (let c = 2; c < from.size; c += 1) {
      this.approx[c] = this.approx[this.parent[c]!]! - this.priceApprox[this.born[c]!]!;
    }
  }

  get round(): number {
    return this.prices.length - 1;
  }

  denominator(round = this.round): bigint {
    return this.denominators[round]!;
  }

  /** Starts the next round charging price = num / den units over the current denominator. */
  charge(num: bigint, den: bigint): { round: number; price: bigint; approx: number } {
    this.denominators.push(this.denominator() * den);
    this.steps.push(den);
    this.prices.push(num);
    const approx = ratioToNumber(num, this.denominator());
    this.priceApprox.push(approx);
    return { round: this.round, price: num, approx };
  }

  approxOf(c: number): number {
    return this.approx[c]!;
  }

  slopeOf(c: number): number {
    return this.slopes[c]!;
  }

  /** A class for members of `c` who paid the current round's full price, whose slope is priceSlope. */
  child(c: number, priceSlope: number): number {
    if (this.size === this.approx.length) this.grow();
    const next = this.size++;
    this.parent[next] = c;
    this.born[next] = this.round;
    this.approx[next] = this.approx[c]! - this.priceApprox[this.round]!;
    this.slopes[next] = this.slopes[c]! - priceSlope;
    return next;
  }

  /** The exact value of class c as a numerator over denominator(round). */
  exactAt(c: number, round = this.round): bigint {
    let value = this.exact.get(c);
    if (value === undefined) {
      // Walk up to the nearest class with a known value, then come back down.
      const chain: number[] = [];
      let ancestor = c;
      while (!this.exact.has(ancestor)) {
        chain.push(ancestor);
        ancestor = this.parent[ancestor]!;
      }
      for (let i = chain.length - 1; i >= 0; i -= 1) {
        const child = chain[i]!;
        const t = this.born[child]!;
        const known = this.exact.get(ancestor)! * this.ratio(this.epoch[ancestor]!, t);
        this.exact.set(child, known - this.prices[t]!);
        this.epoch[child] = t;
        ancestor = child;
      }
      value = this.exact.get(c)!;
    }
    return value * this.ratio(this.epoch[c]!, round);
  }

  /**
   * The exact sum of weight[c] * value(c) over `list`, as a numerator over the current denominator,
   * without computing each value: a class's value is the start minus the price of every round in which
   * it or an ancestor was charged, so the sum only needs, per round, the weight of the classes charged.
   */
  weightedSum(list: readonly number[], weight: Float64Array): bigint {
    const now = this.round;
    if (this.charged.length <= now) this.charged = new Float64Array(2 * (now + 1));
    const charged = this.charged;
    charged.fill(0, 0, now + 1);
    let members = 0;
    for (const c of list) {
      const w = weight[c]!;
      members += w;
      for (let a = c; a > 1; a = this.parent[a]!) charged[this.born[a]!]! += w;
    }
    // members * start * denominator(now) / denominator(0) minus each round's charge scaled up to now,
    // in Horner's form: each step multiplies by the small factor of one round, never by a large ratio.
    let sum = BigInt(members) * this.exact.get(1)!;
    for (let t = 1; t <= now; t += 1) {
      sum *= this.steps[t]!;
      if (charged[t] !== 0) sum -= BigInt(charged[t]!) * this.prices[t]!;
    }
    return sum;
  }

  /** denominator(to) / denominator(from). */
  private ratio(from: number, to: number): bigint {
    if (from === to) return 1n;
    const key = from * 1_000_003 + to;
    let ratio = this.ratios.get(key);
    if (ratio === undefined) {
      ratio = this.denominators[to]! / this.denominators[from]!;
      this.ratios.set(key, ratio);
    }
    return ratio;
  }

  private grow() {
    const capacity = this.approx.length * 2;
    const grown = <T extends Float64Array | Int32Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.approx = grown(this.approx);
    this.slopes = grown(this.slopes);
    this.parent = grown(this.parent);
    this.born = grown(this.born);
    this.epoch = grown(this.epoch);
  }
}

const LIMIT = 1n << 1000n;

/** num / den as the nearest double, for integers of any size. */
export function ratioToNumber(num: bigint, den: bigint): number {
  let a = num < 0n ? -num : num;
  let b = den;
  while (a >= LIMIT || b >= LIMIT) {
    a >>= 64n;
    b >>= 64n;
  }
  if (b === 0n) return Number.POSITIVE_INFINITY;
  return ((num < 0n ? -1 : 1) * Number(a)) / Number(b);
}
