import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_ON, SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { ApiError } from '@/api/http.ts';
import { describeApiError, statusFailureMessage } from '@/api/errors.ts';
import { counterText, showsSubmissionsWarning, visibleSimulations } from './list/list-logic.ts';
import { resolveTab, tabLabel, visibleTabs, EDITOR_TABS } from './editor/tabs.ts';
import { makeCounts, makeSummary } from '@/test/simulation-fixtures.ts';

describe('failure messages', () => {
  it.each([
    [
      new ApiError(403, 'Refused.', { status: ['No licence.', 'Ask us.'] }),
      `${M.activateFailed}: No licence. Ask us.`,
    ],
    [new ApiError(403, 'Refused.', { name: ['Not this one.'] }), `${M.activateFailed}.`],
    [new ApiError(500, 'Server error.'), `${M.activateFailed}.`],
    [new Error('offline'), `${M.activateFailed}.`],
  ])('status change failure %#', (error, expected) => {
    expect(statusFailureMessage(M.activateFailed, error)).toBe(expected);
  });

  it('joins every field message, else the message', () => {
    expect(describeApiError(new ApiError(422, 'Invalid.', { a: ['One.', 'Two.'], b: ['Three.'] }))).toBe(
      'One. Two. Three.',
    );
    expect(describeApiError(new ApiError(404, 'Not found.'))).toBe('Not found.');
    expect(describeApiError(new Error('boom'))).toBe('boom');
  });
});

describe('list rules', () => {
  const rows = [
    makeSummary({ id: 1, status: 'archived', created_at: '2026-05-01T00:00:00Z' }),
    makeSummary({ id: 2, status: 'new', created_at: '2026-01-01T00:00:00Z' }),
    makeSummary({ id: 3, status: 'active', created_at: '2026-03-01T00:00:00Z' }),
    makeSummary({ id: 4, status: 'closed', created_at: '2026-02-01T00:00:00Z' }),
    makeSummary({ id: 5, status: 'new', is_pb: true, created_at: '2026-06-01T00:00:00Z' }),
  ];
  const ids = (list: { id: number }[]) => list.map((s) => s.id);

  it.each([
    ['all', [3, 4, 2]],
    ['archived', [1]],
    ['new', [2]],
    ['closed', [4]],
    ['inactive', []],
  ] as const)('filter %s, newest first', (filter, expected) => {
    expect(ids(visibleSimulations(rows, false, filter))).toEqual(expected);
  });

  it('keeps the kinds apart', () => {
    expect(ids(visibleSimulations(rows, true, 'all'))).toEqual([5]);
  });

  it('counts active against allowed per kind', () => {
    const meta = makeCounts({ active_count: 0, allowed_count: 2, active_pb_count: 1, allowed_pb_count: 1 });
    expect(counterText(meta, false)).toBe('0 / 2 Active Simulations');
    expect(counterText(meta, true)).toBe('1 / 1 Active Prioritizations');
  });

  it('warns only for Active rows without submissions left', () => {
    expect(showsSubmissionsWarning({ status: 'active', has_submissions_available: false })).toBe(true);
    expect(showsSubmissionsWarning({ status: 'active', has_submissions_available: true })).toBe(false);
    expect(showsSubmissionsWarning({ status: 'inactive', has_submissions_available: false })).toBe(false);
  });
});

describe('editor tabs', () => {
  const simulation = { isPb: false, mode: 'budget', capabilities: ALL_CAPABILITIES_ON };
  const pb = { ...simulation, isPb: true };
  const everyTab = new Set(EDITOR_TABS);

  it('lists the tabs of each kind, in the spec order, once they are built', () => {
    expect(visibleTabs(simulation, everyTab)).toEqual([
      'general',
      'revenue',
      'spending',
      'exit',
      'impacts',
      'tour',
      'meetings',
      'simmap',
      'history',
    ]);
    expect(visibleTabs(pb, everyTab)).toEqual(['general', 'items', 'exit', 'impacts', 'voting', 'history']);
    expect(visibleTabs(pb)).toContain('voting');
    // An Inactive prioritization opens on its Voting tab alone.
    const closedVote = { ...pb, votingOnly: true };
    expect(visibleTabs(closedVote)).toEqual(['voting']);
    expect(resolveTab(undefined, '', visibleTabs(closedVote))).toBe('voting');
    const noExtras = {
      ...ALL_CAPABILITIES_ON,
      impacts_enabled: false,
      guided_tour: false,
      simulation_map: false,
      is_meeting_mode_enabled: false,
    };
    // Impacts stays, as its marketing placeholder.
    expect(visibleTabs({ ...simulation, capabilities: noExtras }, everyTab)).toEqual([
      'general',
      'revenue',
      'spending',
      'exit',
      'impacts',
      'history',
    ]);
    // Every tab is built.
    expect(visibleTabs(simulation)).toEqual(visibleTabs(simulation, everyTab));
  });

  it('names the tabs by mode and capability', () => {
    expect(tabLabel('revenue', { ...simulation, mode: 'housing' })).toBe('Housing Requirements');
    expect(tabLabel('spending', { ...simulation, mode: 'housing' })).toBe('Housing Choices');
    expect(tabLabel('exit', simulation)).toBe('Exit / Entry');
    expect(
      tabLabel('exit', {
        ...simulation,
        capabilities: { ...ALL_CAPABILITIES_ON, custom_entry_questions: false },
      }),
    ).toBe('Exit Questions');
  });

  it('takes the tab from the path, else the hash, else General', () => {
    const visible = ['general', 'revenue'] as const;
    expect(resolveTab('revenue', '', visible)).toBe('revenue');
    expect(resolveTab(undefined, '#revenue', visible)).toBe('revenue');
    expect(resolveTab('impacts', '#nope', visible)).toBe('general');
    expect(resolveTab(undefined, '', visible)).toBe('general');
  });
});
