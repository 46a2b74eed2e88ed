import { describe, expect, it } from 'vitest';
import { topChanges } from './top-changes.ts';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('topChanges', () => {
  const categories = [
    { name: 'Parks', change: 50 },
    { name: 'Police', change: 20 },
    { name: 'Libraries', change: 50 },
    { name: 'Roads', change: 10 },
    { name: 'Fire', change: -5 },
    { name: 'Water', change: -30 },
    { name: 'Transit', change: -30 },
    { name: 'Debt', change: 0 },
    { name: 'Unvisited', change: null },
  ];

  it('lists the 3 largest increases and the 3 largest decreases, ties by name', () => {
    const { increases, decreases } = topChanges(categories);
    expect(names(increases)).toEqual(['Libraries', 'Parks', 'Police']);
    expect(names(decreases)).toEqual(['Transit', 'Water', 'Fire']);
  });

  it('keeps the same items when a tie falls at the cut', () => {
    const tied = ['Delta', 'Bravo', 'Charlie', 'Alpha'].map((name) => ({ name, change: 10 }));
    expect(names(topChanges(tied).increases)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('leaves unchanged and unvisited items out of both lists and keeps extra fields', () => {
    const { increases, decreases } = topChanges([
      { name: 'Debt', change: 0, id: 1 },
      { name: 'Unvisited', change: null, id: 2 },
      { name: 'Parks', change: 0.01, id: 3 },
    ]);
    expect(increases).toEqual([{ name: 'Parks', change: 0.01, id: 3 }]);
    expect(decreases).toEqual([]);
  });

  it('returns empty lists for no items and honours another limit', () => {
    expect(topChanges([])).toEqual({ increases: [], decreases: [] });
    expect(names(topChanges(categories, 1).decreases)).toEqual(['Transit']);
  });
});
