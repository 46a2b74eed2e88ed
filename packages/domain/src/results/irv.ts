import type { TBallotGroups } from './ballots.ts';
import { toCommonScale, unitsToDecimal } from './exact.ts';
import { compareIds } from './greedy.ts';

export interface TIrvTally {
  id: string;
  votes: number;
}

export interface TIrvRound {
  /** Projects still in the race, most votes first (equal votes in project order). */
  tallies: TIrvTally[];
  /** Ballots with no project left in the race. */
  exhausted: number;
  /** Sum of the costs of the projects in the race, as a decimal string. */
  remaining_cost: string;
  /** The project eliminated at the end of this round; null on the last round. */
  eliminated: string | null;
}

export interface TIrvResult {
  rounds: TIrvRound[];
  remaining: string[];
}

/**
 * Instant run-off down to the funds (spec 2 section 9): each round every ballot counts for its
 * highest-ranked project still in the race and the project with the fewest votes is eliminated, until the
 * costs of the projects left sum to at most the funds. A tie for fewest votes eliminates, in order: the
 * one with fewer votes in the previous round (looking back round by round), fewer ballots ranking it
 * anywhere, the higher cost, the larger id.
 */
export function instantRunoff(groups: TBallotGroups, costs: readonly number[], funds: number): TIrvResult {
  const projectCount = groups.projectIds.length;
  const { units, scale } = toCommonScale([funds, ...costs]);
  const fundUnits = units[0]!;
  const costUnits = units.slice(1);
  let remainingCost = costUnits.reduce((sum, cost) => sum + cost, 0n);

  const inRace = new Uint8Array(projectCount).fill(1);
  const position = new Uint32Array(groups.size);
  const following: number[][] = Array.from({ length: projectCount }, () => []);
  const tally = new Float64Array(projectCount);
  const mentions = new Float64Array(projectCount);
  let exhausted = 0;

  for (let g = 0; g < groups.size; g += 1) {
    for (let i = groups.offsets[g]!; i < groups.offsets[g + 1]!; i += 1)
      mentions[groups.items[i]!]! += groups.weights[g]!;
    position[g] = groups.offsets[g]!;
    countFor(g);
  }

  /** Moves group g to its highest-ranked project still in the race, from its current position on. */
  function countFor(g: number) {
    const end = groups.offsets[g + 1]!;
    let i = position[g]!;
    while (i < end && inRace[groups.items[i]!] === 0) i += 1;
    position[g] = i;
    if (i === end) {
      exhausted += groups.weights[g]!;
      return;
    }
    const project = groups.items[i]!;
    following[project]!.push(g);
    tally[project]! += groups.weights[g]!;
  }

  const history: Float64Array[] = [];
  const rounds: TIrvRound[] = [];
  for (;;) {
    const racing = [...inRace.keys()].filter((p) => inRace[p] === 1);
    const tallies = racing
      .slice()
      .sort((a, b) => tally[b]! - tally[a]! || a - b)
      .map((p) => ({ id: groups.projectIds[p]!, votes: tally[p]! }));
    const round: TIrvRound = {
      tallies,
      exhausted,
      remaining_cost: unitsToDecimal(remainingCost, scale),
      eliminated: null,
    };
    rounds.push(round);
    history.push(tally.slice());
    if (remainingCost <= fundUnits || racing.length === 0) {
      return { rounds, remaining: tallies.map((t) => t.id) };
    }
    const loser = racing.reduce((worst, p) => (eliminatedFirst(p, worst) ? p : worst));
    round.eliminated = groups.projectIds[loser]!;
    inRace[loser] = 0;
    tally[loser] = 0;
    remainingCost -= costUnits[loser]!;
    const moving = following[loser]!;
    following[loser] = [];
    for (const g of moving) countFor(g);
  }

  /** The documented tie rule: is a eliminated before b? */
  function eliminatedFirst(a: number, b: number): boolean {
    for (let r = history.length - 1; r >= 0; r -= 1) {
      const difference = history[r]![a]! - history[r]![b]!;
      if (difference !== 0) return difference < 0;
    }
    if (mentions[a] !== mentions[b]) return mentions[a]! < mentions[b]!;
    if (costUnits[a] !== costUnits[b]) return costUnits[a]! > costUnits[b]!;
    return compareIds(groups.projectIds[a]!, groups.projectIds[b]!) > 0;
  }
}
