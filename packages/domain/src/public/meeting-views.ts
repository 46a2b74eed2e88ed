import { z } from 'zod';
import { ZPublicSimulation } from './views.ts';

// The shapes of a meeting's public calls (docs/api.md "Meetings, public"; decision 0480). A meeting's
// description and location are never here: spec 2 keeps them from everyone but staff.

const Id = z.number().int();

/** A meeting as residents see it: its name and the items it shows (never empty: resolved). */
export const ZPublicMeeting = z.object({
  id: Id,
  name: z.string(),
  /** The simulation's items the meeting shows, in page order (the whole budget: every item). */
  subcategory_ids: z.array(Id),
});
export type TPublicMeeting = z.infer<typeof ZPublicMeeting>;

/** GET /v1/public/sites/{subdomain}/meetings/{id}: the meeting and its (whole) simulation's page data. */
export const ZPublicMeetingPage = z.object({ meeting: ZPublicMeeting, simulation: ZPublicSimulation });
export type TPublicMeetingPage = z.infer<typeof ZPublicMeetingPage>;

/** Residents' average against the start: null averages before any submission. */
const figures = {
  /** The budgeted amount (a category: the sum of its items in the meeting). */
  starting_amount: z.number(),
  average_submitted_amount: z.number().nullable(),
  /** average_submitted_amount - starting_amount. */
  average_change: z.number().nullable(),
};

export const ZMeetingResultItem = z.object({ id: Id, name: z.string(), ...figures });
export type TMeetingResultItem = z.infer<typeof ZMeetingResultItem>;

export const ZMeetingResultCategory = z.object({
  id: Id,
  name: z.string(),
  type: z.enum(['revenue', 'expense']),
  ...figures,
  items: z.array(ZMeetingResultItem),
});
export type TMeetingResultCategory = z.infer<typeof ZMeetingResultCategory>;

/** An item among the largest average increases or decreases. */
export const ZMeetingChange = z.object({
  id: Id,
  name: z.string(),
  category_name: z.string(),
  starting_amount: z.number(),
  average_change: z.number(),
});
export type TMeetingChange = z.infer<typeof ZMeetingChange>;

const sim = ZPublicSimulation.shape;

/**
 * GET /v1/public/sites/{subdomain}/meetings/{id}/results, and each `results` event of its live stream:
 * aggregates of the meeting's submissions over the meeting's items, nothing about any one resident.
 */
export const ZMeetingResults = z.object({
  meeting: z.object({ id: Id, name: z.string() }),
  simulation: z.object({
    name: z.string(),
    locale: sim.locale,
    mode: sim.mode,
    units: sim.units,
    texts: sim.texts,
    client: sim.client.pick({ name: true, logo_url: true }),
  }),
  /** Residents can join (the simulation is Active); the results stay readable once it is Inactive. */
  is_active: z.boolean(),
  participants: z.object({
    /** Visits of the meeting's public view. */
    joined: z.number().int(),
    /** Submissions made through it. */
    submitted: z.number().int(),
  }),
  /** The categories with items in the meeting, revenue first, in page order. */
  categories: z.array(ZMeetingResultCategory),
  top_increases: z.array(ZMeetingChange),
  top_decreases: z.array(ZMeetingChange),
  /** When these figures were read (ISO). */
  computed_at: z.string(),
});
export type TMeetingResults = z.infer<typeof ZMeetingResults>;
