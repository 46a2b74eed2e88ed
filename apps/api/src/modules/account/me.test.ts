import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, buildNavigation, capabilitiesOf } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';

const t = useTestApp();

const getMe = (user: TestUser, query = '') =>
  t.injectAs(user, { method: 'GET', url: `/v1/users/me${query}` });
const patchMe = (accessToken: string, payload: Record<string, unknown>) =>
  t.injectWithToken(accessToken, { method: 'PATCH', url: '/v1/users/me', payload });

describe('GET /v1/users/me', () => {
  it('answers the user and the active client without includes', async () => {
    const response = await getMe(t.users.demoAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: t.users.demoAdmin.id,
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: t.users.demoAdmin.email,
        client_id: await t.clientId('demo'),
        companyName: 'City of Riverton',
        is_superadmin: false,
        is_impersonating: false,
      },
    });
  });

  it('includes the client with its capabilities and the navigation', async () => {
    const { data } = (await getMe(t.users.trialAdmin, '?include=client,navigation')).json();
    expect(data.client).toMatchObject({
      name: 'Maple Grove Township',
      subdomain: 'maplegrove',
      is_trial: true,
      analytics: false,
      simulation_mode_budget: true,
      external_reporting_api_token: expect.any(String),
    });
    expect(data.client).not.toHaveProperty('logo_path');
    expect(data.client.capabilities).toEqual(capabilitiesOf(data.client));
    expect(data.client.capabilities).toMatchObject({
      is_trial: true,
      has_subscription: false,
      analytics: false,
    });
    expect(data.navigation).toEqual(
      buildNavigation({
        capabilities: data.client.capabilities,
        companyName: 'Maple Grove Township',
        isSuperadmin: false,
        isImpersonating: false,
      }),
    );
    expect(data.navigation.adminInformation).toMatchObject({ isTrial: true, useNewNavigation: true });
  });

  it('answers 422 for an unknown include', async () => {
    const response = await getMe(t.users.demoAdmin, '?include=client,secrets');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['include']);
  });

  it('answers 403 for a user who manages no client', async () => {
    const loner = await t.createUser({ clientIds: [] });
    const response = await getMe(loner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Your account does not manage any publisher.' });
  });
});

describe('PATCH /v1/users/me', () => {
  it('updates the names and the e-mail', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const { access_token } = await t.login(user.email, user.password);
    const email = `renamed-${user.id}@example.test`;
    const response = await patchMe(access_token, { first_name: ' Ada ', last_name: 'Lovelace', email });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email });
    expect((await t.login(email, user.password)).access_token).toBeTruthy();
  });

  it.each([
    [{ first_name: '' }, { first_name: [ACCOUNT_MESSAGES.firstNameRequired] }],
    [{ last_name: '   ' }, { last_name: [ACCOUNT_MESSAGES.lastNameRequired] }],
    [{ email: '' }, { email: [ACCOUNT_MESSAGES.emailRequired] }],
    [{ email: 'not-an-address' }, { email: [ACCOUNT_MESSAGES.emailInvalid] }],
    [
      { password: 'short', password_confirmation: 'short' },
      { password: [ACCOUNT_MESSAGES.passwordTooShort] },
    ],
    [
      { password: 'long-enough', password_confirmation: 'different' },
      { password_confirmation: [ACCOUNT_MESSAGES.passwordsMustMatch] },
    ],
  ])('answers 422 for %j with the spec message', async (payload, errors) => {
    const { access_token } = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const response = await patchMe(access_token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
  });

  it('refuses an e-mail another account uses, whatever its case', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const { access_token } = await t.login(user.email, user.password);
    const response = await patchMe(access_token, { email: t.users.countyAdmin.email.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    const own = await patchMe(access_token, { email: user.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('changes the password: the new one signs in, other sessions end, this one stays', async () => {
    const user = await t.createUser({ clientIds: [await t.clientId('demo')] });
    const current = await t.login(user.email, user.password);
    const other = await t.login(user.email, user.password);
    const password = 'a-better-password';
    const response = await patchMe(current.access_token, { password, password_confirmation: password });
    expect(response.statusCode).toBe(200);

    await expect(t.login(user.email, user.password)).rejects.toThrow();
    expect((await t.login(user.email, password)).access_token).toBeTruthy();
    const me = (token: string) => t.injectWithToken(token, { method: 'GET', url: '/v1/users/me' });
    expect((await me(current.access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(401);
  });

  it('answers the includes asked for', async () => {
    const { access_token } = await t.login(t.users.demoAdmin.email, t.users.demoAdmin.password);
    const response = await t.injectWithToken(access_token, {
      method: 'PATCH',
      url: '/v1/users/me?include=client',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.client.subdomain).toBe('demo');
  });
});
