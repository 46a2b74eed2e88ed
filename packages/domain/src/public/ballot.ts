import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants.ts';
import { STRUCTURE_LIMITS } from '../structure/messages.ts';
import { BALLOT_VERIFICATIONS, RESULTS_METHODS } from '../simulations/constants.ts';
import { BALLOT_LIMITS } from './ballot-messages.ts';
import { PUBLIC_LIMITS as L } from './messages.ts';

// The messages and limits live in ballot-messages.ts (no zod there, so the residents' page imports them
// without the schemas); re-exported here with the shapes.
export { BALLOT_LIMITS, BALLOT_MESSAGES, maxItemsMessage } from './ballot-messages.ts';

// A prioritization's ballot (issue 12), its verification, receipt and published results: the shapes
// the public API reads and answers (docs/api.md "Prioritization ballots"). The rules that need the
// prioritization (funds, max_items, projects) are checkBallot's job (ballot-rules.ts).

const Id = z.number().int().positive().max(DB_INTEGER_MAX);
const VisitId = z.number().int().min(0).max(DB_INTEGER_MAX);
const Amount = z.number().min(0).max(STRUCTURE_LIMITS.amountMax);

/** One chosen project: rank 1 is the first choice; points only in a points prioritization. */
export const ZBallotItem = z.object({
  subcategory_id: Id,
  rank: z.number().int().min(1).max(DB_INTEGER_MAX),
  points: z.number().int().min(0).max(DB_INTEGER_MAX).optional(),
});
export type TBallotItem = z.infer<typeof ZBallotItem>;

/** A resident's own project idea through a suggestion box: not a choice, never counted. */
export const ZBallotSuggestion = z.object({
  subcategory_id: Id,
  text: z.string().max(BALLOT_LIMITS.suggestionMax * 2),
  /** The proposed cost (suggestion_box_cost); absent when the box takes no amount. */
  amount: Amount.nullish(),
});

/**
 * How the resident proved to be a voter: nothing (browser verification: the server's cookie), the
 * token answered by a verified e-mail code, or a one-time voter code.
 */
export const ZBallotVoter = z.object({
  token: z.string().min(1).max(200).optional(),
  code: z.string().min(1).max(BALLOT_LIMITS.voterCodeMax).optional(),
});

/** POST /v1/public/budgets/{id}/submissions for a prioritization. */
export const ZBallotCreate = z.object({
  visit_id: VisitId.nullish(),
  items: z.array(ZBallotItem).max(BALLOT_LIMITS.projectsMax),
  suggestions: z.array(ZBallotSuggestion).max(BALLOT_LIMITS.suggestionsMax).default([]),
  answers: z.array(z.object({ question_id: Id, value: z.string().max(L.answerMax * 2) })).default([]),
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
  voter: ZBallotVoter.default({}),
});
export type TBallotCreate = z.infer<typeof ZBallotCreate>;
export type TBallotInput = z.input<typeof ZBallotCreate>;

/** The answer to a stored ballot (a preview: id 0, receipt 'PREVIEW'). */
export const ZBallotCreated = z.object({
  id: z.number().int(),
  user_id: z.string(),
  /** Shown to the resident: with it the results page says whether the ballot was counted. */
  receipt_code: z.string(),
  /** True when this ballot replaced the same voter's earlier one. */
  replaced: z.boolean(),
});
export type TBallotCreated = z.infer<typeof ZBallotCreated>;

/** GET /v1/public/budgets/{id}/ballot: what this browser's voter already did (browser verification). */
export const ZBallotStatus = z.object({
  verification: z.enum(BALLOT_VERIFICATIONS),
  /** A ballot from this browser is stored: a new one will replace it. */
  has_ballot: z.boolean(),
});

/** POST /v1/public/budgets/{id}/voter/email: mail a code. Answers 204 whatever the address. */
export const ZVoterEmailRequest = z.object({ email: z.string().min(1).max(BALLOT_LIMITS.emailMax) });
/** POST /v1/public/budgets/{id}/voter/email/verify: the code from the e-mail. */
export const ZVoterEmailVerify = z.object({
  email: z.string().min(1).max(BALLOT_LIMITS.emailMax),
  code: z.string().min(1).max(20),
});
/** The verified voter's token (sent as voter.token) and whether this address already voted. */
export const ZVoterVerified = z.object({
  token: z.string(),
  expires_at: z.string(),
  has_ballot: z.boolean(),
});
/** POST /v1/public/budgets/{id}/voter/code: checks a voter code before the resident fills the ballot. */
export const ZVoterCodeCheck = z.object({ code: z.string().min(1).max(BALLOT_LIMITS.voterCodeMax) });

/** GET /v1/public/budgets/{id}/receipts/{code}: was this ballot counted. */
export const ZBallotReceipt = z.object({
  receipt_code: z.string(),
  /** counted: the voter's latest ballot (in the published count when results are out); replaced: a later ballot of the same voter counts instead. */
  status: z.enum(['counted', 'replaced']),
  submitted_at: z.string(),
  /** Results are published and this ballot is in them. */
  in_published_results: z.boolean(),
});
export type TBallotReceipt = z.infer<typeof ZBallotReceipt>;

/** One project in published results. */
export const ZResultsProject = z.object({
  id: z.number().int(),
  name: z.string(),
  cost: z.number(),
  /** Ballots that chose it. */
  votes: z.number().int(),
  /** Points mode: points given. */
  points: z.number().nullable(),
  funded: z.boolean(),
  image_url: z.string().nullable(),
  image_alt: z.string().nullable(),
});

/** One round of the Method of Equal Shares: the project funded and who paid for it. */
export const ZMesRound = z.object({
  project_id: z.number().int(),
  cost: z.number(),
  /** Supporters who paid the full price. */
  full_payers: z.number().int(),
  /** What each of them paid. */
  price: z.number(),
  /** Supporters who paid all they had left, and that total. */
  partial_payers: z.number().int(),
  partial_paid: z.number(),
  /** Supporters with nothing left. */
  without_money: z.number().int(),
});

/** What a published prioritization shows residents (and the console). Nothing identifies a voter. */
export const ZPublicBallotResults = z.object({
  method: z.enum(RESULTS_METHODS),
  published_at: z.string(),
  funds: z.number(),
  funds_used: z.number(),
  /** Ballots counted (online and paper, latest per voter). */
  ballots: z.number().int(),
  paper_ballots: z.number().int(),
  /** Every project, funded first (in funding order), then the rest by votes. */
  projects: z.array(ZResultsProject),
  /** The Method of Equal Shares' account; null for greedy. */
  mes: z
    .object({
      /** What each voter started with. */
      budget_per_voter: z.number(),
      /** Times the Add1 completion raised the budget. */
      increments: z.number().int(),
      rounds: z.array(ZMesRound),
    })
    .nullable(),
});
export type TPublicBallotResults = z.infer<typeof ZPublicBallotResults>;
