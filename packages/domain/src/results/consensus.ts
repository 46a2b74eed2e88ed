import type { TBallotGroups } from './ballots.ts';
import { percentOf } from './totals.ts';

export interface TConsensus {
  /** All ballots. */
  total_voters: number;
  /** Voters with at least one of the winning projects on their ballot. */
  voters: number;
  /** voters as a percent of total_voters. */
  percentage: number;
  /** won_at_least[k]: voters with at least k winning projects (won_at_least[1] = voters). */
  won_at_least: number[];
  /** distribution[k]: voters with exactly k winning projects. */
  distribution: number[];
}

/** Consensus ('pbhappy') for a chosen set of winning projects; unknown ids are ignored. */
export function consensus(groups: TBallotGroups, winners: readonly string[]): TConsensus {
  const winning = new Uint8Array(groups.projectIds.length);
  const wanted = new Set(winners);
  groups.projectIds.forEach((id, p) => {
    if (wanted.has(id)) winning[p] = 1;
  });
  const distribution = [0];
  for (let g = 0; g < groups.size; g += 1) {
    let won = 0;
    for (let i = groups.offsets[g]!; i < groups.offsets[g + 1]!; i += 1) won += winning[groups.items[i]!]!;
    while (distribution.length <= won) distribution.push(0);
    distribution[won]! += groups.weights[g]!;
  }
  const won_at_least = distribution.map((_, k) =>
    distribution.slice(k).reduce((sum, count) => sum + count, 0),
  );
  const voters = won_at_least[1] ?? 0;
  return {
    total_voters: groups.voters,
    voters,
    percentage: percentOf(voters, groups.voters),
    won_at_least,
    distribution,
  };
}
