import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from '../format/numbers.ts';
import { itemFigures } from './item-figures.ts';
import { OTHER_SLICE_LABEL } from './labels.ts';
import { submissionRate } from './rates.ts';
import { pieSlices } from './slices.ts';
import { mergeAmountSummaries, summarizeAmounts } from './summary.ts';
import { topChanges } from './top-changes.ts';

/** Money as people enter it: whole cents up to a billion either way. */
const money = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }).map((cents) => cents / 100);

describe('analytics properties', () => {
  it('a summary of two parts merged equals the summary of the whole', () => {
    fc.assert(
      fc.property(money, fc.array(money), fc.array(money), (start, a, b) => {
        const merged = mergeAmountSummaries(summarizeAmounts(start, a), summarizeAmounts(start, b));
        expect(merged).toEqual(summarizeAmounts(start, [...a, ...b]));
      }),
    );
  });

  it('item figures are consistent with each other', () => {
    fc.assert(
      fc.property(money, fc.array(money, { minLength: 1 }), (start, amounts) => {
        const f = itemFigures({ starting_amount: start, submitted_amounts: amounts });
        expect(
          f.total_submissions_increased + f.total_submissions_decreased + f.total_submissions_unchanged,
        ).toBe(amounts.length);
        const [min, max] = [f.min_submitted_amount as number, f.max_submitted_amount as number];
        for (const figure of [f.median_submitted_amount, f.average_submitted_amount] as number[]) {
          expect(figure).toBeGreaterThanOrEqual(min - 1e-6);
          expect(figure).toBeLessThanOrEqual(max + 1e-6);
        }
        // The net change is the increases minus the decreases, spread over every submission.
        const net =
          (f.total_submissions_increased * (f.average_amount_increased ?? 0) -
            f.total_submissions_decreased * (f.average_amount_decreased ?? 0)) /
          amounts.length;
        expect(f.average_amount_changed).toBeCloseTo(net, 4);
      }),
    );
  });

  it('pie slices keep the whole, name only slices above 2 percent, and put Other last', () => {
    const slice = fc.record({
      label: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'Other'),
      amount: fc.nat(1000),
    });
    fc.assert(
      fc.property(
        fc.array(slice),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        (input, max) => {
          const result = pieSlices(input, { maxSlices: max });
          const total = input.reduce((sum, s) => sum + s.amount, 0);
          expect(result.reduce((sum, s) => sum + s.amount, 0)).toBe(total);
          if (total > 0) expect(result.reduce((sum, s) => sum + s.percentage, 0)).toBeCloseTo(100, 9);
          const named = result.filter((s) => s.label !== OTHER_SLICE_LABEL);
          expect(named.length).toBeLessThanOrEqual(max ?? Infinity);
          for (const s of named) expect(s.percentage).toBeGreaterThan(2);
          const other = result.findIndex((s) => s.label === OTHER_SLICE_LABEL);
          expect([-1, result.length - 1]).toContain(other);
        },
      ),
    );
  });

  it('top changes are the largest ones, in order', () => {
    const item = fc.record({
      name: fc.string({ maxLength: 3 }),
      change: fc.option(fc.integer({ min: -50, max: 50 })),
    });
    fc.assert(
      fc.property(fc.array(item), (items) => {
        const { increases, decreases } = topChanges(items);
        expect(increases.length).toBe(Math.min(3, items.filter((i) => (i.change ?? 0) > 0).length));
        const shown = increases.map((i) => i.change as number);
        expect(shown).toEqual([...shown].sort((x, y) => y - x));
        const weakest = shown.at(-1) ?? 0;
        for (const left of items.filter((i) => !increases.includes(i) && (i.change ?? 0) > 0)) {
          expect(left.change).toBeLessThanOrEqual(weakest);
        }
        for (const d of decreases) expect(d.change).toBeLessThan(0);
      }),
    );
  });

  it('the submission rate is the exact percent rounded half up', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (submissions, pageviews) => {
        // floor(100 s / p + 1/2) in integers.
        const exact = Math.floor((200 * submissions + pageviews) / (2 * pageviews));
        expect(submissionRate(submissions, pageviews)).toBe(exact);
      }),
    );
  });

  it('roundTo moves a value by at most half a unit of the last place', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, places) => {
          expect(Math.abs(roundTo(value, places) - value)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-6);
        },
      ),
    );
  });
});
