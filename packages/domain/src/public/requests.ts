import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.ts';
import { STRUCTURE_LIMITS } from '../structure/messages.ts';
import { PUBLIC_LIMITS as L } from './messages.ts';

// Bodies of the public writes (docs/api.md "Public API"). Shapes only: the rules that need the
// simulation (items, bounds, questions) are submissionProblems' job.

const Id = z.number().int().positive().max(DB_INTEGER_MAX);
const OptionId = z.union([z.number().int(), z.string().min(1).max(100)]);
/** A visit id; 0 is the visit a preview answers (nothing is stored for previews). */
const VisitId = z.number().int().min(0).max(DB_INTEGER_MAX);
/** Money within what the amount columns hold (decision 0213). */
const Amount = z.number().min(-STRUCTURE_LIMITS.amountMax).max(STRUCTURE_LIMITS.amountMax);

export const ZVisitCreate = z.object({
  /** document.referrer as the page saw it. */
  referrer: z.string().max(L.referrerMax).nullish(),
  /** The page found its own earlier visit marker in this browser. */
  returning: z.boolean().optional(),
  /** The meeting whose public view the resident joined (one of the simulation's meetings). */
  meeting_id: Id.nullish(),
});
export type TVisitCreate = z.infer<typeof ZVisitCreate>;

/** What a resident did with an item: +, -, More Info, More Details, opened it; or a scenario option. */
export const CLICK_KINDS = ['increase', 'decrease', 'info', 'details', 'open', 'option', 'reset'] as const;
export type TClickKind = (typeof CLICK_KINDS)[number];

export const ZClickBatch = z.object({
  visit_id: VisitId,
  clicks: z
    .array(
      z.object({
        /** Null only for 'reset' (Reset All). */
        subcategory_id: Id.nullable(),
        kind: z.enum(CLICK_KINDS),
        /** For 'option': the scenario option clicked. */
        option_id: OptionId.optional(),
        count: z.number().int().min(1).max(L.clickCountMax),
      }),
    )
    .max(L.clicksPerBatchMax),
  /** The resident's current amounts of the items changed so far (session changes of non-submitters). */
  amounts: z
    .array(z.object({ subcategory_id: Id, amount: Amount }))
    .max(L.clicksPerBatchMax)
    .optional(),
});
export type TClickBatch = z.infer<typeof ZClickBatch>;

export const ZSubmissionCreate = z.object({
  visit_id: VisitId.nullish(),
  /** Submitted through a meeting's public view: only the meeting's items may be sent (decision 0480). */
  meeting_id: Id.nullish(),
  items: z.array(z.object({ subcategory_id: Id, amount: Amount })),
  answers: z.array(z.object({ question_id: Id, value: z.string().max(L.answerMax * 2) })).default([]),
  scenario: z.array(z.object({ subcategory_id: Id, option_ids: z.array(OptionId) })).default([]),
  comments: z
    .array(z.object({ subcategory_id: Id.nullish(), text: z.string().max(L.commentMax * 2) }))
    .max(L.commentsMax)
    .default([]),
  location: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      postal_code: z.string().max(20).nullish(),
    })
    .nullish(),
});
export type TSubmissionCreate = z.infer<typeof ZSubmissionCreate>;
export type TSubmissionInput = z.input<typeof ZSubmissionCreate>;
