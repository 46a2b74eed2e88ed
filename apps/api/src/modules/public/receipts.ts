import { and, eq } from 'drizzle-orm';
import { ballotResults, budgets, submissions, type DbOrTx } from '@commonpurse/db';
import {
  BALLOT_MESSAGES as B,
  normalizeCode,
  PUBLIC_MESSAGES as M,
  type TBallotReceipt,
} from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';

/**
 * A receipt code's ballot: counted (the voter's latest) or replaced, and whether the published results
 * include it (published after it was cast, and still current). Answers while the prioritization is
 * Active and once its results are published; otherwise 404 like its page.
 */
export async function findReceipt(db: DbOrTx, budgetId: number, typed: string): Promise<TBallotReceipt> {
  const [prioritization] = await db
    .select({ status: budgets.status, published_at: ballotResults.published_at })
    .from(budgets)
    .leftJoin(ballotResults, eq(ballotResults.budget_id, budgets.id))
    .where(and(eq(budgets.id, budgetId), eq(budgets.is_pb, true)));
  const published = prioritization?.published_at ?? null;
  if (!prioritization || (prioritization.status !== 'active' && published === null))
    throw new AppError(404, M.notAvailable);
  const code = normalizeCode(typed);
  const [ballot] = code
    ? await db
        .select({ created_at: submissions.created_at, is_current: submissions.is_current })
        .from(submissions)
        .where(and(eq(submissions.budget_id, budgetId), eq(submissions.receipt_code, code)))
    : [];
  if (!code || !ballot) throw new AppError(404, B.receiptUnknown);
  return {
    receipt_code: code,
    status: ballot.is_current ? 'counted' : 'replaced',
    submitted_at: ballot.created_at.toISOString(),
    in_published_results: published !== null && ballot.is_current && published >= ballot.created_at,
  };
}
