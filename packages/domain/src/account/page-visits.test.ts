import { describe, expect, it } from 'vitest';
import { HELP_TOOLTIP_VISITS, pageVisitsKey, showsHelpTooltip, visitsOf } from './page-visits.ts';

/** The server's user-meta key rule (decision 0019). */
const USER_META_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

describe('pageVisitsKey', () => {
  it.each([
    ['Analytics', 'page_visits_analytics'],
    ['Edit Simulation', 'page_visits_edit_simulation'],
    ['Simulations', 'page_visits_simulations'],
    ['Edit Meeting', 'page_visits_edit_meeting'],
    ['Taxpayer Receipts', 'page_visits_taxpayer_receipts'],
    ['  Edit  Taxpayer / Receipt ', 'page_visits_edit_taxpayer_receipt'],
  ])('%s -> %s, a valid user-meta key', (routeName, key) => {
    expect(pageVisitsKey(routeName)).toBe(key);
    expect(key).toMatch(USER_META_KEY);
  });
});

describe('visitsOf', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['4', 4],
    [' 12 ', 12],
    ['-1', 0],
    ['2.5', 0],
    ['many', 0],
  ])('%j counts as %d', (stored, visits) => {
    expect(visitsOf(stored)).toBe(visits);
  });
});

describe('showsHelpTooltip', () => {
  it('shows on the first five visits only', () => {
    expect(HELP_TOOLTIP_VISITS).toBe(5);
    expect([0, 1, 4, 5, 6].map(showsHelpTooltip)).toEqual([true, true, true, false, false]);
  });
});
