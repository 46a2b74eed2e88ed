// Generated elections for the results benchmark: a fixed seed, skewed popularity like real exercises.
import type { TResultsBallot, TResultsElection } from '@commonpurse/domain/results';

/** mulberry32: a small, fast, seedable generator (the same seed gives the same election). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TGenerateOptions {
  voters: number;
  projects: number;
  /** Longest ballot; each ballot selects 1..maxChoices projects. */
  maxChoices: number;
  seed: number;
}

/**
 * Projects cost 10,000 to 500,000 (whole units) and the funds cover about a third of them. Voters pick
 * projects with Zipf-like popularity (project k weighs 1 / (k + 1)), without repeats, most wanted first.
 */
export function generateElection({ voters, projects, maxChoices, seed }: TGenerateOptions): TResultsElection {
  const random = seededRandom(seed);
  const list = Array.from({ length: projects }, (_, k) => ({
    id: `p${k + 1}`,
    cost: 10_000 + Math.floor(random() * 490) * 1_000,
  }));
  const funds = Math.round(list.reduce((sum, p) => sum + p.cost, 0) / 3);
  const cumulative = new Float64Array(projects);
  let total = 0;
  for (let k = 0; k < projects; k += 1) cumulative[k] = total += 1 / (k + 1);
  const pick = () => {
    const target = random() * total;
    let low = 0;
    let high = projects - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const ballots: TResultsBallot[] = [];
  const taken = new Int32Array(projects).fill(-1);
  for (let v = 0; v < voters; v += 1) {
    const length = 1 + Math.floor(random() * Math.min(maxChoices, projects));
    const chosen: string[] = [];
    while (chosen.length < length) {
      const k = pick();
      if (taken[k] === v) continue;
      taken[k] = v;
      chosen.push(list[k]!.id);
    }
    ballots.push({ projects: chosen });
  }
  return { projects: list, funds, ballots };
}
