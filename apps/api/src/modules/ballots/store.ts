import { and, eq, isNull, sql } from 'drizzle-orm';
import { submissions, voterCodes, type Db, type DbOrTx } from '@commonpurse/db';
import { BALLOT_MESSAGES as B, type TBallotCreated } from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { countSubmissions } from '../public/repo.ts';
import { maxReached } from '../public/submit.ts';
import { insertSubmission, lockSubmissions, type SubmissionWrite } from '../public/writes.ts';
import { randomCode } from './codes.ts';

// Storing a ballot (online or paper) in one transaction: its voter's earlier ballot retired, its voter
// code spent, its receipt code drawn. The database's unique indexes settle every race (a twin ballot of
// the same voter, a receipt code drawn twice): the loser's transaction rolls back and runs once more.

/** Who cast a ballot: a replaceable voter (browser, e-mail), a one-time code, or staff (paper). */
export type BallotVoter =
  { kind: 'replaceable'; key: string } | { kind: 'code'; code: string } | { kind: 'paper' };

export interface BallotStore {
  write: Omit<SubmissionWrite, 'ballot'>;
  voter: BallotVoter;
  /** The client's max_submissions (null: no cap). */
  cap: number | null;
}

/** Tries of the transaction when a unique index refused it (a race of the same voter, a receipt clash). */
const ATTEMPTS = 3;

class IdempotentTwin extends Error {}

const voterRefusal = (message: string) => AppError.invalid({ voter: [message] });

/** Marks a voter code used (a concurrent ballot with the same code waits, then finds it used). */
async function spendVoterCode(tx: DbOrTx, budgetId: number, code: string): Promise<number> {
  const [spent] = await tx
    .update(voterCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(voterCodes.budget_id, budgetId), eq(voterCodes.code, code), isNull(voterCodes.used_at)))
    .returning({ id: voterCodes.id });
  if (spent) return spent.id;
  const [known] = await tx
    .select({ id: voterCodes.id })
    .from(voterCodes)
    .where(and(eq(voterCodes.budget_id, budgetId), eq(voterCodes.code, code)));
  throw voterRefusal(known ? B.voterCodeUsed : B.voterCodeUnknown);
}

/** The voter's current ballot (at most one: submissions_current_voter_unique). */
export const currentBallotOf = (budgetId: number, voterKey: string) =>
  and(
    eq(submissions.budget_id, budgetId),
    eq(submissions.voter_key, voterKey),
    eq(submissions.is_current, true),
  );

/** The voter's current ballot becomes a replaced one; true when there was one. */
async function retireCurrentBallot(tx: DbOrTx, budgetId: number, voterKey: string): Promise<boolean> {
  const rows = await tx
    .update(submissions)
    .set({ is_current: false, replaced_at: sql`now()` })
    .where(currentBallotOf(budgetId, voterKey))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

/** The ballot stored earlier under an idempotency key, answered as it was the first time. */
export async function findBallotByIdempotencyKey(
  db: DbOrTx,
  budgetId: number,
  key: string,
): Promise<TBallotCreated | null> {
  const [row] = await db
    .select({
      id: submissions.id,
      user_id: submissions.user_id,
      receipt_code: submissions.receipt_code,
      replaced: sql<boolean>`exists (select 1 from submissions earlier where earlier.budget_id = ${submissions.budget_id}
        and earlier.voter_key = ${submissions.voter_key} and earlier.id < ${submissions.id})`,
    })
    .from(submissions)
    .where(and(eq(submissions.budget_id, budgetId), eq(submissions.idempotency_key, key)));
  return row ? { ...row, receipt_code: row.receipt_code ?? '' } : null;
}

async function storeOnce(tx: DbOrTx, { write, voter, cap }: BallotStore): Promise<TBallotCreated> {
  const key = write.idempotencyKey;
  if (cap !== null) {
    // Capped: ballots take turns, so the count cannot be passed by a race.
    await lockSubmissions(tx, write.budgetId);
    const earlier = key ? await findBallotByIdempotencyKey(tx, write.budgetId, key) : null;
    if (earlier) return earlier;
    if ((await countSubmissions(tx, write.budgetId)) >= cap) throw maxReached();
  }
  let voterKey: string | null = null;
  let replaced = false;
  let codeId: number | null = null;
  if (voter.kind === 'code') {
    codeId = await spendVoterCode(tx, write.budgetId, voter.code);
    voterKey = `code:${codeId}`;
  } else if (voter.kind === 'replaceable') {
    voterKey = voter.key;
    replaced = await retireCurrentBallot(tx, write.budgetId, voterKey);
  }
  const receiptCode = randomCode();
  const source = voter.kind === 'paper' ? 'paper' : 'online';
  const stored = await insertSubmission(tx, { ...write, ballot: { voterKey, receiptCode, source } });
  if (!stored) throw new IdempotentTwin();
  if (codeId !== null)
    await tx.update(voterCodes).set({ submission_id: stored.id }).where(eq(voterCodes.id, codeId));
  return { ...stored, receipt_code: receiptCode, replaced };
}

/**
 * Stores a ballot with its rows in one transaction. A repeat of an Idempotency-Key answers the first
 * ballot (and spends or replaces nothing); a race lost on a unique index is run again.
 */
export async function storeBallot(db: Db, store: BallotStore): Promise<TBallotCreated> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => storeOnce(tx, store));
    } catch (error) {
      if (error instanceof IdempotentTwin) {
        const earlier = await findBallotByIdempotencyKey(
          db,
          store.write.budgetId,
          store.write.idempotencyKey!,
        );
        if (!earlier) throw new Error('A ballot was neither stored nor found by its idempotency key');
        return earlier;
      }
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
