import type { TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';

// The ballot's rules as the page applies them while the resident chooses (the server checks them again
// with checkBallot, docs/api.md "Ballot rules"). Pure: what fits, why a project does not, what is
// still wrong before the ballot can be sent.

/** money: budget, housing, climate, project_management (costs against the funds); points; plain: nonnumerical. */
export type TBallotKind = 'money' | 'points' | 'plain';

export const ballotKindOf = (mode: TPublicSimulation['mode']): TBallotKind =>
  mode === 'points' ? 'points' : mode === 'nonnumerical' ? 'plain' : 'money';

export interface TBallotRules {
  kind: TBallotKind;
  /** The funds (money) or the points to spread (points); unused in plain. */
  funds: number;
  /** meet_or_exceed: the chosen costs (or points given) must reach `funds`. */
  goal: boolean;
  maxItems: number | null;
}

export const rulesOf = (
  sim: Pick<TPublicSimulation, 'mode' | 'adjustment' | 'bar_behavior' | 'max_items'>,
): TBallotRules => ({
  kind: ballotKindOf(sim.mode),
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
export type TBallotProblem =
  | 'noProjects'
  | 'overFunds'
  | 'underGoal'
  | 'overPoints'
  | 'pointsNotAllUsed'
  | 'pointsRequired'
  | 'maxItems';

/** What stops the ballot from being sent, in the order the server would say it. */
export function ballotProblems(rules: TBallotRules, costs: TCosts, choice: TChoice): TBallotProblem[] {
  const problems: TBallotProblem[] = [];
  if (choice.order.length === 0) return ['noProjects'];
  if (rules.maxItems !== null && choice.order.length > rules.maxItems) problems.push('maxItems');
  const { used } = progressOf(rules, costs, choice);
  if (rules.kind === 'money') {
    if (!rules.goal && used > rules.funds + 1e-9) problems.push('overFunds');
    if (rules.goal && used < rules.funds - 1e-9) problems.push('underGoal');
  }
  if (rules.kind === 'points') {
    if (choice.order.some((id) => (choice.points[id] ?? 0) < 1)) problems.push('pointsRequired');
    if (used > rules.funds) problems.push('overPoints');
    else if (rules.goal && used < rules.funds) problems.push('pointsNotAllUsed');
  }
  return problems;
}

/** The most points a project may take now: its own plus those not given yet. */
export const pointsMax = (rules: TBallotRules, choice: TChoice, id: number) =>
  Math.max(1, rules.funds - pointsGiven(choice) + (choice.points[id] ?? 0));
