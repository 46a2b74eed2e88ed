import { describe, expect, it } from 'vitest';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { canHoldMeeting, meetingChoices, meetingSimulations, newestFirst } from './rules.ts';
import { makeMeeting } from './test-support.ts';

describe('meeting rules', () => {
  it.each([
    ['active', false, true],
    ['active', true, false],
    ['new', false, false],
    ['inactive', false, false],
    ['closed', false, false],
    ['archived', false, false],
  ] as const)('a %s simulation (prioritization: %s) can hold a meeting: %s', (status, isPb, expected) => {
    expect(canHoldMeeting({ status, is_pb: isPb })).toBe(expected);
  });

  it('offers the eligible simulations by name, case-insensitively', () => {
    const list = [
      makeSummary({ name: 'zoo', status: 'active' }),
      makeSummary({ name: 'Alpha', status: 'active' }),
      makeSummary({ name: 'beta', status: 'new' }),
      makeSummary({ name: 'Beta', status: 'active', is_pb: true }),
    ];
    expect(meetingChoices(list).map((s) => s.name)).toEqual(['Alpha', 'zoo']);
  });

  it('sorts meetings by update time, newest first, ties by id', () => {
    const at = (id: number, updated_at: string) => makeMeeting({ id, updated_at });
    const sorted = newestFirst([
      at(1, '2026-01-01T00:00:00Z'),
      at(2, '2026-03-01T00:00:00Z'),
      at(3, '2026-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual([2, 3, 1]);
  });

  it("names each meeting's simulation once, by name", () => {
    const meetings = [
      makeMeeting({ id: 1, budget_id: 6, budget_name: 'schools' }),
      makeMeeting({ id: 2, budget_id: 5, budget_name: 'Budget' }),
      makeMeeting({ id: 3, budget_id: 6, budget_name: 'schools' }),
    ];
    expect(meetingSimulations(meetings)).toEqual([
      { id: 5, name: 'Budget' },
      { id: 6, name: 'schools' },
    ]);
  });
});
