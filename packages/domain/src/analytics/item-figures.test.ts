import { describe, expect, it } from 'vitest';
import { figuresFromSummary, itemFigures } from './item-figures.ts';
import { medianOf } from './median.ts';
import { mergeAmountSummaries, summarizeAmounts } from './summary.ts';

describe('itemFigures', () => {
  it('works out every figure of a hand-checked item', () => {
    // Starting 100; +50 and +20 increase, -20 and -40 decrease, one unchanged.
    expect(itemFigures({ starting_amount: 100, submitted_amounts: [100, 150, 80, 120, 60] })).toEqual({
      amount: 100,
      submissions: 5,
      average_submitted_amount: 102,
      average_amount_changed: 2,
      average_amount_changed_percent: 2,
      median_submitted_amount: 100,
      min_submitted_amount: 60,
      max_submitted_amount: 150,
      average_amount_increased: 35,
      average_amount_increased_percent: 35,
      average_amount_decreased: 30,
      average_amount_decreased_percent: 30,
      increase_decrease_difference: 5,
      total_submissions_increased: 2,
      total_submissions_decreased: 2,
      total_submissions_unchanged: 1,
      total_submissions_changed: 4,
      percent_submissions_changed: 80,
    });
  });

  it('has no averages, median or percent without submissions, and zero counts', () => {
    const figures = itemFigures({ starting_amount: 100, submitted_amounts: [] });
    expect(figures).toMatchObject({
      amount: 100,
      submissions: 0,
      average_submitted_amount: null,
      average_amount_changed: null,
      median_submitted_amount: null,
      min_submitted_amount: null,
      max_submitted_amount: null,
      average_amount_increased: null,
      average_amount_decreased: null,
      increase_decrease_difference: null,
      total_submissions_changed: 0,
      total_submissions_unchanged: 0,
      percent_submissions_changed: null,
    });
  });

  it('reports 0 percent changed and no increase or decrease when nobody moved the item', () => {
    const figures = itemFigures({ starting_amount: 40, submitted_amounts: [40, 40] });
    expect(figures).toMatchObject({
      percent_submissions_changed: 0,
      total_submissions_unchanged: 2,
      average_amount_increased: null,
      average_amount_decreased: null,
      increase_decrease_difference: null,
      average_amount_changed: 0,
    });
  });

  it('keeps the difference null when only one side exists', () => {
    const figures = itemFigures({ starting_amount: 10, submitted_amounts: [20, 30] });
    expect(figures.average_amount_increased).toBe(15);
    expect(figures.average_amount_decreased).toBeNull();
    expect(figures.increase_decrease_difference).toBeNull();
    expect(figures.percent_submissions_changed).toBe(100);
  });

  it('handles negative amounts; percents are of the size of the starting amount', () => {
    const figures = itemFigures({ starting_amount: -50, submitted_amounts: [-100, 0, -50] });
    expect(figures).toMatchObject({
      average_submitted_amount: -50,
      average_amount_changed: 0,
      median_submitted_amount: -50,
      min_submitted_amount: -100,
      max_submitted_amount: 0,
      average_amount_increased: 50,
      average_amount_increased_percent: 100,
      average_amount_decreased: 50,
      average_amount_decreased_percent: 100,
      increase_decrease_difference: 0,
      total_submissions_changed: 2,
    });
    expect(figures.percent_submissions_changed).toBeCloseTo(66.6667, 4);
  });

  it('has no percent of a zero starting amount', () => {
    const figures = itemFigures({ starting_amount: 0, submitted_amounts: [0, 10] });
    expect(figures.average_amount_increased).toBe(10);
    expect(figures.average_amount_increased_percent).toBeNull();
    expect(figures.average_amount_changed_percent).toBeNull();
  });

  it('counts money in cents: no float noise, and a sub-cent difference is not a change', () => {
    expect(itemFigures({ starting_amount: 0.1, submitted_amounts: [0.2, 0.3] }).average_amount_changed).toBe(
      0.15,
    );
    expect(
      itemFigures({ starting_amount: 0.1, submitted_amounts: [0.1, 0.2] }).average_submitted_amount,
    ).toBe(0.15);
    const figures = itemFigures({ starting_amount: 1, submitted_amounts: [1.004, 0.996] });
    expect(figures.total_submissions_unchanged).toBe(2);
    expect(figures.percent_submissions_changed).toBe(0);
  });
});

describe('medianOf', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[10, 40, 20, 30], 25],
    [[5, 5, 1, 9], 5],
    [[-3, -1], -2],
    [[2, 10, 1], 2],
  ])('%j -> %j', (values, median) => {
    expect(medianOf(values)).toBe(median);
  });
});

describe('amount summaries', () => {
  it('merges parts into the summary of the whole', () => {
    const whole = summarizeAmounts(100, [100, 150, 80, 120, 60]);
    const merged = mergeAmountSummaries(
      summarizeAmounts(100, [100, 150]),
      summarizeAmounts(100, [80, 120, 60]),
    );
    expect(merged).toEqual(whole);
    expect(whole).toEqual({
      starting_cents: 10_000,
      count: 5,
      total_cents: 51_000,
      min_cents: 6_000,
      max_cents: 15_000,
      increased_count: 2,
      increased_cents: 7_000,
      decreased_count: 2,
      decreased_cents: 6_000,
    });
    expect(mergeAmountSummaries(summarizeAmounts(100, []), whole)).toEqual(whole);
  });

  it('refuses to merge summaries of different starting amounts', () => {
    expect(() => mergeAmountSummaries(summarizeAmounts(1, [1]), summarizeAmounts(2, [2]))).toThrow(
      RangeError,
    );
  });

  it('gives figures from a summary a SQL rollup returned, with the median when known', () => {
    const row = summarizeAmounts(100, [100, 150, 80, 120, 60]);
    expect(figuresFromSummary(row).median_submitted_amount).toBeNull();
    expect(figuresFromSummary(row, 100)).toEqual(
      itemFigures({ starting_amount: 100, submitted_amounts: [100, 150, 80, 120, 60] }),
    );
  });
});
