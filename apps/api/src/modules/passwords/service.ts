import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, type Db } from '@commonpurse/db';
import { AUTH_MESSAGES, type TResetForm } from '@commonpurse/domain';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { secondsFromNow } from '../../lib/time.ts';
import { findUserByEmail, updateUser } from '../account/repo.ts';
import { revokeUserSessions } from '../auth/repo.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import * as repo from './repo.ts';

interface ForgotDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'appBaseUrl' | 'resetTokenTtlMinutes'>;
  log: FastifyBaseLogger;
}

export const resetLink = (appBaseUrl: string, token: string, email: string) =>
  `${appBaseUrl}/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/**
 * Mails a single-use reset link when the address has an account. The caller answers the same either
 * way, and a mail failure is only logged, so the answer never tells whether an account exists.
 */
export async function requestPasswordReset({ db, mailer, config, log }: ForgotDeps, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = generateToken();
  await repo.insertResetToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: secondsFromNow(config.resetTokenTtlMinutes * 60),
  });
  const link = resetLink(config.appBaseUrl, token, user.email);
  try {
    await mailer.send(passwordResetMail({ to: user.email, link, ttlMinutes: config.resetTokenTtlMinutes }));
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'sending the password reset e-mail failed');
  }
}

const invalidToken = () => AppError.invalid({ token: [AUTH_MESSAGES.resetTokenInvalid] });

/** Sets the new password, uses up the token and ends every session of the account, all or nothing. */
export async function resetPassword(db: Db, input: TResetForm): Promise<void> {
  const tokenHash = hashToken(input.token);
  const usable = await repo.findUsableResetToken(db, tokenHash, new Date());
  if (!usable || usable.email.toLowerCase() !== input.email.toLowerCase()) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    if (!(await repo.claimResetToken(tx, usable.id, now))) throw invalidToken();
    await updateUser(tx, usable.userId, { password_hash: passwordHash });
    await repo.retireResetTokens(tx, usable.userId, now);
    await revokeUserSessions(tx, usable.userId, now);
  });
}
