import { z } from 'zod';
import { ZMesRound } from '../public/ballot.ts';

// Participatory-budgeting results for staff (spec 2 sections 2, 3 and 7; docs/api.md "PB results").
// The spec names the fields; the nested shapes of votes_by_rank, ir, ir_tabulations, condorcet and
// pbhappy are ours (decision 0340). Projects are named by `sc_id` (the item's id) everywhere.

export const PB_MESSAGES = {
  winnersMalformed: 'Winners must be project ids separated by commas.',
} as const;

/** The ranked category table shows this many rows (spec 2 section 9). */
export const RANKED_CATEGORY_ROWS = 3;

/** A project: the prioritization's item that is not a suggestion box. `amount` is its cost. */
export const ZPbProject = z.object({
  sc_id: z.number().int(),
  name: z.string(),
  amount: z.number(),
});
export type TPbProject = z.infer<typeof ZPbProject>;

/** Votes of one project: `count` ballots chose it, `weighted` sums 0.5 + 1/rank over them. */
export const ZPbVoteCount = ZPbProject.extend({
  count: z.number(),
  weighted: z.number(),
  /** count as a percent of the ballots. */
  vote_percent: z.number(),
  /** weighted as a percent of every project's weighted total. */
  weighted_percent: z.number(),
});
export type TPbVoteCount = z.infer<typeof ZPbVoteCount>;

/** Votes by rank, one row per project: counts[r - 1] ballots placed it at rank r (to the longest ballot). */
export const ZPbRankRow = z.object({
  sc_id: z.number().int(),
  name: z.string(),
  counts: z.array(z.number()),
});
export type TPbRankRow = z.infer<typeof ZPbRankRow>;

/** One instant run-off round: every ballot counts for its highest-ranked project still in the race. */
export const ZPbIrRound = z.object({
  /** 1, 2, ... */
  round: z.number().int(),
  /** Projects still in the race, most votes first. */
  tallies: z.array(z.object({ sc_id: z.number().int(), name: z.string(), count: z.number() })),
  /** Ballots with no project left in the race. */
  exhausted: z.number(),
  /** Sum of the amounts of the projects in the race (counted units: see `funds`). */
  remaining_amount: z.number(),
  /** The project eliminated at the end of the round; null on the last round. */
  eliminated: z.number().int().nullable(),
});
export type TPbIrRound = z.infer<typeof ZPbIrRound>;

/** The Method of Equal Shares outcome with its rounds (ours: no anchor has it). */
export const ZPbMes = z.object({
  /** Funded projects in funding order. */
  funded: z.array(z.number().int()),
  funds_used: z.number(),
  budget_per_voter: z.number(),
  increments: z.number().int(),
  rounds: z.array(ZMesRound),
});
export type TPbMes = z.infer<typeof ZPbMes>;

/** A category of projects with the votes of its projects summed (the ranked category table). */
export const ZPbCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number(),
  weighted: z.number(),
});
export type TPbCategory = z.infer<typeof ZPbCategory>;

/** The prioritization's display units (configuration_json), to format amounts as its page does. */
export const ZPbCustomizations = z.object({
  locale: z.string(),
  currency_prefix: z.string().nullable(),
  currency_suffix: z.string().nullable(),
});
export type TPbCustomizations = z.infer<typeof ZPbCustomizations>;

/** GET admin/budgets/{id}/pbresults: data.pb. */
export const ZPbResults = z.object({
  budget_id: z.number().int(),
  /** Projects in page order. */
  projects: z.array(ZPbProject),
  /** What the counts fill: the funds, or the number of projects to choose in points and nonnumerical modes. */
  funds: z.number(),
  /** Current ballots, online and paper, naming a project. */
  submission_count: z.number().int(),
  /** Visits of the prioritization's page. */
  pageviews: z.number().int(),
  votes_by_rank: z.array(ZPbRankRow),
  /** The projects the instant run-off leaves (their amounts fit the funds), most votes first. */
  ir: z.array(z.number().int()),
  ir_tabulations: z.array(ZPbIrRound),
  /** One row per project, in page order. */
  vote_counts: z.array(ZPbVoteCount),
  /** Categories by votes, most first. */
  categories: z.array(ZPbCategory),
  /** null without ballots. */
  mes: ZPbMes.nullable(),
  customizations: ZPbCustomizations,
});
export type TPbResults = z.infer<typeof ZPbResults>;

/** GET admin/budgets/{id}/condorcet: data.condorcet, one row per project, most wins first. */
export const ZPbCondorcetRow = z.object({
  sc_id: z.number().int(),
  name: z.string(),
  /** Other projects this one beats head to head. */
  wins: z.number().int(),
  /** Their names. */
  beat_list: z.array(z.string()),
  /** wins as a percent of the other projects (100: the Condorcet winner). */
  win_percent: z.number(),
});
export type TPbCondorcetRow = z.infer<typeof ZPbCondorcetRow>;

/** GET admin/budgets/{id}/pbhappy?winners=: how many voters the chosen projects please. */
export const ZPbHappy = z.object({
  winners: z.array(z.number().int()),
  total_voters: z.number(),
  /** Voters with at least one of the winners on their ballot. */
  voters: z.number(),
  /** voters as a percent of total_voters. */
  percentage: z.number(),
  /** won_at_least[k]: voters with at least k of the winners ([0] = every voter). */
  won_at_least: z.array(z.number()),
});
export type TPbHappy = z.infer<typeof ZPbHappy>;

/** ?winners=1,2,3: project ids, comma separated (unknown ids are ignored). */
export const ZPbHappyQuery = z.object({
  winners: z
    .string()
    .regex(/^\d+(,\d+)*$|^$/, PB_MESSAGES.winnersMalformed)
    .default('')
    .transform((value) => (value === '' ? [] : [...new Set(value.split(',').map(Number))])),
});
