import { z } from 'zod';
import { BALLOT_LIMITS, ZBallotItem } from './ballot.ts';

// The console's voter-code and paper-ballot calls (docs/api.md "Prioritization ballots", Admin).

/** Voter codes per page of the console's list (and the most a page may ask for). */
export const VOTER_CODES_PAGE_MAX = 1000;

export const ZVoterCodesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(VOTER_CODES_PAGE_MAX).default(100),
});

/** POST voter-codes: how many, and the batch's label (staff's own, e.g. "Ward 3 mail-out"). */
export const ZVoterCodesCreate = z.object({
  count: z.number().int().min(1).max(BALLOT_LIMITS.voterCodesPerBatchMax),
  batch: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
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

/** POST ballots/paper: the projects in rank order (points in a points prioritization). */
export const ZPaperBallotCreate = z.object({
  items: z.array(ZBallotItem).max(BALLOT_LIMITS.projectsMax),
});
export type TPaperBallotCreate = z.infer<typeof ZPaperBallotCreate>;

export const ZPaperBallot = z.object({
  id: z.number().int(),
  receipt_code: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      subcategory_id: z.number().int(),
      rank: z.number().int(),
      points: z.number().int().nullable(),
    }),
  ),
});
export type TPaperBallot = z.infer<typeof ZPaperBallot>;
