import type { InjectOptions } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgetSubcategories } from '@commonpurse/db';
import { RECEIPT_MESSAGES, SIMULATION_MESSAGES, STRUCTURE_MESSAGES as M } from '@commonpurse/domain';
import { API_MESSAGES } from '../../http/messages.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';
import { insertReceipt, ownReceipt, spendingOf } from './structure-fixtures.ts';

const t = useTestApp();

const itemsOf = async (categoryId: number) =>
  (
    await t.db
      .select({ id: budgetSubcategories.id })
      .from(budgetSubcategories)
      .where(eq(budgetSubcategories.budget_category_id, categoryId))
      .orderBy(asc(budgetSubcategories.display_order))
  ).map((row) => row.id);

describe('spending categories of a receipt', () => {
  it('creates, renames and deletes a category with its items', async () => {
    const { call, path, receipt } = await ownReceipt(t);
    await insertCategory(t.db, receipt.id, 'expense', { display_order: 2 });
    const created = await call({
      method: 'POST',
      url: `${path}/expenses`,
      payload: { name: 'Public Safety' },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json().data;
    expect(category).toMatchObject({
      name: 'Public Safety',
      type: 'expense',
      budget_id: receipt.id,
      display_order: 3,
      subcategories: [],
    });

    const item = await insertSubcategory(t.db, category.id, { name: 'Police', amount: 12.5 });
    const renamed = await call({
      method: 'PATCH',
      url: `${path}/expenses/${category.id}`,
      payload: { name: 'Safety' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Safety' });
    expect(renamed.json().data.subcategories).toMatchObject([
      { id: item.id, amount: 12.5, budget_category_id: category.id, tax_receipt_category_id: category.id },
    ]);

    const deleted = await call({ method: 'DELETE', url: `${path}/expenses/${category.id}` });
    expect(deleted.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, item.id))).toEqual(
      [],
    );
  });

  it('refuses a name under 2 characters with the spec message', async () => {
    const { call, path } = await ownReceipt(t);
    const response = await call({ method: 'POST', url: `${path}/expenses`, payload: { name: 'A' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Must be at least 2 characters'] });
  });

  it('orders the categories, refusing a list that is not exactly its ids', async () => {
    const { call, path, receipt } = await ownReceipt(t);
    const [a, b] = [
      await insertCategory(t.db, receipt.id, 'expense', { display_order: 0 }),
      await insertCategory(t.db, receipt.id, 'expense', { display_order: 1 }),
    ].map((row) => row.id) as [number, number];
    const url = `${path}/expenses/set-order`;
    const refused = await call({ method: 'POST', url, payload: { display_order: [b] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ display_order: [M.orderMismatch] });
    const saved = await call({ method: 'POST', url, payload: { display_order: [b, a] } });
    expect(saved.json()).toEqual({ meta: { status: 'saved' } });
    const order = await t.db
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(inArray(budgetCategories.id, [a, b]))
      .orderBy(asc(budgetCategories.display_order));
    expect(order.map((row) => row.id)).toEqual([b, a]);
  });
});

describe('spending items of a receipt', () => {
  it('creates, changes and deletes an item, each answer naming tax_receipt_category_id', async () => {
    const { call, path, receipt } = await ownReceipt(t);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const url = `${path}/expenses/${category.id}/subcategories`;
    const created = await call({
      method: 'POST',
      url,
      payload: {
        name: 'Police',
        amount: 9999999999999.99,
        details: 'Patrols',
        standardized_subcategory_id: null,
        alert_type: 'increase',
        alert_text: 'Careful',
        share_title: 'Our police',
        is_locked: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      name: 'Police',
      amount: 9999999999999.99,
      details: 'Patrols',
      alert_type: 'increase',
      is_locked: true,
      budget_category_id: category.id,
      tax_receipt_category_id: category.id,
      impact_subcategories: [],
    });

    const changed = await call({
      method: 'PATCH',
      url: `${url}/${item.id}`,
      payload: { name: 'Police Department', amount: 1500, alert_type: 'none' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Police Department',
      amount: 1500,
      alert_type: 'none',
      alert_text: null,
      tax_receipt_category_id: category.id,
    });

    const deleted = await call({ method: 'DELETE', url: `${url}/${item.id}` });
    expect(deleted.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await itemsOf(category.id)).toEqual([]);
  });

  it.each([
    ['a one-letter name', { name: 'P' }, { name: [M.subcategoryNameTooShort] }],
    ['a 256-letter name', { name: 'x'.repeat(256) }, { name: [M.subcategoryNameTooLong] }],
    [
      'an amount over the ceiling',
      { name: 'Police', amount: 10_000_000_000_000 },
      { amount: [M.amountTooLarge] },
    ],
  ])('refuses %s', async (_name, payload, errors) => {
    const { call, path, receipt } = await ownReceipt(t);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/${category.id}/subcategories`,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('orders the items of a category', async () => {
    const { call, path, receipt } = await ownReceipt(t);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const a = await insertSubcategory(t.db, category.id, { display_order: 0 });
    const b = await insertSubcategory(t.db, category.id, { display_order: 1 });
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/${category.id}/subcategories/set-order`,
      payload: { display_order: [b.id, a.id] },
    });
    expect(response.json()).toEqual({ meta: { status: 'saved' } });
    expect(await itemsOf(category.id)).toEqual([b.id, a.id]);
  });

  it.each(['tax_receipt_category_id', 'budget_category_id'])(
    'moves an item to another category by %s, placed last there',
    async (field) => {
      const { call, path, receipt } = await ownReceipt(t);
      const from = await insertCategory(t.db, receipt.id, 'expense');
      const to = await insertCategory(t.db, receipt.id, 'expense');
      const staying = await insertSubcategory(t.db, to.id, { display_order: 0 });
      const item = await insertSubcategory(t.db, from.id);
      const response = await call({
        method: 'PATCH',
        url: `${path}/expenses/${from.id}/subcategories/${item.id}`,
        payload: { [field]: to.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        budget_category_id: to.id,
        tax_receipt_category_id: to.id,
        display_order: 1,
      });
      expect(await itemsOf(to.id)).toEqual([staying.id, item.id]);
      expect(await itemsOf(from.id)).toEqual([]);
    },
  );

  it("refuses a move to another receipt's category or to two targets, keeping the item", async () => {
    const { call, path, receipt, client } = await ownReceipt(t);
    const from = await insertCategory(t.db, receipt.id, 'expense');
    const item = await insertSubcategory(t.db, from.id);
    const other = await insertReceipt(t.db, client.id);
    const elsewhere = await insertCategory(t.db, other.id, 'expense');
    const url = `${path}/expenses/${from.id}/subcategories/${item.id}`;
    const moved = await call({ method: 'PATCH', url, payload: { tax_receipt_category_id: elsewhere.id } });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ budget_category_id: [M.invalidCategory] });
    const both = await call({
      method: 'PATCH',
      url,
      payload: { budget_category_id: from.id, tax_receipt_category_id: elsewhere.id },
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ tax_receipt_category_id: [M.invalidCategory] });
    expect(await itemsOf(from.id)).toEqual([item.id]);
  });
});

describe('tenancy and status', () => {
  it("is 404 for another client's receipt, and for another receipt's category or item", async () => {
    const { call, path, receipt, client } = await ownReceipt(t);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const { admin: stranger } = await clientWithAdmin(t);
    for (const options of [
      { method: 'POST', url: `${path}/expenses`, payload: { name: 'Taken' } },
      { method: 'PATCH', url: `${path}/expenses/${category.id}`, payload: { name: 'Taken' } },
      { method: 'DELETE', url: `${path}/expenses/${category.id}/subcategories/${item.id}` },
      { method: 'POST', url: `${path}/expenses/set-order`, payload: { display_order: [category.id] } },
    ] as InjectOptions[]) {
      const response = await t.injectAs(stranger, options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: API_MESSAGES.notFound });
    }
    const other = await insertReceipt(t.db, client.id);
    const otherPath = `/v1/admin/receipts/${other.id}`;
    const wrongCategory = await call({
      method: 'PATCH',
      url: `${otherPath}/expenses/${category.id}`,
      payload: { name: 'Moved' },
    });
    expect(wrongCategory.statusCode).toBe(404);
    expect(wrongCategory.json()).toEqual({ message: M.categoryNotFound });
    const otherCategory = await insertCategory(t.db, other.id, 'expense');
    const wrongItem = await call({
      method: 'PATCH',
      url: `${otherPath}/expenses/${otherCategory.id}/subcategories/${item.id}`,
      payload: { name: 'Moved' },
    });
    expect(wrongItem.statusCode).toBe(404);
    expect(wrongItem.json()).toEqual({ message: M.subcategoryNotFound });
  });

  it("does not reach a receipt's revenue categories (a receipt has spending only)", async () => {
    const { call, path, receipt } = await ownReceipt(t);
    const revenue = await insertCategory(t.db, receipt.id, 'revenue');
    const response = await call({
      method: 'PATCH',
      url: `${path}/expenses/${revenue.id}`,
      payload: { name: 'X1' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await call({ method: 'POST', url: `${path}/revenue`, payload: { name: 'Taxes' } })).statusCode,
    ).toBe(404);
  });

  it('refuses every write while Archived, and edits an Active or Inactive receipt', async () => {
    const { call, path, receipt } = await ownReceipt(t, { status: 'archived' });
    const category = await insertCategory(t.db, receipt.id, 'expense', { name: 'Kept' });
    const item = await insertSubcategory(t.db, category.id);
    for (const options of [
      { method: 'POST', url: `${path}/expenses`, payload: { name: 'Added' } },
      { method: 'PATCH', url: `${path}/expenses/${category.id}`, payload: { name: 'Renamed' } },
      { method: 'DELETE', url: `${path}/expenses/${category.id}` },
      { method: 'POST', url: `${path}/expenses/set-order`, payload: { display_order: [category.id] } },
      { method: 'POST', url: `${path}/expenses/${category.id}/subcategories`, payload: { name: 'Added' } },
      {
        method: 'PATCH',
        url: `${path}/expenses/${category.id}/subcategories/${item.id}`,
        payload: { amount: 5 },
      },
      { method: 'DELETE', url: `${path}/expenses/${category.id}/subcategories/${item.id}` },
      {
        method: 'POST',
        url: `${path}/expenses/${category.id}/subcategories/set-order`,
        payload: { display_order: [item.id] },
      },
    ] as InjectOptions[]) {
      const response = await call(options);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ status: [RECEIPT_MESSAGES.notEditable] });
    }
    expect(await spendingOf(t.db, receipt.id)).toEqual([
      { name: 'Kept', items: [{ name: item.name, amount: 1000, details: null }] },
    ]);

    for (const status of ['active', 'inactive']) {
      const editable = await ownReceipt(t, { status });
      const response = await editable.call({
        method: 'POST',
        url: `${editable.path}/expenses`,
        payload: { name: 'Parks' },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it("keeps a simulation's calls and a receipt's calls apart (404 either way)", async () => {
    const { call, receipt, client } = await ownReceipt(t);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const asSimulation = `/v1/admin/budgets/${receipt.id}`;
    for (const options of [
      { method: 'POST', url: `${asSimulation}/expenses`, payload: { name: 'Parks' } },
      { method: 'PATCH', url: `${asSimulation}/expenses/${category.id}`, payload: { name: 'Parks' } },
      { method: 'DELETE', url: `${asSimulation}/expenses/${category.id}/subcategories/${item.id}` },
      { method: 'GET', url: `${asSimulation}/expenses/export` },
    ] as InjectOptions[]) {
      const response = await call(options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: API_MESSAGES.notFound });
    }

    const simulation = await insertSimulation(t.db, client.id);
    const simulationCategory = await insertCategory(t.db, simulation.id, 'expense');
    const asReceipt = `/v1/admin/receipts/${simulation.id}`;
    const refused = await call({
      method: 'PATCH',
      url: `${asReceipt}/expenses/${simulationCategory.id}`,
      payload: { name: 'Parks' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: API_MESSAGES.notFound });
    expect((await call({ method: 'GET', url: `${asReceipt}/expense-export` })).statusCode).toBe(404);
    // The simulation's own guard still answers its status refusal.
    const archived = await insertSimulation(t.db, client.id, { status: 'archived' });
    const simulationRefusal = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${archived.id}/expenses`,
      payload: { name: 'Parks' },
    });
    expect(simulationRefusal.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
  });
});
