import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { budgetStrings } from '@commonpurse/db';
import { SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation, insertSimulation } from '../../test/simulations.ts';

const t = useTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const imageUpload = (): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload: Buffer.concat([
    Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="header_image"; filename="h.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from('\r\n--b--\r\n'),
  ]),
  headers: { 'content-type': 'multipart/form-data; boundary=b' },
});

/** Every call on one simulation. */
function callsOn(id: number, stringId: number): [string, InjectOptions][] {
  const path = `/v1/admin/budgets/${id}`;
  return [
    ['view', { method: 'GET', url: path, query: { include: 'strings' } }],
    ['rename', { method: 'PATCH', url: path, payload: { name: 'Mine now' } }],
    ['activate', { method: 'PATCH', url: path, payload: { status: 'active' } }],
    ['duplicate', { method: 'POST', url: `${path}/duplicate`, payload: { name: 'Copy', locale: 'en_US' } }],
    ['save text', { method: 'POST', url: `${path}/strings`, payload: { token: 'submit', content: 'x' } }],
    ['delete text', { method: 'DELETE', url: `${path}/strings/${stringId}` }],
    ['upload image', { method: 'POST', url: `${path}/header-image`, ...imageUpload() }],
    ['delete image', { method: 'DELETE', url: `${path}/header-image` }],
    ['delete', { method: 'DELETE', url: path }],
  ];
}

describe("another client's simulation", () => {
  it('is not found by any call, and stays unchanged', async () => {
    const { client: owner, admin: ownerAdmin } = await clientWithAdmin(t);
    const budget = await insertEligibleSimulation(t.db, owner.id, { name: 'Theirs' });
    const [text] = await t.db
      .insert(budgetStrings)
      .values({ budget_id: budget.id, token: 'submit', content: 'Theirs' })
      .returning();
    const { admin: intruder } = await clientWithAdmin(t);

    for (const [name, call] of callsOn(budget.id, text?.id ?? 0)) {
      const response = await t.injectAs(intruder, call);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Not found.' });
    }
    const list = (await t.injectAs(intruder, { method: 'GET', url: '/v1/admin/budgets' })).json();
    expect(list.data).toEqual([]);

    const { data } = (
      await t.injectAs(ownerAdmin, {
        method: 'GET',
        url: `/v1/admin/budgets/${budget.id}`,
        query: { include: 'strings' },
      })
    ).json();
    expect(data).toMatchObject({ name: 'Theirs', status: 'new', header_image_url: null });
    expect(data.strings).toEqual([{ id: text?.id, token: 'submit', content: 'Theirs' }]);
  });

  it('does not block its slug in the caller’s client', async () => {
    const { client: owner } = await clientWithAdmin(t);
    await insertSimulation(t.db, owner.id, { slug: 'shared-name' });
    const { admin } = await clientWithAdmin(t);
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: '/v1/admin/validate-subdomain-slug',
      query: { slug: 'shared-name' },
    });
    expect(response.json()).toEqual({ status: 'success' });
  });
});

describe('a simulation that cannot be edited', () => {
  it.each(['inactive', 'archived'])('refuses texts and images while %s', async (status) => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id, { status });
    const path = `/v1/admin/budgets/${budget.id}`;
    for (const call of [
      { method: 'POST', url: `${path}/strings`, payload: { token: 'submit', content: 'x' } },
      { method: 'POST', url: `${path}/header-image`, ...imageUpload() },
      { method: 'DELETE', url: `${path}/header-image` },
    ] as InjectOptions[]) {
      const response = await t.injectAs(admin, call);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
    }
  });
});
