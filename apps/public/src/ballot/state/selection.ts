import {
  ballotKindOf,
  totalsProblem,
  type TBallotKind,
  type TPublicItem,
  type TPublicSimulation,
  type TTotalsProblem,
} from '@commonpurse/domain/public';

// The ballot's rules as the page applies them while the resident chooses (the server checks them again
// with checkBallot, docs/api.md "Ballot rules"). Pure: what fits, why a project does not, what is
// still wrong before the ballot can be sent.

export { ballotKindOf, type TBallotKind };

export interface TBallotRules {
  kind: TBallotKind;
  /** The funds (money) or the points to spread (points); unused in plain. */
  funds: number;
  /** meet_or_exceed: the chosen costs (or points given) must reach `funds`. */
  goal: boolean;
  maxItems: number | null;
}

/** A prioritization without funds set has no limit to show or keep (the server sets none either). */
export const rulesOf = (
  sim: Pick<TPublicSimulation, 'mode' | 'adjustment' | 'bar_behavior' | 'max_items'>,
): TBallotRules => ({
  kind: sim.adjustment === null ? 'plain' : ballotKindOf(sim.mode),
  funds: Math.max(0, sim.adjustment ?? 0),
  goal: sim.bar_behavior === 'meet_or_exceed',
  maxItems: sim.max_items && sim.max_items > 0 ? sim.max_items : null,
});

/** The projects of a prioritization (its items, suggestion boxes aside) and its suggestion boxes. */
export function projectsOf(sim: Pick<TPublicSimulation, 'expenses'>) {
  const items = sim.expenses.flatMap((category) => category.subcategories);
  return {
    projects: items.filter((item) => !item.suggestion_box),
    boxes: items.filter((item) => item.suggestion_box),
  };
}

/** The resident's ballot: chosen project ids in rank order (first = rank 1) and points per project. */
export interface TChoice {
  order: number[];
  points: Record<number, number>;
}

export const EMPTY_CHOICE: TChoice = { order: [], points: {} };

export type TCosts = ReadonlyMap<number, number>;
export const costsOf = (projects: readonly Pick<TPublicItem, 'id' | 'amount'>[]): TCosts =>
  new Map(projects.map((p) => [p.id, Math.max(0, p.amount)]));

export const totalCost = (costs: TCosts, choice: TChoice) =>
  choice.order.reduce((sum, id) => sum + (costs.get(id) ?? 0), 0);

export const pointsGiven = (choice: TChoice) =>
  choice.order.reduce((sum, id) => sum + (choice.points[id] ?? 0), 0);

/** What the bar shows: used of the funds (or points); met as the bar_behavior reads it. */
export function progressOf(rules: TBallotRules, costs: TCosts, choice: TChoice) {
  const used = rules.kind === 'points' ? pointsGiven(choice) : totalCost(costs, choice);
  const met = rules.goal ? used >= rules.funds : used <= rules.funds;
  const percent = rules.funds > 0 ? Math.min(100, (used / rules.funds) * 100) : 0;
  return { used, of: rules.funds, left: rules.funds - used, met, percent };
}

/** Why a project that is not chosen cannot be added now (null: it can). */
export type TBlock =
  { kind: 'maxItems'; max: number } | { kind: 'overFunds'; left: number } | { kind: 'noPointsLeft' };

export function blockOf(rules: TBallotRules, costs: TCosts, choice: TChoice, id: number): TBlock | null {
  if (choice.order.includes(id)) return null;
  if (rules.maxItems !== null && choice.order.length >= rules.maxItems)
    return { kind: 'maxItems', max: rules.maxItems };
  if (rules.kind === 'money' && !rules.goal) {
    const left = rules.funds - totalCost(costs, choice);
    if ((costs.get(id) ?? 0) > left + 1e-9) return { kind: 'overFunds', left: Math.max(0, left) };
  }
  if (rules.kind === 'points' && pointsGiven(choice) >= rules.funds) return { kind: 'noPointsLeft' };
  return null;
}

/** Named as BALLOT_MESSAGES names them (the page says them in its language). */
export type TBallotProblem = 'noProjects' | 'pointsRequired' | 'maxItems' | TTotalsProblem;

/** What stops the ballot from being sent, in the order the server would say it. */
export function ballotProblems(rules: TBallotRules, costs: TCosts, choice: TChoice): TBallotProblem[] {
  const problems: TBallotProblem[] = [];
  if (choice.order.length === 0) return ['noProjects'];
  if (rules.maxItems !== null && choice.order.length > rules.maxItems) problems.push('maxItems');
  const pointsMissing = rules.kind === 'points' && choice.order.some((id) => (choice.points[id] ?? 0) < 1);
  if (pointsMissing) problems.push('pointsRequired');
  const totals = totalsProblem(rules.kind, rules.funds, rules.goal, {
    cost: totalCost(costs, choice),
    points: pointsGiven(choice),
  });
  if (totals && !pointsMissing) problems.push(totals);
  return problems;
}

/** The most points a project may take now: its own plus those not given yet. */
export const pointsMax = (rules: TBallotRules, choice: TChoice, id: number) =>
  Math.max(1, rules.funds - pointsGiven(choice) + (choice.points[id] ?? 0));
