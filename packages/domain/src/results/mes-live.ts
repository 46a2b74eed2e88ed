import type { TPreparedElection } from './mes-election.ts';

/**
 * Each project's supporters who may still have money, in supporter order. A purse that is empty stays
 * empty for the rest of the run, so the price search drops such groups from the list as it meets them
 * (see `estimate` in mes-run.ts): late rounds then read a third fewer supporters. The order of those
 * kept never changes, so every sum over them is the same to the bit as over the full list.
 */
export class LiveSupporters {
  readonly groups: Int32Array[];
  readonly weights: Float64Array[];
  /** How many entries of groups[p] and weights[p] are in use. */
  readonly count: Int32Array;

  constructor(private readonly election: TPreparedElection) {
    this.groups = election.supporters.map((list) => list.slice());
    this.weights = election.supporterWeights.map((list) => list.slice());
    this.count = Int32Array.from(election.supporters, (list) => list.length);
  }

  /** Every supporter back in every list, for the next run. */
  reset(): void {
    const { supporters, supporterWeights } = this.election;
    for (let p = 0; p < this.count.length; p += 1) {
      if (this.count[p] === supporters[p]!.length) continue;
      this.groups[p]!.set(supporters[p]!);
      this.weights[p]!.set(supporterWeights[p]!);
      this.count[p] = supporters[p]!.length;
    }
  }
}
