import type { Db } from '@commonpurse/db';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { secondsFromNow } from '../../lib/time.ts';
import { issueTokenPair } from '../auth/service.ts';
import type { SessionContext } from '../auth/session.ts';
import type { TTokenResponse } from '../auth/schemas.ts';
import * as repo from './repo.ts';

type Settings = Pick<
  AppConfig,
  'impersonationTokenTtlSeconds' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'
>;

/**
 * A superadmin obtains a short-lived, single-use token to sign in as another user. Superadmins cannot be
 * impersonated, and an impersonation session cannot start another (its user is not a superadmin).
 */
export async function createImpersonation(
  db: Db,
  settings: Settings,
  caller: SessionContext,
  target: { id: number } | { email: string },
) {
  const impersonator = await repo.findUserRole(db, { id: caller.userId });
  if (!impersonator?.isSuperadmin || caller.impersonatorId !== null) throw AppError.forbidden();
  const user = await repo.findUserRole(db, target);
  if (!user) throw AppError.notFound();
  if (user.isSuperadmin) throw AppError.forbidden();
  const token = generateToken();
  const expiresAt = secondsFromNow(settings.impersonationTokenTtlSeconds);
  await repo.insertImpersonationToken(db, {
    userId: user.id,
    impersonatorId: impersonator.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, url: `/i?token=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
}

export async function redeemImpersonation(
  db: Db,
  settings: Settings,
  token: string,
): Promise<TTokenResponse> {
  return db.transaction(async (tx) => {
    const grant = await repo.consumeImpersonationToken(tx, hashToken(token), new Date());
    if (!grant) throw AppError.unauthenticated();
    return issueTokenPair(tx, settings, grant);
  });
}
