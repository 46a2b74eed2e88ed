import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { PREVIEW_MESSAGES, SIMULATION_MESSAGES, SLUG_MESSAGES } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertEligibleSimulation,
  insertSimulation,
} from '../../test/simulations.ts';

const t = useTestApp();

const setStatus = (user: TestUser, id: number, status: string) =>
  t.injectAs(user, { method: 'PATCH', url: `/v1/admin/budgets/${id}`, payload: { status } });
const statusRefusal = (message: string) => ({ status: [message] });

describe('PATCH /v1/admin/budgets/{id} with {status}', () => {
  it('activates an eligible simulation, setting status_at and activated_at', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertEligibleSimulation(t.db, client.id);
    const response = await setStatus(admin, budget.id, 'active');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'active', can_publish: true });
    expect(data.activated_at).not.toBeNull();
    expect(data.status_at).toBe(data.activated_at);
  });

  it('walks deactivate, archive and unarchive, which lands on Inactive', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertEligibleSimulation(t.db, client.id);
    for (const [target, expected] of [
      ['active', 'active'],
      ['inactive', 'inactive'],
      ['archived', 'archived'],
      ['inactive', 'inactive'],
      ['active', 'active'],
      ['closed', 'closed'],
    ]) {
      const response = await setStatus(admin, budget.id, target ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(expected);
    }
  });

  it('refuses a transition the rules do not allow', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const response = await setStatus(admin, budget.id, 'archived');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: statusRefusal(SIMULATION_MESSAGES.transitionNotAllowed('New', 'Archived')),
    });
    expect((await setStatus(admin, budget.id, 'new')).statusCode).toBe(422);
  });

  it('refuses activation for a trial client', async () => {
    const { client, admin } = await clientWithAdmin(t, { is_trial: true });
    const budget = await insertEligibleSimulation(t.db, client.id);
    const response = await setStatus(admin, budget.id, 'active');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: SIMULATION_MESSAGES.trialCannotActivate,
      errors: statusRefusal(SIMULATION_MESSAGES.trialCannotActivate),
    });
  });

  it('refuses activation once every simulation licence is taken, counting prioritizations apart', async () => {
    const { client, admin } = await clientWithAdmin(t, { total_licenses: 2, total_pb_licenses: 1 });
    const simulations = [];
    for (let i = 0; i < 3; i += 1) simulations.push(await insertEligibleSimulation(t.db, client.id));
    const [a, b, c] = simulations.map((s) => s.id) as [number, number, number];
    expect((await setStatus(admin, a, 'active')).statusCode).toBe(200);
    expect((await setStatus(admin, b, 'active')).statusCode).toBe(200);
    const full = await setStatus(admin, c, 'active');
    expect(full.statusCode).toBe(403);
    expect(full.json().errors).toEqual(statusRefusal(SIMULATION_MESSAGES.noLicenceFree));

    const pbs = [];
    for (let i = 0; i < 2; i += 1) pbs.push(await insertEligibleSimulation(t.db, client.id, { is_pb: true }));
    const [p, q] = pbs.map((s) => s.id) as [number, number];
    expect((await setStatus(admin, p, 'active')).statusCode).toBe(200);
    const pbFull = await setStatus(admin, q, 'active');
    expect(pbFull.statusCode).toBe(403);
    expect(pbFull.json().errors).toEqual(statusRefusal(SIMULATION_MESSAGES.noPbLicenceFree));

    expect((await setStatus(admin, a, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(admin, c, 'active')).statusCode).toBe(200);
    const meta = (await t.injectAs(admin, { method: 'GET', url: '/v1/admin/budgets' })).json().meta;
    expect(meta).toEqual({ active_count: 2, allowed_count: 2, active_pb_count: 1, allowed_pb_count: 1 });
  });

  it('gives the last licence to one of two simultaneous activations', async () => {
    const { client, admin } = await clientWithAdmin(t, { total_licenses: 1 });
    const a = await insertEligibleSimulation(t.db, client.id);
    const b = await insertEligibleSimulation(t.db, client.id);
    const responses = await Promise.all([setStatus(admin, a.id, 'active'), setStatus(admin, b.id, 'active')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });

  it('refuses activation of a simulation that cannot be previewed, with the tooltip text', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const noSlug = await insertSimulation(t.db, client.id);
    const noRevenue = await insertSimulation(t.db, client.id, { slug: 'no-revenue' });
    await insertCategory(t.db, noRevenue.id, 'expense');
    const emptyCategory = await insertEligibleSimulation(t.db, client.id);
    await insertCategory(t.db, emptyCategory.id, 'revenue', { name: 'Fees', display_order: 9 });

    for (const [id, message] of [
      [noSlug.id, PREVIEW_MESSAGES.invalidUrl],
      [noRevenue.id, PREVIEW_MESSAGES.missingCategories],
      [emptyCategory.id, PREVIEW_MESSAGES.emptyCategory('Revenue', 'Fees')],
    ] as const) {
      const response = await setStatus(admin, id, 'active');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(statusRefusal(message));
    }
  });

  it('activates a prioritization with only its slug', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const pb = await insertSimulation(t.db, client.id, { is_pb: true, slug: 'projects' });
    expect((await setStatus(admin, pb.id, 'active')).json().data.status).toBe('active');
  });

  it('refuses a status change mixed with other fields', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertEligibleSimulation(t.db, client.id);
    const response = await t.injectAs(admin, {
      method: 'PATCH',
      url: `/v1/admin/budgets/${budget.id}`,
      payload: { status: 'active', name: 'Renamed' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(statusRefusal(SIMULATION_MESSAGES.statusChangeAlone));
  });
});

describe('DELETE /v1/admin/budgets/{id}', () => {
  it('deletes a New simulation and its children', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertEligibleSimulation(t.db, client.id);
    const response = await t.injectAs(admin, { method: 'DELETE', url: `/v1/admin/budgets/${budget.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await t.db.select().from(budgets).where(eq(budgets.id, budget.id))).toEqual([]);
  });

  it.each(['active', 'inactive', 'closed', 'archived'])(
    'refuses to delete a %s simulation',
    async (status) => {
      const { client, admin } = await clientWithAdmin(t);
      const budget = await insertSimulation(t.db, client.id, { status });
      const response = await t.injectAs(admin, { method: 'DELETE', url: `/v1/admin/budgets/${budget.id}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(statusRefusal(SIMULATION_MESSAGES.onlyNewCanBeDeleted));
    },
  );
});

describe('GET /v1/admin/validate-subdomain-slug', () => {
  const validate = (user: TestUser, query: Record<string, string>) =>
    t.injectAs(user, { method: 'GET', url: '/v1/admin/validate-subdomain-slug', query });

  it('answers success for a free slug, and the rule or "not available" otherwise', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id, { slug: 'Parks-2026' });
    const { client: other } = await clientWithAdmin(t);
    await insertSimulation(t.db, other.id, { slug: 'elsewhere' });

    expect((await validate(admin, { slug: 'roads' })).json()).toEqual({ status: 'success' });
    expect((await validate(admin, { slug: 'elsewhere' })).statusCode).toBe(200);
    expect((await validate(admin, { slug: 'parks-2026', budget_id: String(budget.id) })).statusCode).toBe(
      200,
    );
    expect((await validate(admin, { slug: 'roads', tax_receipt_id: '3' })).statusCode).toBe(200);
    for (const [query, message] of [
      [{ slug: 'parks-2026' }, SLUG_MESSAGES.taken],
      [{ slug: '' }, SLUG_MESSAGES.required],
      [{}, SLUG_MESSAGES.required],
      [{ slug: 'has space' }, SLUG_MESSAGES.noSpaces],
      [{ slug: 'a/b' }, SLUG_MESSAGES.invalidCharacters],
      [{ slug: 'x'.repeat(251) }, SLUG_MESSAGES.tooLong],
    ] as const) {
      const response = await validate(admin, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: [message] });
    }
  });
});
