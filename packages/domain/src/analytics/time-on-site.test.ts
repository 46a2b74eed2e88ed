import { describe, expect, it } from 'vitest';
import { formatDuration } from '../format/numbers.ts';
import { averageSecondsOnSite } from './time-on-site.ts';

describe('time on site', () => {
  it.each([
    [[60, 120, 30], 70, '1m 10s'],
    [[3600, 5400], 4500, '1h 15m'],
    [[59.4, 59.8], 59.6, '1m 0s'],
    [[-5, Number.NaN, 100], 100, '1m 40s'],
  ])('average of %j is %d seconds, shown as %s', (visits, seconds, shown) => {
    const average = averageSecondsOnSite(visits);
    expect(average).toBeCloseTo(seconds, 9);
    expect(formatDuration(average ?? 0)).toBe(shown);
  });

  it('has no average without visits', () => {
    expect(averageSecondsOnSite([])).toBeNull();
    expect(averageSecondsOnSite([-1])).toBeNull();
  });
});
