import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { SLUG_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertEligibleReceipt, insertReceipt, receiptClient } from './fixtures.ts';

const t = useTestApp();

/** Every receipt call on one receipt. */
function receiptCalls(id: number): [string, InjectOptions][] {
  const path = `/v1/admin/receipts/${id}`;
  return [
    ['view', { method: 'GET', url: path, query: { include: 'expenses' } }],
    ['rename', { method: 'PATCH', url: path, payload: { name: 'Mine now' } }],
    ['activate', { method: 'PATCH', url: path, payload: { status: 'active' } }],
    [
      'calculators',
      { method: 'PATCH', url: `${path}/predefined-calculations`, payload: { is_income_tax_enabled: true } },
    ],
    ['duplicate', { method: 'POST', url: `${path}/duplicate`, payload: { name: 'Copy', locale: 'en_US' } }],
    ['delete', { method: 'DELETE', url: path }],
  ];
}

describe("another client's receipt", () => {
  it('is not found by any call, and stays unchanged', async () => {
    const { client: owner } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, owner.id, { name: 'Theirs', slug: 'theirs' });
    const { client: intruder, call } = await receiptClient(t);
    for (const [name, options] of receiptCalls(receipt.id)) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Not found.' });
    }
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, receipt.id));
    expect(row).toMatchObject({ name: 'Theirs', status: 'new' });
    expect(await t.db.select().from(budgets).where(eq(budgets.client_id, intruder.id))).toEqual([]);
    const list = (await call({ method: 'GET', url: '/v1/admin/receipts' })).json();
    expect(list.data).toEqual([]);
  });

  it('is a 404 for a simulation id too', async () => {
    const { client, call } = await receiptClient(t);
    const simulation = await insertSimulation(t.db, client.id, { name: 'A simulation' });
    for (const [name, options] of receiptCalls(simulation.id))
      expect((await call(options)).statusCode, name).toBe(404);
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, simulation.id));
    expect(row?.name).toBe('A simulation');
  });
});

describe('a receipt id on the simulation calls', () => {
  it('is a 404 for every /v1/admin/budgets/{id} call', async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertEligibleReceipt(t.db, client.id, { name: 'Receipt' });
    const path = `/v1/admin/budgets/${receipt.id}`;
    const calls: InjectOptions[] = [
      { method: 'GET', url: path },
      { method: 'PATCH', url: path, payload: { name: 'Simulation now' } },
      { method: 'PATCH', url: path, payload: { status: 'active' } },
      { method: 'DELETE', url: path },
      { method: 'POST', url: `${path}/duplicate`, payload: { name: 'Copy', locale: 'en_US' } },
      { method: 'POST', url: `${path}/strings`, payload: { token: 'submit', content: 'x' } },
      { method: 'POST', url: `${path}/expenses`, payload: { name: 'Roads' } },
    ];
    for (const options of calls)
      expect((await call(options)).statusCode, `${options.method} ${options.url}`).toBe(404);
    const simulations = (await call({ method: 'GET', url: '/v1/admin/budgets' })).json().data;
    expect(simulations).toEqual([]);
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, receipt.id));
    expect(row).toMatchObject({ name: 'Receipt', status: 'new' });
  });
});

describe('GET /v1/admin/validate-subdomain-slug with tax_receipt_id', () => {
  const validate = (call: Awaited<ReturnType<typeof receiptClient>>['call'], query: Record<string, string>) =>
    call({ method: 'GET', url: '/v1/admin/validate-subdomain-slug', query });

  it("leaves the receipt's own slug out, and counts every other simulation and receipt", async () => {
    const { client, call } = await receiptClient(t);
    const receipt = await insertReceipt(t.db, client.id, { slug: 'taxes' });
    await insertReceipt(t.db, client.id, { slug: 'other-receipt' });
    await insertSimulation(t.db, client.id, { slug: 'budget' });

    const own = await validate(call, { slug: 'Taxes', tax_receipt_id: String(receipt.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'success' });
    const withoutId = await validate(call, { slug: 'taxes' });
    expect(withoutId.statusCode).toBe(422);
    expect(withoutId.json().errors).toEqual({ slug: [SLUG_MESSAGES.taken] });
    for (const slug of ['other-receipt', 'budget']) {
      const taken = await validate(call, { slug, tax_receipt_id: String(receipt.id) });
      expect(taken.statusCode, slug).toBe(422);
      expect(taken.json().errors, slug).toEqual({ slug: ['The selected URL is not available'] });
    }
    expect((await validate(call, { slug: 'free', tax_receipt_id: String(receipt.id) })).statusCode).toBe(200);
  });
});
