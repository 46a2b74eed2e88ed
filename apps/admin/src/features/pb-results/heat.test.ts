import { describe, expect, it } from 'vitest';
import { heatShade } from './heat.ts';

describe('heatShade', () => {
  it.each([
    [0, 10, 0.04, false],
    [0, 0, 0.04, false],
    [6, 10, 0.52, false],
    [7, 10, 0.85, true],
    [10, 10, 1, true],
  ])('%i of %i: alpha %f, white text %s', (count, max, alpha, light) => {
    const shade = heatShade(count, max);
    expect(shade.alpha).toBeCloseTo(alpha, 6);
    expect(shade.light).toBe(light);
  });
});
