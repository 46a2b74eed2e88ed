import { describe, expect, it } from 'vitest';
import type { TBalance } from '@commonpurse/domain/public';
import { goalMet } from './goal.ts';

const at = (state: TBalance['state']): TBalance => ({ revenue: 0, expenses: 0, balance: 0, state });

describe('goalMet', () => {
  it('normal: only a balanced budget meets the goal', () => {
    expect(goalMet('normal', at('balanced'))).toBe(true);
    expect(goalMet('normal', at('surplus'))).toBe(false);
    expect(goalMet('normal', at('deficit'))).toBe(false);
  });
  it('meet_or_exceed: balanced or beyond', () => {
    expect(goalMet('meet_or_exceed', at('balanced'))).toBe(true);
    expect(goalMet('meet_or_exceed', at('surplus'))).toBe(true);
    expect(goalMet('meet_or_exceed', at('deficit'))).toBe(false);
  });
});
