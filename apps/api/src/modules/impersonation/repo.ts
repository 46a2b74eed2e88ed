import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { impersonationTokens, users, type DbOrTx } from '@commonpurse/db';

/** The user named by id or by e-mail (case-insensitively). */
export async function findUserRole(db: DbOrTx, target: { id: number } | { email: string }) {
  const where: SQL =
    'id' in target ? eq(users.id, target.id) : sql`lower(${users.email}) = lower(${target.email})`;
  const [row] = await db.select({ id: users.id, isSuperadmin: users.is_superadmin }).from(users).where(where);
  return row ?? null;
}

export async function insertImpersonationToken(
  db: DbOrTx,
  token: { userId: number; impersonatorId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(impersonationTokens).values({
    user_id: token.userId,
    impersonator_id: token.impersonatorId,
    token_hash: token.tokenHash,
    expires_at: token.expiresAt,
  });
}

/** Uses up a live token and answers who it signs in as whom; null when unknown, used or expired. */
export async function consumeImpersonationToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(impersonationTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(impersonationTokens.token_hash, tokenHash),
        isNull(impersonationTokens.used_at),
        gt(impersonationTokens.expires_at, now),
      ),
    )
    .returning({ userId: impersonationTokens.user_id, impersonatorId: impersonationTokens.impersonator_id });
  return row ?? null;
}
