import { describe, expect, it } from 'vitest';
import { formatImpactValue, impactCalculation, impactTargetLabel, impactTotal } from './calculation.ts';
import { IMPACT_MESSAGES as M, impactCalculationsTitle } from './messages.ts';
import { ZImpactMultipliers, ZImpactPatch, ZImpactSave } from './schemas.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('impact name', () => {
  it.each([
    [undefined, M.nameRequired],
    ['', M.nameRequired],
    ['  ', M.nameRequired],
    ['ab', M.nameTooShort],
    ['x'.repeat(301), M.nameTooLong],
  ])('%j -> %s', (name, message) => {
    expect(messages(ZImpactSave.safeParse({ name }))).toEqual({ name: [message] });
  });

  it.each(['abc', 'x'.repeat(300)])('accepts %j', (name) => {
    expect(ZImpactSave.safeParse({ name }).success).toBe(true);
  });

  it('is optional in a PATCH', () => {
    expect(ZImpactPatch.parse({ suffix: ' trees' })).toEqual({ suffix: ' trees' });
  });
});

describe('impact target', () => {
  it.each([
    ['1,000', [M.targetNotNumber]],
    ['$5', [M.targetNotNumber]],
    ['5 trees', [M.targetNotNumber]],
    ['1e5', [M.targetNotNumber]],
    ['.5', [M.targetNotNumber]],
    ['1'.repeat(21), [M.targetTooLong]],
    ['1,'.repeat(11), [M.targetNotNumber, M.targetTooLong]],
    [true, [M.targetNotNumber]],
  ])('%j -> %j', (target, expected) => {
    expect(messages(ZImpactPatch.safeParse({ target }))).toEqual({ target: expected });
  });

  it.each([
    ['1500', 1500],
    [' 12.5 ', 12.5],
    ['-3', -3],
    ['1'.repeat(20), Number('1'.repeat(20))],
    [250, 250],
    ['', null],
    [null, null],
  ])('%j is saved as %j', (target, saved) => {
    expect(ZImpactPatch.parse({ target }).target).toBe(saved);
  });

  it('shows prefix, target and suffix in the table', () => {
    expect(impactTargetLabel({ target: 500, prefix: '$', suffix: ' saved' })).toBe('$500 saved');
    expect(impactTargetLabel({ target: 12, prefix: null, suffix: null })).toBe('12');
    expect(impactTargetLabel({ target: null, prefix: '$', suffix: null })).toBe('');
  });
});

describe('multipliers', () => {
  it('refuses a subcategory listed twice and a multiplier that is not a number', () => {
    expect(
      messages(
        ZImpactMultipliers.safeParse({
          multipliers: [
            { budget_subcategory_id: 1, multiplier: 1 },
            { budget_subcategory_id: 1, multiplier: 2 },
          ],
        }),
      ),
    ).toEqual({ multipliers: [M.multiplierRepeated] });
    expect(
      messages(
        ZImpactMultipliers.safeParse({ multipliers: [{ budget_subcategory_id: 1, multiplier: '2' }] }),
      ),
    ).toEqual({ 'multipliers.0.multiplier': [M.multiplierNotNumber] });
  });

  it('accepts zero, negative and fractional multipliers and an empty table', () => {
    const multipliers = [
      { budget_subcategory_id: 1, multiplier: 0 },
      { budget_subcategory_id: 2, multiplier: -0.25 },
      { budget_subcategory_id: 3, multiplier: 0.000123 },
    ];
    expect(ZImpactMultipliers.parse({ multipliers })).toEqual({ multipliers });
    expect(ZImpactMultipliers.parse({ multipliers: [] })).toEqual({ multipliers: [] });
  });
});

describe('impactCalculation', () => {
  it.each([
    [[], [], 0],
    [[{ amount: 1000, multiplier: 0.01 }], [10], 10],
    [[{ amount: 0.1, multiplier: 3 }], [0.3], 0.3],
    // Half away from zero at the 4th decimal, the way a person rounds what they read.
    [[{ amount: 1, multiplier: 0.00005 }], [0.0001], 0.0001],
    [[{ amount: 1, multiplier: -0.00005 }], [-0.0001], -0.0001],
    [[{ amount: 1, multiplier: 0.00004 }], [0], 0],
    [[{ amount: -1, multiplier: 0.00004 }], [0], 0],
    [[{ amount: 12_300_000, multiplier: -0.5 }], [-6_150_000], -6_150_000],
    [[{ amount: 9_999_999_999_999.99, multiplier: 1 }], [9_999_999_999_999.99], 9_999_999_999_999.99],
    [
      [
        { amount: 1, multiplier: 0.33333 },
        { amount: 1, multiplier: 0.33333 },
        { amount: 1, multiplier: 0.33334 },
      ],
      [0.3333, 0.3333, 0.3333],
      0.9999,
    ],
  ])('%j -> results %j, total %j', (rows, results, total) => {
    const calculation = impactCalculation(rows);
    expect(calculation.rows.map((row) => row.result)).toEqual(results);
    expect(calculation.total).toBe(total);
    expect(Object.is(calculation.total, -0)).toBe(false);
  });

  it('keeps the rows it was given', () => {
    const { rows } = impactCalculation([{ amount: 2, multiplier: 1.5, name: 'Parks' }]);
    expect(rows).toEqual([{ amount: 2, multiplier: 1.5, name: 'Parks', result: 3 }]);
  });

  it('shows 4 decimals with thousands commas', () => {
    expect(formatImpactValue(1234.5)).toBe('1,234.5000');
    expect(formatImpactValue(-0.0001)).toBe('-0.0001');
    expect(formatImpactValue(0)).toBe('0.0000');
  });

  it("totals an impact over the resident's current amounts, rounding each row as the dialog does", () => {
    const multipliers = [
      { budget_subcategory_id: 1, multiplier: 0.33333 },
      { budget_subcategory_id: 2, multiplier: 0.00005 },
      { budget_subcategory_id: 3, multiplier: 2 },
    ];
    // 3 × 0.33333 rounds to 1.0000 and 1 × 0.00005 to 0.0001; item 3 has no amount: it adds nothing.
    expect(
      impactTotal(
        multipliers,
        new Map([
          [1, 3],
          [2, 1],
        ]),
      ),
    ).toBe(1.0001);
    expect(impactTotal(multipliers, new Map([[3, -2.5]]))).toBe(-5);
    expect(impactTotal([], new Map([[1, 10]]))).toBe(0);
  });

  it('titles the dialog with the impact name', () => {
    expect(impactCalculationsTitle('Trees planted')).toBe('Impact Calculations for Trees planted');
  });
});
