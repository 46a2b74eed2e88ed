import { describe, expect, it } from 'vitest';
import { tourOrders } from './tour.ts';

describe('tourOrders', () => {
  it('numbers the tour categories in order and takes the others out', () => {
    expect([...(tourOrders([1, 2, 3, 4], [3, 1]) ?? [])]).toEqual([
      [1, 1],
      [2, null],
      [3, 0],
      [4, null],
    ]);
  });

  it('an empty tour takes every category out', () => {
    expect([...(tourOrders([1, 2], []) ?? [])]).toEqual([
      [1, null],
      [2, null],
    ]);
  });

  it.each([
    ['a repeated id', [1, 1]],
    ['a category of another simulation', [1, 9]],
  ])('refuses %s', (_name, ids) => {
    expect(tourOrders([1, 2], ids)).toBeNull();
  });
});
