import type { TBallotGroups } from './ballots.ts';
import { compareIds } from './greedy.ts';
import { percentOf } from './totals.ts';

export interface TCondorcetProject {
  id: string;
  /** Other projects this one beats head to head. */
  wins: number;
  beats: string[];
  /** wins as a percent of the other projects. */
  win_percent: number;
}

export interface TCondorcetResult {
  /** matrix[a][b]: ballots preferring project a to project b (project order). */
  matrix: number[][];
  projects: TCondorcetProject[];
  /** The project that beats every other one, when there is one. */
  winner: string | null;
  /** Complete ranking by the Schulze method, best first. */
  ranking: string[];
}

/**
 * Pairwise preferences: a ballot prefers a project it ranks to any project it does not rank, and a
 * higher rank to a lower one; two unranked projects get no preference. With R[x][y] the ballots ranking
 * both x and y with x above, m[a][b] = (ballots ranking a) - R[b][a], so only ranked pairs are walked.
 */
export function pairwiseMatrix(groups: TBallotGroups): { matrix: Float64Array; ranked: Float64Array } {
  const n = groups.projectIds.length;
  const above = new Float64Array(n * n);
  const ranked = new Float64Array(n);
  for (let g = 0; g < groups.size; g += 1) {
    const weight = groups.weights[g]!;
    const end = groups.offsets[g + 1]!;
    for (let i = groups.offsets[g]!; i < end; i += 1) {
      const x = groups.items[i]!;
      ranked[x]! += weight;
      for (let j = i + 1; j < end; j += 1) above[x * n + groups.items[j]!]! += weight;
    }
  }
  const matrix = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) if (a !== b) matrix[a * n + b] = ranked[a]! - above[b * n + a]!;
  }
  return { matrix, ranked };
}

/** Head-to-head wins, the Condorcet winner if any, and the Schulze ranking. */
export function condorcet(groups: TBallotGroups): TCondorcetResult {
  const ids = groups.projectIds;
  const n = ids.length;
  const { matrix: m, ranked } = pairwiseMatrix(groups);
  const projects = ids.map((id, a) => {
    const beats = ids.filter((_, b) => m[a * n + b]! > m[b * n + a]!);
    return { id, wins: beats.length, beats, win_percent: percentOf(beats.length, n - 1) };
  });
  const winner = projects.find((p) => p.wins === n - 1)?.id ?? null;
  const rows = ids.map((_, a) => Array.from(m.subarray(a * n, (a + 1) * n)));
  return { matrix: rows, projects, winner, ranking: schulzeRanking(ids, m, ranked) };
}

/**
 * Schulze: strongest paths over winning margins (d[a][b] = m[a][b] when a beats b, else 0); a ranks above
 * b when its strongest path to b is stronger than b's to a. The relation is transitive, so projects sort
 * by how many they rank above; projects it leaves level go by more ballots ranking them, then smaller id.
 */
export function schulzeRanking(ids: readonly string[], m: Float64Array, ranked: Float64Array): string[] {
  const n = ids.length;
  const path = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) {
      if (a !== b && m[a * n + b]! > m[b * n + a]!) path[a * n + b] = m[a * n + b]!;
    }
  }
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const ji = path[j * n + i]!;
      if (j === i || ji === 0) continue;
      for (let k = 0; k < n; k += 1) {
        if (k === i || k === j) continue;
        const through = Math.min(ji, path[i * n + k]!);
        if (through > path[j * n + k]!) path[j * n + k] = through;
      }
    }
  }
  const above = new Float64Array(n);
  for (let a = 0; a < n; a += 1) {
    for (let b = 0; b < n; b += 1) if (path[a * n + b]! > path[b * n + a]!) above[a]! += 1;
  }
  return ids
    .map((id, index) => ({ id, index }))
    .sort(
      (a, b) =>
        above[b.index]! - above[a.index]! || ranked[b.index]! - ranked[a.index]! || compareIds(a.id, b.id),
    )
    .map((entry) => entry.id);
}
