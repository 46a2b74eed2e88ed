/** What the counting engine takes: projects, the available funds and the ballots. */
export interface TResultsProject {
  id: string;
  name?: string;
  /** A decimal amount; exact arithmetic reads it as written (String(cost)). */
  cost: number;
}

export interface TResultsBallot {
  /** Selected project ids, most preferred (rank 1) first. */
  projects: readonly string[];
  /** Points per selected project, aligned with `projects`, for a points-mode prioritization. */
  points?: readonly number[];
}

export interface TResultsElection {
  projects: readonly TResultsProject[];
  funds: number;
  ballots: readonly TResultsBallot[];
}
