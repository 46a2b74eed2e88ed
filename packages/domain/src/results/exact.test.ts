import { describe, expect, it } from 'vitest';
import {
  fraction,
  fractionText,
  fractionToDecimal,
  parseDecimal,
  toCommonScale,
  unitsToDecimal,
} from './exact.ts';

describe('exact decimals', () => {
  it.each([
    ['1070000', 1070000n, 0],
    ['37387.50', 3738750n, 2],
    [' -2.5e3 ', -2500n, 0],
    ['.5', 5n, 1],
    ['1.25e-2', 125n, 4],
    [0.1, 1n, 1],
    [1e21, 10n ** 21n, 0],
  ] as const)('%j reads as %d at scale %d', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  it.each(['', 'abc', '1,5', '--1'])('rejects %j', (text) => {
    expect(() => parseDecimal(text)).toThrow('Not a decimal number');
  });

  it('puts decimals on one scale', () => {
    expect(toCommonScale([100, '0.25', 3.5])).toEqual({ units: [10000n, 25n, 350n], scale: 2 });
  });

  it('keeps fractions in lowest terms and rounds half away from zero', () => {
    expect(fraction(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(fractionText(fraction(10n, 5n))).toBe('2');
    expect(fractionToDecimal(fraction(1n, 8n), 2)).toBe('0.13');
    expect(fractionToDecimal(fraction(-1n, 8n), 2)).toBe('-0.13');
    expect(fractionToDecimal(fraction(1n, 3n), 0)).toBe('0');
    expect(fractionToDecimal(fraction(-1n, 1000n), 2)).toBe('0.00');
    expect(unitsToDecimal(125n, 1)).toBe('12.5');
    expect(unitsToDecimal(1000n, 2)).toBe('10');
    expect(() => fraction(1n, 0n)).toThrow('Division by zero');
  });
});
