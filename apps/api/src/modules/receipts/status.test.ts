import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetCategories, budgets, budgetSubcategories, taxReceipts } from '@commonpurse/db';
import { RECEIPT_MESSAGES, RECEIPT_PREVIEW_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory } from '../../test/simulations.ts';
import { insertEligibleReceipt, insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof receiptClient>>['call'];
const setStatus = (call: Call, id: number, status: string) =>
  call({ method: 'PATCH', url: `/v1/admin/receipts/${id}`, payload: { status } });
const statusOf = async (id: number) =>
  (await t.db.select({ status: budgets.status }).from(budgets).where(eq(budgets.id, id)))[0]?.status;

describe('PATCH /v1/admin/receipts/{id} with {status}', () => {
  // Every pair of spec 3 section 4's table: allowed ones answer 200, the others 422 and change nothing.
  it.each([
    ['new', 'active', true],
    ['new', 'inactive', false],
    ['new', 'archived', false],
    ['new', 'new', false],
    ['active', 'inactive', true],
    ['active', 'archived', false],
    ['active', 'active', false],
    ['inactive', 'active', true],
    ['inactive', 'archived', true],
    ['inactive', 'inactive', false],
    ['archived', 'inactive', true],
    ['archived', 'active', false],
    ['archived', 'archived', false],
  ] as const)('%s -> %s allowed: %s', async (from, to, allowed) => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { status: from });
    const response = await setStatus(call, receipt.id, to);
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(to);
      expect(await statusOf(receipt.id)).toBe(to);
    } else {
      expect(response.statusCode).toBe(422);
      const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      expect(response.json().errors).toEqual({
        status: [RECEIPT_MESSAGES.transitionNotAllowed(label(from), label(to))],
      });
      expect(await statusOf(receipt.id)).toBe(from);
    }
  });

  it('refuses an unknown status with a field error', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const response = await setStatus(call, receipt.id, 'closed');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('status');
  });

  it('stamps status_at and activated_at on activation, status_at only afterwards', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const activated = (await setStatus(call, receipt.id, 'active')).json().data;
    expect(activated.activated_at).not.toBeNull();
    expect(activated.status_at).toBe(activated.activated_at);
    const deactivated = (await setStatus(call, receipt.id, 'inactive')).json().data;
    expect(deactivated.activated_at).toBe(activated.activated_at);
    expect(new Date(deactivated.status_at).getTime()).toBeGreaterThanOrEqual(
      new Date(activated.status_at).getTime(),
    );
  });

  it('refuses activation for a trial client (403)', async () => {
    const { client, call } = await receiptClient(t, { is_trial: true });
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const response = await setStatus(call, receipt.id, 'active');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: RECEIPT_MESSAGES.trialCannotActivate,
      errors: { status: ['Trial accounts cannot activate taxpayer receipts.'] },
    });
    expect(await statusOf(receipt.id)).toBe('new');
  });

  it('refuses activation once every receipt licence is taken, not counting simulations', async () => {
    const { client, call } = await receiptClient(t, { total_receipt_licenses: 1, total_licenses: 5 });
    const first = await insertEligibleReceipt(t.db, client.id);
    const second = await insertEligibleReceipt(t.db, client.id);
    expect((await setStatus(call, first.id, 'active')).statusCode).toBe(200);
    const full = await setStatus(call, second.id, 'active');
    expect(full.statusCode).toBe(403);
    expect(full.json()).toEqual({
      message: RECEIPT_MESSAGES.noLicenceFree,
      errors: { status: ['The maximum number of active taxpayer receipts has been reached.'] },
    });
    // Deactivating frees the licence; an Inactive receipt is activated under the same rule.
    expect((await setStatus(call, first.id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(call, second.id, 'active')).statusCode).toBe(200);
    expect((await setStatus(call, first.id, 'active')).statusCode).toBe(403);
  });

  it('refuses activation without any licence', async () => {
    const { client, call } = await receiptClient(t, { total_receipt_licenses: 0 });
    const receipt = await insertEligibleReceipt(t.db, client.id);
    expect((await setStatus(call, receipt.id, 'active')).statusCode).toBe(403);
  });

  it('refuses to activate a receipt that cannot be previewed, with the tooltip (422)', async () => {
    const { client, call } = await receiptClient(t);
    const noSlug = await insertReceipt(t.db, client.id);
    const noSpending = await insertReceipt(t.db, client.id, { slug: 'no-spending' });
    const emptyCategory = await insertEligibleReceipt(t.db, client.id);
    await insertCategory(t.db, emptyCategory.id, 'expense', { name: 'Roads', display_order: 9 });
    for (const [receipt, message] of [
      [noSlug, RECEIPT_PREVIEW_MESSAGES.invalidUrl],
      [noSpending, RECEIPT_PREVIEW_MESSAGES.missingCategories],
      [emptyCategory, RECEIPT_PREVIEW_MESSAGES.emptyCategory('Roads')],
    ] as const) {
      const response = await setStatus(call, receipt.id, 'active');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ status: [message] });
      expect(await statusOf(receipt.id)).toBe('new');
    }
  });

  it('accepts a status sent with fields only when it is the current one', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id);
    const path = `/v1/admin/receipts/${receipt.id}`;
    const same = await call({ method: 'PATCH', url: path, payload: { status: 'new', name: 'Renamed' } });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ status: 'new', name: 'Renamed' });
    const other = await call({ method: 'PATCH', url: path, payload: { status: 'active', name: 'Again' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ status: [RECEIPT_MESSAGES.statusChangeAlone] });
    expect(await statusOf(receipt.id)).toBe('new');
  });
});

describe('DELETE /v1/admin/receipts/{id}', () => {
  it('deletes a New receipt with its tax_receipts row, categories and items', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id);
    const category = await insertCategory(t.db, receipt.id, 'expense');
    const item = await insertSubcategory(t.db, category.id);
    const response = await call({ method: 'DELETE', url: `/v1/admin/receipts/${receipt.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await t.db.select().from(budgets).where(eq(budgets.id, receipt.id))).toEqual([]);
    expect(await t.db.select().from(taxReceipts).where(eq(taxReceipts.budget_id, receipt.id))).toEqual([]);
    expect(await t.db.select().from(budgetCategories).where(eq(budgetCategories.id, category.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, item.id))).toEqual(
      [],
    );
  });

  it.each(['active', 'inactive', 'archived'])('refuses to delete an %s receipt (422)', async (status) => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { status });
    const response = await call({ method: 'DELETE', url: `/v1/admin/receipts/${receipt.id}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ['Only a New taxpayer receipt can be deleted.'] });
    expect(await statusOf(receipt.id)).toBe(status);
  });
});
