import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { impersonationTokens } from '@commonpurse/db';
import { hashToken } from '../../lib/secure-token.ts';
import { useTestApp, type TestUser } from '../../test/helper.ts';

const t = useTestApp();

const createImpersonation = (caller: TestUser, userId: number) =>
  t.injectAs(caller, { method: 'POST', url: '/v1/admin/impersonations', payload: { user_id: userId } });
const redeem = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/impersonate', payload: { token } });

describe('POST /v1/admin/impersonations', () => {
  it('gives a superadmin a short-lived one-time token and its /i link', async () => {
    const before = Date.now();
    const response = await createImpersonation(t.users.superadmin, t.users.countyAdmin.id);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.url).toBe(`/i?token=${data.token}`);
    const expiresIn = Date.parse(data.expires_at) - before;
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(301_000);
    const stored = await t.db
      .select()
      .from(impersonationTokens)
      .where(eq(impersonationTokens.token_hash, hashToken(data.token)));
    expect(stored).toHaveLength(1);
  });

  it('refuses a caller who is not a superadmin', async () => {
    const response = await createImpersonation(t.users.demoAdmin, t.users.countyAdmin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('refuses to impersonate a superadmin', async () => {
    const other = await t.createUser({ clientIds: [await t.clientId('demo')], isSuperadmin: true });
    expect((await createImpersonation(t.users.superadmin, other.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await createImpersonation(t.users.superadmin, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /v1/impersonate', () => {
  it('opens a session as the user, marked as impersonating, without the new navigation', async () => {
    const { data } = (await createImpersonation(t.users.superadmin, t.users.countyAdmin.id)).json();
    const response = await redeem(data.token);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });

    const me = await t.injectWithToken(pair.access_token, {
      method: 'GET',
      url: '/v1/users/me?include=client,navigation',
    });
    expect(me.json().data).toMatchObject({
      id: t.users.countyAdmin.id,
      is_impersonating: true,
      is_superadmin: false,
      client: { subdomain: 'lakeside' },
      navigation: { adminInformation: { isImpersonating: true, useNewNavigation: false } },
    });

    const chained = await t.injectWithToken(pair.access_token, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: { user_id: t.users.trialAdmin.id },
    });
    expect(chained.statusCode).toBe(403);
  });

  it('names the user by e-mail, in any case, as well as by id', async () => {
    const created = await t.injectAs(t.users.superadmin, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: { email: t.users.countyAdmin.email.toUpperCase() },
    });
    expect(created.statusCode).toBe(201);
    const pair = (await redeem(created.json().data.token)).json();
    const me = await t.injectWithToken(pair.access_token, { method: 'GET', url: '/v1/users/me' });
    expect(me.json().data).toMatchObject({ id: t.users.countyAdmin.id, is_impersonating: true });

    const unnamed = await t.injectAs(t.users.superadmin, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: {},
    });
    expect(unnamed.statusCode).toBe(422);
    const unknown = await t.injectAs(t.users.superadmin, {
      method: 'POST',
      url: '/v1/admin/impersonations',
      payload: { email: 'nobody@nowhere.example' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the impersonation through a refresh', async () => {
    const { data } = (await createImpersonation(t.users.superadmin, t.users.trialAdmin.id)).json();
    const pair = (await redeem(data.token)).json();
    const refreshed = await t.requestToken({
      grant_type: 'refresh_token',
      refresh_token: pair.refresh_token,
      client_id: 'commonpurse-console',
    });
    const me = await t.injectWithToken(refreshed.json().access_token, { method: 'GET', url: '/v1/users/me' });
    expect(me.json().data).toMatchObject({ id: t.users.trialAdmin.id, is_impersonating: true });
  });

  it('accepts a token once', async () => {
    const { data } = (await createImpersonation(t.users.superadmin, t.users.countyAdmin.id)).json();
    expect((await redeem(data.token)).statusCode).toBe(200);
    const again = await redeem(data.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses an expired or unknown token', async () => {
    const { data } = (await createImpersonation(t.users.superadmin, t.users.countyAdmin.id)).json();
    await t.db
      .update(impersonationTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(impersonationTokens.token_hash, hashToken(data.token)));
    expect((await redeem(data.token)).statusCode).toBe(401);
    expect((await redeem('made-up')).statusCode).toBe(401);
  });
});
