import {
  baseAmounts,
  engineSimulationOf,
  hasQuestion,
  isAdjustable,
  snapAmount,
  startingAmounts,
  stepAmount,
  type TScenarioChoices,
} from '@commonpurse/domain/public';
import type { TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';

export type TEngine = ReturnType<typeof engineSimulationOf<TPublicItem>>;
export type TEngineItemOf = TEngine['items'][number];
export type TOptionId = number | string;

export interface TLocation {
  lat: number;
  lng: number;
  postal_code?: string | null;
}

/** What the resident has done: everything a submission sends, and what survives a reload. */
export interface TBudgetState {
  /** Every item's current amount. */
  amounts: Record<number, number>;
  /** Scenario options chosen, per item with a question (absent: the defaults apply). */
  choices: Record<number, TOptionId[]>;
  /** Suggestion boxes' ideas. */
  ideas: Record<number, string>;
  /** Comments per item. */
  comments: Record<number, string>;
  /** Entry and exit answers by question id. */
  answers: Record<number, string>;
  location: TLocation | null;
  /** The resident went past the entry screen. */
  entered: boolean;
}

export type TBudgetAction =
  | { type: 'step'; id: number; steps: number }
  | { type: 'enter'; id: number; value: number }
  | { type: 'suggestionAmount'; id: number; value: number }
  | { type: 'choose'; id: number; optionIds: TOptionId[] }
  | { type: 'reset' }
  | { type: 'idea'; id: number; text: string }
  | { type: 'comment'; id: number; text: string }
  | { type: 'answer'; questionId: number; value: string }
  | { type: 'location'; location: TLocation | null }
  | { type: 'entered' };

export const engineOf = (sim: TPublicSimulation): TEngine => engineSimulationOf<TPublicItem>(sim);

export const choicesOf = (state: Pick<TBudgetState, 'choices'>): TScenarioChoices =>
  new Map(Object.entries(state.choices).map(([id, ids]) => [Number(id), ids]));

export const amountsOf = (state: Pick<TBudgetState, 'amounts'>): Map<number, number> =>
  new Map(Object.entries(state.amounts).map(([id, amount]) => [Number(id), amount]));

export function initialBudget(engine: TEngine): TBudgetState {
  return {
    amounts: Object.fromEntries(startingAmounts(engine)),
    choices: {},
    ideas: {},
    comments: {},
    answers: {},
    location: null,
    entered: false,
  };
}

/** A suggestion box's amount: whole, from 0 up to its ceiling (the engine's grid for an item at 0). */
export const suggestionAmount = (item: TEngineItemOf, value: number) => snapAmount(item, value, 0);

/** Moves the amounts that scenario choices touch: the item itself, and dedicated funds' targets. */
function applyChoices(engine: TEngine, state: TBudgetState, choices: TBudgetState['choices']) {
  const before = baseAmounts(engine, choicesOf(state));
  const after = baseAmounts(engine, choicesOf({ choices }));
  const amounts = { ...state.amounts };
  for (const item of engine.items) {
    const from = before.get(item.id)!;
    const to = after.get(item.id)!;
    if (from === to || item.suggestion_box) continue;
    // An adjustable item keeps the resident's own change on top of its new starting point.
    const current = amounts[item.id] ?? from;
    amounts[item.id] = isAdjustable(item) ? snapAmount(item, current - from + to, to) : to;
  }
  return { ...state, choices, amounts };
}

export function budgetReducer(engine: TEngine) {
  const byId = new Map(engine.items.map((item) => [item.id, item]));
  return (state: TBudgetState, action: TBudgetAction): TBudgetState => {
    switch (action.type) {
      case 'step':
      case 'enter': {
        const item = byId.get(action.id);
        if (!item || !isAdjustable(item)) return state;
        const base = baseAmounts(engine, choicesOf(state)).get(item.id)!;
        const current = state.amounts[item.id] ?? base;
        const next =
          action.type === 'step'
            ? stepAmount(item, current, action.steps, base)
            : snapAmount(item, action.value, base);
        return next === current ? state : { ...state, amounts: { ...state.amounts, [item.id]: next } };
      }
      case 'suggestionAmount': {
        const item = byId.get(action.id);
        if (!item?.suggestion_box || item.suggestion_box_mode === 'no_amount') return state;
        return { ...state, amounts: { ...state.amounts, [item.id]: suggestionAmount(item, action.value) } };
      }
      case 'choose': {
        const item = byId.get(action.id);
        if (!item || !hasQuestion(item)) return state;
        const known = item.question!.options.filter((o) =>
          action.optionIds.some((id) => String(id) === String(o.id)),
        );
        const ids = item.question!.allow_multiple
          ? known.map((o) => o.id)
          : known.slice(0, 1).map((o) => o.id);
        if (!item.question!.allow_multiple && ids.length === 0) return state;
        return applyChoices(engine, state, { ...state.choices, [item.id]: ids });
      }
      case 'reset':
        return { ...state, amounts: Object.fromEntries(startingAmounts(engine)), choices: {} };
      case 'idea':
        return { ...state, ideas: { ...state.ideas, [action.id]: action.text } };
      case 'comment':
        return { ...state, comments: { ...state.comments, [action.id]: action.text } };
      case 'answer':
        return { ...state, answers: { ...state.answers, [action.questionId]: action.value } };
      case 'location':
        return { ...state, location: action.location };
      case 'entered':
        return { ...state, entered: true };
    }
  };
}

/**
 * A budget kept on this device (an earlier session, or a submit that could not be sent), made safe:
 * only this simulation's items and options, each amount put back on its item's grid and bounds.
 */
export function restoreBudget(engine: TEngine, saved: Partial<TBudgetState>): TBudgetState {
  const fresh = initialBudget(engine);
  const reduce = budgetReducer(engine);
  const itemIds = new Set(engine.items.map((item) => item.id));
  let state: TBudgetState = {
    ...fresh,
    ideas: pickStrings(saved.ideas, itemIds),
    comments: pickStrings(saved.comments, itemIds),
    answers: pickStrings(saved.answers),
    location: validLocation(saved.location),
    entered: saved.entered === true,
  };
  for (const [id, ids] of Object.entries(saved.choices ?? {}))
    if (Array.isArray(ids)) state = reduce(state, { type: 'choose', id: Number(id), optionIds: ids });
  for (const [id, amount] of Object.entries(saved.amounts ?? {})) {
    if (typeof amount !== 'number') continue;
    const item = engine.items.find((i) => i.id === Number(id));
    if (item?.suggestion_box) state = reduce(state, { type: 'suggestionAmount', id: item.id, value: amount });
    else if (item) state = reduce(state, { type: 'enter', id: item.id, value: amount });
  }
  return state;
}

function pickStrings(record: unknown, ids?: ReadonlySet<number>): Record<number, string> {
  if (!record || typeof record !== 'object') return {};
  return Object.fromEntries(
    Object.entries(record).filter(
      ([id, value]) =>
        Number.isInteger(Number(id)) && (!ids || ids.has(Number(id))) && typeof value === 'string',
    ),
  );
}

function validLocation(location: unknown): TLocation | null {
  if (!location || typeof location !== 'object') return null;
  const { lat, lng, postal_code } = location as TLocation;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { lat, lng, postal_code: typeof postal_code === 'string' ? postal_code : null };
}
