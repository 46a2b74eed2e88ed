import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, impacts, impactSubcategories } from '@commonpurse/db';
import { IMPACT_MESSAGES as M, SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { ownSimulation } from '../../test/simulations.ts';

const t = useTestApp();

async function insertImpact(budgetId: number, overrides: Partial<typeof impacts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(impacts)
    .values({ budget_id: budgetId, name: 'Trees planted', ...overrides })
    .returning();
  if (!row) throw new Error('Inserting an impact failed');
  return row;
}

const orderOf = async (budgetId: number) =>
  (
    await t.db
      .select({ id: impacts.id })
      .from(impacts)
      .where(eq(impacts.budget_id, budgetId))
      .orderBy(asc(impacts.display_order))
  ).map((row) => row.id);

describe('impacts', () => {
  it('creates one last, with its target as a number and its details sanitized', async () => {
    const { call, path, budget } = await ownSimulation(t);
    await insertImpact(budget.id, { display_order: 3 });
    const response = await call({
      method: 'POST',
      url: `${path}/impacts`,
      payload: {
        name: '  Response time ',
        description: 'Minutes until help arrives',
        additional_details: '<p>Faster<script>alert(1)</script></p>',
        target: '8.5',
        prefix: '',
        suffix: ' min',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      budget_id: budget.id,
      name: 'Response time',
      description: 'Minutes until help arrives',
      additional_details: '<p>Faster</p>',
      target: 8.5,
      prefix: '',
      suffix: ' min',
      type: null,
      display_order: 4,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const listed = await call({ method: 'GET', url: `${path}/impacts` });
    expect(listed.json().data.map((i: { name: string }) => i.name)).toEqual([
      'Trees planted',
      'Response time',
    ]);
  });

  it.each([
    [{ name: 'ab' }, { name: [M.nameTooShort] }],
    [{}, { name: [M.nameRequired] }],
    [{ name: 'x'.repeat(301) }, { name: [M.nameTooLong] }],
    [{ name: 'Trees', target: '1,000' }, { target: [M.targetNotNumber] }],
    [{ name: 'Trees', target: '1'.repeat(21) }, { target: [M.targetTooLong] }],
  ])('refuses %j', async (payload, errors) => {
    const { call, path } = await ownSimulation(t);
    const response = await call({ method: 'POST', url: `${path}/impacts`, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('updates fields and clears the target', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const impact = await insertImpact(budget.id, { target: 100 });
    const response = await call({
      method: 'PATCH',
      url: `${path}/impacts/${impact.id}`,
      payload: { name: 'Trees saved', target: '', additional_details: null },
    });
    expect(response.json().data).toMatchObject({
      name: 'Trees saved',
      target: null,
      additional_details: null,
    });
  });

  it('deletes an impact with its multipliers', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const impact = await insertImpact(budget.id);
    const item = await insertSubcategory(t.db, (await insertCategory(t.db, budget.id, 'expense')).id);
    await t.db
      .insert(impactSubcategories)
      .values({ impact_id: impact.id, budget_subcategory_id: item.id, multiplier: 2 });
    const response = await call({ method: 'DELETE', url: `${path}/impacts/${impact.id}` });
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect(
      await t.db.select().from(impactSubcategories).where(eq(impactSubcategories.impact_id, impact.id)),
    ).toEqual([]);
  });

  it("answers 'Invalid impact.' for an impact not in the simulation", async () => {
    const { call, path, budget } = await ownSimulation(t);
    const other = await insertSimulation(t.db, budget.client_id);
    const elsewhere = await insertImpact(other.id);
    for (const iid of [elsewhere.id, 999_999]) {
      for (const [method, suffix, payload] of [
        ['PATCH', '', { name: 'Moved here' }],
        ['DELETE', '', undefined],
        ['GET', '/multipliers', undefined],
        ['PUT', '/multipliers', { multipliers: [] }],
      ] as const) {
        const response = await call({ method, url: `${path}/impacts/${iid}${suffix}`, payload });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: M.invalidImpact });
      }
    }
  });

  it('orders the impacts; a list that is not exactly them changes nothing', async () => {
    const { call, path, budget } = await ownSimulation(t);
    const ids = [
      (await insertImpact(budget.id, { display_order: 0 })).id,
      (await insertImpact(budget.id, { display_order: 1 })).id,
      (await insertImpact(budget.id, { display_order: 2 })).id,
    ];
    const order = (display_order: number[]) =>
      call({ method: 'POST', url: `${path}/impacts/set-order`, payload: { display_order } });
    const reversed = [...ids].reverse();
    expect((await order(reversed)).json()).toEqual({ meta: { status: 'saved' } });
    expect(await orderOf(budget.id)).toEqual(reversed);
    for (const wrong of [ids.slice(1), [...ids, ids[0] ?? 0]]) {
      const response = await order(wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ display_order: [M.orderMismatch] });
    }
    expect(await orderOf(budget.id)).toEqual(reversed);
  });
});

describe('refusals', () => {
  it('every call needs the impacts feature (403)', async () => {
    const { call, path, budget } = await ownSimulation(t, { impacts_enabled: false });
    const impact = await insertImpact(budget.id);
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['POST', '', { name: 'Trees' }],
      ['PATCH', `/${impact.id}`, { name: 'Trees' }],
      ['DELETE', `/${impact.id}`, undefined],
      ['POST', '/set-order', { display_order: [impact.id] }],
      ['GET', `/${impact.id}/multipliers`, undefined],
      ['PUT', `/${impact.id}/multipliers`, { multipliers: [] }],
    ] as const) {
      const response = await call({ method, url: `${path}/impacts${suffix}`, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: M.impactsDisabled,
        errors: { impacts: [M.impactsDisabled] },
      });
    }
  });

  it("is 404 on another client's simulation, and refuses changes while Inactive or Archived", async () => {
    const owner = await ownSimulation(t);
    const impact = await insertImpact(owner.budget.id);
    const stranger = await ownSimulation(t);
    const calls = [
      ['POST', '', { name: 'Trees' }],
      ['PATCH', `/${impact.id}`, { name: 'Trees' }],
      ['DELETE', `/${impact.id}`, undefined],
      ['POST', '/set-order', { display_order: [impact.id] }],
      ['PUT', `/${impact.id}/multipliers`, { multipliers: [] }],
    ] as const;
    for (const [method, suffix, payload] of [
      ...calls,
      ['GET', `/${impact.id}/multipliers`, undefined] as const,
    ]) {
      const response = await stranger.call({ method, url: `${owner.path}/impacts${suffix}`, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    for (const status of ['inactive', 'archived']) {
      await t.db.update(budgets).set({ status }).where(eq(budgets.id, owner.budget.id));
      for (const [method, suffix, payload] of calls) {
        const response = await owner.call({ method, url: `${owner.path}/impacts${suffix}`, payload });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
      }
    }
    const read = await owner.call({ method: 'GET', url: `${owner.path}/impacts/${impact.id}/multipliers` });
    expect(read.statusCode).toBe(200);
  });
});
