// The arithmetic of a resident's simulation: what a +/- step is, which amounts an item may hold, what a
// scenario answer does, and the balance. The public page runs it as the resident works; the server runs
// the same functions again on every submission, so the page can never be ahead of (or behind) the rules.
// Pure: no zod, no I/O, small enough for the public bundle.

export type TEngineMode = 'budget' | 'housing' | 'points' | 'nonnumerical' | string;

export interface TEngineOption {
  id: number | string;
  /** The dollar difference this option makes to its item (negative decreases). */
  value: number;
  default?: boolean;
  /** Dedicated funds: the option's value also flows, shared equally, into these spending items. */
  links?: readonly { budget_subcategory_id: number }[] | null;
}

export interface TEngineQuestion {
  type?: 'dedicated' | null;
  allow_multiple: boolean;
  options: readonly TEngineOption[];
}

export interface TEngineItem {
  id: number;
  type: 'revenue' | 'expense';
  /** The starting amount. */
  amount: number;
  /** A tax rate (percent) or, with the dwelling-units calculator, a density (units per acre). */
  rate: number | null;
  /** The item or its category is locked. */
  is_locked: boolean;
  floor_amount: number | null;
  /** 0: no ceiling. */
  ceiling_amount: number;
  custom_increment_amount: number | null;
  /** The stored fraction (percent / 100). */
  custom_increment_rate: number | null;
  /** The rate step, in the rate's own unit (percentage points, or units per acre). */
  custom_increment_rate_for_tax_rate: number | null;
  calculator: 'standard' | 'dwelling-units-per-acre' | string;
  suggestion_box: boolean;
  suggestion_box_mode: 'no_amount' | 'no_balance' | 'balance' | string;
  /** A scenario (custom) question replaces the +/- controls. */
  question: TEngineQuestion | null;
}

export interface TEngineSimulation {
  mode: TEngineMode;
  /** Added to the balance (a simulation's starting gap; a prioritization's funds). */
  adjustment: number | null;
  items: readonly TEngineItem[];
}

/** option ids chosen per item with a question. */
export type TScenarioChoices = ReadonlyMap<number, readonly (number | string)[]>;

/** Amounts are money: compared to the cent. */
export const AMOUNT_TOLERANCE = 0.005;
const cents = (value: number) => Math.round(value * 100) / 100;
const sameId = (a: number | string, b: number | string) => String(a) === String(b);

/** Standard step: 1 % of the starting amount. */
export const STANDARD_STEP_FRACTION = 0.01;
/** The smallest amount step (an item starting at 0 still moves). */
export const MIN_AMOUNT_STEP = 1;
/** Rate steps when none is set: 0.1 percentage point of tax, or 1 unit per acre of density. */
export const DEFAULT_TAX_RATE_STEP = 0.1;
export const DEFAULT_DENSITY_STEP = 1;

/** The resident changes the rate (tax rate or density) and the amount follows in proportion. */
export const isRateItem = (item: TEngineItem) => (item.rate ?? 0) > 0 && !item.suggestion_box;

export const hasQuestion = (item: TEngineItem) => item.question !== null && item.question.options.length > 0;

/** The resident may change it with +/- or direct entry. */
export const isAdjustable = (item: TEngineItem) =>
  !item.is_locked && !hasQuestion(item) && !item.suggestion_box;

export function rateStep(item: TEngineItem): number {
  const custom = item.custom_increment_rate_for_tax_rate ?? 0;
  if (custom > 0) return custom;
  return item.calculator === 'dwelling-units-per-acre' ? DEFAULT_DENSITY_STEP : DEFAULT_TAX_RATE_STEP;
}

/** How far one + or - moves the amount of an amount item (custom amount, custom rate, or 1 %). */
export function amountStep(item: TEngineItem): number {
  if ((item.custom_increment_amount ?? 0) > 0) return item.custom_increment_amount!;
  const fraction =
    (item.custom_increment_rate ?? 0) > 0 ? item.custom_increment_rate! : STANDARD_STEP_FRACTION;
  return Math.max(MIN_AMOUNT_STEP, cents(Math.abs(item.amount) * fraction));
}

/** The lowest amount: the floor when set, else 0 (or the start when it is already below 0). */
export const floorOf = (item: TEngineItem, base = item.amount) => item.floor_amount ?? Math.min(0, base);

/** The highest amount, or Infinity (a ceiling of 0 means none). */
export const ceilingOf = (item: TEngineItem) => (item.ceiling_amount > 0 ? item.ceiling_amount : Infinity);

export function clampAmount(item: TEngineItem, amount: number, base = item.amount): number {
  return Math.min(ceilingOf(item), Math.max(floorOf(item, base), amount));
}

/** The amount at a given rate, for a rate item: the start scaled by rate / starting rate. */
export function amountAtRate(item: TEngineItem, rate: number, base = item.amount): number {
  return cents((base * rate) / item.rate!);
}

/** The rate an amount of a rate item stands for. */
export function rateOfAmount(item: TEngineItem, amount: number, base = item.amount): number {
  return base === 0 ? item.rate! : (amount / base) * item.rate!;
}

/**
 * The amount after `steps` presses of + (negative: -) from `current`, on the item's grid and within its
 * bounds. `base` is where the grid starts: the starting amount plus any dedicated funds flowing in.
 */
export function stepAmount(item: TEngineItem, current: number, steps: number, base = item.amount): number {
  if (isRateItem(item)) {
    const rate = rateOfAmount(item, current, base);
    const next = Math.max(0, roundTo(rate + steps * rateStep(item), 6));
    return clampAmount(item, amountAtRate(item, next, base), base);
  }
  return clampAmount(item, cents(current + steps * amountStep(item)), base);
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A typed amount snapped to the nearest point of the item's grid, then bounded. */
export function snapAmount(item: TEngineItem, typed: number, base = item.amount): number {
  if (!Number.isFinite(typed)) return base;
  if (isRateItem(item)) {
    const steps = Math.round((rateOfAmount(item, typed, base) - item.rate!) / rateStep(item));
    return stepAmount(item, base, steps, base);
  }
  const steps = Math.round((typed - base) / amountStep(item));
  return clampAmount(item, cents(base + steps * amountStep(item)), base);
}

/** True when the amount is one the controls can reach: on the grid from `base`, or at a bound. */
export function isReachableAmount(item: TEngineItem, amount: number, base = item.amount): boolean {
  if (!Number.isFinite(amount)) return false;
  const floor = floorOf(item, base);
  const ceiling = ceilingOf(item);
  if (amount < floor - AMOUNT_TOLERANCE || amount > ceiling + AMOUNT_TOLERANCE) return false;
  if (Math.abs(amount - floor) <= AMOUNT_TOLERANCE || Math.abs(amount - ceiling) <= AMOUNT_TOLERANCE)
    return true;
  return Math.abs(snapAmount(item, amount, base) - amount) <= AMOUNT_TOLERANCE;
}

/** The options in effect: the chosen ones, or the defaults when the resident chose nothing. */
export function chosenOptions(item: TEngineItem, choices: TScenarioChoices): TEngineOption[] {
  if (!item.question) return [];
  const ids = choices.get(item.id);
  if (ids === undefined) return item.question.options.filter((o) => o.default);
  return item.question.options.filter((o) => ids.some((id) => sameId(id, o.id)));
}

/** Dedicated funds flowing into each spending item from the chosen options of dedicated questions. */
export function dedicatedInflows(sim: TEngineSimulation, choices: TScenarioChoices): Map<number, number> {
  const inflows = new Map<number, number>();
  for (const item of sim.items) {
    if (item.question?.type !== 'dedicated') continue;
    for (const option of chosenOptions(item, choices)) {
      const links = option.links ?? [];
      if (links.length === 0) continue;
      // Shared in cents; the remainder goes to the first link so the parts add up to the value.
      const share = Math.trunc((option.value * 100) / links.length) / 100;
      links.forEach((link, index) => {
        const part = index === 0 ? cents(option.value - share * (links.length - 1)) : share;
        inflows.set(link.budget_subcategory_id, cents((inflows.get(link.budget_subcategory_id) ?? 0) + part));
      });
    }
  }
  return inflows;
}

/**
 * Where each item's grid starts: its amount, plus the chosen scenario options' values for an item with
 * a question, plus dedicated funds flowing in.
 */
export function baseAmounts(sim: TEngineSimulation, choices: TScenarioChoices): Map<number, number> {
  const inflows = dedicatedInflows(sim, choices);
  const bases = new Map<number, number>();
  for (const item of sim.items) {
    const scenario = chosenOptions(item, choices).reduce((sum, o) => sum + o.value, 0);
    bases.set(item.id, cents(item.amount + scenario + (inflows.get(item.id) ?? 0)));
  }
  return bases;
}

/** Suggestion boxes count in the balance only in 'balance' mode. */
export const countsInBalance = (item: TEngineItem) =>
  !item.suggestion_box || item.suggestion_box_mode === 'balance';

export interface TBalance {
  revenue: number;
  expenses: number;
  /** Positive: surplus (in housing mode, homes placed beyond the requirement). */
  balance: number;
  state: 'deficit' | 'surplus' | 'balanced';
}

/**
 * The balance of the given amounts (item id → amount; missing items keep their starting amount):
 * revenue - spending + adjustment. In housing mode the revenue side holds the required homes and the
 * spending side the homes placed, so the sign turns: placed - required + adjustment.
 */
export function balanceOf(sim: TEngineSimulation, amounts: ReadonlyMap<number, number>): TBalance {
  let revenue = 0;
  let expenses = 0;
  for (const item of sim.items) {
    if (!countsInBalance(item)) continue;
    const amount = amounts.get(item.id) ?? (item.suggestion_box ? 0 : item.amount);
    if (item.type === 'revenue') revenue += amount;
    else expenses += amount;
  }
  revenue = cents(revenue);
  expenses = cents(expenses);
  const gap = sim.mode === 'housing' ? expenses - revenue : revenue - expenses;
  const balance = cents(gap + (sim.adjustment ?? 0));
  const state = balance < -AMOUNT_TOLERANCE ? 'deficit' : balance > AMOUNT_TOLERANCE ? 'surplus' : 'balanced';
  return { revenue, expenses, balance, state };
}

/** The starting amounts with the default scenario options applied: the page's first state. */
export function startingAmounts(sim: TEngineSimulation): Map<number, number> {
  const bases = baseAmounts(sim, new Map());
  return new Map(sim.items.map((item) => [item.id, item.suggestion_box ? 0 : bases.get(item.id)!]));
}

/** A category as the public page receives it: its items, minus the `type` and lock they inherit. */
export interface TEngineCategory<TItem extends Omit<TEngineItem, 'type'>> {
  type: 'revenue' | 'expense';
  is_locked: boolean;
  subcategories: readonly TItem[];
}

/**
 * The engine's view of the page's data (ZPublicSimulation): every item of both sides, each with its
 * side and its category's lock. Here, not in views.ts, so the page's bundle needs no zod.
 */
export function engineSimulationOf<TItem extends Omit<TEngineItem, 'type'>>(sim: {
  mode: TEngineMode;
  adjustment: number | null;
  revenue: readonly TEngineCategory<TItem>[];
  expenses: readonly TEngineCategory<TItem>[];
}): Omit<TEngineSimulation, 'items'> & { items: (TItem & { type: 'revenue' | 'expense' })[] } {
  const items = [...sim.revenue, ...sim.expenses].flatMap((category) =>
    category.subcategories.map((item) => ({
      ...item,
      type: category.type,
      is_locked: item.is_locked || category.is_locked,
    })),
  );
  return { mode: sim.mode, adjustment: sim.adjustment, items };
}
