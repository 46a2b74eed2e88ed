import { hashPassword, verifyPassword, type Db, type DbOrTx } from '@commonpurse/db';
import { AUTH_MESSAGES, CONSOLE_OAUTH_SCOPE } from '@commonpurse/domain';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { API_MESSAGES } from '../../http/messages.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { secondsFromNow } from '../../lib/time.ts';
import * as repo from './repo.ts';
import type { TTokenResponse } from './schemas.ts';
import type { SessionContext } from './session.ts';

type TokenSettings = Pick<AppConfig, 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;

export interface SessionOwner {
  userId: number;
  impersonatorId: number | null;
  scope?: string;
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

export async function passwordGrant(
  db: Db,
  settings: TokenSettings,
  credentials: { username: string; password: string },
): Promise<TTokenResponse> {
  const user = await repo.findUserCredentialsByEmail(db, credentials.username);
  const valid = await verifyPassword(
    user?.passwordHash ?? (await hashForUnknownUser()),
    credentials.password,
  );
  if (!user || !valid) throw new AppError(401, AUTH_MESSAGES.loginFailed, { code: 'invalid_grant' });
  return issueTokenPair(db, settings, { userId: user.id, impersonatorId: null });
}

/** Rotation: the presented refresh token and its access token are revoked, a new pair replaces them. */
export async function refreshGrant(
  db: Db,
  settings: TokenSettings,
  refreshToken: string,
): Promise<TTokenResponse> {
  return db.transaction(async (tx) => {
    const session = await repo.consumeRefreshToken(tx, hashToken(refreshToken), new Date());
    if (!session) throw new AppError(401, API_MESSAGES.refreshTokenInvalid, { code: 'invalid_grant' });
    return issueTokenPair(tx, settings, session);
  });
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
    clientId,
  };
}
