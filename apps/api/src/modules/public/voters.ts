import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { submissions, voterCodes, voterEmails, type DbOrTx } from '@commonpurse/db';
import {
  BALLOT_LIMITS as L,
  BALLOT_MESSAGES as B,
  isEmailAddress,
  normalizeCode,
  PUBLIC_MESSAGES as M,
} from '@commonpurse/domain/public';
import type { TBallotVerification } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import { currentBallotOf } from '../ballots/store.ts';
import type { Mailer } from '../mail/mailer.ts';
import { voterCodeMail } from '../mail/templates.ts';
import type { WriteTarget } from './repo.ts';

// Who a prioritization's voter is (docs/api.md "Voters"): a browser's cookie, an e-mail address proven
// by a mailed code, or a one-time voter code. Addresses, codes and tokens are kept only as sha256 hashes.

const MINUTE_MS = 60_000;
/** Codes one address may be mailed per code lifetime (the per-IP limit is the route's). */
export const EMAIL_CODES_PER_ADDRESS = 3;

export const sha256 = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join(':')).digest('hex');

export const browserVoterKey = (budgetId: number, cookie: string) => `browser:${sha256(budgetId, cookie)}`;
/** The address's hash: what voter_emails keeps, and (prefixed) the voter of its ballots. */
export const emailHashOf = (budgetId: number, email: string) => sha256(budgetId, email.trim().toLowerCase());
export const emailVoterKey = (emailHash: string) => `email:${emailHash}`;

const refused = (field: string, message: string) => AppError.invalid({ [field]: [message] });

/** A prioritization whose voters verify this way, or 404 like any page residents may not open. */
export function requireVerification(target: WriteTarget, verification?: TBallotVerification): void {
  if (!target.is_pb || (verification && target.ballot_verification !== verification))
    throw new AppError(404, M.notAvailable);
}

export async function hasCurrentBallot(db: DbOrTx, budgetId: number, voterKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(currentBallotOf(budgetId, voterKey))
    .limit(1);
  return row !== undefined;
}

/** Mails a 6-digit code valid 15 minutes; an address asking too often is refused with 429. */
export async function requestEmailCode(
  deps: { db: DbOrTx; mailer: Mailer },
  target: WriteTarget,
  typed: string,
): Promise<void> {
  const email = typed.trim();
  if (!isEmailAddress(email)) throw refused('email', B.emailInvalid);
  const emailHash = emailHashOf(target.id, email);
  const since = new Date(Date.now() - L.emailCodeMinutes * MINUTE_MS);
  const [recent] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(voterEmails)
    .where(
      and(
        eq(voterEmails.budget_id, target.id),
        eq(voterEmails.email_hash, emailHash),
        gt(voterEmails.created_at, since),
      ),
    );
  if ((recent?.n ?? 0) >= EMAIL_CODES_PER_ADDRESS)
    throw new AppError(429, M.tooManyRequests, { retryAfterSeconds: L.emailCodeMinutes * 60 });
  const code = String(randomInt(0, 10 ** L.emailCodeLength)).padStart(L.emailCodeLength, '0');
  await deps.db.insert(voterEmails).values({
    budget_id: target.id,
    email_hash: emailHash,
    code_hash: sha256(emailHash, code),
    expires_at: new Date(Date.now() + L.emailCodeMinutes * MINUTE_MS),
  });
  await deps.mailer.send(
    voterCodeMail({ to: email, code, prioritization: target.name, ttlMinutes: L.emailCodeMinutes }),
  );
}

/**
 * Checks the address's latest mailed code: wrong (5 tries), expired, or right, which spends the code
 * and answers a voter token valid 2 hours.
 */
export async function verifyEmailCode(
  db: DbOrTx,
  target: WriteTarget,
  typed: { email: string; code: string },
): Promise<{ token: string; expires_at: string; has_ballot: boolean }> {
  const emailHash = emailHashOf(target.id, typed.email);
  const [latest] = await db
    .select()
    .from(voterEmails)
    .where(and(eq(voterEmails.budget_id, target.id), eq(voterEmails.email_hash, emailHash)))
    .orderBy(desc(voterEmails.id))
    .limit(1);
  if (!latest) throw refused('code', B.emailCodeWrong);
  if (latest.attempts >= L.emailCodeAttempts) throw refused('code', B.emailCodeTooManyAttempts);
  if (latest.expires_at.getTime() <= Date.now()) throw refused('code', B.emailCodeExpired);
  const open = and(
    eq(voterEmails.id, latest.id),
    lt(voterEmails.attempts, L.emailCodeAttempts),
    gt(voterEmails.expires_at, sql`now()`),
  );
  if (sha256(emailHash, typed.code.replace(/\s/g, '')) !== latest.code_hash) {
    const [counted] = await db
      .update(voterEmails)
      .set({ attempts: sql`${voterEmails.attempts} + 1` })
      .where(open)
      .returning({ id: voterEmails.id });
    throw refused('code', counted ? B.emailCodeWrong : B.emailCodeTooManyAttempts);
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + L.voterTokenHours * 60 * MINUTE_MS);
  // The code is spent: it proves the address once.
  const [verified] = await db
    .update(voterEmails)
    .set({ token_hash: sha256(token), token_expires_at: expiresAt, expires_at: sql`now()` })
    .where(open)
    .returning({ id: voterEmails.id });
  if (!verified) throw refused('code', B.emailCodeExpired);
  return {
    token,
    expires_at: expiresAt.toISOString(),
    has_ballot: await hasCurrentBallot(db, target.id, emailVoterKey(emailHash)),
  };
}

/** The voter a verified e-mail token stands for, or null when unknown or expired. */
export async function tokenVoterKey(db: DbOrTx, budgetId: number, token: string): Promise<string | null> {
  const [row] = await db
    .select({ email_hash: voterEmails.email_hash })
    .from(voterEmails)
    .where(
      and(
        eq(voterEmails.budget_id, budgetId),
        eq(voterEmails.token_hash, sha256(token)),
        gt(voterEmails.token_expires_at, sql`now()`),
      ),
    );
  return row ? emailVoterKey(row.email_hash) : null;
}

/** A typed voter code's stored form when it can still vote; else the refusal's message. */
export async function voterCodeState(
  db: DbOrTx,
  budgetId: number,
  typed: string,
): Promise<{ code: string } | { problem: string }> {
  const code = normalizeCode(typed);
  if (!code) return { problem: B.voterCodeUnknown };
  const [row] = await db
    .select({ used_at: voterCodes.used_at })
    .from(voterCodes)
    .where(and(eq(voterCodes.budget_id, budgetId), eq(voterCodes.code, code)));
  if (!row) return { problem: B.voterCodeUnknown };
  return row.used_at ? { problem: B.voterCodeUsed } : { code };
}
