import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgets, budgetSubcategories, taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES, SIMULATION_MESSAGES, standardExitQuestions } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';
import { insertReceipt } from '../receipts/fixtures.ts';

const t = useTestApp();

const duplicate = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/v1/admin/receipts/${id}/duplicate-as-simulation`,
    payload,
  });

/** The budget's categories and their items as stored, without ids and stamps, in display order. */
async function storedTree(budgetId: number) {
  const categories = await t.db
    .select()
    .from(budgetCategories)
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  const items =
    categories.length === 0
      ? []
      : await t.db
          .select()
          .from(budgetSubcategories)
          .where(
            inArray(
              budgetSubcategories.budget_category_id,
              categories.map((c) => c.id),
            ),
          )
          .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
  return categories.map(({ id, budget_id: _b, created_at: _c, updated_at: _u, ...category }) => ({
    ...category,
    items: items
      .filter((item) => item.budget_category_id === id)
      .map(({ id: _i, budget_category_id: _bc, created_at: _ic, updated_at: _iu, ...item }) => item),
  }));
}

/** A receipt whose spending has two categories out of id order and items with varied fields. */
async function receiptWithSpending(clientId: number) {
  const receipt = await insertReceipt(t.db, clientId, {
    name: 'Taxes 2026',
    slug: 'taxes-2026',
    status: 'active',
    description: 'Not copied',
  });
  const parks = await insertCategory(t.db, receipt.id, 'expense', {
    name: 'Parks',
    display_order: 1,
    details: 'Green spaces',
  });
  const roads = await insertCategory(t.db, receipt.id, 'expense', { name: 'Roads', display_order: 0 });
  await insertSubcategory(t.db, parks.id, {
    name: 'Trees',
    amount: 1250.75,
    details: 'Shade',
    additional_details: '<p>More</p>',
    display_order: 2,
  });
  await insertSubcategory(t.db, parks.id, { name: 'Paths', amount: 300, display_order: 1, color: '#123456' });
  await insertSubcategory(t.db, roads.id, { name: 'Bridges', amount: 9000, image_alt: 'A bridge' });
  return receipt;
}

describe('POST /v1/admin/receipts/{id}/duplicate-as-simulation', () => {
  it("copies the receipt's spending into a New budget simulation with the standard exit questions", async () => {
    const { client, admin } = await clientWithAdmin(t);
    const receipt = await receiptWithSpending(client.id);

    const response = await duplicate(admin, receipt.id, { name: 'Budget 2027', locale: 'es' });
    expect(response.statusCode).toBe(201);
    const view = response.json().data;
    expect(view).toMatchObject({
      client_id: client.id,
      name: 'Budget 2027',
      locale: 'es',
      status: 'new',
      is_pb: false,
      mode: 'budget',
      slug: null,
      description: null,
    });
    expect(view.id).not.toBe(receipt.id);

    // Categories and items, every field, amounts and order: the same as the receipt's.
    const copied = await storedTree(view.id);
    expect(copied).toEqual(await storedTree(receipt.id));
    expect(copied.map((c) => c.name)).toEqual(['Roads', 'Parks']);
    expect(copied[1]?.items.map((i) => [i.name, i.amount, i.details])).toEqual([
      ['Paths', 300, null],
      ['Trees', 1250.75, 'Shade'],
    ]);
    expect(copied.every((c) => c.type === 'expense')).toBe(true);

    const full = await t.injectAs(admin, {
      method: 'GET',
      url: `/v1/admin/budgets/${view.id}`,
      query: { include: 'revenue,expenses,expenses.subcategories,demographics' },
    });
    expect(full.statusCode).toBe(200);
    const { revenue, expenses, demographics } = full.json().data;
    expect(revenue).toEqual([]);
    expect(expenses.map((c: { name: string }) => c.name)).toEqual(['Roads', 'Parks']);
    // The five standard exit questions of a new simulation, in its language.
    expect(demographics.map((q: { slug: string; name: string }) => [q.slug, q.name])).toEqual(
      standardExitQuestions('es').map((q) => [q.slug, q.name]),
    );

    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, view.id));
    expect(row?.is_receipt).toBe(false);
    expect(await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, view.id))).toEqual([]);
    // The receipt keeps its own spending and stays a receipt.
    const [source] = await t.db.select().from(budgets).where(eq(budgets.id, receipt.id));
    expect(source).toMatchObject({ is_receipt: true, status: 'active', slug: 'taxes-2026' });
    expect(await storedTree(receipt.id)).toHaveLength(2);
  });

  it('starts with the standard questions only when the receipt has no spending', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const receipt = await insertReceipt(t.db, client.id);
    const response = await duplicate(admin, receipt.id, { name: 'Empty', locale: 'en_US' });
    expect(response.statusCode).toBe(201);
    expect(await storedTree(response.json().data.id)).toEqual([]);
  });

  it("answers 404 for a simulation's id, another client's receipt or an unknown id", async () => {
    const { client, admin } = await clientWithAdmin(t);
    const simulation = await insertSimulation(t.db, client.id);
    const { client: other } = await clientWithAdmin(t);
    const theirs = await insertReceipt(t.db, other.id);
    for (const id of [simulation.id, theirs.id, 2_000_000_000]) {
      const response = await duplicate(admin, id, { name: 'Copy', locale: 'en_US' });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.select().from(budgets).where(eq(budgets.client_id, client.id))).toHaveLength(1);
  });

  it('is refused without the receipts capability, before looking at the id', async () => {
    const { client, admin } = await clientWithAdmin(t, { receipts: false });
    const receipt = await insertReceipt(t.db, client.id);
    for (const id of [receipt.id, 2_000_000_000]) {
      const response = await duplicate(admin, id, { name: 'Copy', locale: 'en_US' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual({ receipts: [RECEIPT_MESSAGES.receiptsDisabled] });
    }
  });

  it('is refused when the client may not use budget mode', async () => {
    const { client, admin } = await clientWithAdmin(t, { simulation_mode_budget: false });
    const receipt = await insertReceipt(t.db, client.id);
    const response = await duplicate(admin, receipt.id, { name: 'Copy', locale: 'en_US' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ mode: [SIMULATION_MESSAGES.budgetModeNotAllowed] });
  });

  it('validates the name and language with the simulation messages', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const receipt = await insertReceipt(t.db, client.id);
    const short = await duplicate(admin, receipt.id, { name: 'x', locale: 'xx' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      name: [SIMULATION_MESSAGES.nameTooShort],
      locale: [SIMULATION_MESSAGES.localeRequired],
    });
    const missing = await duplicate(admin, receipt.id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      name: [SIMULATION_MESSAGES.nameRequired],
      locale: [SIMULATION_MESSAGES.localeRequired],
    });
    expect(await t.db.select().from(budgets).where(eq(budgets.client_id, client.id))).toHaveLength(1);
  });
});
