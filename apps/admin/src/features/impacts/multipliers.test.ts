import { describe, expect, it } from 'vitest';
import { IMPACT_MESSAGES as M, type TImpactCalculation } from '@commonpurse/domain';
import { draftCalculation, hasProblems, multiplierProblem, multipliersToSave } from './multipliers.ts';

const row = (id: number, amount: number, multiplier = 0): TImpactCalculation['rows'][number] => ({
  budget_subcategory_id: id,
  subcategory_name: `Item ${id}`,
  budget_category_id: 1,
  category_name: 'Parks',
  category_type: 'expense',
  amount,
  multiplier,
  result: amount * multiplier,
});

describe('multipliers', () => {
  it.each([
    ['', null],
    ['2', null],
    ['-0.5', null],
    ['.25', null],
    ['3.', null],
    ['-', M.multiplierNotNumber],
    ['.', M.multiplierNotNumber],
    ['1.2.3', M.multiplierNotNumber],
    ['1-2', M.multiplierNotNumber],
  ])('%j -> %s', (text, problem) => {
    expect(multiplierProblem(text)).toBe(problem);
  });

  it('computes with the typed multipliers and keeps the stored ones elsewhere', () => {
    const rows = [row(1, 1200, 0.5), row(2, 333.33)];
    expect(draftCalculation(rows, { 2: '0.0123' })).toMatchObject({
      rows: [{ result: 600 }, { result: 4.1 }],
      total: 604.1,
    });
    expect(draftCalculation(rows, { 1: '-', 2: '' }).total).toBe(0);
  });

  it('saves the items whose multiplier is not 0, and knows refused texts', () => {
    const rows = [row(1, 10, 2), row(2, 20, 3), row(3, 30)];
    expect(multipliersToSave(rows, { 2: '0', 3: '-1.5' })).toEqual([
      { budget_subcategory_id: 1, multiplier: 2 },
      { budget_subcategory_id: 3, multiplier: -1.5 },
    ]);
    expect(hasProblems(rows, { 3: '1.' })).toBe(false);
    expect(hasProblems(rows, { 3: '1..' })).toBe(true);
  });
});
