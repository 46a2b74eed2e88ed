import type { TBallotGroups } from './ballots.ts';

/** Spec 2 section 9: a project at rank r earns 0.5 + 1/r (rank 1 = 1.5, rank 2 = 1.0, ...). */
export function rankWeight(rank: number): number {
  return 0.5 + 1 / rank;
}

export interface TVoteTotal {
  id: string;
  /** Ballots selecting the project. */
  votes: number;
  /** votes as a percent of all ballots. */
  vote_percent: number;
  /** Sum of rank weights. */
  weighted: number;
  /** weighted as a percent of all projects' weighted totals. */
  weighted_percent: number;
  /** Sum of points (points-mode ballots; 0 otherwise). */
  points: number;
}

/**
 * Votes by rank: row p, column r-1 counts the ballots placing project p at rank r (the heatmap's
 * matrix). Columns run to the longest ballot.
 */
export function votesByRank(groups: TBallotGroups): number[][] {
  const { matrix, ranks } = rankMatrix(groups);
  return groups.projectIds.map((_, p) => Array.from(matrix.subarray(p * ranks, (p + 1) * ranks)));
}

function rankMatrix(groups: TBallotGroups): { matrix: Float64Array; ranks: number } {
  let ranks = 0;
  for (let g = 0; g < groups.size; g += 1)
    ranks = Math.max(ranks, groups.offsets[g + 1]! - groups.offsets[g]!);
  const matrix = new Float64Array(groups.projectIds.length * ranks);
  for (let g = 0; g < groups.size; g += 1) {
    const start = groups.offsets[g]!;
    for (let i = start; i < groups.offsets[g + 1]!; i += 1)
      matrix[groups.items[i]! * ranks + (i - start)]! += groups.weights[g]!;
  }
  return { matrix, ranks };
}

/** Unweighted and weighted vote totals (and points), one row per project in project order. */
export function voteTotals(groups: TBallotGroups): TVoteTotal[] {
  const { matrix, ranks } = rankMatrix(groups);
  const points = new Float64Array(groups.projectIds.length);
  if (groups.points) {
    for (let g = 0; g < groups.size; g += 1) {
      for (let i = groups.offsets[g]!; i < groups.offsets[g + 1]!; i += 1) {
        points[groups.items[i]!]! += groups.points[i]! * groups.weights[g]!;
      }
    }
  }
  const rows = groups.projectIds.map((id, p) => {
    let votes = 0;
    let weighted = 0;
    for (let r = 0; r < ranks; r += 1) {
      const count = matrix[p * ranks + r]!;
      votes += count;
      weighted += count * rankWeight(r + 1);
    }
    return { id, votes, weighted, points: points[p]! };
  });
  const weightedSum = rows.reduce((sum, row) => sum + row.weighted, 0);
  return rows.map((row) => ({
    id: row.id,
    votes: row.votes,
    vote_percent: percentOf(row.votes, groups.voters),
    weighted: row.weighted,
    weighted_percent: percentOf(row.weighted, weightedSum),
    points: row.points,
  }));
}

export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/**
 * Pabulib's score for ordinal ballots: on a ballot ranking k projects, rank r earns k - r + 1 points
 * (3/2/1 on a three-choice ballot). Matches the `score` column of the ordinal fixtures.
 */
export function positionalPoints(groups: TBallotGroups): number[] {
  const points = new Float64Array(groups.projectIds.length);
  for (let g = 0; g < groups.size; g += 1) {
    const start = groups.offsets[g]!;
    const end = groups.offsets[g + 1]!;
    for (let i = start; i < end; i += 1) points[groups.items[i]!]! += (end - i) * groups.weights[g]!;
  }
  return Array.from(points);
}
