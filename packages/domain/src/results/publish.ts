import type { TPublicBallotResults } from '../public/ballot.ts';
import type { TResultsMethod, TSimulationMode } from '../simulations/constants.ts';
import { groupBallots } from './ballots.ts';
import { fractionToNumber, toCommonScale, unitsToDecimal } from './exact.ts';
import { compareIds, greedySelection } from './greedy.ts';
import { equalShares, type TMesResult } from './mes.ts';
import { greedyScores } from './report.ts';
import { voteTotals } from './totals.ts';
import type { TResultsBallot, TResultsProject } from './types.ts';

// A prioritization's published results (docs/api.md "Prioritization ballots"): the stored ballots counted
// by the method staff chose, as residents see them. Nothing here names a voter.

/** A project of the prioritization (a non-suggestion-box item) with what the results page shows of it. */
export interface TPublishProject {
  id: number;
  name: string;
  /** The item's amount. */
  cost: number;
  image_url: string | null;
  image_alt: string | null;
}

/** The prioritization's settings that decide what is counted. */
export interface TCountSettings {
  mode: TSimulationMode;
  /** The funds (budget modes) or the points each voter spreads (points mode). */
  adjustment: number | null;
  max_items: number | null;
}

/** Identical ballots counted once: projects in rank order, points aligned with them in points mode. */
export interface TWeightedBallot {
  projects: readonly number[];
  points?: readonly number[] | null;
  count: number;
}

/** What the engine counts for a prioritization, shared by publishing and the pabulib export. */
export interface TCountedElection {
  projects: TResultsProject[];
  funds: number;
  /** Pabulib's vote type: points ballots are cumulative, every other mode's are approval sets. */
  voteType: 'approval' | 'cumulative';
}

/**
 * Points and nonnumerical prioritizations have no money to spend (decision 0310): the adjustment is
 * the points each voter spreads, or nothing. Their count fills seats: every project costs 1 and the
 * funds are the number of projects to choose, max_items when set, else every project.
 */
export const countsSeats = (mode: TSimulationMode) => mode === 'points' || mode === 'nonnumerical';

/** Points ballots are counted with their points (pabulib's cumulative votes); others as approval sets. */
export const countsPoints = (mode: TSimulationMode) => mode === 'points';

export function countedElection(
  settings: TCountSettings,
  projects: readonly TPublishProject[],
): TCountedElection {
  const seats = countsSeats(settings.mode);
  return {
    projects: projects.map((p) => ({ id: String(p.id), name: p.name, cost: seats ? 1 : p.cost })),
    funds: seats
      ? Math.min(settings.max_items ?? projects.length, projects.length)
      : Math.max(0, settings.adjustment ?? 0),
    voteType: countsPoints(settings.mode) ? 'cumulative' : 'approval',
  };
}

/** The engine's ballots: each distinct ballot converted once and shared by its `count` voters. */
export function engineBallots(ballots: readonly TWeightedBallot[], withPoints: boolean): TResultsBallot[] {
  const list: TResultsBallot[] = [];
  for (const ballot of ballots) {
    const projects = ballot.projects.map(String);
    const entry: TResultsBallot = withPoints
      ? { projects, points: ballot.projects.map((_, i) => ballot.points?.[i] ?? 0) }
      : { projects };
    for (let n = 0; n < ballot.count; n += 1) list.push(entry);
  }
  return list;
}

/** Sum of decimal costs, exactly. */
function exactSum(costs: readonly number[]): number {
  const { units, scale } = toCommonScale([0, ...costs]);
  return Number(
    unitsToDecimal(
      units.reduce((sum, unit) => sum + unit, 0n),
      scale,
    ),
  );
}

/** The Method of Equal Shares' account as results show it: the start, the Add1 raises, each round. */
export function mesAccount(result: TMesResult): NonNullable<TPublicBallotResults['mes']> {
  return {
    budget_per_voter: fractionToNumber(result.budget_per_voter),
    increments: result.increments,
    rounds: result.rounds.map((round) => ({
      project_id: Number(round.project),
      cost: fractionToNumber(round.cost),
      full_payers: round.full_payers,
      price: fractionToNumber(round.price),
      partial_payers: round.partial_payers,
      partial_paid: fractionToNumber(round.partial_paid),
      without_money: round.without_money,
    })),
  };
}

export interface TPublishInput {
  method: TResultsMethod;
  settings: TCountSettings;
  projects: readonly TPublishProject[];
  ballots: readonly TWeightedBallot[];
  /** How many of the ballots were entered from paper. */
  paper_ballots: number;
  published_at: string;
}

/**
 * Counts the ballots and describes the outcome. Greedy funds by votes (points totals in points mode),
 * ties as greedySelection breaks them; MES is equalShares with the Add1 completion, as `npm run results`
 * counts it. Projects are listed funded first in funding order, then the rest by the greedy score,
 * votes, lower cost and id.
 */
export function publishResults(input: TPublishInput): TPublicBallotResults {
  const election = countedElection(input.settings, input.projects);
  const ids = election.projects.map((p) => p.id);
  const groups = groupBallots(ids, engineBallots(input.ballots, election.voteType === 'cumulative'));
  const totals = voteTotals(groups);
  const scores = greedyScores(election.voteType, groups);
  const costs = election.projects.map((p) => p.cost);

  let funded: string[];
  let fundsUsed: number;
  let mes: TPublicBallotResults['mes'] = null;
  if (input.method === 'greedy') {
    funded = greedySelection(election.projects, scores, election.funds);
    fundsUsed = exactSum(funded.map((id) => costs[ids.indexOf(id)]!));
  } else {
    const result = equalShares(election.projects, election.funds, groups, { completion: 'add1' });
    funded = result.selected;
    fundsUsed = fractionToNumber(result.cost);
    mes = mesAccount(result);
  }

  const fundedAt = new Map(funded.map((id, position) => [id, position]));
  const order = ids
    .map((_, index) => index)
    .sort((a, b) => {
      const fa = fundedAt.get(ids[a]!);
      const fb = fundedAt.get(ids[b]!);
      if (fa !== undefined || fb !== undefined) return (fa ?? Infinity) - (fb ?? Infinity);
      return (
        scores[b]! - scores[a]! ||
        totals[b]!.votes - totals[a]!.votes ||
        costs[a]! - costs[b]! ||
        compareIds(ids[a]!, ids[b]!)
      );
    });
  return {
    method: input.method,
    published_at: input.published_at,
    funds: election.funds,
    funds_used: fundsUsed,
    ballots: groups.voters,
    paper_ballots: input.paper_ballots,
    projects: order.map((index) => {
      const project = input.projects[index]!;
      return {
        id: project.id,
        name: project.name,
        cost: costs[index]!,
        votes: totals[index]!.votes,
        points: election.voteType === 'cumulative' ? totals[index]!.points : null,
        funded: fundedAt.has(ids[index]!),
        image_url: project.image_url,
        image_alt: project.image_alt,
      };
    }),
    mes,
  };
}
