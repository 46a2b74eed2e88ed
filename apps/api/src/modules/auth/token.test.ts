import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, refreshTokens, signInFailures } from '@commonpurse/db';
import { AUTH_MESSAGES, CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { hashToken } from '../../lib/secure-token.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './service.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();

const passwordGrant = (username: string, password: string) => ({
  grant_type: 'password',
  username,
  password,
  client_id: CONSOLE_OAUTH_CLIENT_ID,
  scope: 'all',
});

const me = (accessToken: string) => t.injectWithToken(accessToken, { method: 'GET', url: '/v1/users/me' });

describe('POST /oauth/token, password grant', () => {
  it('answers a bearer token pair for JSON and for form-urlencoded bodies', async () => {
    const { email, password } = t.users.demoAdmin;
    const json = await t.requestToken(passwordGrant(email, password));
    const form = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(passwordGrant(email.toUpperCase(), password)).toString(),
    });
    for (const response of [json, form]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({
        token_type: 'Bearer',
        expires_in: 28_800,
        access_token: expect.stringMatching(/^[\w-]{43}$/),
        refresh_token: expect.stringMatching(/^[\w-]{43}$/),
        scope: 'all',
      });
      expect((await me(body.access_token)).statusCode).toBe(200);
    }
  });

  it('stores only digests of the tokens', async () => {
    const { access_token } = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const byDigest = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.token_hash, hashToken(access_token)));
    const byPlain = await t.db.select().from(accessTokens).where(eq(accessTokens.token_hash, access_token));
    expect(byDigest).toHaveLength(1);
    expect(byPlain).toHaveLength(0);
  });

  it.each([
    ['a wrong password', (email: string) => passwordGrant(email, 'not-the-password')],
    ['an unknown e-mail', () => passwordGrant('nobody@example.test', 'whatever-password')],
  ])('refuses %s with the spec message', async (_case, body) => {
    const response = await t.requestToken(body(t.users.demoAdmin.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_grant', message: AUTH_MESSAGES.loginFailed });
  });

  it('refuses another client id', async () => {
    const { email, password } = t.users.demoAdmin;
    const response = await t.requestToken({ ...passwordGrant(email, password), client_id: 'someone-else' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client' });
  });

  it('answers 400 for a malformed request or an unknown grant type', async () => {
    const missing = await t.requestToken({ grant_type: 'password', client_id: CONSOLE_OAUTH_CLIENT_ID });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const unknown = await t.requestToken({
      grant_type: 'client_credentials',
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('POST /oauth/token, what a browser or an attacker may send', () => {
  const formPost = (origin: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'console.test',
        ...(origin === undefined ? {} : { origin }),
      },
      payload: new URLSearchParams(
        passwordGrant(t.users.demoAdmin.email, t.users.demoAdmin.password),
      ).toString(),
    });

  it('refuses a form post from a page of another origin, keeps same-origin and non-browser ones', async () => {
    const crossSite = await formPost('https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ error: 'invalid_request' });
    expect((await formPost('null')).statusCode).toBe(403);
    expect((await formPost('http://console.test')).statusCode).toBe(200);
    expect((await formPost(undefined)).statusCode).toBe(200);
  });

  it('refuses a password longer than any account can have, counting it as a failure', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const response = await t.requestToken(passwordGrant(user.email, 'x'.repeat(200_000)));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_grant', message: AUTH_MESSAGES.loginFailed });
    const failures = await t.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email_key, user.email.toLowerCase()));
    expect(failures).toHaveLength(1);
  });

  it('answers 400, not a server error, for a NUL character in the e-mail', async () => {
    const response = await t.requestToken(passwordGrant('dana\u0000@example.test', 'whatever-password'));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('POST /oauth/token, refresh grant', () => {
  const refresh = (refreshToken: string) =>
    t.requestToken({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    });

  it('rotates: a new pair works, the old access and refresh tokens do not', async () => {
    const first = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await me(first.access_token)).statusCode).toBe(401);

    const third = (await refresh(second.refresh_token)).json();
    expect((await me(third.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    const unrelated = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    await t.db
      .update(refreshTokens)
      .set({ revoked_at: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 60) * 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(first.refresh_token)));

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
    // The thief's and the owner's newest pairs both end; another sign-in is another family.
    expect((await me(third.access_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect((await me(unrelated.access_token)).statusCode).toBe(200);
  });

  it('refuses a token spent moments ago without ending the session (a second tab refreshing)', async () => {
    const first = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const second = (await refresh(first.refresh_token)).json();
    const lateTab = await refresh(first.refresh_token);
    expect(lateTab.statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('unknown-token')).statusCode).toBe(401);
    const pair = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashToken(pair.refresh_token)));
    expect((await refresh(pair.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('bearer authentication', () => {
  const unauthenticated = { message: 'Unauthenticated.' };

  it('answers 401 without a token, with a malformed header or an unknown token', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer unknown']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 for an expired access token', async () => {
    const { access_token } = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    await t.db
      .update(accessTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.token_hash, hashToken(access_token)));
    const response = await me(access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('answers 401 for a revoked access token', async () => {
    const { access_token } = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    await t.db
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(eq(accessTokens.token_hash, hashToken(access_token)));
    expect((await me(access_token)).statusCode).toBe(401);
  });
});

describe('POST /v1/logout', () => {
  it('revokes the access token and its refresh token', async () => {
    const pair = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const other = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const response = await t.injectWithToken(pair.access_token, { method: 'POST', url: '/v1/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { status: 'logged_out' } });
    expect((await me(pair.access_token)).statusCode).toBe(401);
    const refreshed = await t.requestToken({
      grant_type: 'refresh_token',
      refresh_token: pair.refresh_token,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/logout' })).statusCode).toBe(401);
  });
});
