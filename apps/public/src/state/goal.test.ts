import { describe, expect, it } from 'vitest';
import type { TBalance } from '@commonpurse/domain/public';
import { goalMet } from './goal.ts';

// Revenue 100 and an adjustment of 10: 110 is available to spend.
const spending = (expenses: number): TBalance => {
  const balance = 100 + 10 - expenses;
  return {
    revenue: 100,
    expenses,
    balance,
    state: balance < 0 ? 'deficit' : balance > 0 ? 'surplus' : 'balanced',
  };
};
const sim = (bar_behavior: 'normal' | 'meet_or_exceed') => ({
  mode: 'budget' as const,
  bar_behavior,
  adjustment: 10,
});

describe('goalMet (the balance bar meter’s goal)', () => {
  it('normal: met while spending stays at or under what is available', () => {
    expect(goalMet(sim('normal'), spending(90))).toBe(true);
    expect(goalMet(sim('normal'), spending(110))).toBe(true);
    expect(goalMet(sim('normal'), spending(111))).toBe(false);
  });
  it('meet_or_exceed: met once spending reaches what is available', () => {
    expect(goalMet(sim('meet_or_exceed'), spending(109))).toBe(false);
    expect(goalMet(sim('meet_or_exceed'), spending(110))).toBe(true);
    expect(goalMet(sim('meet_or_exceed'), spending(130))).toBe(true);
  });
});
