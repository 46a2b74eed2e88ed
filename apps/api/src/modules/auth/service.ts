import { hashPassword, verifyPassword, type Db, type DbOrTx } from '@commonpurse/db';
import { AUTH_MESSAGES, CONSOLE_OAUTH_SCOPE, PASSWORD_MAX_LENGTH } from '@commonpurse/domain';
import type { AppConfig } from '../../config.ts';
import { outlastingRequest } from '../../lib/request-transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { secondsFromNow } from '../../lib/time.ts';
import * as repo from './repo.ts';
import type { TTokenResponse } from './schemas.ts';
import type { SessionContext } from './session.ts';

type TokenSettings = Pick<AppConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;
type SignInSettings = TokenSettings & Pick<AppConfig, 'loginRateLimitPerEmail'>;

export interface SessionOwner {
  userId: number;
  impersonatorId: number | null;
  scope?: string;
  /** Set when a refresh rotates an existing session; a new sign-in starts a new family. */
  family?: string;
  signedInAt?: Date;
}

export async function issueTokenPair(
  db: DbOrTx,
  settings: TokenSettings,
  owner: SessionOwner,
): Promise<TTokenResponse> {
  const now = new Date();
  const accessToken = generateToken();
  const refreshToken = generateToken();
  const scope = owner.scope ?? CONSOLE_OAUTH_SCOPE;
  await repo.insertSession(db, {
    userId: owner.userId,
    impersonatorId: owner.impersonatorId,
    scope,
    family: owner.family ?? generateToken(),
    signedInAt: owner.signedInAt ?? now,
    accessTokenHash: hashToken(accessToken),
    accessExpiresAt: secondsFromNow(settings.accessTokenTtlSeconds, now),
    refreshTokenHash: hashToken(refreshToken),
    refreshExpiresAt: secondsFromNow(settings.refreshTokenTtlSeconds, now),
  });
  return {
    token_type: 'Bearer',
    expires_in: settings.accessTokenTtlSeconds,
    access_token: accessToken,
    refresh_token: refreshToken,
    scope,
  };
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps an unknown e-mail as slow as a wrong password. */
const hashForUnknownUser = () => (dummyHash ??= hashPassword(generateToken()));

const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** 429 once an address has had too many failed sign-ins in the window; answers the window's start. */
async function assertNotLocked(
  db: Db,
  settings: Pick<AppConfig, 'loginRateLimitPerEmail'>,
  emailKey: string,
  now: Date,
): Promise<Date> {
  const { max, timeWindowMs } = settings.loginRateLimitPerEmail;
  const windowStart = new Date(now.getTime() - timeWindowMs);
  const recent = await repo.recentSignInFailures(db, emailKey, windowStart);
  if (recent.failures >= max) {
    const unlocksAt = (recent.oldest ?? now).getTime() + timeWindowMs;
    throw AppError.tooManyAttempts(Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000)));
  }
  return windowStart;
}

const loginFailed = () => new AppError(401, AUTH_MESSAGES.loginFailed, { code: 'invalid_grant' });

/**
 * The password grant. Only failures count toward the per-address limit (a user signing in often is never
 * locked out), and a locked address is refused before its password is checked, right or wrong.
 */
export async function passwordGrant(
  db: Db,
  settings: SignInSettings,
  credentials: { username: string; password: string },
): Promise<TTokenResponse> {
  const emailKey = emailKeyOf(credentials.username);
  const now = new Date();
  const windowStart = await assertNotLocked(db, settings, emailKey, now);
  const user = await repo.findUserCredentialsByEmail(db, credentials.username);
  // No stored password is longer than the limit: skip the hashing cost of a huge one.
  const checkable = credentials.password.length <= PASSWORD_MAX_LENGTH;
  const valid =
    checkable &&
    (await verifyPassword(user?.passwordHash ?? (await hashForUnknownUser()), credentials.password));
  if (!user || !valid) {
    await repo.recordSignInFailure(db, emailKey, now);
    throw loginFailed();
  }
  await repo.clearSignInFailures(db, emailKey, windowStart);
  return issueTokenPair(db, settings, { userId: user.id, impersonatorId: null });
}

/**
 * Checks a signed-in user's current password (before a password or e-mail change). Wrong answers count
 * as failed sign-ins of the address, so a stolen token cannot be used to guess the password freely.
 */
export async function checkCurrentPassword(
  db: Db,
  settings: Pick<AppConfig, 'loginRateLimitPerEmail'>,
  credentials: { userId: number; email: string; password: string },
  refusal: () => AppError,
): Promise<void> {
  const { userId, email, password } = credentials;
  const emailKey = emailKeyOf(email);
  await assertNotLocked(db, settings, emailKey, new Date());
  const user = await repo.findUserCredentialsByEmail(db, email);
  if (!user || user.id !== userId) throw AppError.unauthenticated();
  const valid = password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(user.passwordHash, password));
  if (!valid) {
    const failedAt = new Date();
    await outlastingRequest(() => repo.recordSignInFailure(db, emailKey, failedAt));
    throw refusal();
  }
}

/**
 * Seconds after its rotation during which a spent refresh token is refused without ending its family:
 * two console tabs sharing one session may refresh at the same moment (the loser takes the winner's
 * pair from storage).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

/**
 * Rotation: the presented refresh token and its access token are revoked, a new pair of the same family
 * replaces them. A token presented after it was spent (past the grace) means two holders: the whole
 * family is revoked.
 */
export async function refreshGrant(
  db: Db,
  settings: TokenSettings,
  refreshToken: string,
): Promise<TTokenResponse> {
  const tokenHash = hashToken(refreshToken);
  const rotated = await db.transaction(async (tx) => {
    const session = await repo.consumeRefreshToken(tx, tokenHash, new Date());
    return session ? issueTokenPair(tx, settings, session) : null;
  });
  if (rotated) return rotated;
  const graceStart = new Date(Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000);
  const family = await repo.findSpentRefreshFamily(db, tokenHash, graceStart);
  if (family !== null) await db.transaction((tx) => repo.revokeFamily(tx, family, new Date()));
  throw new AppError(401, API_MESSAGES.refreshTokenInvalid, { code: 'invalid_grant' });
}

export async function logout(db: Db, session: SessionContext): Promise<void> {
  await db.transaction((tx) => repo.revokeAccessTokens(tx, [session.accessTokenId], new Date()));
}

export interface ResolvedSession extends SessionContext {
  /** The active client when the user manages it, else the first client they manage, else null. */
  clientId: number | null;
}

export async function resolveSession(db: Db, bearerToken: string): Promise<ResolvedSession | null> {
  const row = await repo.findLiveSession(db, hashToken(bearerToken), new Date());
  if (!row) return null;
  const clientId = row.managedActiveClientId ?? (await repo.firstManagedClientId(db, row.userId));
  return {
    userId: row.userId,
    accessTokenId: row.accessTokenId,
    impersonatorId: row.impersonatorId,
    signedInAt: row.signedInAt,
    clientId,
  };
}
