import { z } from 'zod';
import { RESULTS_METHODS } from '../simulations/constants.ts';
import { BALLOT_LIMITS, ZBallotItem, ZPublicBallotResults } from './ballot.ts';

// The console's calls on a prioritization's voters, paper ballots and results (docs/api.md
// "Prioritization ballots, voters and results", the admin table): bodies and answers.

export const BALLOT_ADMIN_LIMITS = { batchMax: 100, listPageMax: 1000 } as const;

export const BALLOT_ADMIN_MESSAGES = {
  countRange: `Enter a number of codes from 1 to ${BALLOT_LIMITS.voterCodesPerBatchMax.toLocaleString('en-US')}.`,
  batchTooLong: `A batch label has at most ${BALLOT_ADMIN_LIMITS.batchMax} characters.`,
} as const;

/** POST admin/budgets/{id}/voter-codes. */
export const ZVoterCodesCreate = z.object({
  count: z
    .number({ error: BALLOT_ADMIN_MESSAGES.countRange })
    .int({ error: BALLOT_ADMIN_MESSAGES.countRange })
    .min(1, { error: BALLOT_ADMIN_MESSAGES.countRange })
    .max(BALLOT_LIMITS.voterCodesPerBatchMax, { error: BALLOT_ADMIN_MESSAGES.countRange }),
  batch: z
    .string()
    .trim()
    .max(BALLOT_ADMIN_LIMITS.batchMax, { error: BALLOT_ADMIN_MESSAGES.batchTooLong })
    .nullish()
    .transform((batch) => (batch ? batch : null)),
});
export type TVoterCodesCreate = z.input<typeof ZVoterCodesCreate>;

export const ZVoterCode = z.object({
  id: z.number().int(),
  code: z.string(),
  batch: z.string().nullable(),
  created_at: z.string(),
  used_at: z.string().nullable(),
});
export type TVoterCode = z.infer<typeof ZVoterCode>;

/** GET admin/budgets/{id}/voter-codes: newest batch first. */
export const ZVoterCodeList = z.object({
  data: z.array(ZVoterCode),
  meta: z.object({
    total: z.number().int(),
    used: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type TVoterCodeList = z.infer<typeof ZVoterCodeList>;

/** POST admin/budgets/{id}/ballots/paper: the ballot rules apply as to a resident's ballot. */
export const ZPaperBallotCreate = z.object({
  items: z.array(ZBallotItem).max(BALLOT_LIMITS.projectsMax),
});
export type TPaperBallotCreate = z.infer<typeof ZPaperBallotCreate>;

export const ZPaperBallot = z.object({
  id: z.number().int(),
  receipt_code: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({ subcategory_id: z.number().int(), rank: z.number().int(), points: z.number().nullable() }),
  ),
});
export type TPaperBallot = z.infer<typeof ZPaperBallot>;

/** GET admin/budgets/{id}/ballots/paper: newest first. */
export const ZPaperBallotList = z.object({
  data: z.array(ZPaperBallot),
  meta: z.object({ total: z.number().int() }),
});
export type TPaperBallotList = z.infer<typeof ZPaperBallotList>;

/** POST admin/budgets/{id}/results: count and publish. */
export const ZResultsPublish = z.object({ method: z.enum(RESULTS_METHODS) });

/** GET admin/budgets/{id}/results: what is published and the ballots counted so far. */
export const ZAdminBallotResults = z.object({
  published: ZPublicBallotResults.nullable(),
  ballots: z.number().int(),
  paper_ballots: z.number().int(),
});
export type TAdminBallotResults = z.infer<typeof ZAdminBallotResults>;
