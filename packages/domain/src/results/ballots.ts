import { BallotTable } from './ballot-table.ts';
import type { TResultsBallot } from './types.ts';

/**
 * Identical ballots grouped once and shared by every count: real elections have far fewer distinct
 * ballots than voters. Group g selects items[offsets[g] .. offsets[g+1]) (project indices, rank order)
 * and stands for weights[g] voters.
 */
export interface TBallotGroups {
  projectIds: readonly string[];
  /** All ballots, empty ones included. */
  voters: number;
  size: number;
  weights: Uint32Array;
  offsets: Uint32Array;
  items: Int32Array;
  /** Points aligned with items, or null when no ballot carries points. */
  points: Float64Array | null;
}

/**
 * Groups ballots by their exact content (order and points included). An id a ballot repeats counts at
 * its first (highest) position only; an unknown id is an error.
 */
export function groupBallots(
  projectIds: readonly string[],
  ballots: readonly TResultsBallot[],
): TBallotGroups {
  const indexOf = new Map(projectIds.map((id, index) => [id, index]));
  const withPoints = ballots.some((ballot) => ballot.points !== undefined);
  const table = new BallotTable(withPoints);
  let sequence = new Int32Array(Math.max(1, projectIds.length));
  let points = withPoints ? new Float64Array(sequence.length) : null;
  const seen = new Int32Array(projectIds.length).fill(-1);

  for (let b = 0; b < ballots.length; b += 1) {
    const ballot = ballots[b]!;
    const ids = ballot.projects;
    if (ids.length > sequence.length) {
      sequence = new Int32Array(ids.length);
      if (points) points = new Float64Array(ids.length);
    }
    let length = 0;
    for (let position = 0; position < ids.length; position += 1) {
      const project = indexOf.get(ids[position]!);
      if (project === undefined)
        throw new Error(`Ballot ${b + 1} names an unknown project "${ids[position]}".`);
      if (seen[project] === b) continue;
      seen[project] = b;
      if (points) points[length] = ballot.points?.[position] ?? 0;
      sequence[length++] = project;
    }
    table.add(sequence, points, length, 1);
  }
  return { projectIds, voters: ballots.length, size: table.size, ...table.finish() };
}

/**
 * The same ballots read as approval sets (order and points dropped), regrouped so that ballots approving
 * the same projects in any order form one group. Items of each group are in ascending project order.
 */
export function approvalGroups(groups: TBallotGroups): TBallotGroups {
  const table = new BallotTable(false);
  for (let g = 0; g < groups.size; g += 1) {
    const set = groups.items.slice(groups.offsets[g]!, groups.offsets[g + 1]!).sort();
    table.add(set, null, set.length, groups.weights[g]!);
  }
  return { projectIds: groups.projectIds, voters: groups.voters, size: table.size, ...table.finish() };
}

/** For each project, the groups that select it (ascending group order). */
export function supportersByProject(groups: TBallotGroups): Int32Array[] {
  const counts = new Uint32Array(groups.projectIds.length);
  for (let i = 0; i < groups.items.length; i += 1) counts[groups.items[i]!]! += 1;
  const lists = Array.from(counts, (count) => new Int32Array(count));
  const filled = new Uint32Array(groups.projectIds.length);
  for (let g = 0; g < groups.size; g += 1) {
    for (let i = groups.offsets[g]!; i < groups.offsets[g + 1]!; i += 1) {
      const project = groups.items[i]!;
      lists[project]![filled[project]!++] = g;
    }
  }
  return lists;
}
