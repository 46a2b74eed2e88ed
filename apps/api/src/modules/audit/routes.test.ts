import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type TAuditPage } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation } from '../../test/simulations.ts';
import { insertEligibleReceipt } from '../receipts/fixtures.ts';

const t = useTestApp();

const get = (user: TestUser, url: string) => t.injectAs(user, { method: 'GET', url });

async function renamedTwice() {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, { name: 'First name' });
  for (const name of ['Second name', 'Third name']) {
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/v1/admin/budgets/${budget.id}`,
      payload: { name },
    });
    expect(response.statusCode).toBe(200);
  }
  return { client, admin, budget };
}

describe('GET /v1/admin/budgets/{id}/history', () => {
  it("answers the simulation's changes newest first, paginated, without IPs", async () => {
    const { admin, budget } = await renamedTwice();
    const first = await get(admin, `/v1/admin/budgets/${budget.id}/history?per_page=1`);
    expect(first.statusCode).toBe(200);
    const body = first.json<TAuditPage>();
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 1 });
    expect(body.data[0]).toMatchObject({
      user_email: admin.email,
      changes: { name: { before: 'Second name', after: 'Third name' } },
    });
    expect(body.data[0]).not.toHaveProperty('ip');
    const second = (
      await get(admin, `/v1/admin/budgets/${budget.id}/history?per_page=1&page=2`)
    ).json<TAuditPage>();
    expect(second.data[0]?.changes).toEqual({ name: { before: 'First name', after: 'Second name' } });
  });

  it('names the simulation each change belongs to, as it is now, and what it is', async () => {
    const { admin, budget } = await renamedTwice();
    const category = await t.injectAs(admin, {
      method: 'POST',
      url: `/v1/admin/budgets/${budget.id}/expenses`,
      payload: { name: 'Roads' },
    });
    expect(category.statusCode).toBe(201);
    const { data } = (await get(admin, `/v1/admin/budgets/${budget.id}/history`)).json<TAuditPage>();
    expect(data.map((event) => [event.entity_type, event.budget_name, event.budget_kind])).toEqual([
      ['budget_categories', 'Third name', 'simulation'],
      ['budgets', 'Third name', 'simulation'],
      ['budgets', 'Third name', 'simulation'],
    ]);
  });

  it("is 404 for another client's simulation", async () => {
    const { budget } = await renamedTwice();
    const { admin: stranger } = await clientWithAdmin(t);
    expect((await get(stranger, `/v1/admin/budgets/${budget.id}/history`)).statusCode).toBe(404);
  });
});

describe('GET /v1/admin/receipts/{id}/history', () => {
  it("answers the receipt's changes, named as a receipt; 404 to another client and on the simulations' path", async () => {
    const { client, admin } = await clientWithAdmin(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { name: 'Receipt 2026' });
    const rename = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/v1/admin/receipts/${receipt.id}`,
      payload: { name: 'Your 2026 taxes' },
    });
    expect(rename.statusCode).toBe(200);
    const response = await get(admin, `/v1/admin/receipts/${receipt.id}/history`);
    expect(response.statusCode).toBe(200);
    const [event, ...others] = response.json<TAuditPage>().data;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      action: 'budgets.update',
      budget_name: 'Your 2026 taxes',
      budget_kind: 'receipt',
      changes: { name: { before: 'Receipt 2026', after: 'Your 2026 taxes' } },
    });
    expect(event).not.toHaveProperty('ip');
    const { admin: stranger } = await clientWithAdmin(t);
    expect((await get(stranger, `/v1/admin/receipts/${receipt.id}/history`)).statusCode).toBe(404);
    expect((await get(admin, `/v1/admin/budgets/${receipt.id}/history`)).statusCode).toBe(404);
  });
});

describe('GET /v1/admin/audit', () => {
  it('is refused to anyone but a superadmin', async () => {
    const { admin } = await renamedTwice();
    expect((await get(admin, '/v1/admin/audit')).statusCode).toBe(403);
  });

  it('answers every client’s trail newest first, filtered by client, user, budget, action and dates', async () => {
    const { client, admin, budget } = await renamedTwice();
    const other = await renamedTwice();
    const superadmin = t.users.superadmin;
    const all = (await get(superadmin, '/v1/admin/audit?per_page=200')).json<TAuditPage>();
    const ids = all.data.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.data[0]?.budget_id).toBe(other.budget.id);

    const today = new Date().toISOString().slice(0, 10);
    for (const query of [
      `client_id=${client.id}`,
      `user_id=${admin.id}`,
      `budget_id=${budget.id}`,
      `budget_id=${budget.id}&action=budgets.update&from=${today}&to=${today}`,
    ]) {
      const page = (await get(superadmin, `/v1/admin/audit?${query}`)).json<TAuditPage>();
      expect(page.meta.total, query).toBe(2);
      expect(page.data.every((event) => event.budget_id === budget.id && event.ip === '127.0.0.1')).toBe(
        true,
      );
    }
    const none = (
      await get(superadmin, `/v1/admin/audit?budget_id=${budget.id}&to=2020-01-01`)
    ).json<TAuditPage>();
    expect(none.meta.total).toBe(0);
  });

  it("puts the Audit Trail in a superadmin's navigation, and only theirs", async () => {
    const entries = async (user: TestUser) => {
      const response = await get(user, '/v1/users/me?include=client,navigation');
      expect(response.statusCode).toBe(200);
      const items: { to?: string }[] = response.json().data.navigation.menuItems;
      return items.filter((item) => item.to === '/audit');
    };
    expect(await entries(t.users.superadmin)).toHaveLength(1);
    expect(await entries(t.users.demoAdmin)).toEqual([]);
  });

  it('refuses a date range that ends before it starts', async () => {
    const response = await get(t.users.superadmin, '/v1/admin/audit?from=2026-02-02&to=2026-02-01');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ to: [AUDIT_MESSAGES.dateRange] });
  });
});
