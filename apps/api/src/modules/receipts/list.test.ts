import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, ZReceiptSummary } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertEligibleReceipt, insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

const list = (
  call: Awaited<ReturnType<typeof receiptClient>>['call'],
  query: Record<string, string> = { per_page: '1000' },
) => call({ method: 'GET', url: '/v1/admin/receipts', query });

describe('GET /v1/admin/receipts', () => {
  it("lists the client's receipts newest first, with the licence counter", async () => {
    const { client, call } = await receiptClient(t, { total_receipt_licenses: 3 });
    const old = await insertReceipt(t.db, client.id, {
      name: 'Old',
      created_at: new Date('2026-01-05T10:00:00Z'),
    });
    const active = await insertEligibleReceipt(t.db, client.id, {
      name: 'Active one',
      status: 'active',
      created_at: new Date('2026-03-01T10:00:00Z'),
    });
    const archived = await insertReceipt(t.db, client.id, {
      name: 'Archived one',
      status: 'archived',
      created_at: new Date('2026-02-01T10:00:00Z'),
    });
    await insertSimulation(t.db, client.id, { name: 'A simulation' });
    const { client: other } = await receiptClient(t);
    await insertReceipt(t.db, other.id, { name: 'Theirs' });

    const response = await list(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([active.id, archived.id, old.id]);
    expect(body.meta).toEqual({ active_count: 1, allowed_count: 3 });
    for (const row of body.data) ZReceiptSummary.strict().parse(row);
    expect(body.data[2]).toMatchObject({
      name: 'Old',
      status: 'new',
      formatted_created_at: 'Jan 5, 2026',
      created_at: '2026-01-05T10:00:00.000Z',
    });
    expect(body.data[0]).toMatchObject({ can_preview: true, can_publish: true });
    expect(body.data[0].predefined_calculations).toHaveProperty('has_additional_custom_calculations', false);
  });

  it('answers an empty list and a zero counter for a client without receipts', async () => {
    const { call } = await receiptClient(t, { total_receipt_licenses: 0 });
    const response = await list(call);
    expect(response.json()).toEqual({ data: [], meta: { active_count: 0, allowed_count: 0 } });
  });

  it('pages with per_page and page, and refuses a per_page above 1000', async () => {
    const { client, call } = await receiptClient(t);
    for (let day = 1; day <= 3; day += 1)
      await insertReceipt(t.db, client.id, {
        name: `R${day}`,
        created_at: new Date(`2026-01-0${day}T00:00:00Z`),
      });
    const second = await list(call, { per_page: '2', page: '2' });
    expect(second.json().data.map((r: { name: string }) => r.name)).toEqual(['R1']);
    expect((await list(call, { per_page: '1001' })).statusCode).toBe(422);
  });

  it('is refused with a clear message without the receipts capability', async () => {
    const { client, call } = await receiptClient(t, { receipts: false });
    await insertReceipt(t.db, client.id);
    const response = await list(call);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Taxpayer receipts are not enabled for your account.',
      errors: { receipts: [RECEIPT_MESSAGES.receiptsDisabled] },
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/admin/receipts' });
    expect(response.statusCode).toBe(401);
  });
});
