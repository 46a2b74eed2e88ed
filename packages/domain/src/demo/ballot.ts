import { AMOUNT_TOLERANCE } from '../public/engine.ts';
import type { TBallotInputs, TBallotRules } from '../public/ballot-rules.ts';
import { ballotKindOf } from '../public/ballot-totals.ts';
import type { TRandom } from './random.ts';
import { planAnswers, planComments, planLocation, type TDemoMood, type TDemoPlace } from './simulation.ts';
import { PROJECT_IDEAS } from './texts.ts';

// A made-up voter's ballot: projects drawn by their popularity (a few favourites, a long tail, so the
// results have winners and losers), as many as the voter wants within max_items, each only when it still
// fits the funds, ranked in the order chosen; sometimes a project idea in a suggestion box.

/** How popular each project is: a steep skew over a random order of the projects. */
export function planPopularity(random: TRandom, rules: Pick<TBallotRules, 'items'>): Map<number, number> {
  const projects = rules.items.filter((item) => !item.suggestion_box).map((item) => item.id);
  for (let i = projects.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [projects[i], projects[j]] = [projects[j]!, projects[i]!];
  }
  return new Map(projects.map((id, place) => [id, 1 / (place + 1) ** 1.1]));
}

export function planBallot(
  random: TRandom,
  rules: TBallotRules,
  mood: TDemoMood,
  popularity: ReadonlyMap<number, number>,
  place: TDemoPlace | null,
): TBallotInputs {
  const kind = ballotKindOf(rules.mode);
  const funds = kind === 'money' && rules.adjustment !== null ? rules.adjustment : Infinity;
  const goal = rules.bar_behavior === 'meet_or_exceed';
  const projects = rules.items.filter((item) => !item.suggestion_box);
  const max = Math.min(projects.length, (rules.max_items ?? 0) > 0 ? rules.max_items! : projects.length);
  // Most voters pick a handful; with a goal to meet they go on until it is met.
  const wanted = goal
    ? max
    : random.weighted([1, 2, 3, 4, 5, 6].map((n) => [Math.min(n, max), n === 1 ? 1 : 3] as const));

  const chosen: typeof projects = [];
  let cost = 0;
  while (chosen.length < wanted) {
    const open = projects.filter(
      (p) => !chosen.includes(p) && (goal || cost + p.amount <= funds + AMOUNT_TOLERANCE),
    );
    if (open.length === 0) break;
    const next = random.weighted(open.map((p) => [p, popularity.get(p.id) ?? 0.1] as const));
    chosen.push(next);
    cost += next.amount;
    if (goal && cost >= funds - AMOUNT_TOLERANCE) break;
  }

  const points =
    kind === 'points' ? spreadPoints(rules.adjustment ?? chosen.length * 10, chosen.length, goal) : [];
  const items = chosen.map((project, index) => ({
    subcategory_id: project.id,
    rank: index + 1,
    ...(kind === 'points' ? { points: points[index]! } : {}),
  }));

  const box = rules.items.find((item) => item.suggestion_box);
  const suggestions =
    box && random.chance(0.04)
      ? [
          {
            subcategory_id: box.id,
            text: random.pick(PROJECT_IDEAS),
            ...(box.suggestion_box_mode === 'no_amount' ? {} : { amount: random.int(2, 40) * 5_000 }),
          },
        ]
      : [];
  return {
    items,
    suggestions,
    answers: planAnswers(random, rules, mood),
    comments: planComments(
      random,
      rules,
      chosen.map((p) => p.id),
    ),
    location: planLocation(random, place),
  };
}

/** Points mode: more for the first choices (weights n, n-1, ..., 1); all of them when the goal says so. */
function spreadPoints(total: number, count: number, all: boolean): number[] {
  const weight = (count * (count + 1)) / 2;
  const points = Array.from({ length: count }, (_, i) =>
    Math.max(1, Math.floor((total * (count - i)) / weight)),
  );
  const spent = points.reduce((sum, p) => sum + p, 0);
  if (all && count > 0 && spent < total) points[0]! += total - spent;
  return points;
}
