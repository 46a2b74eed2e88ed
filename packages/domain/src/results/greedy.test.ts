import { describe, expect, it } from 'vitest';
import { greedySelection } from './greedy.ts';

const projects = [
  { id: 'a', cost: 60 },
  { id: 'b', cost: 50 },
  { id: 'c', cost: 30 },
  { id: 'd', cost: 10 },
];

describe('greedySelection', () => {
  it('funds by descending votes, skipping what does not fit', () => {
    expect(greedySelection(projects, [9, 8, 7, 1], 100)).toEqual(['a', 'c', 'd']);
  });

  it('stops at the first project that does not fit without skipping (greedy-no-skip)', () => {
    expect(greedySelection(projects, [9, 8, 7, 1], 100, { skip: false })).toEqual(['a']);
  });

  it('breaks equal votes by lower cost, then smaller id', () => {
    const tied = [
      { id: 'y', cost: 20 },
      { id: 'x', cost: 20 },
      { id: 'big', cost: 90 },
    ];
    expect(greedySelection(tied, [5, 5, 5], 40)).toEqual(['x', 'y']);
  });

  it('skips a project costing more than all funds, funds nothing unvoted, and funds everything that fits', () => {
    expect(greedySelection(projects, [1, 9, 0, 0], 55)).toEqual(['b']);
    expect(greedySelection(projects, [1, 1, 1, 1], 1000)).toEqual(['d', 'c', 'b', 'a']);
    expect(greedySelection(projects, [0, 0, 0, 0], 1000)).toEqual([]);
  });

  it('adds decimal costs exactly', () => {
    const cents = [
      { id: 'a', cost: 0.1 },
      { id: 'b', cost: 0.2 },
    ];
    expect(0.1 + 0.2).toBeGreaterThan(0.3);
    expect(greedySelection(cents, [2, 1], 0.3)).toEqual(['a', 'b']);
  });
});
