import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES, RECEIPT_PREVIEW_MESSAGES, ZReceiptView } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory } from '../../test/simulations.ts';
import { insertEligibleReceipt, insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

const create = (call: Awaited<ReturnType<typeof receiptClient>>['call'], payload: unknown) =>
  call({ method: 'POST', url: '/v1/admin/receipts', payload: payload as Record<string, unknown> });

describe('POST /v1/admin/receipts', () => {
  it('creates a New receipt with its tax_receipts row and answers 201 with data.id', async () => {
    const { client, call } = await receiptClient(t);
    const response = await create(call, { name: '  Taxes 2027 ', locale: 'es' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(ZReceiptView.parse(data)).toMatchObject({
      client_id: client.id,
      name: 'Taxes 2027',
      locale: 'es',
      status: 'new',
      slug: null,
      can_preview: false,
      preview_refusal: RECEIPT_PREVIEW_MESSAGES.invalidUrl,
      can_publish: false,
      public_url: null,
      preview_url: null,
    });
    expect(data.status_at).not.toBeNull();
    expect(data.activated_at).toBeNull();
    expect(data.predefined_calculations).toMatchObject({
      is_property_tax_available: true,
      is_income_tax_available: true,
      is_sales_tax_available: true,
      is_property_tax_enabled: false,
      has_additional_custom_calculations: false,
    });
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, data.id));
    expect(row).toMatchObject({ is_receipt: true, status: 'new', locale: 'es' });
    const tax = await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, data.id));
    expect(tax).toHaveLength(1);
  });

  it.each([
    [{ locale: 'en_US' }, 'name', RECEIPT_MESSAGES.nameRequired],
    [{ name: '   ', locale: 'en_US' }, 'name', RECEIPT_MESSAGES.nameRequired],
    [{ name: 'T', locale: 'en_US' }, 'name', RECEIPT_MESSAGES.nameTooShort],
    [{ name: 'x'.repeat(251), locale: 'en_US' }, 'name', RECEIPT_MESSAGES.nameTooLong],
    [{ name: 'Taxes' }, 'locale', RECEIPT_MESSAGES.localeRequired],
    [{ name: 'Taxes', locale: 'fr' }, 'locale', RECEIPT_MESSAGES.localeRequired],
  ])('refuses %j with the message under %s', async (payload, field, message) => {
    const { client, call } = await receiptClient(t);
    const response = await create(call, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    const rows = await t.db.select().from(budgets).where(eq(budgets.client_id, client.id));
    expect(rows).toEqual([]);
  });

  it('spells the validation messages as spec 3 section 5 does', () => {
    expect(RECEIPT_MESSAGES.nameRequired).toBe('Taxpayer receipt name is required');
    expect(RECEIPT_MESSAGES.nameTooShort).toBe('Taxpayer receipt name must be at least 2 characters');
    expect(RECEIPT_MESSAGES.nameTooLong).toBe('Taxpayer receipt name cannot be longer than 250 characters');
    expect(RECEIPT_MESSAGES.localeRequired).toBe('Please select the language');
  });

  it('accepts a name of exactly 250 characters', async () => {
    const { call } = await receiptClient(t);
    const response = await create(call, { name: 'x'.repeat(250), locale: 'en_US' });
    expect(response.statusCode).toBe(201);
  });

  it('is refused without the receipts capability', async () => {
    const { client, call } = await receiptClient(t, { receipts: false });
    const response = await create(call, { name: 'Taxes', locale: 'en_US' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: RECEIPT_MESSAGES.receiptsDisabled,
      errors: { receipts: [RECEIPT_MESSAGES.receiptsDisabled] },
    });
    expect(await t.db.select().from(budgets).where(eq(budgets.client_id, client.id))).toEqual([]);
  });
});

describe('GET /v1/admin/receipts/{id}', () => {
  it('answers every field, and the spending in display order when included', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(
      t.db,
      client.id,
      { slug: 'taxes', description: 'Where it goes', custom_header_html: '<p>Hi</p>' },
      { about: '<p>About</p>', conclusion_heading: 'Thanks', sales_tax_rate: 0.07 },
    );
    const roads = await insertCategory(t.db, receipt.id, 'expense', { name: 'Roads', display_order: 1 });
    const parks = await insertCategory(t.db, receipt.id, 'expense', { name: 'Parks', display_order: 0 });
    await insertCategory(t.db, receipt.id, 'revenue', { name: 'Not spending' });
    const potholes = await insertSubcategory(t.db, roads.id, { name: 'Potholes', display_order: 1 });
    const bridges = await insertSubcategory(t.db, roads.id, { name: 'Bridges', display_order: 0 });
    const trees = await insertSubcategory(t.db, parks.id, { name: 'Trees', amount: 12.5 });

    const response = await call({
      method: 'GET',
      url: `/v1/admin/receipts/${receipt.id}`,
      query: { include: 'expenses.subcategories,expenses' },
    });
    expect(response.statusCode).toBe(200);
    const data = ZReceiptView.parse(response.json().data);
    expect(data).toMatchObject({
      id: receipt.id,
      description: 'Where it goes',
      custom_header_html: '<p>Hi</p>',
      about: '<p>About</p>',
      conclusion_heading: 'Thanks',
      can_preview: true,
      preview_refusal: null,
      can_publish: true,
    });
    expect(data.predefined_calculations.sales_tax_rate).toBe(0.07);
    expect(data.expenses?.map((c) => c.name)).toEqual(['Parks', 'Roads']);
    expect(data.expenses?.[1]?.subcategories.map((s) => [s.id, s.name, s.tax_receipt_category_id])).toEqual([
      [bridges.id, 'Bridges', roads.id],
      [potholes.id, 'Potholes', roads.id],
    ]);
    expect(data.expenses?.[0]?.subcategories[0]).toMatchObject({
      id: trees.id,
      amount: 12.5,
      budget_category_id: parks.id,
      tax_receipt_category_id: parks.id,
    });
    expect(data.expenses?.[0]?.subcategories[0]).not.toHaveProperty('image_path');
  });

  it('leaves the spending out without include=, and refuses an unknown include', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const plain = await call({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).not.toHaveProperty('expenses');
    const unknown = await call({
      method: 'GET',
      url: `/v1/admin/receipts/${receipt.id}`,
      query: { include: 'revenue' },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('builds the public and preview addresses like a simulation, the preview under /preview', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { slug: 'taxes-2027' });
    const { data } = (await call({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}` })).json();
    const publicUrl = `http://${client.subdomain}.commonpurse.test/taxes-2027`;
    const token = await t.app.previewTokens.tokenFor(receipt.id);
    expect(data.public_url).toBe(publicUrl);
    expect(data.preview_url).toBe(`${publicUrl}/preview?preview=${token}`);
  });

  it('says why a receipt cannot be previewed, with the tooltips of spec 3 section 4', async () => {
    const { client, call } = await receiptClient(t);
    const view = async (id: number) =>
      (await call({ method: 'GET', url: `/v1/admin/receipts/${id}` })).json().data;

    const noSlug = await insertReceipt(t.db, client.id);
    expect((await view(noSlug.id)).preview_refusal).toBe(
      'You cannot preview your taxpayer receipt without a valid URL.',
    );
    const noCategory = await insertReceipt(t.db, client.id, { slug: 'no-category' });
    await insertSubcategory(t.db, (await insertCategory(t.db, noCategory.id, 'revenue')).id);
    expect((await view(noCategory.id)).preview_refusal).toBe(
      'You cannot preview your taxpayer receipt until you have created at least one category and subcategory in Spending.',
    );
    const empty = await insertEligibleReceipt(t.db, client.id);
    await insertCategory(t.db, empty.id, 'expense', { name: 'Roads', display_order: 5 });
    const refused = await view(empty.id);
    expect(refused).toMatchObject({ can_preview: false, can_publish: false });
    expect(refused.preview_refusal).toBe(
      'Your Spending Category "Roads" does not have a subcategory. Please update in order to Preview.',
    );
  });

  it('says a trial client cannot publish an eligible receipt', async () => {
    const { client, call } = await receiptClient(t, { is_trial: true });
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const { data } = (await call({ method: 'GET', url: `/v1/admin/receipts/${receipt.id}` })).json();
    expect(data).toMatchObject({ can_preview: true, can_publish: false });
  });

  it('gives a receipt row written without its tax_receipts row the defaults', async () => {
    const { client, call } = await receiptClient(t);
    const [row] = await t.db
      .insert(budgets)
      .values({ client_id: client.id, name: 'Bare', is_receipt: true })
      .returning();
    const response = await call({ method: 'GET', url: `/v1/admin/receipts/${row?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.predefined_calculations.is_sales_tax_available).toBe(true);
  });
});
