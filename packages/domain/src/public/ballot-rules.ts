import { AMOUNT_TOLERANCE, ceilingOf, type TEngineItem } from './engine.ts';
import { BALLOT_LIMITS, BALLOT_MESSAGES as B, maxItemsMessage, type TBallotCreate } from './ballot.ts';
import { residentInputProblems, type TProblem, type TRespondentRules } from './submission.ts';
import { ballotKindOf, totalsProblem } from './ballot-totals.ts';

// The rules of a prioritization's ballot (docs/api.md "Ballot rules"): the server runs them on every
// online and paper ballot, the page on the resident's choices as they are made. Pure, no zod.

export interface TBallotRules extends TRespondentRules {
  mode: string;
  /** The funds (cost modes) or the points to spread (points mode); null: none set, so no limit. */
  adjustment: number | null;
  /** normal: stay at or under the funds; meet_or_exceed: reach them. */
  bar_behavior: string;
  /** At most this many projects; null or 0: no limit. */
  max_items: number | null;
  /** Every item of the prioritization: projects, and suggestion boxes. */
  items: readonly TEngineItem[];
}

export type TBallotInputs = Pick<
  TBallotCreate,
  'items' | 'suggestions' | 'answers' | 'comments' | 'location'
>;

export interface TCheckedBallot {
  /** The chosen projects in the ballot's order, each with its cost. */
  choices: { item: number; rank: number; points: number | null; cost: number }[];
  /** Trimmed suggestions; amount null when none was proposed. */
  suggestions: { item: number; text: string; amount: number | null }[];
  /** Total cost of the chosen projects. */
  cost: number;
  /** Total points given (points mode), else 0. */
  points: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Ranks must be 1..n each once: a rank above n or one already used is the wrong one. */
function rankProblems(items: TBallotInputs['items'], problems: TProblem[]) {
  const used = new Set<number>();
  items.forEach((line, index) => {
    if (line.rank > items.length || used.has(line.rank))
      problems.push({ path: ['items', index, 'rank'], message: B.ranksNotSequential });
    used.add(line.rank);
  });
}

function pointsProblems(rules: TBallotRules, ballot: TBallotInputs, problems: TProblem[]): number {
  const pointsMode = rules.mode === 'points';
  let total = 0;
  ballot.items.forEach((line, index) => {
    const at = ['items', index, 'points'];
    if (!pointsMode) {
      if (line.points !== undefined) problems.push({ path: at, message: B.pointsNotAllowed });
      return;
    }
    if (line.points === undefined || line.points < 1) problems.push({ path: at, message: B.pointsRequired });
    else total += line.points;
  });
  return total;
}

function suggestionProblems(
  byId: ReadonlyMap<number, TEngineItem>,
  suggestions: TBallotInputs['suggestions'],
  problems: TProblem[],
): TCheckedBallot['suggestions'] {
  const checked: TCheckedBallot['suggestions'] = [];
  const boxes = new Set<number>();
  suggestions.forEach((suggestion, index) => {
    const at = (field: string) => ['suggestions', index, field];
    const box = byId.get(suggestion.subcategory_id);
    if (!box?.suggestion_box)
      return problems.push({ path: at('subcategory_id'), message: B.suggestionNotABox });
    // One submission row per box: a second idea for the same box goes in a comment of the ballot.
    if (boxes.has(box.id))
      return problems.push({ path: at('subcategory_id'), message: B.suggestionRepeated });
    boxes.add(box.id);
    const text = suggestion.text.trim();
    const before = problems.length;
    if (text === '') problems.push({ path: at('text'), message: B.suggestionTextRequired });
    else if (text.length > BALLOT_LIMITS.suggestionMax)
      problems.push({ path: at('text'), message: B.suggestionTooLong });
    const amount = suggestion.amount ?? null;
    if (amount !== null) {
      if (box.suggestion_box_mode === 'no_amount')
        problems.push({ path: at('amount'), message: B.suggestionCostNotAllowed });
      else if (amount > ceilingOf(box) + AMOUNT_TOLERANCE)
        problems.push({ path: at('amount'), message: B.suggestionAboveCeiling });
    }
    if (problems.length === before)
      checked.push({ item: box.id, text, amount: amount === null ? null : cents(amount) });
  });
  return checked;
}

/**
 * Every rule a ballot must meet: at least one project, each a project (not a suggestion box) of this
 * prioritization and chosen once, ranks 1..n, at most max_items, the funds (cost modes) or points
 * (points mode) by the bar behaviour, suggestions for suggestion boxes, and the answers, comments and
 * location as for a simulation. Problems name the field; none means the ballot may be stored.
 */
export function checkBallot(
  rules: TBallotRules,
  ballot: TBallotInputs,
): { problems: TProblem[]; checked: TCheckedBallot } {
  const problems: TProblem[] = [];
  const byId = new Map(rules.items.map((item) => [item.id, item]));
  const choices: TCheckedBallot['choices'] = [];

  if (ballot.items.length === 0) problems.push({ path: ['items'], message: B.noProjects });
  const max = rules.max_items ?? 0;
  if (max > 0 && ballot.items.length > max) problems.push({ path: ['items'], message: maxItemsMessage(max) });

  const seen = new Set<number>();
  ballot.items.forEach((line, index) => {
    const at = ['items', index, 'subcategory_id'];
    const item = byId.get(line.subcategory_id);
    if (!item || item.suggestion_box) return problems.push({ path: at, message: B.unknownProject });
    if (seen.has(item.id)) return problems.push({ path: at, message: B.repeatedProject });
    seen.add(item.id);
    choices.push({ item: item.id, rank: line.rank, points: line.points ?? null, cost: item.amount });
  });
  rankProblems(ballot.items, problems);
  const projectsValid = problems.length === 0;
  const points = pointsProblems(rules, ballot, problems);
  const cost = cents(choices.reduce((sum, choice) => sum + choice.cost, 0));

  // The totals are judged only on a valid choice of projects (points: on valid points too), else the
  // refusal would be noise.
  const kind = ballotKindOf(rules.mode);
  const totals = totalsProblem(kind, rules.adjustment, rules.bar_behavior === 'meet_or_exceed', {
    cost,
    points,
  });
  if (totals && (kind === 'points' ? problems.length === 0 : projectsValid))
    problems.push({ path: ['items'], message: B[totals] });

  const suggestions = suggestionProblems(byId, ballot.suggestions, problems);
  residentInputProblems(rules, byId, ballot, problems);
  return { problems, checked: { choices, suggestions, cost, points } };
}
