import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgetQuestions, budgets, taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { insertQuestion } from '../questions/fixtures.ts';
import { insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof receiptClient>>['call'];
const spendingOf = async (call: Call, id: number) =>
  (
    await call({
      method: 'GET',
      url: `/v1/admin/receipts/${id}`,
      query: { include: 'expenses.subcategories' },
    })
  ).json().data;

interface ItemJson {
  id: number;
  name: string;
  budget_category_id: number;
  tax_receipt_category_id: number;
  [key: string]: unknown;
}
interface CategoryJson {
  id: number;
  name: string;
  subcategories: ItemJson[];
  [key: string]: unknown;
}

/** A category and its items without ids and stamps: what a faithful copy reproduces. */
const content = (categories: CategoryJson[]) =>
  categories.map(
    ({ id: _id, created_at: _c, updated_at: _u, budget_id: _b, subcategories, ...category }) => ({
      ...category,
      subcategories: subcategories.map(
        ({
          id: _i,
          budget_category_id: _bc,
          tax_receipt_category_id: _t,
          created_at: _ic,
          updated_at: _iu,
          ...item
        }) => item,
      ),
    }),
  );

describe('POST /v1/admin/receipts/{id}/duplicate', () => {
  it('copies the fields, the calculators and the spending into a New receipt without slug', async () => {
    const { client, call } = await receiptClient(t);
    const source = await insertReceipt(
      t.db,
      client.id,
      {
        name: 'Source',
        slug: 'source',
        status: 'active',
        activated_at: new Date(),
        description: 'Original',
        custom_header_html: '<p>Header</p>',
        use_meta_pixel: true,
      },
      {
        about: '<p>About</p>',
        conclusion_cta_button_url: 'https://example.org',
        is_sales_tax_enabled: true,
        sales_tax_rate: 0.06,
        has_additional_custom_calculations: true,
      },
    );
    const parks = await insertCategory(t.db, source.id, 'expense', { name: 'Parks', display_order: 1 });
    const roads = await insertCategory(t.db, source.id, 'expense', { name: 'Roads', display_order: 0 });
    await insertSubcategory(t.db, parks.id, {
      name: 'Trees',
      amount: 10.5,
      details: 'Shade',
      display_order: 1,
    });
    await insertSubcategory(t.db, parks.id, { name: 'Paths', alert_type: 'increase', alert_text: 'Careful' });
    await insertSubcategory(t.db, roads.id, { name: 'Bridges', is_locked: true });

    const response = await call({
      method: 'POST',
      url: `/v1/admin/receipts/${source.id}/duplicate`,
      payload: { name: 'Copy', locale: 'ht' },
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Copy',
      locale: 'ht',
      status: 'new',
      slug: null,
      activated_at: null,
      description: 'Original',
      custom_header_html: '<p>Header</p>',
      use_meta_pixel: true,
      about: '<p>About</p>',
      conclusion_cta_button_url: 'https://example.org',
    });
    expect(copy.predefined_calculations).toMatchObject({
      is_sales_tax_enabled: true,
      sales_tax_rate: 0.06,
      has_additional_custom_calculations: true,
    });
    const original = await spendingOf(call, source.id);
    const copied = await spendingOf(call, copy.id);
    expect(content(copied.expenses)).toEqual(content(original.expenses));
    expect(copied.expenses.map((c: CategoryJson) => c.name)).toEqual(['Roads', 'Parks']);
    for (const category of copied.expenses as CategoryJson[])
      for (const item of category.subcategories) expect(item.tax_receipt_category_id).toBe(category.id);
    // The source is untouched.
    expect(original).toMatchObject({ name: 'Source', slug: 'source', status: 'active' });
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, copy.id));
    expect(row?.is_receipt).toBe(true);
  });

  it('validates the name and language', async () => {
    const { client, call } = await receiptClient(t);
    const source = await insertReceipt(t.db, client.id);
    const response = await call({
      method: 'POST',
      url: `/v1/admin/receipts/${source.id}/duplicate`,
      payload: { name: 'C', locale: 'xx' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [RECEIPT_MESSAGES.nameTooShort],
      locale: [RECEIPT_MESSAGES.localeRequired],
    });
  });

  it('does not copy a simulation by this path (404)', async () => {
    const { client, call } = await receiptClient(t);
    const simulation = await insertSimulation(t.db, client.id);
    const response = await call({
      method: 'POST',
      url: `/v1/admin/receipts/${simulation.id}/duplicate`,
      payload: { name: 'Copy', locale: 'en_US' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /v1/admin/budgets/{id}/duplicate-as-receipt', () => {
  it("copies the simulation's spending only, into a New receipt", async () => {
    const { client, call } = await receiptClient(t);
    const simulation = await insertSimulation(t.db, client.id, {
      name: 'Budget',
      slug: 'budget',
      description: 'Not copied',
    });
    const police = await insertCategory(t.db, simulation.id, 'expense', {
      name: 'Police',
      details: 'Safety',
    });
    const taxes = await insertCategory(t.db, simulation.id, 'revenue', { name: 'Taxes' });
    const patrols = await insertSubcategory(t.db, police.id, { name: 'Patrols', amount: 300, rate: 0.2 });
    const question = { type: 'dedicated', options: [{ links: [{ budget_subcategory_id: patrols.id }] }] };
    await insertSubcategory(t.db, police.id, { name: 'Scenario', customized_question_json: question });
    await insertSubcategory(t.db, taxes.id, { name: 'Property tax' });
    await insertQuestion(t.db, simulation.id);

    const response = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${simulation.id}/duplicate-as-receipt`,
      payload: { name: 'From the budget', locale: 'pt-BR' },
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json().data;
    expect(receipt).toMatchObject({
      name: 'From the budget',
      locale: 'pt-BR',
      status: 'new',
      slug: null,
      description: null,
    });
    const { expenses } = await spendingOf(call, receipt.id);
    expect(expenses).toHaveLength(1);
    expect(expenses[0]).toMatchObject({ name: 'Police', details: 'Safety', type: 'expense' });
    expect(expenses[0].subcategories.map((s: ItemJson) => s.name)).toEqual(['Patrols', 'Scenario']);
    expect(expenses[0].subcategories[0]).toMatchObject({ amount: 300, rate: 0.2 });
    expect(expenses[0].subcategories[1].customized_question_json).toBeNull();
    const categories = await t.db
      .select()
      .from(budgetCategories)
      .where(eq(budgetCategories.budget_id, receipt.id));
    expect(categories.map((c) => c.type)).toEqual(['expense']);
    expect(
      await t.db.select().from(budgetQuestions).where(eq(budgetQuestions.budget_id, receipt.id)),
    ).toEqual([]);
    expect(await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, receipt.id))).toHaveLength(
      1,
    );
    // The simulation keeps its own.
    const kept = await t.db
      .select()
      .from(budgetCategories)
      .where(eq(budgetCategories.budget_id, simulation.id));
    expect(kept).toHaveLength(2);
  });

  it("answers 404 for a receipt id, another client's simulation or an unknown id", async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const { client: other } = await receiptClient(t);
    const theirs = await insertSimulation(t.db, other.id);
    for (const id of [receipt.id, theirs.id, 2_000_000_000]) {
      const response = await call({
        method: 'POST',
        url: `/v1/admin/budgets/${id}/duplicate-as-receipt`,
        payload: { name: 'Copy', locale: 'en_US' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.select().from(budgets).where(eq(budgets.client_id, client.id))).toHaveLength(1);
  });

  it('is refused without the receipts capability', async () => {
    const { client, call } = await receiptClient(t, { receipts: false });
    const simulation = await insertSimulation(t.db, client.id);
    const response = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${simulation.id}/duplicate-as-receipt`,
      payload: { name: 'Copy', locale: 'en_US' },
    });
    expect(response.statusCode).toBe(403);
  });
});
