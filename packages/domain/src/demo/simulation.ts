import {
  AMOUNT_TOLERANCE,
  balanceOf,
  baseAmounts,
  hasQuestion,
  isAdjustable,
  stepAmount,
  type TEngineItem,
  type TScenarioChoices,
} from '../public/engine.ts';
import type { TClickBatch, TSubmissionCreate } from '../public/requests.ts';
import { sessionAmountProblem, type TRespondentRules, type TSubmissionRules } from '../public/submission.ts';
import type { TRandom } from './random.ts';
import { GENERAL_COMMENTS, ITEM_COMMENTS, TEXT_ANSWERS } from './texts.ts';

/** The standard exit question asking for a postal code (its answers make the postal_code demographics). */
const POSTAL_CODE_SLUG = 'postal_code';

// A made-up resident's work on a simulation page: the items opened and moved with + and -, the scenario
// options chosen, and (for a submitter) the submission the page would send. Amounts move only by the
// item's own steps (stepAmount), so each is one the page could produce; a submitter whose simulation
// refuses a deficit keeps stepping until the budget balances, as a resident must.

/** Where residents drop their pin: near the map's centre, with the client's postal codes. */
export interface TDemoPlace {
  lat: number;
  lng: number;
  postal_codes: readonly string[];
}

/** The public's leanings on one simulation: which way each item tends to move, which options win. */
export interface TDemoMood {
  /** Mean steps per item (positive: residents tend to add). */
  drift: ReadonlyMap<number, number>;
  /** Weight of each option (by item, then option id) and of each select answer (by question). */
  optionWeights: ReadonlyMap<number, readonly number[]>;
  answerWeights: ReadonlyMap<number, readonly number[]>;
  /** The postal codes residents give when a question asks for one (the client's area); none: no answer. */
  postalCodes: readonly string[];
}

export function planMood(
  random: TRandom,
  rules: TRespondentRules & { items: readonly TEngineItem[] },
  postalCodes: readonly string[] = [],
): TDemoMood {
  const weights = (n: number) => Array.from({ length: n }, () => 0.2 + random.next() ** 2 * 3);
  return {
    drift: new Map(rules.items.map((item) => [item.id, Math.round(random.normal() * 20) / 10])),
    optionWeights: new Map(
      rules.items.flatMap((item) =>
        item.question ? [[item.id, weights(item.question.options.length)]] : [],
      ),
    ),
    answerWeights: new Map(rules.questions.map((q) => [q.id, weights(q.options?.length ?? 0)])),
    postalCodes,
  };
}

export interface TDemoSimulationActivity {
  clicks: TClickBatch['clicks'];
  /** The session amounts of the items moved (what the page reports for residents who never submit). */
  amounts: NonNullable<TClickBatch['amounts']>;
  /** What a submitter's page sends (without the visit id); null for a visit that does not submit. */
  submission: TSubmissionCreate | null;
}

type Clicks = Map<string, TClickBatch['clicks'][number]>;

function click(
  clicks: Clicks,
  item: number | null,
  kind: TClickBatch['clicks'][number]['kind'],
  count: number,
  option?: string,
) {
  if (count <= 0) return;
  const key = `${item}:${kind}:${option ?? ''}`;
  const earlier = clicks.get(key);
  if (earlier) earlier.count += count;
  else
    clicks.set(key, {
      subcategory_id: item,
      kind,
      count,
      ...(option === undefined ? {} : { option_id: option }),
    });
}

function planChoices(random: TRandom, rules: TSubmissionRules, mood: TDemoMood, clicks: Clicks) {
  const choices = new Map<number, string[]>();
  for (const item of rules.items) {
    if (!hasQuestion(item) || item.is_locked || !random.chance(0.45)) continue;
    const options = item.question!.options;
    const weights = mood.optionWeights.get(item.id) ?? options.map(() => 1);
    const entries = options.map((option, index) => [String(option.id), weights[index] ?? 1] as const);
    const first = random.weighted(entries);
    const chosen = new Set([first]);
    if (item.question!.allow_multiple && options.length > 1 && random.chance(0.4))
      chosen.add(random.weighted(entries));
    choices.set(item.id, [...chosen]);
    for (const option of chosen) click(clicks, item.id, 'option', 1, option);
  }
  return choices;
}

/** How much one step in `direction` raises the balance (housing: homes placed count up). */
const balanceSign = (rules: TSubmissionRules, item: TEngineItem) =>
  (item.type === 'revenue' ? 1 : -1) * (rules.mode === 'housing' ? -1 : 1);

/** Steps items until the balance is not a deficit; false when the items' bounds do not allow it. */
function balanceBudget(
  random: TRandom,
  rules: TSubmissionRules,
  amounts: Map<number, number>,
  bases: ReadonlyMap<number, number>,
  clicks: Clicks,
): boolean {
  const movable = rules.items.filter(isAdjustable);
  for (let tries = 0; tries < 200; tries++) {
    const { balance, state } = balanceOf(rules, amounts);
    if (state !== 'deficit') return true;
    if (movable.length === 0) return false;
    const item = random.pick(movable);
    const direction = balanceSign(rules, item);
    const current = amounts.get(item.id)!;
    const base = bases.get(item.id)!;
    const gain = (stepAmount(item, current, direction, base) - current) * direction;
    if (gain <= 0) continue;
    // Some residents close the gap with one item, others a little from several.
    const needed = Math.ceil(-balance / gain);
    const steps = random.chance(0.5) ? needed : random.int(1, needed);
    amounts.set(item.id, stepAmount(item, current, direction * steps, base));
    click(clicks, item.id, direction > 0 ? 'increase' : 'decrease', steps);
  }
  return balanceOf(rules, amounts).state !== 'deficit';
}

export function planAnswers(
  random: TRandom,
  rules: TRespondentRules,
  mood: TDemoMood,
): TSubmissionCreate['answers'] {
  return rules.questions.flatMap((question) => {
    const answers = (value: string) => [{ question_id: question.id, value }];
    if (question.type === 'select' && (question.options?.length ?? 0) > 0) {
      if (!question.is_required && random.chance(0.15)) return [];
      const weights = mood.answerWeights.get(question.id) ?? [];
      return answers(
        random.weighted(question.options!.map((option, i) => [option, weights[i] ?? 1] as const)),
      );
    }
    if (question.slug === POSTAL_CODE_SLUG) {
      if (mood.postalCodes.length === 0) return [];
      return question.is_required || random.chance(0.6) ? answers(random.pick(mood.postalCodes)) : [];
    }
    if (question.type === 'email')
      return question.is_required || random.chance(0.12)
        ? answers(`resident${random.int(1, 99_999)}@example.com`)
        : [];
    return question.is_required || random.chance(0.2) ? answers(random.pick(TEXT_ANSWERS)) : [];
  });
}

/** A pin near the centre (about a 3 km spread) and, mostly, one of the postal codes. */
export function planLocation(random: TRandom, place: TDemoPlace | null): TSubmissionCreate['location'] {
  if (!place) return null;
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    lat: round(place.lat + random.normal() * 0.025),
    lng: round(place.lng + random.normal() * 0.035),
    postal_code: place.postal_codes.length > 0 && random.chance(0.7) ? random.pick(place.postal_codes) : null,
  };
}

export function planComments(
  random: TRandom,
  rules: TRespondentRules,
  items: readonly number[],
): TSubmissionCreate['comments'] {
  if (!rules.is_commenting_enabled || !random.chance(0.12)) return [];
  if (items.length > 0 && random.chance(0.7))
    return [{ subcategory_id: random.pick(items), text: random.pick(ITEM_COMMENTS) }];
  return [{ subcategory_id: null, text: random.pick(GENERAL_COMMENTS) }];
}

/**
 * One visit's activity on a simulation. A submitter moves more and always ends with a budget the rules
 * accept (or, when no sequence of steps balances it, does not submit); a browser only looks and tries.
 */
export function planSimulationActivity(
  random: TRandom,
  rules: TSubmissionRules,
  mood: TDemoMood,
  submitting: boolean,
  place: TDemoPlace | null,
): TDemoSimulationActivity {
  const clicks: Clicks = new Map();
  for (const item of rules.items)
    if (random.chance(submitting ? 0.3 : 0.12)) click(clicks, item.id, 'open', random.int(1, 2));
  const choices: TScenarioChoices = submitting ? planChoices(random, rules, mood, clicks) : new Map();
  const bases = baseAmounts(rules, choices);
  const amounts = new Map(
    rules.items.map((item) => [item.id, item.suggestion_box ? 0 : bases.get(item.id)!]),
  );

  for (const item of rules.items) {
    if (!isAdjustable(item) || !random.chance(submitting ? 0.4 : 0.15)) continue;
    if (random.chance(0.15)) click(clicks, item.id, 'info', 1);
    if (random.chance(0.05)) click(clicks, item.id, 'details', 1);
    const steps = Math.round((mood.drift.get(item.id) ?? 0) + random.normal() * 2.5);
    if (steps === 0) continue;
    const base = bases.get(item.id)!;
    amounts.set(item.id, stepAmount(item, base, steps, base));
    click(clicks, item.id, steps > 0 ? 'increase' : 'decrease', Math.abs(steps));
    // Some residents overshoot and come back a step.
    if (random.chance(0.2)) {
      click(clicks, item.id, steps > 0 ? 'increase' : 'decrease', 1);
      click(clicks, item.id, steps > 0 ? 'decrease' : 'increase', 1);
    }
  }
  if (random.chance(0.03)) click(clicks, null, 'reset', 1);

  const balanced =
    submitting &&
    (rules.is_budget_submittable_with_deficit || balanceBudget(random, rules, amounts, bases, clicks));
  const changed = rules.items.filter(
    (item) => isAdjustable(item) && Math.abs(amounts.get(item.id)! - bases.get(item.id)!) > AMOUNT_TOLERANCE,
  );
  const lines = changed.map((item) => ({ subcategory_id: item.id, amount: amounts.get(item.id)! }));
  const activity = {
    clicks: [...clicks.values()],
    // What the page reports as the resident goes (the server checks these against the plain grid).
    amounts: lines.filter((line, i) => sessionAmountProblem(rules.items, changed[i]!, line.amount) === null),
  };
  if (!balanced) return { ...activity, submission: null };
  return {
    ...activity,
    submission: {
      items: lines,
      scenario: [...choices].map(([item, options]) => ({ subcategory_id: item, option_ids: [...options] })),
      answers: planAnswers(random, rules, mood),
      comments: planComments(
        random,
        rules,
        changed.map((item) => item.id),
      ),
      location: planLocation(random, place),
    },
  };
}
