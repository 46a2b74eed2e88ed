import type { TSubmissionCreate } from './requests.ts';
import type { TProblem } from './submission.ts';
import { PUBLIC_MESSAGES as M } from './messages.ts';
import type { TPublicCategory, TPublicSimulation } from './views.ts';

// A meeting's public view (issue 15, decision 0480): residents in a room take the simulation limited to
// the meeting's items. The arithmetic stays the whole simulation's: items outside the meeting keep
// their starting amounts (their scenario defaults applied) in the balance, on the page and on the
// server alike, and cannot be sent. Pure and zod-free: the page bundle takes it.

/** The three screens of a meeting's address: {base}/meetings/{id}, /facilitator and /results. */
export const MEETING_SCREENS = ['public', 'facilitator', 'results'] as const;
export type TMeetingScreen = (typeof MEETING_SCREENS)[number];

/**
 * The simulation statuses each screen is served in (decisions 0480, 0482): residents join while the
 * simulation is Active (a meeting is active while its simulation is); the facilitator's and the
 * printable results stay readable once it is Inactive, the day after the meeting. New and Archived
 * serve nothing.
 */
export const MEETING_SCREEN_STATUSES = {
  public: ['active'],
  facilitator: ['active', 'inactive'],
  results: ['active', 'inactive'],
} as const satisfies Record<TMeetingScreen, readonly string[]>;

/** Whether a meeting's screen is served while its simulation has this status. */
export const meetingScreenServed = (screen: TMeetingScreen, status: string) =>
  (MEETING_SCREEN_STATUSES[screen] as readonly string[]).includes(status);

/** The event names of a meeting's live stream (text/event-stream; data: TMeetingResults). */
export const MEETING_EVENTS = { results: 'results' } as const;

interface TCategoryLike {
  subcategories: readonly { id: number }[];
}

/**
 * The items a meeting shows: its selected subcategories that are still the simulation's, in the
 * simulation's order. No selection (the whole budget), or none left of it, is every item.
 */
export function meetingItemIds(categories: readonly TCategoryLike[], selected: readonly number[]): number[] {
  const all = categories.flatMap((category) => category.subcategories.map((item) => item.id));
  const chosen = new Set(selected);
  const kept = all.filter((id) => chosen.has(id));
  return kept.length > 0 ? kept : all;
}

/**
 * The simulation as a meeting's residents see it: only the meeting's items; a category with none of
 * them is not shown; the guided tour keeps the shown categories' steps (with their shown items), the
 * map the shapes of shown items. The page's engine keeps every item (the balance is the whole
 * simulation's).
 */
export function meetingSimulationOf(sim: TPublicSimulation, itemIds: readonly number[]): TPublicSimulation {
  const shown = new Set(itemIds);
  const side = (categories: readonly TPublicCategory[]) =>
    categories
      .map((category) => ({
        ...category,
        subcategories: category.subcategories.filter((item) => shown.has(item.id)),
      }))
      .filter((category) => category.subcategories.length > 0);
  const revenue = side(sim.revenue);
  const expenses = side(sim.expenses);
  const categoryIds = new Set([...revenue, ...expenses].map((category) => category.id));
  const steps = (sim.tour?.steps ?? [])
    .filter((step) => categoryIds.has(step.category_id))
    .map((step) => ({ ...step, subcategory_ids: step.subcategory_ids.filter((id) => shown.has(id)) }));
  return {
    ...sim,
    revenue,
    expenses,
    tour: sim.tour && steps.length > 0 ? { ...sim.tour, steps } : null,
    map: sim.map && {
      ...sim.map,
      links: sim.map.links.filter((link) => shown.has(link.budget_subcategory_id)),
    },
  };
}

/**
 * What a submission through a meeting may not do beyond the simulation's own rules: send an amount,
 * a scenario choice or a comment for an item outside the meeting (checkSubmission then keeps those
 * items at their start).
 */
export function meetingSubmissionProblems(
  submission: Pick<TSubmissionCreate, 'items' | 'scenario' | 'comments'>,
  itemIds: ReadonlySet<number>,
): TProblem[] {
  const problems: TProblem[] = [];
  const outside = (id: number | null | undefined) => id != null && !itemIds.has(id);
  submission.items.forEach((line, index) => {
    if (outside(line.subcategory_id))
      problems.push({ path: ['items', index, 'subcategory_id'], message: M.notInMeeting });
  });
  submission.scenario.forEach((entry, index) => {
    if (outside(entry.subcategory_id))
      problems.push({ path: ['scenario', index, 'subcategory_id'], message: M.notInMeeting });
  });
  submission.comments.forEach((comment, index) => {
    if (outside(comment.subcategory_id))
      problems.push({ path: ['comments', index, 'subcategory_id'], message: M.notInMeeting });
  });
  return problems;
}
