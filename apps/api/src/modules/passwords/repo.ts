import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users, type DbOrTx } from '@commonpurse/db';

export async function insertResetToken(
  db: DbOrTx,
  token: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .insert(passwordResetTokens)
    .values({ user_id: token.userId, token_hash: token.tokenHash, expires_at: token.expiresAt });
}

/** A reset token still usable now, with the e-mail of its account; null when unknown, used or expired. */
export async function findUsableResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.user_id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    );
  return row ?? null;
}

/** Marks the token used; false when a concurrent request used it first. */
export async function claimResetToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.used_at)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length === 1;
}

/** Older links mailed to the same account stop working once the password was reset. */
export async function retireResetTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
