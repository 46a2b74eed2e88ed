import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories } from '@commonpurse/db';
import { SIMULATION_MESSAGES, TOUR_MESSAGES as M, TOUR_MORE_INFO_KEY } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { ownSimulation } from '../../test/simulations.ts';

const t = useTestApp();

async function setup(
  client: Parameters<typeof ownSimulation>[1] = {},
  budget: Parameters<typeof ownSimulation>[2] = {},
) {
  const own = await ownSimulation(t, client, budget);
  const categories = [
    await insertCategory(t.db, own.budget.id, 'expense', { display_order: 0 }),
    await insertCategory(t.db, own.budget.id, 'expense', { display_order: 1 }),
    await insertCategory(t.db, own.budget.id, 'revenue', { display_order: 0, tour_order: 0 }),
  ];
  const ids = categories.map((c) => c.id) as [number, number, number];
  const order = (display_order: number[]) =>
    own.call({ method: 'POST', url: `${own.path}/tour/set-order`, payload: { display_order } });
  return { ...own, ids, order };
}

const tourOf = async (ids: number[]) =>
  (
    await t.db
      .select({ id: budgetCategories.id, tour_order: budgetCategories.tour_order })
      .from(budgetCategories)
      .where(inArray(budgetCategories.id, ids))
      .orderBy(asc(budgetCategories.id))
  ).map((row) => [row.id, row.tour_order]);

describe('POST /v1/admin/budgets/{id}/tour/set-order', () => {
  it('numbers the tour categories and takes every other category out', async () => {
    const { ids, order } = await setup();
    const [a, b, c] = ids;
    const response = await order([b, a]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      meta: { status: 'saved' },
      data: [
        { id: a, tour_order: 1 },
        { id: b, tour_order: 0 },
        { id: c, tour_order: null },
      ],
    });
    await order([]);
    expect(await tourOf(ids)).toEqual([
      [a, null],
      [b, null],
      [c, null],
    ]);
  });

  it('refuses a repeated id or a category of another simulation, changing nothing', async () => {
    const { ids, order, budget } = await setup();
    const other = await insertSimulation(t.db, budget.client_id);
    const foreign = await insertCategory(t.db, other.id, 'expense');
    const before = await tourOf(ids);
    for (const wrong of [
      [ids[0], ids[0]],
      [ids[0], foreign.id],
    ]) {
      const response = await order(wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ display_order: [M.orderInvalid] });
    }
    expect(await tourOf(ids)).toEqual(before);
  });

  it('needs the guided tour (403), is not for prioritizations, nor Inactive simulations (422)', async () => {
    const without = await setup({ guided_tour: false });
    const refused = await without.order([without.ids[0]]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.tourDisabled, errors: { display_order: [M.tourDisabled] } });

    const pb = await setup({}, { is_pb: true });
    expect((await pb.order([pb.ids[0]])).json().errors).toEqual({ display_order: [M.noTourForPb] });

    const inactive = await setup({}, { status: 'inactive' });
    expect((await inactive.order([inactive.ids[0]])).json().errors).toEqual({
      status: [SIMULATION_MESSAGES.notEditable],
    });
  });

  it("is 404 on another client's simulation", async () => {
    const { path, ids } = await setup();
    const stranger = await ownSimulation(t);
    const response = await stranger.call({
      method: 'POST',
      url: `${path}/tour/set-order`,
      payload: { display_order: [ids[0]] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the tour fields of the other editor calls', () => {
  it('a category PATCH takes tour_order and a subcategory PATCH in_tour', async () => {
    const { call, path, ids } = await setup();
    const category = await call({
      method: 'PATCH',
      url: `${path}/expenses/${ids[1]}`,
      payload: { tour_order: 2 },
    });
    expect(category.statusCode).toBe(200);
    expect(category.json().data.tour_order).toBe(2);
    const removed = await call({
      method: 'PATCH',
      url: `${path}/expenses/${ids[1]}`,
      payload: { tour_order: null },
    });
    expect(removed.json().data.tour_order).toBeNull();
    const item = await insertSubcategory(t.db, ids[1]);
    const subcategory = await call({
      method: 'PATCH',
      url: `${path}/expenses/${ids[1]}/subcategories/${item.id}`,
      payload: { in_tour: true },
    });
    expect(subcategory.statusCode).toBe(200);
    expect(subcategory.json().data.in_tour).toBe(true);
  });

  it("saves 'Show more info and more details during tour.' in configuration_json, with the guided tour", async () => {
    const { call, path } = await setup();
    const saved = await call({
      method: 'PATCH',
      url: path,
      payload: { configuration_json: { [TOUR_MORE_INFO_KEY]: true } },
    });
    expect(saved.json().data.configuration_json).toEqual({ [TOUR_MORE_INFO_KEY]: true });

    const without = await setup({ guided_tour: false });
    const refused = await without.call({
      method: 'PATCH',
      url: without.path,
      payload: { configuration_json: { [TOUR_MORE_INFO_KEY]: true } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ [TOUR_MORE_INFO_KEY]: [M.tourDisabled] });
    // Sending the stored value back is no change.
    const unchanged = await without.call({
      method: 'PATCH',
      url: without.path,
      payload: { configuration_json: { [TOUR_MORE_INFO_KEY]: false } },
    });
    expect(unchanged.statusCode).toBe(200);
  });
});
