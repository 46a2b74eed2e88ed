import { AMOUNT_TOLERANCE } from './engine.ts';

// The totals rule of a ballot, shared by checkBallot (server) and the ballot page: zod-free, so the
// page's bundle takes it without the request schemas.

/** Modes whose projects have costs that must fit within the funds. */
export const COST_MODES = ['budget', 'housing', 'climate', 'project_management'] as const;

export const isCostMode = (mode: string) => (COST_MODES as readonly string[]).includes(mode);

/** money: costs against the funds; points: points to spread; plain: nonnumerical (choose and rank). */
export type TBallotKind = 'money' | 'points' | 'plain';

export const ballotKindOf = (mode: string): TBallotKind =>
  mode === 'points' ? 'points' : isCostMode(mode) ? 'money' : 'plain';

/** Named as BALLOT_MESSAGES names them. */
export type TTotalsProblem = 'overFunds' | 'underGoal' | 'overPoints' | 'pointsNotAllUsed';

/**
 * The funds rule (money: at most the funds, or at least them with meet_or_exceed) or the points rule
 * (at most the points, or all of them with meet_or_exceed) on a ballot's totals. No funds set: no rule.
 */
export function totalsProblem(
  kind: TBallotKind,
  funds: number | null,
  goal: boolean,
  totals: { cost: number; points: number },
): TTotalsProblem | null {
  if (funds === null) return null;
  if (kind === 'money') {
    if (!goal && totals.cost > funds + AMOUNT_TOLERANCE) return 'overFunds';
    if (goal && totals.cost < funds - AMOUNT_TOLERANCE) return 'underGoal';
  }
  if (kind === 'points') {
    if (totals.points > funds) return 'overPoints';
    if (goal && totals.points < funds) return 'pointsNotAllUsed';
  }
  return null;
}
