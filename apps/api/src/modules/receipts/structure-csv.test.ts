import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories } from '@commonpurse/db';
import {
  CSV_MESSAGES,
  CSV_TYPE_MESSAGES,
  csvTemplateName,
  RECEIPT_MESSAGES,
  STRUCTURE_MESSAGES as M,
} from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { csvUpload } from '../../test/uploads.ts';
import { clientWithAdmin, insertCategory, insertSubcategory } from '../../test/simulations.ts';
import { ownReceipt, spendingOf } from './structure-fixtures.ts';

const t = useTestApp();

const GOOD =
  'category,subcategory,amount,details\nSafety,Police,"1,200.50",Patrols\nSafety,Fire,300,\nParks,,,\n';
const IMPORTED = [
  {
    name: 'Safety',
    items: [
      { name: 'Police', amount: 1200.5, details: 'Patrols' },
      { name: 'Fire', amount: 300, details: null },
    ],
  },
  { name: 'Parks', items: [] },
];

/** A receipt whose spending is one category 'Old' with one item. */
async function receiptWithSpending(status = 'new') {
  const owned = await ownReceipt(t, { status, slug: `r-${Date.now()}` });
  const old = await insertCategory(t.db, owned.receipt.id, 'expense', { name: 'Old' });
  await insertSubcategory(t.db, old.id, { name: 'Item', amount: 5 });
  return owned;
}
const UNCHANGED = [{ name: 'Old', items: [{ name: 'Item', amount: 5, details: null }] }];

describe("CSV import of a receipt's spending", () => {
  it.each([
    ['csv_file', undefined],
    ['file', undefined],
    ['csv_file', 'tax-receipt-expense'],
    ['file', 'tax-receipt-expense'],
    ['csv_file', 'expense'],
    ['file', 'expense'],
    ['csv_file', 'revenue'],
    ['file', 'revenue'],
  ])('replaces the spending from field %s with type %s', async (field, type) => {
    const { receipt, call, path } = await receiptWithSpending();
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      query: type ? { type } : {},
      ...csvUpload(GOOD, field),
    });
    expect(response.statusCode).toBe(200);
    const { meta, data } = response.json();
    expect(meta).toEqual({ status: 'imported' });
    expect(data.map((c: { name: string; type: string }) => [c.name, c.type])).toEqual([
      ['Safety', 'expense'],
      ['Parks', 'expense'],
    ]);
    const [safety] = data;
    expect(safety.subcategories).toMatchObject([
      { name: 'Police', budget_category_id: safety.id, tax_receipt_category_id: safety.id },
      { name: 'Fire', tax_receipt_category_id: safety.id },
    ]);
    expect(await spendingOf(t.db, receipt.id)).toEqual(IMPORTED);
  });

  it('refuses a type the spec does not list, changing nothing', async () => {
    const { receipt, call, path } = await receiptWithSpending();
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      query: { type: 'income' },
      ...csvUpload(GOOD),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ type: [CSV_TYPE_MESSAGES.unknownType] });
    expect(await spendingOf(t.db, receipt.id)).toEqual(UNCHANGED);
  });

  it.each([
    ['wrong columns', 'name,amount\nSafety,1\n', 'spending.csv', [CSV_MESSAGES.wrongColumns]],
    [
      'one bad row among good ones',
      'category,subcategory,amount,details\nSafety,Police,1,\nSafety,Fire,lots,\n',
      'spending.csv',
      ['Row 3: the amount "lots" is not a number'],
    ],
    [
      'an amount over the ceiling',
      'category,subcategory,amount,details\nSafety,Police,10000000000000,\n',
      'spending.csv',
      [`Row 2: ${M.amountTooLarge}`],
    ],
    ['another extension', GOOD, 'spending.txt', [CSV_MESSAGES.notCsv]],
  ])('changes nothing for %s', async (_name, csv, filename, errors) => {
    const { receipt, call, path } = await receiptWithSpending();
    const response = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      ...csvUpload(csv, 'csv_file', filename),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { csv_file: errors } });
    expect(await spendingOf(t.db, receipt.id)).toEqual(UNCHANGED);
  });

  it("leaves the receipt's categories of another type alone", async () => {
    const { receipt, call, path } = await receiptWithSpending();
    const stray = await insertCategory(t.db, receipt.id, 'revenue', { name: 'Stray' });
    const response = await call({ method: 'POST', url: `${path}/expenses/import`, ...csvUpload(GOOD) });
    expect(response.statusCode).toBe(200);
    const kept = await t.db.select().from(budgetCategories).where(eq(budgetCategories.id, stray.id));
    expect(kept).toHaveLength(1);
  });

  it('is refused while Archived, and 404 for another client', async () => {
    const { receipt, call, path } = await receiptWithSpending('archived');
    const refused = await call({ method: 'POST', url: `${path}/expenses/import`, ...csvUpload(GOOD) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ status: [RECEIPT_MESSAGES.notEditable] });
    expect(await spendingOf(t.db, receipt.id)).toEqual(UNCHANGED);
    // An Archived receipt still exports (a read).
    expect((await call({ method: 'GET', url: `${path}/expense-export` })).statusCode).toBe(200);
    const { admin } = await clientWithAdmin(t);
    for (const options of [
      { method: 'POST', url: `${path}/expenses/import`, ...csvUpload(GOOD) },
      { method: 'GET', url: `${path}/expense-export` },
    ] as InjectOptions[]) {
      expect((await t.injectAs(admin, options)).statusCode).toBe(404);
    }
  });

  it("is a 404 through the simulation's import for a receipt id", async () => {
    const { receipt, call } = await receiptWithSpending();
    const url = `/v1/admin/budgets/${receipt.id}/expenses/import`;
    expect((await call({ method: 'POST', url, ...csvUpload(GOOD) })).statusCode).toBe(404);
    expect(await spendingOf(t.db, receipt.id)).toEqual(UNCHANGED);
  });
});

describe("CSV export of a receipt's spending", () => {
  it('downloads the spending as the categories CSV, which imports back the same', async () => {
    const { receipt, call, path } = await ownReceipt(t, { slug: `taxes-${Date.now()}` });
    const safety = await insertCategory(t.db, receipt.id, 'expense', { name: 'Safety', display_order: 0 });
    await insertSubcategory(t.db, safety.id, { name: 'Police', amount: 1200.5, details: 'Patrols, "night"' });
    await insertCategory(t.db, receipt.id, 'expense', { name: 'Empty', display_order: 1 });
    const before = await spendingOf(t.db, receipt.id);

    const exported = await call({
      method: 'GET',
      url: `${path}/expense-export`,
      headers: { accept: 'text/csv' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="${receipt.slug}-expenses.csv"`,
    );
    expect(exported.body).toBe(
      'category,subcategory,amount,details\nSafety,Police,1200.5,"Patrols, ""night"""\nEmpty,,,\n',
    );
    const imported = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      ...csvUpload(exported.body),
    });
    expect(imported.statusCode).toBe(200);
    expect(await spendingOf(t.db, receipt.id)).toEqual(before);
  });

  it.each(['expense', 'revenue', 'tax-receipt-expense'])(
    'exports the spending with type %s',
    async (type) => {
      const { receipt, call, path } = await ownReceipt(t);
      const safety = await insertCategory(t.db, receipt.id, 'expense', { name: 'Safety' });
      await insertSubcategory(t.db, safety.id, { name: 'Police', amount: 10 });
      const exported = await call({ method: 'GET', url: `${path}/expense-export`, query: { type } });
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toBe('category,subcategory,amount,details\nSafety,Police,10,\n');
    },
  );

  it('refuses an export type the spec does not list', async () => {
    const { call, path } = await ownReceipt(t);
    const refused = await call({ method: 'GET', url: `${path}/expense-export`, query: { type: 'income' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ type: [CSV_TYPE_MESSAGES.unknownType] });
  });

  it('names the file after the receipt id without a slug', async () => {
    const { receipt, call, path } = await ownReceipt(t);
    const exported = await call({ method: 'GET', url: `${path}/expense-export` });
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receipt.id}-expenses.csv"`,
    );
    expect(exported.body).toBe('category,subcategory,amount,details\n');
  });

  it('serves the spending template, which imports', async () => {
    const { receipt, call, path } = await ownReceipt(t);
    const template = await t.app.inject({
      method: 'GET',
      url: `/static/${csvTemplateName('tax-receipt-expense')}`,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe(
      'attachment; filename="tax_receipt_expense_categories.csv"',
    );
    const imported = await call({
      method: 'POST',
      url: `${path}/expenses/import`,
      ...csvUpload(template.body),
    });
    expect(imported.statusCode).toBe(200);
    expect((await spendingOf(t.db, receipt.id)).map((category) => category.name)).toEqual([
      'Public Safety',
      'Streets and Roads',
      'Libraries',
    ]);
  });
});

describe('the OpenAPI document', () => {
  it("lists the receipt's spending calls, the import's type and the item's tax_receipt_category_id", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const item = '/v1/admin/receipts/{id}/expenses/{categoryId}/subcategories/{subId}';
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v1/admin/receipts/{id}/expenses',
        '/v1/admin/receipts/{id}/expense-export',
        item,
      ]),
    );
    const importQuery = paths['/v1/admin/receipts/{id}/expenses/import'].post.parameters;
    expect(importQuery).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'type' })]),
    );
    const patchBody = paths[item].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(patchBody.properties)).toEqual(
      expect.arrayContaining(['tax_receipt_category_id', 'budget_category_id', 'amount']),
    );
  });
});
