import { describe, expect, it } from 'vitest';
import { routeIds } from './route-ids.ts';
import { sortRows } from './sorting.ts';

const rows = [
  { name: 'b', value: 2 },
  { name: 'A', value: null },
  { name: 'c', value: 2 },
  { name: 'item 10', value: 1 },
  { name: 'item 9', value: 3 },
];

describe('sortRows', () => {
  it('orders names case-insensitively and numerically within them', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual([
      'A',
      'b',
      'c',
      'item 9',
      'item 10',
    ]);
  });

  it('puts a missing figure last in both directions and keeps ties in page order', () => {
    expect(sortRows(rows, (r) => r.value, 'desc').map((r) => r.name)).toEqual([
      'item 9',
      'b',
      'c',
      'item 10',
      'A',
    ]);
    expect(sortRows(rows, (r) => r.value, 'asc').map((r) => r.name)).toEqual([
      'item 10',
      'b',
      'c',
      'item 9',
      'A',
    ]);
  });
});

describe('routeIds', () => {
  it('reads whole positive ids and refuses anything else', () => {
    expect(routeIds({ simulationId: '7', id: '5' }, ['simulationId', 'id'])).toEqual({
      simulationId: 7,
      id: 5,
    });
    for (const id of [undefined, '', 'abc', '5x', '-5', '0', '1.5', '1e3'])
      expect(routeIds({ simulationId: '7', id }, ['simulationId', 'id'])).toBeNull();
  });
});
