import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.ts';
import { ZRowIdCoerced } from '../row-ids.ts';
import { MEETING_LIMITS as L, MEETING_MESSAGES as M } from './messages.ts';

// Request bodies of the meeting calls (spec 2 section 7): the server validates every write with them and
// the console's forms use the same rules and messages.

export const ZMeetingName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .min(L.nameMin, { error: M.nameTooShort })
  .max(L.nameMax, { error: M.nameTooLong });

const ZMeetingText = z.string().max(L.descriptionMax, { error: M.maxCharacters }).nullable();
// An id beyond the id columns' range names no simulation or subcategory (and never reaches the database).
const ZBudgetId = z
  .number({ error: M.simulationRequired })
  .int()
  .positive({ error: M.simulationRequired })
  .max(DB_INTEGER_MAX, { error: M.simulationNotEligible });
const ZSubcategoryIds = z
  .array(z.number().int().positive().max(DB_INTEGER_MAX, { error: M.subcategoryNotInSimulation }))
  .max(10_000);

/** POST admin/meetings. */
export const ZMeetingCreate = z.object({ name: ZMeetingName, budget_id: ZBudgetId });
export type TMeetingCreate = z.infer<typeof ZMeetingCreate>;

/** PATCH admin/meetings/{id}: any of the fields, each saved on its own or together. */
export const ZMeetingUpdate = z
  .object({
    name: ZMeetingName,
    description: ZMeetingText,
    location: z.string().max(L.locationMax, { error: M.maxCharacters }).nullable(),
    budget_id: ZBudgetId,
    /** Subcategory (item) ids; an empty list means the whole budget. */
    categories: ZSubcategoryIds,
  })
  .partial();
export type TMeetingUpdate = z.infer<typeof ZMeetingUpdate>;

/** GET admin/meetings?per_page=1000&include=budget&budget_id= */
export const ZMeetingListQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(L.listPageSize).optional(),
  page: z.coerce.number().int().min(1).optional(),
  include: z.string().optional(),
  budget_id: ZRowIdCoerced.optional(),
});
