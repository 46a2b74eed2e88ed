import type {
  TPbCategory,
  TPbCondorcetRow,
  TPbCustomizations,
  TPbHappy,
  TPbResults,
  TPbVoteCount,
} from '../analytics/pb-results.ts';
import { groupBallots, type TBallotGroups } from './ballots.ts';
import { condorcet } from './condorcet.ts';
import { consensus } from './consensus.ts';
import { fractionToNumber } from './exact.ts';
import { instantRunoff } from './irv.ts';
import { equalShares } from './mes.ts';
import {
  countedElection,
  countsPoints,
  engineBallots,
  mesAccount,
  type TCountSettings,
  type TPublishProject,
  type TWeightedBallot,
} from './publish.ts';
import { votesByRank, voteTotals } from './totals.ts';

// The staff's PB results (docs/api.md "PB results"): every figure is the engine's count of the current
// ballots, the same ballots publishing counts; here they are only renamed to the spec's fields.

/** A project with the category it sits in (for the ranked category table). */
export interface TPbAnalyticsProject extends Pick<TPublishProject, 'id' | 'name' | 'cost'> {
  category_id: number;
  category_name: string;
}

export interface TPbAnalyticsInput {
  budget_id: number;
  settings: TCountSettings;
  projects: readonly TPbAnalyticsProject[];
  ballots: readonly TWeightedBallot[];
  submission_count: number;
  pageviews: number;
  customizations: TPbCustomizations;
}

/** The ballots grouped once for the engine (rank order kept; points only in points mode). */
export function pbGroups(
  settings: TCountSettings,
  projects: readonly Pick<TPublishProject, 'id'>[],
  ballots: readonly TWeightedBallot[],
): TBallotGroups {
  return groupBallots(
    projects.map((p) => String(p.id)),
    engineBallots(ballots, countsPoints(settings.mode)),
  );
}

const named = (projects: readonly { id: number; name: string }[]) =>
  new Map(projects.map((p) => [String(p.id), p.name]));

/** data.pb of GET pbresults. */
export function pbResults(input: TPbAnalyticsInput): TPbResults {
  const { projects, settings } = input;
  const election = countedElection(settings, projects.map(withImage));
  const groups = pbGroups(settings, projects, input.ballots);
  const names = named(projects);
  const totals = voteTotals(groups);
  const vote_counts: TPbVoteCount[] = projects.map((project, index) => ({
    sc_id: project.id,
    name: project.name,
    amount: project.cost,
    count: totals[index]!.votes,
    weighted: totals[index]!.weighted,
    vote_percent: totals[index]!.vote_percent,
    weighted_percent: totals[index]!.weighted_percent,
  }));
  const ranks = votesByRank(groups);
  const irv = instantRunoff(
    groups,
    election.projects.map((p) => p.cost),
    election.funds,
  );
  return {
    budget_id: input.budget_id,
    projects: projects.map((p) => ({ sc_id: p.id, name: p.name, amount: p.cost })),
    funds: election.funds,
    submission_count: input.submission_count,
    pageviews: input.pageviews,
    votes_by_rank: projects.map((p, index) => ({ sc_id: p.id, name: p.name, counts: ranks[index]! })),
    ir: irv.remaining.map(Number),
    ir_tabulations: irv.rounds.map((round, index) => ({
      round: index + 1,
      tallies: round.tallies.map((t) => ({ sc_id: Number(t.id), name: names.get(t.id)!, count: t.votes })),
      exhausted: round.exhausted,
      remaining_amount: Number(round.remaining_cost),
      eliminated: round.eliminated === null ? null : Number(round.eliminated),
    })),
    vote_counts,
    categories: categoriesByVotes(projects, vote_counts),
    mes: groups.voters === 0 ? null : pbMes(election, groups),
    customizations: input.customizations,
  };
}

const withImage = (p: TPbAnalyticsProject): TPublishProject => ({ ...p, image_url: null, image_alt: null });

function pbMes(election: ReturnType<typeof countedElection>, groups: TBallotGroups): TPbResults['mes'] {
  const result = equalShares(election.projects, election.funds, groups, { completion: 'add1' });
  return {
    funded: result.selected.map(Number),
    funds_used: fractionToNumber(result.cost),
    ...mesAccount(result),
  };
}

/** Categories with their projects' votes summed: most votes first, then weighted, then page order. */
function categoriesByVotes(
  projects: readonly TPbAnalyticsProject[],
  counts: readonly TPbVoteCount[],
): TPbCategory[] {
  const categories = new Map<number, TPbCategory>();
  projects.forEach((project, index) => {
    const category = categories.get(project.category_id) ?? {
      id: project.category_id,
      name: project.category_name,
      count: 0,
      weighted: 0,
    };
    category.count += counts[index]!.count;
    category.weighted += counts[index]!.weighted;
    categories.set(project.category_id, category);
  });
  return [...categories.values()].sort((a, b) => b.count - a.count || b.weighted - a.weighted);
}

/** data.condorcet: head-to-head wins per project, most wins first (page order among equals). */
export function pbCondorcet(
  projects: readonly { id: number; name: string }[],
  groups: TBallotGroups,
): TPbCondorcetRow[] {
  const names = named(projects);
  return condorcet(groups)
    .projects.map((row) => ({
      sc_id: Number(row.id),
      name: names.get(row.id)!,
      wins: row.wins,
      beat_list: row.beats.map((id) => names.get(id)!),
      win_percent: row.win_percent,
    }))
    .sort((a, b) => b.wins - a.wins);
}

/** data.pbhappy: the consensus of the chosen winners. */
export function pbHappy(groups: TBallotGroups, winners: readonly number[]): TPbHappy {
  const result = consensus(groups, winners.map(String));
  const known = new Set(groups.projectIds);
  return {
    winners: winners.filter((id) => known.has(String(id))),
    total_voters: result.total_voters,
    voters: result.voters,
    percentage: result.percentage,
    won_at_least: result.won_at_least,
  };
}
