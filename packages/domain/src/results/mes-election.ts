import { approvalGroups, supportersByProject, type TBallotGroups } from './ballots.ts';
import { toCommonScale } from './exact.ts';
import { compareIds } from './greedy.ts';

/** An approval election in the integer units MES counts in, shared by every run of the Add1 loop. */
export interface TPreparedElection {
  ids: readonly string[];
  /** Costs and funds times `unit` (10^decimals), exactly. */
  costUnits: bigint[];
  /** The costs in units as floats, for the price search. */
  costs: Float64Array;
  fundUnits: bigint;
  unit: bigint;
  voters: number;
  /** Ballots as approval sets, identical sets grouped. */
  groups: TBallotGroups;
  supporters: Int32Array[];
  /** supporterWeights[p][i]: voters in group supporters[p][i], laid out beside it for fast scans. */
  supporterWeights: Float64Array[];
  approvals: Float64Array;
  /** Projects with supporters and a positive cost: the ones MES weighs. */
  candidates: number[];
  /** Supported projects costing nothing: funded before the first round. */
  free: number[];
}

export function prepareElection(
  projects: readonly { id: string; cost: number }[],
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
    costs: Float64Array.from(costUnits, (c) => Number(c)),
    fundUnits: units[0]!,
    unit: 10n ** BigInt(scale),
    voters: groups.voters,
    groups,
    supporters,
    supporterWeights: supporters.map((list) => Float64Array.from(list, (g) => groups.weights[g]!)),
    approvals,
    candidates: supported.filter((p) => costUnits[p]! > 0n),
    free: supported.filter((p) => costUnits[p]! <= 0n),
  };
}

/** The README's order for equally affordable projects: lower cost, more approvals, smaller id. */
export function tieBreak(election: TPreparedElection, a: number, b: number): number {
  const costA = election.costUnits[a]!;
  const costB = election.costUnits[b]!;
  if (costA !== costB) return costA < costB ? -1 : 1;
  const approvals = election.approvals[b]! - election.approvals[a]!;
  return approvals !== 0 ? approvals : compareIds(election.ids[a]!, election.ids[b]!);
}
