import { describe, expect, it } from 'vitest';
import { formatImpactTotal } from '../format/numbers.ts';
import { impactCalculations } from './impacts.ts';

describe('impactCalculations', () => {
  it('multiplies each amount and totals to 4 decimals, halves away from zero', () => {
    const { rows, total } = impactCalculations([
      { name: 'Parks', amount: 1000, multiplier: 0.00012345 },
      { name: 'Roads', amount: 2500.5, multiplier: 0.5 },
    ]);
    expect(rows).toEqual([
      { name: 'Parks', amount: 1000, multiplier: 0.00012345, result: 0.1235 },
      { name: 'Roads', amount: 2500.5, multiplier: 0.5, result: 1250.25 },
    ]);
    expect(total).toBe(1250.3735);
    expect(formatImpactTotal(total)).toBe('1,250.3735');
  });

  it('totals the unrounded results', () => {
    const tiny = { amount: 1, multiplier: 0.00004 };
    const { rows, total } = impactCalculations([tiny, tiny, tiny]);
    expect(rows.map((row) => row.result)).toEqual([0, 0, 0]);
    expect(total).toBe(0.0001);
  });

  it('handles negative multipliers and no rows', () => {
    expect(impactCalculations([{ amount: 3, multiplier: -0.00005 }]).total).toBe(-0.0002);
    expect(impactCalculations([])).toEqual({ rows: [], total: 0 });
    expect(formatImpactTotal(0)).toBe('0.0000');
  });
});
