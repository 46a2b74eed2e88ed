import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell, neutralizeCsvRow, restoreCsvCell } from './csv-cells.ts';

describe('CSV cells', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+SUM(1+1)', "'+SUM(1+1)"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['-2+3+cmd|x', "'-2+3+cmd|x"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('neutralizes %j', (cell, expected) => {
    expect(neutralizeCsvCell(cell)).toBe(expected);
  });

  it.each(['Police', '', 'a=b', '-12.5', '-1,200.50', '12', "'quoted"])('keeps %j', (cell) => {
    expect(neutralizeCsvCell(cell)).toBe(cell);
  });

  it('neutralizes only the text cells of a row', () => {
    expect(neutralizeCsvRow(['=1', -5, null, true, 'x'])).toEqual(["'=1", -5, null, true, 'x']);
  });

  it('reads every neutralized cell back to what it was', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const written = neutralizeCsvCell(cell);
        expect(/^[=+@\t\r]/.test(written)).toBe(false);
        if (!/^'[=+\-@\t\r]/.test(cell)) expect(restoreCsvCell(written)).toBe(cell);
      }),
    );
  });
});
