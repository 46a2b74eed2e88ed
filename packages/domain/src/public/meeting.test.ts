import { describe, expect, it } from 'vitest';
import { balanceOf, startingAmounts } from './engine.ts';
import { engineItem } from './engine-fixtures.ts';
import {
  meetingItemIds,
  meetingScreenServed,
  meetingSimulationOf,
  meetingSubmissionProblems,
} from './meeting.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import { checkSubmission, type TSubmissionRules } from './submission.ts';
import type { TPublicSimulation } from './views.ts';

const category = (id: number, type: 'revenue' | 'expense', itemIds: number[]) => ({
  id,
  name: `Category ${id}`,
  type,
  is_locked: false,
  subcategories: itemIds.map((itemId) => ({ id: itemId, name: `Item ${itemId}` })),
});

/** The parts of the page data a meeting's view touches (the rest is passed through untouched). */
const sim = {
  name: 'Budget',
  revenue: [category(1, 'revenue', [11, 12])],
  expenses: [category(2, 'expense', [21, 22]), category(3, 'expense', [31])],
  tour: {
    show_details: true,
    steps: [
      { category_id: 2, subcategory_ids: [21, 22] },
      { category_id: 3, subcategory_ids: [] },
      { category_id: 1, subcategory_ids: [11] },
    ],
  },
  map: {
    zoom: 10,
    links: [
      { budget_subcategory_id: 22, geojson: '{}' },
      { budget_subcategory_id: 31, geojson: '{}' },
    ],
  },
} as unknown as TPublicSimulation;

describe('meetingItemIds', () => {
  const all = [...sim.revenue, ...sim.expenses];

  it('keeps the selected items that are still the simulation’s, in page order', () => {
    expect(meetingItemIds(all, [31, 999, 12])).toEqual([12, 31]);
  });

  it('is every item for the whole budget, or when none of the selection is left', () => {
    expect(meetingItemIds(all, [])).toEqual([11, 12, 21, 22, 31]);
    expect(meetingItemIds(all, [998, 999])).toEqual([11, 12, 21, 22, 31]);
  });
});

describe('meetingSimulationOf', () => {
  it('shows only the meeting’s items and hides categories left empty', () => {
    const shown = meetingSimulationOf(sim, [22, 31]);
    expect(shown.revenue).toEqual([]);
    expect(shown.expenses.map((c) => [c.id, c.subcategories.map((s) => s.id)])).toEqual([
      [2, [22]],
      [3, [31]],
    ]);
    expect(shown.name).toBe('Budget');
  });

  it('keeps the tour steps of shown categories with their shown items, and the shapes of shown items', () => {
    const shown = meetingSimulationOf(sim, [22, 31]);
    expect(shown.tour?.steps).toEqual([
      { category_id: 2, subcategory_ids: [22] },
      { category_id: 3, subcategory_ids: [] },
    ]);
    expect(shown.map?.links.map((l) => l.budget_subcategory_id)).toEqual([22, 31]);
    expect(meetingSimulationOf(sim, [12]).tour?.steps).toEqual([{ category_id: 1, subcategory_ids: [] }]);
    expect(meetingSimulationOf({ ...sim, tour: null, map: null }, [12])).toMatchObject({
      tour: null,
      map: null,
    });
  });

  it('drops a tour with no step left', () => {
    const noTourHere = {
      ...sim,
      tour: { show_details: false, steps: [{ category_id: 1, subcategory_ids: [11] }] },
    };
    expect(meetingSimulationOf(noTourHere, [31]).tour).toBeNull();
  });
});

describe('a submission through a meeting', () => {
  // Revenue 2,000 (item 1) against spending 1,200 (item 2, shown) + 800 (item 3, hidden): balanced.
  const rules: TSubmissionRules = {
    mode: 'budget',
    adjustment: 0,
    items: [
      engineItem({ id: 1, type: 'revenue', amount: 2_000 }),
      engineItem({ id: 2, amount: 1_200, custom_increment_amount: 100 }),
      engineItem({ id: 3, amount: 800, custom_increment_amount: 100 }),
    ],
    questions: [],
    is_budget_submittable_with_deficit: false,
    deficit_message: null,
    is_location_required: false,
    is_commenting_enabled: true,
  };
  const meeting = new Set([1, 2]);
  const body = (items: { subcategory_id: number; amount: number }[], extra = {}) => ({
    items,
    scenario: [],
    comments: [],
    answers: [],
    ...extra,
  });

  it('keeps hidden items at their start in the balance, as the page’s engine does', () => {
    const sent = body([{ subcategory_id: 2, amount: 1_100 }]);
    expect(meetingSubmissionProblems(sent, meeting)).toEqual([]);
    const { problems, checked } = checkSubmission(rules, sent);
    expect(problems).toEqual([]);
    expect(checked.amounts.get(3)).toBe(800);
    // The page: its engine over every item, the resident's change on a shown one.
    const amounts = startingAmounts(rules);
    amounts.set(2, 1_100);
    expect(balanceOf(rules, amounts)).toEqual(checked.balance);
    expect(checked.balance).toMatchObject({ balance: 100, state: 'surplus' });
  });

  it('refuses amounts, scenario choices and comments for items outside the meeting', () => {
    const sent = body([{ subcategory_id: 3, amount: 800 }], {
      scenario: [{ subcategory_id: 3, option_ids: [] }],
      comments: [{ subcategory_id: 3, text: 'x' }, { subcategory_id: null, text: 'general' }, { text: 'y' }],
    });
    expect(meetingSubmissionProblems(sent, meeting)).toEqual([
      { path: ['items', 0, 'subcategory_id'], message: M.notInMeeting },
      { path: ['scenario', 0, 'subcategory_id'], message: M.notInMeeting },
      { path: ['comments', 0, 'subcategory_id'], message: M.notInMeeting },
    ]);
  });
});

describe('meetingScreenServed', () => {
  it.each([
    ['active', true, true, true],
    ['inactive', false, true, true],
    ['new', false, false, false],
    ['closed', false, false, false],
    ['archived', false, false, false],
  ] as const)('a %s simulation serves public %s, facilitator %s, results %s', (status, ...served) => {
    expect(
      (['public', 'facilitator', 'results'] as const).map((screen) => meetingScreenServed(screen, status)),
    ).toEqual(served);
  });
});
