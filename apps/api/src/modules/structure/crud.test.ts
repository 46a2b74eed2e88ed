import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgetSubcategories, standardizedSubcategories } from '@commonpurse/db';
import { GEOJSON_MESSAGES, SIMULATION_MESSAGES, STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

async function ownSimulation(overrides: Parameters<typeof insertSimulation>[2] = {}) {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, overrides);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { client, admin, budget, call, path: `/v1/admin/budgets/${budget.id}` };
}

const dedicatedQuestion = (subcategoryId: number) => ({
  type: 'dedicated',
  name: 'Levy',
  options: [
    {
      id: 1,
      title: 'Yes',
      value: 10,
      links: [{ id: 1, budget_subcategory_id: subcategoryId, option_id: 1 }],
    },
  ],
});

describe('categories', () => {
  it('creates one per list, typed by the path and placed last', async () => {
    const { call, path, budget } = await ownSimulation();
    await insertCategory(t.db, budget.id, 'expense', { display_order: 4 });
    const response = await call({
      method: 'POST',
      url: `${path}/expenses`,
      payload: {
        name: 'Public safety',
        details: 'Police and fire',
        additional_details: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Public safety',
      type: 'expense',
      display_order: 5,
      details: 'Police and fire',
      additional_details: '<p>Hi</p>',
      subcategories: [],
    });
    const revenue = await call({ method: 'POST', url: `${path}/revenue`, payload: { name: 'Taxes' } });
    expect(revenue.json().data).toMatchObject({ type: 'revenue', display_order: 0 });
  });

  it('refuses a short name and long more info with the spec messages', async () => {
    const { call, path } = await ownSimulation();
    const response = await call({
      method: 'POST',
      url: `${path}/revenue`,
      payload: { name: 'A', details: 'x'.repeat(401) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Must be at least 2 characters'],
      details: [M.moreInfoTooLong],
    });
  });

  it('updates fields and answers numbers for money', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'revenue');
    await insertSubcategory(t.db, category.id, { amount: 12.5 });
    const response = await call({
      method: 'PATCH',
      url: `${path}/revenue/${category.id}`,
      payload: { name: 'Fees', adjustment: 1.25, is_locked: true },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Fees', adjustment: 1.25, is_locked: true });
    expect(data.subcategories[0].amount).toBe(12.5);
  });

  it('is not found through the other list or in another simulation', async () => {
    const { call, path, client } = await ownSimulation();
    const other = await insertSimulation(t.db, client.id);
    const category = await insertCategory(t.db, other.id, 'expense');
    for (const url of [
      `${path}/expenses/${category.id}`,
      `/v1/admin/budgets/${other.id}/revenue/${category.id}`,
    ]) {
      const response = await call({ method: 'PATCH', url, payload: { name: 'Moved' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.categoryNotFound });
    }
  });

  it('deletes a category with its subcategories', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const response = await call({ method: 'DELETE', url: `${path}/expenses/${category.id}` });
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, item.id))).toEqual(
      [],
    );
  });

  it('refuses to delete a category whose item a dedicated-funds question links to', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const revenue = await insertCategory(t.db, budget.id, 'revenue');
    await insertSubcategory(t.db, revenue.id, { customized_question_json: dedicatedQuestion(item.id) });
    const response = await call({ method: 'DELETE', url: `${path}/expenses/${category.id}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: [M.dedicatedFundsLinked] });
    const again = await call({
      method: 'DELETE',
      url: `${path}/expenses/${category.id}/subcategories/${item.id}`,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ id: [M.dedicatedFundsLinked] });
    expect(
      await t.db.select().from(budgetCategories).where(eq(budgetCategories.id, category.id)),
    ).toHaveLength(1);
  });
});

describe('subcategories', () => {
  it('creates an item with the defaults, last in its category', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    await insertSubcategory(t.db, category.id, { display_order: 2 });
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/${category.id}/subcategories`,
      payload: { name: 'Parks' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Parks',
      amount: 0,
      alert_type: 'none',
      suggestion_box: false,
      suggestion_box_mode: 'no_amount',
      budget_category_id: category.id,
      display_order: 3,
      impact_subcategories: [],
    });
  });

  it("names a suggestion box 'Your Suggestion' when no name is given", async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const url = `${path}/expenses/${category.id}/subcategories`;
    const box = await call({
      method: 'POST',
      url,
      payload: { suggestion_box: true, suggestion_box_mode: 'balance', ceiling_amount: 500 },
    });
    expect(box.json().data).toMatchObject({
      name: 'Your Suggestion',
      suggestion_box_mode: 'balance',
      ceiling_amount: 500,
    });
    const unnamed = await call({ method: 'POST', url, payload: {} });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors).toEqual({ name: [M.nameRequired] });
  });

  it('stores the custom rate divided by 100, zeroes the other increment and sanitizes rich text', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'revenue');
    const item = await insertSubcategory(t.db, category.id, { custom_increment_amount: 50 });
    const response = await call({
      method: 'PATCH',
      url: `${path}/revenue/${category.id}/subcategories/${item.id}`,
      payload: {
        increment_mode: 'rate',
        custom_increment_rate: 12.345678912,
        additional_details: '<img src=x onerror=alert(1)><b>ok</b>',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      custom_increment_rate: 0.1234568,
      custom_increment_amount: 0,
      additional_details: '<img src="x" /><b>ok</b>',
    });
  });

  it('clears the alert when none, and requires its text otherwise (against the stored item)', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id, {
      alert_type: 'threshold',
      alert_text: 'Hey',
      alert_threshold: 10,
    });
    const url = `${path}/expenses/${category.id}/subcategories/${item.id}`;
    const cleared = await call({ method: 'PATCH', url, payload: { alert_type: 'none' } });
    expect(cleared.json().data).toMatchObject({
      alert_type: 'none',
      alert_text: null,
      alert_threshold: null,
    });
    const refused = await call({ method: 'PATCH', url, payload: { alert_type: 'increase' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ alert_text: [M.alertTextRequired] });
  });

  it('refuses the amount ceiling and rates of 100', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/${category.id}/subcategories`,
      payload: { name: 'Roads', amount: 10_000_000_000_000, rate: 100, custom_increment_rate: 100 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: [M.amountTooLarge],
      rate: [M.rateTooHigh],
      custom_increment_rate: [M.customRateTooHigh],
    });
  });

  it('moves an item to another category of the same simulation, appended last', async () => {
    const { call, path, budget, client } = await ownSimulation();
    const from = await insertCategory(t.db, budget.id, 'expense');
    const to = await insertCategory(t.db, budget.id, 'expense');
    await insertSubcategory(t.db, to.id, { display_order: 7 });
    const item = await insertSubcategory(t.db, from.id);
    const url = `${path}/expenses/${from.id}/subcategories/${item.id}`;

    const elsewhere = await insertCategory(t.db, (await insertSimulation(t.db, client.id)).id, 'expense');
    const revenue = await insertCategory(t.db, budget.id, 'revenue');
    for (const target of [elsewhere.id, revenue.id]) {
      const refused = await call({ method: 'PATCH', url, payload: { budget_category_id: target } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ budget_category_id: [M.invalidCategory] });
    }

    const moved = await call({ method: 'PATCH', url, payload: { budget_category_id: to.id } });
    expect(moved.json().data).toMatchObject({ budget_category_id: to.id, display_order: 8 });
  });

  it('refuses a geojson that is not valid GeoJSON', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const url = `${path}/expenses/${category.id}/subcategories/${item.id}`;
    const refused = await call({
      method: 'PATCH',
      url,
      payload: { geojson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ geojson: [GEOJSON_MESSAGES.notGeoJson] });
  });

  it('validates the standardized subcategory against the classification', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const [police] = await t.db
      .select()
      .from(standardizedSubcategories)
      .where(eq(standardizedSubcategories.name, 'Police'));
    const url = `${path}/expenses/${category.id}/subcategories`;
    const ok = await call({
      method: 'POST',
      url,
      payload: { name: 'Patrol', standardized_subcategory_id: police?.id },
    });
    expect(ok.json().data.standardized_subcategory_id).toBe(police?.id);
    const refused = await call({
      method: 'POST',
      url,
      payload: { name: 'Patrol', standardized_subcategory_id: 999999 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      standardized_subcategory_id: [M.invalidStandardizedSubcategory],
    });
  });

  it('deletes an item and 404s one of another category', async () => {
    const { call, path, budget } = await ownSimulation();
    const category = await insertCategory(t.db, budget.id, 'expense');
    const other = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, other.id);
    const wrong = await call({
      method: 'DELETE',
      url: `${path}/expenses/${category.id}/subcategories/${item.id}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: M.subcategoryNotFound });
    const response = await call({
      method: 'DELETE',
      url: `${path}/expenses/${other.id}/subcategories/${item.id}`,
    });
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
  });
});

describe('standardized subcategories', () => {
  it('lists the seeded classification', async () => {
    const { call } = await ownSimulation();
    const response = await call({
      method: 'GET',
      url: '/v1/admin/standardized-subcategories',
      query: { per_page: '1000' },
    });
    const names = response
      .json()
      .data.map((row: { name: string; type: string }) => `${row.type}:${row.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'expense:Police',
        'expense:Parks',
        'revenue:Property Tax',
        'revenue:Sales Tax',
      ]),
    );
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      type: 'expense',
    });
  });
});

describe('tenancy and status', () => {
  function calls(path: string, categoryId: number, subId: number): [string, InjectOptions][] {
    const category = `${path}/expenses/${categoryId}`;
    return [
      ['add category', { method: 'POST', url: `${path}/expenses`, payload: { name: 'Mine' } }],
      ['rename category', { method: 'PATCH', url: category, payload: { name: 'Mine' } }],
      ['delete category', { method: 'DELETE', url: category }],
      [
        'order categories',
        { method: 'POST', url: `${path}/expenses/set-order`, payload: { display_order: [categoryId] } },
      ],
      ['add item', { method: 'POST', url: `${category}/subcategories`, payload: { name: 'Mine' } }],
      [
        'rename item',
        { method: 'PATCH', url: `${category}/subcategories/${subId}`, payload: { name: 'Mine' } },
      ],
      ['delete item', { method: 'DELETE', url: `${category}/subcategories/${subId}` }],
      [
        'order items',
        { method: 'POST', url: `${category}/subcategories/set-order`, payload: { display_order: [subId] } },
      ],
      [
        'order projects',
        { method: 'POST', url: `${path}/projects/set-order`, payload: { display_order: [subId] } },
      ],
    ];
  }

  it("finds nothing of another client's simulation and changes nothing", async () => {
    const { budget, path } = await ownSimulation({ is_pb: true });
    const category = await insertCategory(t.db, budget.id, 'expense', { name: 'Theirs' });
    const item = await insertSubcategory(t.db, category.id, { name: 'Theirs' });
    const { admin: intruder } = await clientWithAdmin(t);
    for (const [name, call] of calls(path, category.id, item.id)) {
      const response = await t.injectAs(intruder, call);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Not found.' });
    }
    const [row] = await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, item.id));
    expect(row?.name).toBe('Theirs');
  });

  it.each(['inactive', 'archived'])('refuses every change while %s', async (status) => {
    const { budget, path, call } = await ownSimulation({ status, is_pb: true });
    const category = await insertCategory(t.db, budget.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    for (const [name, options] of calls(path, category.id, item.id)) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
    }
  });
});
