import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens } from '@commonpurse/db';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@commonpurse/domain';
import { hashToken } from '../../lib/secure-token.ts';
import { useTestApp, type TestUser } from '../../test/helper.ts';

// Three failures lock the address: the current-password check counts as a sign-in attempt.
const t = useTestApp({ env: { LOGIN_RATE_LIMIT_PER_EMAIL: '3/15m' } });

const patchMe = (accessToken: string, payload: Record<string, unknown>) =>
  t.injectWithToken(accessToken, { method: 'PATCH', url: '/v1/users/me', payload });

async function freshUser(): Promise<TestUser> {
  return t.createUser({ clientIds: [await t.clientId('demo')] });
}

/** A session whose sign-in happened 20 minutes ago (its tokens rotated since). */
async function staleSession(user: TestUser): Promise<string> {
  const { access_token } = await t.login(user.email, user.password);
  await t.db
    .update(accessTokens)
    .set({ signed_in_at: new Date(Date.now() - 20 * 60_000) })
    .where(eq(accessTokens.token_hash, hashToken(access_token)));
  return access_token;
}

const newPassword = { password: 'a-new-password', password_confirmation: 'a-new-password' };

describe('PATCH /v1/users/me: password and e-mail changes', () => {
  it('needs the confirmation of a new password', async () => {
    const user = await freshUser();
    const { access_token } = await t.login(user.email, user.password);
    const response = await patchMe(access_token, { password: 'a-new-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password_confirmation: [ACCOUNT_MESSAGES.passwordConfirmationRequired],
    });
    await expect(t.login(user.email, 'a-new-password')).rejects.toThrow();
  });

  it('refuses passwords longer than 128 characters', async () => {
    const user = await freshUser();
    const { access_token } = await t.login(user.email, user.password);
    const long = 'x'.repeat(200_000);
    const response = await patchMe(access_token, { password: long, password_confirmation: long });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([ACCOUNT_MESSAGES.passwordTooLong]);
  });

  it('needs the current password when the sign-in is older than 15 minutes', async () => {
    const user = await freshUser();
    const token = await staleSession(user);
    for (const payload of [newPassword, { email: `moved-${user.id}@example.test` }]) {
      const response = await patchMe(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        current_password: [ACCOUNT_MESSAGES.currentPasswordRequired],
      });
    }
    // Names and an unchanged e-mail need nothing more.
    expect((await patchMe(token, { first_name: 'Still', email: user.email.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect((await t.login(user.email, user.password)).access_token).toBeTruthy();
  });

  it('accepts the right current password and refuses a wrong one, counting it as a failed sign-in', async () => {
    const user = await freshUser();
    const token = await staleSession(user);
    const wrong = await patchMe(token, { ...newPassword, current_password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [ACCOUNT_MESSAGES.currentPasswordIncorrect] });
    await expect(t.login(user.email, 'a-new-password')).rejects.toThrow();

    const right = await patchMe(token, { ...newPassword, current_password: user.password });
    expect(right.statusCode).toBe(200);
    expect((await t.login(user.email, 'a-new-password')).access_token).toBeTruthy();
  });

  it('locks guessing of the current password like sign-ins', async () => {
    const user = await freshUser();
    const token = await staleSession(user);
    for (let i = 0; i < 3; i += 1) {
      expect((await patchMe(token, { ...newPassword, current_password: `guess-${i}` })).statusCode).toBe(422);
    }
    const locked = await patchMe(token, { ...newPassword, current_password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('allows the change without the current password right after signing in', async () => {
    const user = await freshUser();
    const { access_token } = await t.login(user.email, user.password);
    const email = `new-${user.id}@example.test`;
    expect((await patchMe(access_token, { email })).statusCode).toBe(200);
    expect((await patchMe(access_token, newPassword)).statusCode).toBe(200);
    expect((await t.login(email, 'a-new-password')).access_token).toBeTruthy();
  });

  it('refuses both changes to an impersonating superadmin, even with a fresh session', async () => {
    const user = await freshUser();
    const created = await t.injectAs(t.users.superadmin, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: { user_id: user.id },
    });
    const { token } = created.json().data;
    const session = await t.app.inject({ method: 'POST', url: '/v1/impersonate', payload: { token } });
    const { access_token } = session.json();
    for (const [payload, field] of [
      [newPassword, 'password'],
      [{ email: `taken-over-${user.id}@example.test` }, 'email'],
    ] as const) {
      const response = await patchMe(access_token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: ACCOUNT_MESSAGES.notWhileImpersonating,
        errors: { [field]: [ACCOUNT_MESSAGES.notWhileImpersonating] },
      });
    }
    expect((await patchMe(access_token, { first_name: 'Renamed' })).statusCode).toBe(200);
    expect((await t.login(user.email, user.password)).access_token).toBeTruthy();
  });
});

describe('responses that carry secrets', () => {
  it('are never stored by a cache', async () => {
    const me = await t.injectAs(t.users.demoAdmin, { method: 'GET', url: '/v1/users/me?include=client' });
    expect(me.json().data.client.external_reporting_api_token).toEqual(expect.any(String));
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/v1/users/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
