import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountStep,
  balanceOf,
  baseAmounts,
  isReachableAmount,
  snapAmount,
  startingAmounts,
  stepAmount,
  type TEngineItem,
  type TEngineSimulation,
} from './engine.ts';
import { engineItem } from './engine-fixtures.ts';

const item = (over: Partial<TEngineItem> = {}) => engineItem({ amount: 1_000_000, ...over });

describe('steps', () => {
  it('is 1 % of the starting amount by default, a custom amount, or a custom rate', () => {
    expect(amountStep(item())).toBe(10_000);
    expect(amountStep(item({ custom_increment_amount: 2_500 }))).toBe(2_500);
    expect(amountStep(item({ custom_increment_rate: 0.05 }))).toBe(50_000);
  });

  it('moves an item starting at 0 by the smallest step', () => {
    expect(stepAmount(item({ amount: 0 }), 0, 3)).toBe(3);
  });

  it('stops at the floor (0 by default) and the ceiling', () => {
    const bounded = item({ amount: 100, custom_increment_amount: 30, ceiling_amount: 150 });
    expect(stepAmount(bounded, 100, -4)).toBe(0);
    expect(stepAmount(bounded, 100, 1)).toBe(130);
    expect(stepAmount(bounded, 130, 1)).toBe(150);
    expect(stepAmount(item({ amount: 100, floor_amount: 50, custom_increment_amount: 30 }), 100, -5)).toBe(
      50,
    );
  });

  it('changes a tax-rate item by its rate step and scales the amount', () => {
    const tax = item({
      type: 'revenue',
      amount: 2_000_000,
      rate: 2,
      custom_increment_rate_for_tax_rate: 0.25,
    });
    expect(stepAmount(tax, 2_000_000, 1)).toBe(2_250_000);
    expect(stepAmount(tax, 2_000_000, -2)).toBe(1_500_000);
    expect(isReachableAmount(tax, 2_250_000)).toBe(true);
    expect(isReachableAmount(tax, 2_100_000)).toBe(false);
  });
});

describe('reachable amounts', () => {
  it('accepts what the controls reach and refuses the rest', () => {
    const plain = item();
    expect(isReachableAmount(plain, 1_030_000)).toBe(true);
    expect(isReachableAmount(plain, 1_030_001)).toBe(false);
    expect(isReachableAmount(plain, -10_000)).toBe(false);
    expect(isReachableAmount(plain, Number.NaN)).toBe(false);
  });

  it('agrees with stepAmount and snapAmount for any item and any presses', () => {
    const arbItem = fc.record({
      amount: fc.integer({ min: 0, max: 50_000_000 }),
      custom_increment_amount: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      ceiling_amount: fc.integer({ min: 0, max: 100_000_000 }),
      floor_amount: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        arbItem,
        fc.integer({ min: -200, max: 200 }),
        fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
        (over, presses, typed) => {
          const it = item(over);
          if (it.ceiling_amount > 0 && it.ceiling_amount < (it.floor_amount ?? 0)) return;
          expect(isReachableAmount(it, stepAmount(it, it.amount, presses))).toBe(true);
          expect(isReachableAmount(it, snapAmount(it, typed))).toBe(true);
        },
      ),
    );
  });
});

describe('scenario questions and dedicated funds', () => {
  const question = {
    type: 'dedicated' as const,
    allow_multiple: false,
    options: [
      { id: 1, value: 0, default: true },
      { id: 2, value: 300_000.01, links: [{ budget_subcategory_id: 2 }, { budget_subcategory_id: 3 }] },
    ],
  };
  const sim: TEngineSimulation = {
    mode: 'budget',
    adjustment: null,
    items: [
      item({ id: 1, type: 'revenue', amount: 5_000_000, question }),
      item({ id: 2, amount: 1_000_000 }),
      item({ id: 3, amount: 4_000_000 }),
    ],
  };

  it('starts from the default options and keeps the budget balanced', () => {
    expect(balanceOf(sim, startingAmounts(sim))).toMatchObject({ balance: 0, state: 'balanced' });
  });

  it('adds the chosen value to the item and shares it, to the cent, among the linked spending', () => {
    const bases = baseAmounts(sim, new Map([[1, [2]]]));
    expect(bases.get(1)).toBe(5_300_000.01);
    expect(bases.get(2)).toBe(1_150_000.01);
    expect(bases.get(3)).toBe(4_150_000);
    expect(balanceOf(sim, bases).state).toBe('balanced');
  });
});

describe('balance', () => {
  const sim: TEngineSimulation = {
    mode: 'budget',
    adjustment: -100,
    items: [
      item({ id: 1, type: 'revenue', amount: 1_000 }),
      item({ id: 2, amount: 1_000 }),
      item({ id: 3, amount: 0, suggestion_box: true, suggestion_box_mode: 'no_balance' }),
      item({ id: 4, amount: 0, suggestion_box: true, suggestion_box_mode: 'balance' }),
    ],
  };

  it('is revenue - spending + adjustment, counting suggestion boxes only in balance mode', () => {
    expect(balanceOf(sim, new Map())).toMatchObject({ balance: -100, state: 'deficit' });
    expect(balanceOf(sim, new Map([[3, 500]])).balance).toBe(-100);
    expect(
      balanceOf(
        sim,
        new Map([
          [1, 1_150],
          [4, 50],
        ]),
      ),
    ).toMatchObject({ balance: 0, state: 'balanced' });
    expect(balanceOf(sim, new Map([[2, 800]]))).toMatchObject({ balance: 100, state: 'surplus' });
  });

  it('turns the sign in housing mode: homes placed beyond those required', () => {
    const housing = { ...sim, mode: 'housing', adjustment: 0 };
    expect(balanceOf(housing, new Map([[2, 900]]))).toMatchObject({ balance: -100, state: 'deficit' });
    expect(balanceOf(housing, new Map([[2, 1_200]]))).toMatchObject({ balance: 200, state: 'surplus' });
  });
});
