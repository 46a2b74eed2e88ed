import { describe, expect, it } from 'vitest';
import { balanceOf } from '@commonpurse/domain/public';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { cityBudget } from '../../dev/fixtures.ts';
import {
  amountsOf,
  budgetReducer,
  engineOf,
  initialBudget,
  restoreBudget,
  type TBudgetState,
} from './budget.ts';

const sim = cityBudget();
const engine = engineOf(sim);
const reduce = budgetReducer(engine);
const named = (name: string) => engine.items.find((item) => item.name === name)!;
const run = (...actions: Parameters<typeof reduce>[1][]) =>
  actions.reduce((state, action) => reduce(state, action), initialBudget(engine));
const balance = (state: TBudgetState) => balanceOf(engine, amountsOf(state)).balance;

describe('budgetReducer', () => {
  it('moves an amount by one standard step (1 %) per press, and the balance with it', () => {
    const police = named('Police');
    const start = initialBudget(engine);
    const pressed = reduce(start, { type: 'step', id: police.id, steps: 1 });
    expect(pressed.amounts[police.id]).toBe(38_700_000 + 387_000);
    expect(balance(pressed)).toBe(balance(start) - 387_000);
    expect(reduce(pressed, { type: 'step', id: police.id, steps: -1 }).amounts[police.id]).toBe(38_700_000);
  });

  it('stops at the floor and the ceiling', () => {
    const police = named('Police');
    const low = run(
      ...Array.from({ length: 20 }, () => ({ type: 'step' as const, id: police.id, steps: -1 })),
    );
    expect(low.amounts[police.id]).toBe(36_000_000);
    const permits = named('Building Permits');
    const high = run(
      ...Array.from({ length: 20 }, () => ({ type: 'step' as const, id: permits.id, steps: 1 })),
    );
    expect(high.amounts[permits.id]).toBe(5_000_000);
  });

  it('snaps a typed amount to the item grid', () => {
    const permits = named('Building Permits'); // custom step of 100,000
    expect(run({ type: 'enter', id: permits.id, value: 4_449_999 }).amounts[permits.id]).toBe(4_400_000);
    expect(run({ type: 'enter', id: permits.id, value: 9_000_000 }).amounts[permits.id]).toBe(5_000_000);
  });

  it('steps a tax rate and the amount follows it', () => {
    const tax = named('Residential Property Tax'); // 1.2 % raising 55.8 M, steps of 0.05 points
    const state = run({ type: 'step', id: tax.id, steps: 1 });
    expect(state.amounts[tax.id]).toBe(58_125_000);
  });

  it('leaves locked items alone', () => {
    const fines = named('Court Fines');
    expect(run({ type: 'step', id: fines.id, steps: 1 }).amounts[fines.id]).toBe(1_100_000);
  });

  it('changes the amount of a scenario item by the chosen option, and back', () => {
    const grants = named('Federal Grants');
    const yes = run({ type: 'choose', id: grants.id, optionIds: ['yes'] });
    expect(yes.amounts[grants.id]).toBe(5_400_000 + 1_500_000);
    expect(reduce(yes, { type: 'choose', id: grants.id, optionIds: ['no'] }).amounts[grants.id]).toBe(
      5_400_000,
    );
  });

  it('moves the targets of a dedicated-funds option, keeping the resident’s own change', () => {
    const dedicated: TPublicSimulation = structuredClone(sim);
    const grants = dedicated.revenue
      .flatMap((c) => c.subcategories)
      .find((i) => i.name === 'Federal Grants')!;
    const streets = dedicated.expenses
      .flatMap((c) => c.subcategories)
      .find((i) => i.name === 'Street Maintenance')!;
    grants.question!.type = 'dedicated';
    grants.question!.options[1]!.links = [{ budget_subcategory_id: streets.id }];
    const dEngine = engineOf(dedicated);
    const dReduce = budgetReducer(dEngine);
    let state = dReduce(initialBudget(dEngine), { type: 'step', id: streets.id, steps: 1 });
    expect(state.amounts[streets.id]).toBe(12_300_000 + 123_000);
    state = dReduce(state, { type: 'choose', id: grants.id, optionIds: ['yes'] });
    expect(state.amounts[streets.id]).toBe(12_300_000 + 1_500_000 + 123_000);
    expect(balanceOf(dEngine, amountsOf(state)).balance).toBe(
      balanceOf(dEngine, amountsOf(initialBudget(dEngine))).balance - 123_000,
    );
  });

  it('counts a suggestion box in the balance only in balance mode, whole and within its ceiling', () => {
    const box = named('Your Suggestion'); // balance mode, ceiling 2,000,000
    const state = run({ type: 'suggestionAmount', id: box.id, value: 250_000.4 });
    expect(state.amounts[box.id]).toBe(250_000);
    expect(balance(state)).toBe(balance(initialBudget(engine)) - 250_000);
    expect(run({ type: 'suggestionAmount', id: box.id, value: 9e9 }).amounts[box.id]).toBe(2_000_000);
  });

  it('resets every amount and choice', () => {
    const state = run(
      { type: 'step', id: named('Police').id, steps: 3 },
      { type: 'choose', id: named('Federal Grants').id, optionIds: ['yes'] },
      { type: 'reset' },
    );
    expect(state.amounts).toEqual(initialBudget(engine).amounts);
    expect(state.choices).toEqual({});
  });

  it('restores a kept budget only on the grid, for this simulation’s items', () => {
    const police = named('Police');
    const restored = restoreBudget(engine, {
      amounts: { [police.id]: 39_000_123, 999_999: 5 },
      ideas: { 999_999: 'not ours' },
      choices: { [named('Federal Grants').id]: ['yes', 'bogus'] },
      entered: true,
    });
    expect(restored.amounts[police.id]).toBe(38_700_000 + 387_000);
    expect(restored.amounts[999_999]).toBeUndefined();
    expect(restored.ideas).toEqual({});
    expect(restored.choices[named('Federal Grants').id]).toEqual(['yes']);
    expect(restored.entered).toBe(true);
  });
});
