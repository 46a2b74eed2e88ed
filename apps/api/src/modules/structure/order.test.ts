import type { InjectOptions } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgetSubcategories } from '@commonpurse/db';
import { STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

async function setup(isPb = false) {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, { is_pb: isPb });
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { client, budget, call, path: `/v1/admin/budgets/${budget.id}` };
}

const categoryOrder = async (ids: number[]) =>
  (
    await t.db
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(inArray(budgetCategories.id, ids))
      .orderBy(asc(budgetCategories.display_order))
  ).map((row) => row.id);

const itemOrder = async (ids: number[]) =>
  (
    await t.db
      .select({ id: budgetSubcategories.id })
      .from(budgetSubcategories)
      .where(inArray(budgetSubcategories.id, ids))
      .orderBy(asc(budgetSubcategories.display_order))
  ).map((row) => row.id);

describe('category order', () => {
  it('saves the order of one list', async () => {
    const { budget, call, path } = await setup();
    const [a, b, c] = [
      await insertCategory(t.db, budget.id, 'expense', { display_order: 0 }),
      await insertCategory(t.db, budget.id, 'expense', { display_order: 1 }),
      await insertCategory(t.db, budget.id, 'expense', { display_order: 2 }),
    ].map((row) => row.id) as [number, number, number];
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/set-order`,
      payload: { display_order: [c, a, b] },
    });
    expect(response.json()).toEqual({ meta: { status: 'saved' } });
    expect(await categoryOrder([a, b, c])).toEqual([c, a, b]);
  });

  it.each([
    ['one missing', (ids: number[]) => ids.slice(1)],
    ['one repeated', (ids: number[]) => [ids[0] ?? 0, ...ids]],
    ['one of the other list', (ids: number[], other: number) => [...ids.slice(1), other]],
  ])('leaves the order intact with %s', async (_name, wrong) => {
    const { budget, call, path } = await setup();
    const ids = [
      await insertCategory(t.db, budget.id, 'revenue', { display_order: 0 }),
      await insertCategory(t.db, budget.id, 'revenue', { display_order: 1 }),
    ].map((row) => row.id);
    const expense = await insertCategory(t.db, budget.id, 'expense');
    const response = await call({
      method: 'POST',
      url: `${path}/revenue/set-order`,
      payload: { display_order: wrong([...ids].reverse(), expense.id) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ display_order: [M.orderMismatch] });
    expect(await categoryOrder(ids)).toEqual(ids);
  });
});

describe('subcategory order', () => {
  it('saves the order within a category and refuses an item of another', async () => {
    const { budget, call, path } = await setup();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const other = await insertCategory(t.db, budget.id, 'expense');
    const ids = [
      await insertSubcategory(t.db, category.id, { display_order: 0 }),
      await insertSubcategory(t.db, category.id, { display_order: 1 }),
    ].map((row) => row.id);
    const stranger = await insertSubcategory(t.db, other.id);
    const url = `${path}/expenses/${category.id}/subcategories/set-order`;

    const refused = await call({ method: 'POST', url, payload: { display_order: [ids[1], stranger.id] } });
    expect(refused.statusCode).toBe(422);
    expect(await itemOrder(ids)).toEqual(ids);

    const response = await call({ method: 'POST', url, payload: { display_order: [...ids].reverse() } });
    expect(response.statusCode).toBe(200);
    expect(await itemOrder(ids)).toEqual([...ids].reverse());
  });
});

describe('project order', () => {
  it("orders every item of a prioritization's categories", async () => {
    const { budget, call, path } = await setup(true);
    const first = await insertCategory(t.db, budget.id, 'expense', { name: 'Uncategorized' });
    const second = await insertCategory(t.db, budget.id, 'expense');
    const ids = [
      (await insertSubcategory(t.db, first.id)).id,
      (await insertSubcategory(t.db, second.id)).id,
      (await insertSubcategory(t.db, first.id)).id,
    ];
    const url = `${path}/projects/set-order`;
    const partial = await call({ method: 'POST', url, payload: { display_order: ids.slice(0, 2) } });
    expect(partial.statusCode).toBe(422);

    const order = [ids[2], ids[0], ids[1]] as number[];
    const response = await call({ method: 'POST', url, payload: { display_order: order } });
    expect(response.json()).toEqual({ meta: { status: 'saved' } });
    expect(await itemOrder(ids)).toEqual(order);
  });

  it('is refused for a simulation', async () => {
    const { budget, call, path } = await setup(false);
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const response = await call({
      method: 'POST',
      url: `${path}/projects/set-order`,
      payload: { display_order: [item.id] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ display_order: [M.projectsOnlyPb] });
    const [row] = await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, item.id));
    expect(row?.display_order).toBe(0);
  });
});
