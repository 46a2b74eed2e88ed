import { groupBallots, type TBallotGroups } from './ballots.ts';
import { condorcet, type TCondorcetResult } from './condorcet.ts';
import { compareIds, greedySelection } from './greedy.ts';
import { instantRunoff, type TIrvResult } from './irv.ts';
import { equalShares, type TMesResult } from './mes.ts';
import { parsePabulib } from './pabulib.ts';
import { pabulibElection, type TPabulibElection } from './pabulib-election.ts';
import { positionalPoints, voteTotals } from './totals.ts';

/** What `npm run results -- <file.pb>` prints: ids as strings, ranked parts only for ordinal files. */
export interface TResultsReport {
  projects: { id: string; cost: number; votes: number; weighted?: number }[];
  greedy: string[];
  mes: string[];
  mes_no_completion: string[];
  irv?: TIrvResult;
  condorcet?: TCondorcetResult;
  seconds: Record<string, number>;
}

export interface TResultsReportDetails {
  report: TResultsReport;
  election: TPabulibElection;
  groups: TBallotGroups;
  mes: TMesResult;
  mesNoCompletion: TMesResult;
}

/**
 * Greedy ranks projects the way pabulib scores them (its `score` column): points for cumulative
 * ballots, positional points for ordinal ballots, votes otherwise.
 */
export function greedyScores(voteType: string, groups: TBallotGroups): number[] {
  if (voteType === 'ordinal') return positionalPoints(groups);
  const totals = voteTotals(groups);
  return totals.map((t) => (voteType === 'cumulative' ? t.points : t.votes));
}

/** Ids in the string order the reference outcomes use. */
const sortedIds = (ids: readonly string[]) => [...ids].sort(compareIds);

/** Counts a pabulib file: totals, greedy, MES with and without Add1, and for ordinal files IRV and Condorcet. */
export function resultsReport(
  text: string,
  now: () => number = () => performance.now(),
): TResultsReportDetails {
  const seconds: Record<string, number> = {};
  let started = now();
  const lap = (name: string) => {
    const at = now();
    seconds[name] = Number(((at - started) / 1000).toFixed(4));
    started = at;
  };
  const election = pabulibElection(parsePabulib(text));
  lap('parse');
  const { projects, funds, ballots } = election.election;
  const groups = groupBallots(
    projects.map((p) => p.id),
    ballots,
  );
  lap('group');
  const totals = voteTotals(groups);
  lap('totals');
  const greedy = greedySelection(projects, greedyScores(election.voteType, groups), funds, {
    skip: election.rule !== 'greedy-no-skip',
  });
  lap('greedy');
  const mesNoCompletion = equalShares(projects, funds, groups);
  lap('mes_no_completion');
  const mes = equalShares(projects, funds, groups, { completion: 'add1' });
  lap('mes');
  const ordinal = election.voteType === 'ordinal';
  let irv: TIrvResult | undefined;
  let pairwise: TCondorcetResult | undefined;
  if (ordinal) {
    irv = instantRunoff(
      groups,
      projects.map((p) => p.cost),
      funds,
    );
    lap('irv');
    pairwise = condorcet(groups);
    lap('condorcet');
  }
  const report: TResultsReport = {
    projects: projects.map((p, index) => ({
      id: p.id,
      cost: p.cost,
      votes: totals[index]!.votes,
      ...(ordinal ? { weighted: totals[index]!.weighted } : {}),
    })),
    greedy: sortedIds(greedy),
    mes: sortedIds(mes.selected),
    mes_no_completion: sortedIds(mesNoCompletion.selected),
    ...(irv ? { irv } : {}),
    ...(pairwise ? { condorcet: pairwise } : {}),
    seconds,
  };
  return { report, election, groups, mes, mesNoCompletion };
}
