import { toCommonScale } from './exact.ts';

export interface TGreedyProject {
  id: string;
  cost: number;
}

export interface TGreedyOptions {
  /** false = greedy-no-skip: stop at the first project that does not fit instead of skipping it. */
  skip?: boolean;
}

/**
 * Greedy funding: projects by descending score (votes, or points for points ballots), each funded when
 * its cost fits the funds left. Equal scores go to the lower cost, then the smaller id; projects
 * nobody scored are never funded. Returns ids in funding order. Sums are exact (scaled integers).
 */
export function greedySelection(
  projects: readonly TGreedyProject[],
  scores: readonly number[],
  funds: number,
  options: TGreedyOptions = {},
): string[] {
  const { units } = toCommonScale([funds, ...projects.map((p) => p.cost)]);
  let left = units[0]!;
  const order = projects
    .map((project, index) => ({ project, index, cost: units[index + 1]!, score: scores[index] ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.cost < b.cost ? -1 : a.cost > b.cost ? 1 : 0) ||
        compareIds(a.project.id, b.project.id),
    );
  const selected: string[] = [];
  for (const entry of order) {
    if (entry.cost <= left) {
      selected.push(entry.project.id);
      left -= entry.cost;
    } else if (options.skip === false) {
      break;
    }
  }
  return selected;
}

/** Ids compared as strings by code unit, the same order Python's sorted() gives for ids in the BMP. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
