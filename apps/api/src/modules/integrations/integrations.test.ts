import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, integrationTokens } from '@commonpurse/db';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

const PATH = '/v1/admin/integrations/budget-software';
const list = (user: TestUser, url = PATH) => t.injectAs(user, { method: 'GET', url });
const create = (user: TestUser, url = PATH) => t.injectAs(user, { method: 'POST', url });
const revoke = (user: TestUser, url = PATH) => t.injectAs(user, { method: 'DELETE', url });
const readBudgets = (token: string) =>
  t.injectWithToken(token, { method: 'GET', url: '/v1/integrations/budgets' });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function newToken(user: TestUser): Promise<string> {
  const response = await create(user);
  expect(response.statusCode).toBe(201);
  return response.json().data.token;
}

describe('POST /v1/admin/integrations/{type}', () => {
  it('answers the new token once, stores only its SHA-256 hash, and it lasts a year', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const before = Date.now();
    const response = await create(admin);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: 'budget-software',
      token: expect.stringMatching(/^cpi_[A-Za-z0-9_-]{43}$/),
      revoked: false,
      revoked_at: null,
      active: true,
    });
    expect(data.token_prefix).toBe(data.token.slice(0, 12));
    const lifetime = Date.parse(data.expires_at) - before;
    expect(lifetime).toBeGreaterThan(364 * 86_400_000);
    expect(lifetime).toBeLessThan(366 * 86_400_000);
    const rows = await t.db
      .select()
      .from(integrationTokens)
      .where(eq(integrationTokens.client_id, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(data.token));
    expect(JSON.stringify(rows)).not.toContain(data.token);
  });

  it('revokes the active token first: one active at a time', async () => {
    const { admin } = await clientWithAdmin(t);
    const first = await newToken(admin);
    const second = await newToken(admin);
    const { data } = (await list(admin)).json();
    expect(data.map((token: { active: boolean }) => token.active)).toEqual([true, false]);
    expect(data[0].token_prefix).toBe(second.slice(0, 12));
    expect(data[1]).toMatchObject({ token_prefix: first.slice(0, 12), revoked: true });
    expect((await readBudgets(first)).statusCode).toBe(401);
    expect((await readBudgets(second)).statusCode).toBe(200);
  });

  it('leaves exactly one active token after two requests at once', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const answers = await Promise.all([create(admin), create(admin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const rows = await t.db
      .select()
      .from(integrationTokens)
      .where(eq(integrationTokens.client_id, client.id));
    expect(rows.filter((row) => row.revoked_at === null)).toHaveLength(1);
    const works = await Promise.all(
      answers.map(async (a) => (await readBudgets(a.json().data.token)).statusCode),
    );
    expect(works.sort()).toEqual([200, 401]);
  });

  it('is held by the database too: a second token not revoked is refused', async () => {
    const { client, admin } = await clientWithAdmin(t);
    await newToken(admin);
    const second = {
      client_id: client.id,
      type: 'budget-software',
      token_hash: sha256('another'),
      token_prefix: 'cpi_another',
    };
    await expect(t.db.insert(integrationTokens).values(second)).rejects.toThrow();
    // Revoked ones are history: any number of them.
    await t.db.insert(integrationTokens).values({ ...second, revoked_at: new Date() });
  });
});

describe('GET /v1/admin/integrations/{type}', () => {
  it('lists the tokens newest first without their secrets', async () => {
    const { admin } = await clientWithAdmin(t);
    expect((await list(admin)).json()).toEqual({ data: [] });
    await newToken(admin);
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const [token] = response.json().data;
    expect(Object.keys(token).sort()).toEqual(
      ['active', 'created_at', 'expires_at', 'id', 'revoked', 'revoked_at', 'token_prefix', 'type'].sort(),
    );
  });

  it('shows an expired token as not active', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const token = await newToken(admin);
    await t.db
      .update(integrationTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(integrationTokens.client_id, client.id));
    expect((await list(admin)).json().data[0]).toMatchObject({ active: false, revoked: false });
    expect((await readBudgets(token)).statusCode).toBe(401);
  });
});

describe('DELETE /v1/admin/integrations/{type}', () => {
  it('revokes every token of the type at once, refused from then on', async () => {
    const { admin } = await clientWithAdmin(t);
    const token = await newToken(admin);
    expect((await readBudgets(token)).statusCode).toBe(200);
    const response = await revoke(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ status: 'deleted' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ active: false, revoked: true, revoked_at: expect.any(String) });
    expect((await readBudgets(token)).statusCode).toBe(401);
    expect((await revoke(admin)).statusCode).toBe(200);
  });
});

describe('integration token calls: capability, type and tenancy', () => {
  it.each([
    ['GET', list],
    ['POST', create],
    ['DELETE', revoke],
  ] as const)('%s answers 403 without the integrations capability', async (_method, call) => {
    const { admin } = await clientWithAdmin(t, { integrations: false });
    const response = await call(admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: M.integrationsDisabled,
      errors: { integrations: [M.integrationsDisabled] },
    });
  });

  it.each([
    ['GET', list],
    ['POST', create],
    ['DELETE', revoke],
  ] as const)('%s answers 404 for an unknown type', async (_method, call) => {
    const { admin } = await clientWithAdmin(t);
    expect((await call(admin, '/v1/admin/integrations/accounting')).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  });

  it('keeps each client to its own tokens', async () => {
    const mine = await clientWithAdmin(t);
    const theirs = await clientWithAdmin(t);
    const theirToken = await newToken(theirs.admin);
    expect((await list(mine.admin)).json().data).toEqual([]);
    await newToken(mine.admin);
    await revoke(mine.admin);
    expect((await list(theirs.admin)).json().data[0].active).toBe(true);
    expect((await readBudgets(theirToken)).statusCode).toBe(200);
  });
});

describe('GET /v1/integrations/budgets', () => {
  it("answers the client's Active simulations with their categories and items, and nothing else", async () => {
    const { client, admin } = await clientWithAdmin(t);
    const active = await insertSimulation(t.db, client.id, {
      name: 'Budget 2027',
      slug: 'budget-2027',
      status: 'active',
      activated_at: new Date('2026-05-01T00:00:00Z'),
    });
    const spending = await insertCategory(t.db, active.id, 'expense', { name: 'Parks', display_order: 1 });
    const revenue = await insertCategory(t.db, active.id, 'revenue', { name: 'Taxes', display_order: 0 });
    const trees = await insertSubcategory(t.db, spending.id, { name: 'Trees', amount: 1250.5 });
    const levy = await insertSubcategory(t.db, revenue.id, { name: 'Levy', amount: 9000 });
    await insertSimulation(t.db, client.id, { name: 'A new one', status: 'new' });
    await insertSimulation(t.db, client.id, { name: 'Paused', status: 'inactive' });
    await insertSimulation(t.db, client.id, { name: 'A receipt', status: 'active', is_receipt: true });
    const other = await clientWithAdmin(t);
    await insertSimulation(t.db, other.client.id, { name: 'Not theirs', status: 'active' });

    const response = await readBudgets(await newToken(admin));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: [
        {
          id: active.id,
          name: 'Budget 2027',
          description: null,
          is_pb: false,
          mode: 'budget',
          locale: 'en_US',
          url: `http://${client.subdomain}.commonpurse.test/budget-2027`,
          activated_at: '2026-05-01T00:00:00.000Z',
          categories: [
            {
              id: revenue.id,
              name: 'Taxes',
              type: 'revenue',
              items: [{ id: levy.id, name: 'Levy', amount: 9000 }],
            },
            {
              id: spending.id,
              name: 'Parks',
              type: 'expense',
              items: [{ id: trees.id, name: 'Trees', amount: 1250.5 }],
            },
          ],
        },
      ],
    });
  });

  it('refuses a missing, unknown or console token (401), and a client whose integrations are off (403)', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const token = await newToken(admin);
    expect((await t.app.inject({ method: 'GET', url: '/v1/integrations/budgets' })).statusCode).toBe(401);
    expect((await readBudgets(`${token}x`)).statusCode).toBe(401);
    const session = await t.login(admin.email, admin.password);
    expect((await readBudgets(session.access_token)).statusCode).toBe(401);
    await t.db.update(clients).set({ integrations: false }).where(eq(clients.id, client.id));
    const refused = await readBudgets(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.integrationsDisabled });
  });

  it('is the only thing the token opens: admin and reporting calls answer 401', async () => {
    const { admin } = await clientWithAdmin(t);
    const token = await newToken(admin);
    for (const url of ['/v1/users/me', PATH, '/v1/admin/budgets', '/api/client']) {
      const response = await t.injectWithToken(token, { method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
    const patch = await t.injectWithToken(token, {
      method: 'PATCH',
      url: '/v1/admin/clients/me',
      payload: { name: 'Taken over by a token' },
    });
    expect(patch.statusCode).toBe(401);
  });
});
