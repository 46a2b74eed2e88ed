import type { TResultsMethod } from '../simulations/constants.ts';
import { writePabulib } from './pabulib.ts';
import { pabulibFile } from './pabulib-election.ts';
import { countedElection, type TCountSettings, type TPublishProject } from './publish.ts';

/** One stored ballot: its submission id (the file's voter_id), projects in rank order, points. */
export interface TExportBallot {
  id: number;
  projects: readonly number[];
  points?: readonly number[] | null;
}

export interface TPrioritizationPabulib {
  description: string;
  settings: TCountSettings;
  projects: readonly TPublishProject[];
  ballots: readonly TExportBallot[];
  /** The published method, if any: the file's `rule`. */
  method: TResultsMethod | null;
}

/** Pabulib's names of the published methods (greedy by votes; MES with the Add1 completion). */
const RULES: Record<TResultsMethod, string> = { greedy: 'greedy', mes: 'equalshares/add1' };

/**
 * A prioritization's ballots as a .pb file that `npm run results` counts to the published outcome: the
 * same costs and funds as publishResults (countedElection), approval votes listing projects in rank
 * order, or cumulative votes with their points in points mode.
 */
export function prioritizationPabulib(input: TPrioritizationPabulib): string {
  const election = countedElection(input.settings, input.projects);
  const cumulative = election.voteType === 'cumulative';
  const file = pabulibFile(
    {
      ...election,
      ballots: input.ballots.map((ballot) => ({
        projects: ballot.projects.map(String),
        ...(cumulative ? { points: ballot.projects.map((_, i) => ballot.points?.[i] ?? 0) } : {}),
      })),
    },
    election.voteType,
    {
      description: input.description,
      rule: RULES[input.method ?? 'greedy'],
      ...(cumulative && input.settings.adjustment !== null
        ? { max_sum_points: String(input.settings.adjustment) }
        : {}),
    },
  );
  // Voters are named by their submission id, not by position.
  file.votes.forEach((vote, index) => (vote.voter_id = String(input.ballots[index]!.id)));
  return writePabulib(file);
}
