import { and, asc, count, eq, gt, inArray, isNull, lt, min, ne, sql } from 'drizzle-orm';
import {
  accessTokens,
  memberships,
  refreshTokens,
  signInFailures,
  users,
  type DbOrTx,
} from '@commonpurse/db';

export async function findUserCredentialsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export interface NewSession {
  userId: number;
  impersonatorId: number | null;
  scope: string;
  family: string;
  signedInAt: Date;
  accessTokenHash: string;
  accessExpiresAt: Date;
  refreshTokenHash: string;
  refreshExpiresAt: Date;
}

export async function insertSession(db: DbOrTx, session: NewSession): Promise<void> {
  const [access] = await db
    .insert(accessTokens)
    .values({
      user_id: session.userId,
      impersonator_id: session.impersonatorId,
      scope: session.scope,
      family: session.family,
      signed_in_at: session.signedInAt,
      token_hash: session.accessTokenHash,
      expires_at: session.accessExpiresAt,
    })
    .returning({ id: accessTokens.id });
  if (!access) throw new Error('Inserting the access token returned no row');
  await db.insert(refreshTokens).values({
    access_token_id: access.id,
    token_hash: session.refreshTokenHash,
    expires_at: session.refreshExpiresAt,
  });
}

/**
 * Revokes a live refresh token and answers the session it belonged to; null when the token is unknown,
 * expired or already revoked. The conditional update makes a concurrent second use lose.
 */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(refreshTokens.token_hash, tokenHash),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
      ),
    )
    .returning({ accessTokenId: refreshTokens.access_token_id });
  if (!claimed) return null;
  const [session] = await db
    .update(accessTokens)
    .set({ revoked_at: sql`coalesce(${accessTokens.revoked_at}, ${now})` })
    .where(eq(accessTokens.id, claimed.accessTokenId))
    .returning({
      userId: accessTokens.user_id,
      impersonatorId: accessTokens.impersonator_id,
      scope: accessTokens.scope,
      family: accessTokens.family,
      signedInAt: accessTokens.signed_in_at,
    });
  return session ?? null;
}

/**
 * The family of a refresh token spent (used or revoked) before `spentBefore`, or null: unknown, still
 * live, or spent so recently that a second tab refreshing at the same moment is the likelier story.
 */
export async function findSpentRefreshFamily(
  db: DbOrTx,
  tokenHash: string,
  spentBefore: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ family: accessTokens.family })
    .from(refreshTokens)
    .innerJoin(accessTokens, eq(accessTokens.id, refreshTokens.access_token_id))
    .where(and(eq(refreshTokens.token_hash, tokenHash), lt(refreshTokens.revoked_at, spentBefore)));
  return row?.family ?? null;
}

/** Ends every session rotated from one sign-in. */
export async function revokeFamily(db: DbOrTx, family: string, now: Date): Promise<void> {
  const ids = await db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(eq(accessTokens.family, family));
  await revokeAccessTokens(
    db,
    ids.map((row) => row.id),
    now,
  );
}

/** The live session of a bearer token, with the user's stored active client and whether they manage it. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      accessTokenId: accessTokens.id,
      userId: accessTokens.user_id,
      impersonatorId: accessTokens.impersonator_id,
      signedInAt: accessTokens.signed_in_at,
      managedActiveClientId: memberships.client_id,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .leftJoin(
      memberships,
      and(eq(memberships.user_id, users.id), eq(memberships.client_id, users.active_client_id)),
    )
    .where(
      and(
        eq(accessTokens.token_hash, tokenHash),
        isNull(accessTokens.revoked_at),
        gt(accessTokens.expires_at, now),
      ),
    );
  return row ?? null;
}

export async function firstManagedClientId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ clientId: memberships.client_id })
    .from(memberships)
    .where(eq(memberships.user_id, userId))
    .orderBy(asc(memberships.client_id))
    .limit(1);
  return row?.clientId ?? null;
}

export async function revokeAccessTokens(db: DbOrTx, accessTokenIds: number[], now: Date): Promise<void> {
  if (accessTokenIds.length === 0) return;
  await db
    .update(accessTokens)
    .set({ revoked_at: now })
    .where(and(inArray(accessTokens.id, accessTokenIds), isNull(accessTokens.revoked_at)));
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(inArray(refreshTokens.access_token_id, accessTokenIds), isNull(refreshTokens.revoked_at)));
}

/** Ends every session of a user (password reset), or every one but the caller's (password change). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  now: Date,
  exceptAccessTokenId?: number,
): Promise<void> {
  const sessionsOfUser = and(
    eq(accessTokens.user_id, userId),
    exceptAccessTokenId === undefined ? undefined : ne(accessTokens.id, exceptAccessTokenId),
  );
  await db
    .update(accessTokens)
    .set({ revoked_at: now })
    .where(and(sessionsOfUser, isNull(accessTokens.revoked_at)));
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(
      and(
        isNull(refreshTokens.revoked_at),
        inArray(
          refreshTokens.access_token_id,
          db.select({ id: accessTokens.id }).from(accessTokens).where(sessionsOfUser),
        ),
      ),
    );
}

/** Failed sign-ins of an address since `since`: how many, and when the oldest of them happened. */
export async function recentSignInFailures(db: DbOrTx, emailKey: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(signInFailures.failed_at) })
    .from(signInFailures)
    .where(and(eq(signInFailures.email_key, emailKey), gt(signInFailures.failed_at, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function recordSignInFailure(db: DbOrTx, emailKey: string, now: Date): Promise<void> {
  await db.insert(signInFailures).values({ email_key: emailKey, failed_at: now });
}

/** A successful sign-in forgets the address's failures (and old rows of any address go with time). */
export async function clearSignInFailures(db: DbOrTx, emailKey: string, before: Date): Promise<void> {
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.email_key} = ${emailKey} or ${signInFailures.failed_at} < ${before}`);
}
