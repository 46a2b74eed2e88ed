import { describe, expect, it } from 'vitest';
import { droppedOrder } from './SortableRows.tsx';

describe('droppedOrder', () => {
  it.each([
    [3, 1, [3, 1, 2]],
    [3, 2, [1, 3, 2]],
    [1, 3, [2, 3, 1]],
    [1, 1, null],
    [1, undefined, null],
    [9, 1, null],
  ])('drops %s on %s', (active, over, expected) => {
    expect(droppedOrder([1, 2, 3], active, over)).toEqual(expected);
  });
});
