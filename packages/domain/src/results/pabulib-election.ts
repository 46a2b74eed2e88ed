import type { TPabulibFile } from './pabulib.ts';
import type { TResultsBallot, TResultsElection } from './types.ts';

export type TPabulibVoteType = 'approval' | 'ordinal' | 'cumulative' | 'choose-1';

/** An election read from a pabulib file, with what the file says about itself. */
export interface TPabulibElection {
  election: TResultsElection;
  voteType: string;
  rule: string;
  /** The PROJECTS `votes` column (the official count), null where absent. */
  officialVotes: (number | null)[];
  /** Ids whose `selected` column is 1, or null when the file has no such column. */
  officialSelected: string[] | null;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function toNumber(value: string, what: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new Error(`${what} is not a number: "${value}"`);
  return number;
}

export function pabulibElection(file: TPabulibFile): TPabulibElection {
  const projects = file.projects.map((row) => ({
    id: row.project_id!,
    ...(row.name ? { name: row.name } : {}),
    cost: toNumber(row.cost!, `The cost of project ${row.project_id}`),
  }));
  const withPoints = file.voteColumns.includes('points');
  const ballots = file.votes.map((row): TResultsBallot => {
    const ids = splitList(row.vote);
    if (!withPoints) return { projects: ids };
    return {
      projects: ids,
      points: splitList(row.points).map((p) => toNumber(p, `Points of voter ${row.voter_id}`)),
    };
  });
  const hasSelected = file.projectColumns.includes('selected');
  return {
    election: { projects, funds: toNumber(file.meta.budget ?? '', 'The META budget'), ballots },
    voteType: file.meta.vote_type ?? 'approval',
    rule: file.meta.rule ?? '',
    officialVotes: file.projects.map((row) =>
      row.votes === undefined || row.votes === '' ? null : Number(row.votes),
    ),
    officialSelected: hasSelected
      ? file.projects.filter((row) => Number(row.selected) === 1).map((row) => row.project_id!)
      : null,
  };
}

/** A pabulib file for an election: its META, its projects with their vote counts, one row per ballot. */
export function pabulibFile(
  election: TResultsElection,
  voteType: TPabulibVoteType,
  meta: Record<string, string> = {},
): TPabulibFile {
  for (const project of election.projects) {
    if (project.id === '' || project.id.includes(',') || project.id !== project.id.trim()) {
      throw new Error(
        `A pabulib project id cannot be empty, hold a comma or start or end with a space: "${project.id}"`,
      );
    }
  }
  const votes = new Map(election.projects.map((p) => [p.id, 0]));
  for (const ballot of election.ballots)
    for (const id of new Set(ballot.projects)) votes.set(id, (votes.get(id) ?? 0) + 1);
  const withPoints = election.ballots.some((b) => b.points !== undefined);
  return {
    meta: {
      num_projects: String(election.projects.length),
      num_votes: String(election.ballots.length),
      budget: String(election.funds),
      vote_type: voteType,
      ...meta,
    },
    projectColumns: ['project_id', 'cost', 'votes', 'name'],
    projects: election.projects.map((p) => ({
      project_id: p.id,
      cost: String(p.cost),
      votes: String(votes.get(p.id) ?? 0),
      name: p.name ?? '',
    })),
    voteColumns: withPoints ? ['voter_id', 'vote', 'points'] : ['voter_id', 'vote'],
    votes: election.ballots.map((ballot, index) => ({
      voter_id: String(index + 1),
      vote: ballot.projects.join(','),
      ...(withPoints ? { points: (ballot.points ?? []).join(',') } : {}),
    })),
  };
}
