import {
  balanceOf,
  baseAmounts,
  ceilingOf,
  floorOf,
  hasQuestion,
  isReachableAmount,
  AMOUNT_TOLERANCE,
  type TBalance,
  type TEngineItem,
  type TEngineSimulation,
} from './engine.ts';
import { PUBLIC_LIMITS, PUBLIC_MESSAGES as M } from './messages.ts';
import type { TSubmissionCreate } from './requests.ts';

export interface TRuleQuestion {
  id: number;
  type: 'text' | 'textarea' | 'email' | 'select' | string;
  is_required: boolean;
  /** A select's option values. */
  options: readonly string[] | null;
  /** The question's CSV label (e.g. postal_code); the demo planner answers by it. */
  slug?: string;
}

/** Everything the server checks a submission against (read from the database, never from the page). */
export interface TSubmissionRules extends TEngineSimulation, TRespondentRules {
  is_budget_submittable_with_deficit: boolean;
  /** The simulation's surplus_required text, or null for the default. */
  deficit_message: string | null;
}

export interface TProblem {
  path: (string | number)[];
  message: string;
}

export interface TCheckedSubmission {
  /** Every item's submitted amount (items not sent keep their starting amount and scenario effects). */
  amounts: Map<number, number>;
  /** Where each item started (its amount with the chosen scenario options and dedicated funds). */
  bases: Map<number, number>;
  choices: Map<number, (number | string)[]>;
  balance: TBalance;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A plausible e-mail address (the mailer is the real judge). */
export const isEmailAddress = (value: string) => EMAIL.test(value);
const sameId = (a: number | string, b: number | string) => String(a) === String(b);

function scenarioProblems(
  rules: TSubmissionRules,
  byId: Map<number, TEngineItem>,
  scenario: TSubmissionCreate['scenario'],
  problems: TProblem[],
): Map<number, (number | string)[]> {
  const choices = new Map<number, (number | string)[]>();
  scenario.forEach((entry, index) => {
    const at = (field: string) => ['scenario', index, field];
    const item = byId.get(entry.subcategory_id);
    if (!item) return problems.push({ path: at('subcategory_id'), message: M.unknownItem });
    if (!hasQuestion(item)) return problems.push({ path: at('subcategory_id'), message: M.noQuestion });
    if (choices.has(item.id)) return problems.push({ path: at('subcategory_id'), message: M.repeatedItem });
    const question = item.question!;
    const unknown = entry.option_ids.some((id) => !question.options.some((o) => sameId(o.id, id)));
    if (unknown) return problems.push({ path: at('option_ids'), message: M.unknownOption });
    const distinct = [...new Set(entry.option_ids.map(String))];
    if (!question.allow_multiple && distinct.length !== 1)
      return problems.push({ path: at('option_ids'), message: M.oneOptionOnly });
    choices.set(item.id, distinct);
  });
  return choices;
}

function amountProblem(item: TEngineItem, amount: number, base: number): string | null {
  const moved = Math.abs(amount - base) > AMOUNT_TOLERANCE;
  if (item.suggestion_box) {
    if (item.suggestion_box_mode === 'no_amount') return moved && amount !== 0 ? M.unreachableAmount : null;
    if (amount < -AMOUNT_TOLERANCE) return M.belowFloor;
    if (amount > ceilingOf(item) + AMOUNT_TOLERANCE) return M.aboveCeiling;
    return Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6 ? M.unreachableAmount : null;
  }
  if (item.is_locked) return moved ? M.lockedItem : null;
  if (hasQuestion(item)) return moved ? M.unreachableAmount : null;
  if (amount < floorOf(item, base) - AMOUNT_TOLERANCE) return M.belowFloor;
  if (amount > ceilingOf(item) + AMOUNT_TOLERANCE) return M.aboveCeiling;
  return isReachableAmount(item, amount, base) ? null : M.unreachableAmount;
}

/**
 * A session amount of a click batch (what a resident who may never submit set an item to): what the
 * item's controls could reach. Where scenario options move the item's base (its own question, or
 * dedicated funds flowing in), the options chosen are not in the batch, so only the bounds are checked.
 */
export function sessionAmountProblem(
  items: readonly TEngineItem[],
  item: TEngineItem,
  amount: number,
): string | null {
  if (!Number.isFinite(amount)) return M.unreachableAmount;
  const movedByOptions =
    hasQuestion(item) ||
    items.some((other) =>
      other.question?.options.some((o) => (o.links ?? []).some((l) => l.budget_subcategory_id === item.id)),
    );
  if (!movedByOptions) return amountProblem(item, amount, item.suggestion_box ? 0 : item.amount);
  if (amount > ceilingOf(item) + AMOUNT_TOLERANCE) return M.aboveCeiling;
  return null;
}

function answerProblems(
  rules: TRespondentRules,
  answers: TSubmissionCreate['answers'],
  problems: TProblem[],
) {
  const given = new Map<number, string>();
  answers.forEach((answer, index) => {
    const at = (field: string) => ['answers', index, field];
    const question = rules.questions.find((q) => q.id === answer.question_id);
    if (!question) return problems.push({ path: at('question_id'), message: M.unknownQuestion });
    if (given.has(question.id)) return problems.push({ path: at('question_id'), message: M.repeatedItem });
    const value = answer.value.trim();
    given.set(question.id, value);
    if (value === '') return;
    if (value.length > PUBLIC_LIMITS.answerMax)
      problems.push({ path: at('value'), message: M.answerTooLong });
    else if (question.type === 'select' && !(question.options ?? []).includes(value))
      problems.push({ path: at('value'), message: M.answerNotAnOption });
    else if (question.type === 'email' && !EMAIL.test(value))
      problems.push({ path: at('value'), message: M.answerNotAnEmail });
  });
  for (const question of rules.questions) {
    if (question.is_required && !given.get(question.id))
      problems.push({ path: ['answers', `question_${question.id}`], message: M.answerRequired });
  }
}

/** What a simulation and a prioritization both check of a resident's answers, comments and location. */
export interface TRespondentRules {
  /** Enabled entry and exit questions. */
  questions: readonly TRuleQuestion[];
  is_location_required: boolean;
  is_commenting_enabled: boolean;
}

type TRespondentInput = Pick<TSubmissionCreate, 'answers' | 'comments' | 'location'>;

/**
 * Entry/exit answers (required ones given, select values among the options), the location when
 * required, and comments (within length; on the whole simulation or an item only when commenting is
 * enabled, a suggestion box's always). Shared by submissions and ballots.
 */
export function residentInputProblems(
  rules: TRespondentRules,
  byId: ReadonlyMap<number, TEngineItem>,
  input: TRespondentInput,
  problems: TProblem[],
): void {
  answerProblems(rules, input.answers, problems);

  if (rules.is_location_required && !input.location)
    problems.push({ path: ['location'], message: M.locationRequired });

  input.comments.forEach((comment, index) => {
    const at = (field: string) => ['comments', index, field];
    if (comment.text.trim().length > PUBLIC_LIMITS.commentMax)
      return problems.push({ path: at('text'), message: M.commentTooLong });
    if (comment.subcategory_id == null) {
      if (!rules.is_commenting_enabled) problems.push({ path: at('text'), message: M.commentsDisabled });
      return;
    }
    const item = byId.get(comment.subcategory_id);
    if (!item) return problems.push({ path: at('subcategory_id'), message: M.unknownItem });
    // A suggestion box's idea is its comment: allowed whether or not item comments are enabled.
    if (!item.suggestion_box && !rules.is_commenting_enabled)
      problems.push({ path: at('subcategory_id'), message: M.commentsDisabled });
  });
}

/**
 * Every rule a submission must meet (issue 11 "Every rule is checked again on the server"): items of
 * this simulation only, once each; locked and scenario items unchanged; amounts reachable by the item's
 * controls within floor and ceiling; scenario options of the item's question; required questions
 * answered with allowed values; the location when required; comments only where allowed; and the
 * balance rule. Problems name the field (path) they are about; none means the submission may be stored.
 */
export function checkSubmission(
  rules: TSubmissionRules,
  submission: TSubmissionCreate,
): { problems: TProblem[]; checked: TCheckedSubmission } {
  const problems: TProblem[] = [];
  const byId = new Map(rules.items.map((item) => [item.id, item]));
  const choices = scenarioProblems(rules, byId, submission.scenario, problems);
  const bases = baseAmounts(rules, choices);
  const amounts = new Map<number, number>();
  for (const item of rules.items) amounts.set(item.id, item.suggestion_box ? 0 : bases.get(item.id)!);

  const seen = new Set<number>();
  submission.items.forEach((line, index) => {
    const at = (field: string) => ['items', index, field];
    const item = byId.get(line.subcategory_id);
    if (!item) return problems.push({ path: at('subcategory_id'), message: M.unknownItem });
    if (seen.has(item.id)) return problems.push({ path: at('subcategory_id'), message: M.repeatedItem });
    seen.add(item.id);
    const problem = amountProblem(item, line.amount, bases.get(item.id)!);
    if (problem) return problems.push({ path: at('amount'), message: problem });
    amounts.set(item.id, line.amount);
  });

  residentInputProblems(rules, byId, submission, problems);

  const balance = balanceOf(rules, amounts);
  if (balance.state === 'deficit' && !rules.is_budget_submittable_with_deficit)
    problems.push({ path: ['balance'], message: rules.deficit_message || M.deficit });

  return { problems, checked: { amounts, bases, choices, balance } };
}
