import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '@commonpurse/db';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertClient, insertEligibleSimulation } from '../../test/simulations.ts';

const t = useTestApp();

const patchClient = (user: TestUser, payload: Record<string, unknown>) =>
  t.injectAs(user, { method: 'PATCH', url: '/v1/admin/clients/me', payload });
const validate = (user: TestUser, subdomain?: string) =>
  t.injectAs(user, {
    method: 'GET',
    url: '/v1/validate-subdomain',
    query: subdomain === undefined ? {} : { subdomain },
  });
const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(clients).where(eq(clients.id, id));
  return row!;
};

/** A session of a superadmin impersonating `user` (POST /v1/admin/impersonations, then /v1/impersonate). */
async function impersonationToken(user: TestUser): Promise<string> {
  const created = await t.injectAs(t.users.superadmin, {
    method: 'POST',
    url: '/v1/admin/impersonations',
    payload: { user_id: user.id },
  });
  const { token } = created.json().data;
  const session = await t.app.inject({ method: 'POST', url: '/v1/impersonate', payload: { token } });
  return session.json().access_token;
}

describe('PATCH /v1/admin/clients/me', () => {
  it('updates the organisation profile and answers the client as users/me does', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const response = await patchClient(admin, {
      name: '  Town of Riverbend ',
      postal_code: '97401',
      logo_outbound_link: 'riverbend.example.gov/home',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: client.id,
      name: 'Town of Riverbend',
      postal_code: '97401',
      logo_outbound_link: 'http://riverbend.example.gov/home',
      capabilities: expect.any(Object),
    });
    expect(data).not.toHaveProperty('logo_path');
    const me = await t.injectAs(admin, { method: 'GET', url: '/v1/users/me?include=client' });
    expect(me.json().data).toMatchObject({ companyName: 'Town of Riverbend', client: data });
  });

  it('keeps a link with a scheme and clears a blank postal code or link', async () => {
    const { client, admin } = await clientWithAdmin(t, { postal_code: '12345' });
    await patchClient(admin, { logo_outbound_link: 'https://riverbend.example.gov' });
    expect((await rowOf(client.id)).logo_outbound_link).toBe('https://riverbend.example.gov');
    const cleared = await patchClient(admin, { postal_code: '', logo_outbound_link: '' });
    expect(cleared.json().data).toMatchObject({ postal_code: null, logo_outbound_link: null });
  });

  it('replaces the sites allowed to frame the public pages, stored as origins', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const response = await patchClient(admin, {
      public_frame_ancestors: ['https://WWW.Riverbend.example.gov/', 'https://news.example.org'],
    });
    expect(response.statusCode).toBe(200);
    const stored = ['https://www.riverbend.example.gov', 'https://news.example.org'];
    expect(response.json().data.public_frame_ancestors).toEqual(stored);
    expect((await rowOf(client.id)).public_frame_ancestors).toEqual(stored);
    await patchClient(admin, { public_frame_ancestors: [] });
    expect((await rowOf(client.id)).public_frame_ancestors).toEqual([]);
  });

  it.each([
    [{ name: '' }, { name: [M.organizationNameRequired] }],
    [{ name: 'Tiny' }, { name: [M.organizationNameTooShort] }],
    [{ postal_code: '1234' }, { postal_code: [M.postalCodeInvalid] }],
    [{ postal_code: '1234a' }, { postal_code: [M.postalCodeInvalid] }],
    [{ logo_outbound_link: 'javascript:alert(1)' }, { logo_outbound_link: [M.logoLinkInvalid] }],
    [{ subdomain: 'www' }, { subdomain: [M.subdomainReserved] }],
    [{ console_metadata: { notes: 'x'.repeat(16_001) } }, { console_metadata: [M.consoleMetadataTooLarge] }],
    [
      { public_frame_ancestors: ['http://news.example.org'] },
      { public_frame_ancestors: [M.frameAncestorInvalid] },
    ],
    [
      { public_frame_ancestors: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.org`) },
      { public_frame_ancestors: [M.frameAncestorsTooMany] },
    ],
  ])('refuses %j with the field message and changes nothing', async (payload, errors) => {
    const { client, admin } = await clientWithAdmin(t, { postal_code: '12345' });
    const response = await patchClient(admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors });
    expect(await rowOf(client.id)).toMatchObject({ name: client.name, postal_code: '12345' });
  });

  it('merges console_metadata: keys sent replace, null removes, the rest stay', async () => {
    const { client, admin } = await clientWithAdmin(t, {
      console_metadata: { theme: 'dark', seen_tour: true, keep: 1 },
    });
    const response = await patchClient(admin, { console_metadata: { theme: 'light', seen_tour: null } });
    expect(response.json().data.console_metadata).toEqual({ theme: 'light', keep: 1 });
    expect((await rowOf(client.id)).console_metadata).toEqual({ theme: 'light', keep: 1 });
  });

  it('refuses a merge that would grow the settings past their limit', async () => {
    const { client, admin } = await clientWithAdmin(t, { console_metadata: { a: 'x'.repeat(9_000) } });
    const response = await patchClient(admin, { console_metadata: { b: 'y'.repeat(9_000) } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ console_metadata: [M.consoleMetadataTooLarge] });
    expect(Object.keys((await rowOf(client.id)).console_metadata)).toEqual(['a']);
  });

  it('changes only the caller’s active client', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const other = await insertClient(t.db);
    await patchClient(admin, { name: 'A renamed client' });
    expect((await rowOf(client.id)).name).toBe('A renamed client');
    expect((await rowOf(other.id)).name).toBe(other.name);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/v1/admin/clients/me',
      payload: { name: 'Nobody here' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /v1/admin/clients/me: the subdomain', () => {
  it('refuses a change by a client administrator (403) but accepts the same address back', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const refused = await patchClient(admin, { subdomain: `moved-${client.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: M.subdomainChangeRefused,
      errors: { subdomain: [M.subdomainChangeRefused] },
    });
    const same = await patchClient(admin, { subdomain: client.subdomain.toUpperCase(), name: 'Same place' });
    expect(same.statusCode).toBe(200);
    expect(await rowOf(client.id)).toMatchObject({ subdomain: client.subdomain, name: 'Same place' });
  });

  it('lets a superadmin move the public site, lower-cased, and residents follow it', async () => {
    const { client } = await clientWithAdmin(t);
    const superadmin = await t.createUser({ clientIds: [client.id], isSuperadmin: true });
    const budget = await insertEligibleSimulation(t.db, client.id, { status: 'active' });
    const moved = `Moved-${client.id}`;
    const response = await patchClient(superadmin, { subdomain: ` ${moved} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subdomain).toBe(moved.toLowerCase());
    const page = (subdomain: string) =>
      t.app.inject({ method: 'GET', url: `/v1/public/sites/${subdomain}/budgets/${budget.slug}` });
    expect((await page(moved.toLowerCase())).statusCode).toBe(200);
    expect((await page(client.subdomain)).statusCode).toBe(404);
  });

  it('lets a superadmin impersonating the client’s user move it', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const token = await impersonationToken(admin);
    const response = await t.injectWithToken(token, {
      method: 'PATCH',
      url: '/v1/admin/clients/me',
      payload: { subdomain: `support-${client.id}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(client.id)).subdomain).toBe(`support-${client.id}`);
  });

  it('refuses an address another client has, whatever its case', async () => {
    const { client } = await clientWithAdmin(t);
    const superadmin = await t.createUser({ clientIds: [client.id], isSuperadmin: true });
    const other = await insertClient(t.db);
    const response = await patchClient(superadmin, { subdomain: other.subdomain.toUpperCase() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subdomain: [M.subdomainTaken] });
    expect((await rowOf(client.id)).subdomain).toBe(client.subdomain);
  });
});

describe('GET /v1/validate-subdomain', () => {
  it('answers success for a free address and for the client’s own', async () => {
    const { client, admin } = await clientWithAdmin(t);
    for (const subdomain of [`free-${client.id}`, client.subdomain, client.subdomain.toUpperCase()]) {
      const response = await validate(admin, subdomain);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'success' });
    }
  });

  it.each([
    [undefined, M.subdomainRequired],
    ['', M.subdomainRequired],
    ['ab', M.subdomainLength],
    ['bad_name', M.subdomainCharacters],
    ['-edge', M.subdomainCharacters],
    ['admin', M.subdomainReserved],
  ])('refuses %j: %s', async (subdomain, message) => {
    const { admin } = await clientWithAdmin(t);
    const response = await validate(admin, subdomain);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subdomain: [message] });
  });

  it('refuses another client’s address', async () => {
    const { admin } = await clientWithAdmin(t);
    const other = await insertClient(t.db);
    const response = await validate(admin, other.subdomain);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subdomain: [M.subdomainTaken] });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/validate-subdomain?subdomain=abc' });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists the account calls of issue 15', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/v1/admin/clients/me',
        '/v1/admin/clients/me/logo',
        '/v1/validate-subdomain',
        '/v1/admin/integrations/{type}',
        '/v1/integrations/budgets',
      ]),
    );
  });
});
