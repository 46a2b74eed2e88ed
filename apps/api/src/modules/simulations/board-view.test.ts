import { describe, expect, it } from 'vitest';
import { BOARD_SUBCATEGORY_FIELDS } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

// GET admin/budgets/{id}?fields=board (the console's lighter editor load) and GET of one item, which a
// dialog reads when it opens (decision 0598).

const t = useTestApp();

const LISTS = 'revenue,revenue.subcategories,expenses,expenses.subcategories';

async function simulationWithItems() {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id);
  const category = await insertCategory(t.db, budget.id, 'expense', { details: 'Category details' });
  const item = await insertSubcategory(t.db, category.id, {
    name: 'Parks',
    amount: 1200,
    details: 'Trees and benches',
    additional_details: '<p>Long text</p>',
    geojson: '{"type":"Point","coordinates":[0,0]}',
    alert_text: 'Careful',
    in_tour: true,
  });
  const path = `/v1/admin/budgets/${budget.id}`;
  return { admin, budget, category, item, path };
}

describe('GET admin/budgets/{id}?fields=board', () => {
  it("answers the lists' items with the board's fields only, the rest of the view unchanged", async () => {
    const { admin, category, item, path } = await simulationWithItems();
    const full = (await t.injectAs(admin, { method: 'GET', url: path, query: { include: LISTS } })).json();
    const board = await t.injectAs(admin, {
      method: 'GET',
      url: path,
      query: { include: LISTS, fields: 'board' },
    });
    expect(board.statusCode).toBe(200);
    const data = board.json().data;
    const [boardItem] = data.expenses[0].subcategories;
    expect(Object.keys(boardItem).sort()).toEqual([...BOARD_SUBCATEGORY_FIELDS].sort());
    expect(boardItem).toMatchObject({
      id: item.id,
      budget_category_id: category.id,
      name: 'Parks',
      amount: 1200,
      in_tour: true,
    });
    // Categories and the simulation's own fields are as the spec's call answers them.
    const { subcategories: _full, ...fullCategory } = full.data.expenses[0];
    const { subcategories: _board, ...boardCategory } = data.expenses[0];
    expect(boardCategory).toEqual(fullCategory);
    const { expenses: _e1, revenue: _r1, ...fullRest } = full.data;
    const { expenses: _e2, revenue: _r2, ...boardRest } = data;
    expect(boardRest).toEqual(fullRest);
    expect(data.revenue).toEqual([]);
  });

  it('leaves the spec call untouched: without fields, items carry every field', async () => {
    const { admin, path } = await simulationWithItems();
    const response = await t.injectAs(admin, { method: 'GET', url: path, query: { include: LISTS } });
    const [item] = response.json().data.expenses[0].subcategories;
    expect(item).toMatchObject({
      details: 'Trees and benches',
      additional_details: '<p>Long text</p>',
      geojson: '{"type":"Point","coordinates":[0,0]}',
      alert_text: 'Careful',
    });
  });

  it('refuses an unknown field selection (422 on fields)', async () => {
    const { admin, path } = await simulationWithItems();
    const response = await t.injectAs(admin, { method: 'GET', url: path, query: { fields: 'all' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.fields).toEqual(['Supported fields: board']);
  });

  it("is not found for another client's simulation", async () => {
    const { path } = await simulationWithItems();
    const { admin: intruder } = await clientWithAdmin(t);
    const response = await t.injectAs(intruder, {
      method: 'GET',
      url: path,
      query: { include: LISTS, fields: 'board' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('GET admin/budgets/{id}/{list}/{categoryId}/subcategories/{subId}', () => {
  it('answers the whole item, as the PATCH does', async () => {
    const { admin, category, item, path } = await simulationWithItems();
    const url = `${path}/expenses/${category.id}/subcategories/${item.id}`;
    const response = await t.injectAs(admin, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    // The same fields as the PATCH answers (its updated_at moves on).
    const patched = await t.injectAs(admin, { method: 'PATCH', url, payload: {} });
    expect(Object.keys(response.json().data).sort()).toEqual(Object.keys(patched.json().data).sort());
    expect(response.json().data).toMatchObject({
      id: item.id,
      details: 'Trees and benches',
      additional_details: '<p>Long text</p>',
      impact_subcategories: [],
    });
  });

  it('is not found in the other list, another category or another client', async () => {
    const { admin, budget, category, item, path } = await simulationWithItems();
    const other = await insertCategory(t.db, budget.id, 'expense');
    const { admin: intruder } = await clientWithAdmin(t);
    const own = `${path}/expenses/${category.id}/subcategories/${item.id}`;
    const cases = [
      [admin, `${path}/revenue/${category.id}/subcategories/${item.id}`],
      [admin, `${path}/expenses/${other.id}/subcategories/${item.id}`],
      [intruder, own],
    ] as const;
    for (const [user, url] of cases) {
      const response = await t.injectAs(user, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await t.injectAs(admin, { method: 'GET', url: own })).statusCode).toBe(200);
  });
});
