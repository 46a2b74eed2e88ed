import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgets, budgetSubcategories, taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertCategory, insertSubcategory } from '../../test/simulations.ts';
import { csvUpload } from '../../test/uploads.ts';
import { insertEligibleReceipt, receiptClient } from './fixtures.ts';

// Decision 0400: every receipt call answers 403 without the `receipts` capability, the spending calls
// (the structure module's, under the receipt's path) included, and changes nothing.

const t = useTestApp();

const REFUSAL = {
  message: RECEIPT_MESSAGES.receiptsDisabled,
  errors: { receipts: [RECEIPT_MESSAGES.receiptsDisabled] },
};

/** A client without the capability, with a receipt holding two categories, the first with one item. */
async function refusedClient() {
  const { client, call } = await receiptClient(t, { receipts: false });
  const receipt = await insertEligibleReceipt(t.db, client.id);
  const [first] = await t.db
    .select()
    .from(budgetCategories)
    .where(eq(budgetCategories.budget_id, receipt.id));
  if (!first) throw new Error('The receipt has no category');
  const second = await insertCategory(t.db, receipt.id, 'expense', { name: 'Roads' });
  const [item] = await t.db
    .select()
    .from(budgetSubcategories)
    .where(eq(budgetSubcategories.budget_category_id, first.id));
  if (!item) throw new Error('The category has no item');
  await insertSubcategory(t.db, first.id, { name: 'Benches' });
  return { client, call, receipt, category: first.id, other: second.id, item: item.id };
}

/** Everything the client's receipts hold: rows, calculator fields, categories and items. */
async function stateOf(clientId: number) {
  const rows = await t.db.select().from(budgets).where(eq(budgets.client_id, clientId));
  const ids = rows.map((row) => row.id);
  const categories = await t.db
    .select()
    .from(budgetCategories)
    .where(inArray(budgetCategories.budget_id, ids));
  return {
    rows,
    tax: await t.db.select().from(taxReceipts).where(inArray(taxReceipts.budget_id, ids)),
    categories,
    items: await t.db
      .select()
      .from(budgetSubcategories)
      .where(
        inArray(
          budgetSubcategories.budget_category_id,
          categories.map((category) => category.id),
        ),
      ),
  };
}

type Ids = Awaited<ReturnType<typeof refusedClient>>;

const CALLS: [string, (ids: Ids) => InjectOptions][] = [
  ['GET view', ({ receipt }) => ({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}` })],
  [
    'GET view with spending',
    ({ receipt }) => ({
      method: 'GET',
      url: `/v1/admin/receipts/${receipt.id}?include=expenses.subcategories,expenses`,
    }),
  ],
  [
    'POST duplicate',
    ({ receipt }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/duplicate`,
      payload: { name: 'Copy', locale: 'en_US' },
    }),
  ],
  [
    'PATCH predefined-calculations',
    ({ receipt }) => ({
      method: 'PATCH',
      url: `/v1/admin/receipts/${receipt.id}/predefined-calculations`,
      payload: { is_income_tax_enabled: true, income_tax_rate: 0.05 },
    }),
  ],
  [
    'POST expenses',
    ({ receipt }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses`,
      payload: { name: 'Schools' },
    }),
  ],
  [
    'PATCH a category',
    ({ receipt, category }) => ({
      method: 'PATCH',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}`,
      payload: { name: 'Renamed' },
    }),
  ],
  [
    'DELETE a category',
    ({ receipt, category }) => ({
      method: 'DELETE',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}`,
    }),
  ],
  [
    'POST expenses/set-order',
    ({ receipt, category, other }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses/set-order`,
      payload: { display_order: [other, category] },
    }),
  ],
  [
    'POST a subcategory',
    ({ receipt, category }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}/subcategories`,
      payload: { name: 'Lights', amount: 3 },
    }),
  ],
  [
    'PATCH a subcategory',
    ({ receipt, category, item }) => ({
      method: 'PATCH',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}/subcategories/${item}`,
      payload: { name: 'Renamed', amount: 99 },
    }),
  ],
  [
    'PATCH a subcategory to another category (move)',
    ({ receipt, category, item, other }) => ({
      method: 'PATCH',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}/subcategories/${item}`,
      payload: { tax_receipt_category_id: other },
    }),
  ],
  [
    'DELETE a subcategory',
    ({ receipt, category, item }) => ({
      method: 'DELETE',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}/subcategories/${item}`,
    }),
  ],
  [
    'POST subcategories/set-order',
    ({ receipt, category, item }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses/${category}/subcategories/set-order`,
      payload: { display_order: [item] },
    }),
  ],
  [
    'POST expenses/import',
    ({ receipt }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses/import`,
      ...csvUpload('category,subcategory,amount,details\nSafety,Police,10,\n'),
    }),
  ],
  [
    'POST expenses/import with a file that is not CSV',
    ({ receipt }) => ({
      method: 'POST',
      url: `/v1/admin/receipts/${receipt.id}/expenses/import`,
      ...csvUpload('anything', 'csv_file', 'notes.txt'),
    }),
  ],
  [
    'GET expense-export',
    ({ receipt }) => ({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}/expense-export` }),
  ],
];

describe('the receipts capability', () => {
  it.each(CALLS)('refuses %s with 403 and changes nothing', async (_name, options) => {
    const ids = await refusedClient();
    const before = await stateOf(ids.client.id);
    const response = await ids.call(options(ids));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
    expect(await stateOf(ids.client.id)).toEqual(before);
  });

  it("answers 403, not 404, for another client's receipt, so the refusal says nothing about the id", async () => {
    const { call } = await receiptClient(t, { receipts: false });
    const { client: owner } = await clientWithAdmin(t);
    const elsewhere = await insertEligibleReceipt(t.db, owner.id);
    const before = await stateOf(owner.id);
    const url = `/v1/admin/receipts/${elsewhere.id}`;
    for (const options of [
      { method: 'GET', url: `${url}/expense-export` },
      { method: 'POST', url: `${url}/expenses`, payload: { name: 'Schools' } },
    ] as const) {
      const response = await call(options);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSAL);
    }
    expect(await stateOf(owner.id)).toEqual(before);
  });
});
