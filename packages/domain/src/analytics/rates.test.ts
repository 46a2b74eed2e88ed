import { describe, expect, it } from 'vitest';
import { clickShares, submissionRate } from './rates.ts';

describe('submissionRate', () => {
  it.each([
    [1, 8, 13], // 12.5 rounds up
    [29, 200, 15], // 14.5 exactly, though 29 / 200 * 100 is 14.4999... in floating point
    [1, 3, 33],
    [2, 3, 67],
    [0, 100, 0],
    [100, 100, 100],
    [150, 100, 150],
  ])('%d submissions of %d pageviews -> %d percent', (submissions, pageviews, rate) => {
    expect(submissionRate(submissions, pageviews)).toBe(rate);
  });

  it('has no rate without pageviews', () => {
    expect(submissionRate(0, 0)).toBeNull();
    expect(submissionRate(5, 0)).toBeNull();
  });
});

describe('clickShares', () => {
  it.each([
    [3, 1, { increase_percent: 75, decrease_percent: 25 }],
    [0, 5, { increase_percent: 0, decrease_percent: 100 }],
    [0, 0, { increase_percent: null, decrease_percent: null }],
  ])('%d increase and %d decrease clicks -> %j', (increase, decrease, shares) => {
    expect(clickShares(increase, decrease)).toEqual(shares);
  });
});
