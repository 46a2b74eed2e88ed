import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets } from '@commonpurse/db';
import { SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation } from '../../test/simulations.ts';
import { fileUpload, TINY_PNG } from '../../test/uploads.ts';

const t = useTestApp();

const upload = (user: TestUser, id: number, field: string, filename: string, content: Buffer) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/v1/admin/budgets/${id}/header-image`,
    ...fileUpload(field, filename, content),
  });

const fileOf = (url: string) => join(t.config.dataDir, 'uploads', url.split('/uploads/')[1] ?? '');

describe('POST /v1/admin/budgets/{id}/strings', () => {
  const save = (user: TestUser, id: number, payload: Record<string, unknown>) =>
    t.injectAs(user, { method: 'POST', url: `/v1/admin/budgets/${id}/strings`, payload });

  it('sets a custom text by token, updating it in place, and deletes it', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const first = await save(admin, budget.id, { token: 'submit', content: 'Send' });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toEqual({ id: expect.any(Number), token: 'submit', content: 'Send' });
    const second = await save(admin, budget.id, { token: 'submit', content: '' });
    expect(second.json().data).toEqual({ id: data.id, token: 'submit', content: '' });

    const removed = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/v1/admin/budgets/${budget.id}/strings/${data.id}`,
    });
    expect(removed.json()).toEqual({ meta: { status: 'deleted' } });
    const again = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/v1/admin/budgets/${budget.id}/strings/${data.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('accepts only the tokens of the simulation’s kind', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const pb = await insertSimulation(t.db, client.id, { is_pb: true });
    for (const token of ['balance_deficit', 'unknown_token']) {
      const response = await save(admin, pb.id, { token, content: 'x' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [SIMULATION_MESSAGES.textTokenInvalid] });
    }
    expect((await save(admin, pb.id, { token: 'share_text', content: 'Share' })).statusCode).toBe(200);
  });

  it('refuses a text of another simulation', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const a = await insertSimulation(t.db, client.id);
    const b = await insertSimulation(t.db, client.id);
    const { data } = (await save(admin, a.id, { token: 'submit', content: 'A' })).json();
    const response = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/v1/admin/budgets/${b.id}/strings/${data.id}`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST and DELETE /v1/admin/budgets/{id}/header-image', () => {
  it('stores a real image, serves it publicly, and replaces the previous file', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const response = await upload(admin, budget.id, 'header_image', 'header.png', TINY_PNG);
    expect(response.statusCode).toBe(200);
    const { meta, data } = response.json();
    expect(meta.status).toBe('created');
    expect(meta.url).toMatch(new RegExp(`^http://console\\.test/uploads/${client.id}/[0-9a-f]{32}\\.png$`));
    expect(data.header_image_url).toBe(meta.url);

    const served = await t.app.inject({ method: 'GET', url: new URL(meta.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    const replaced = (await upload(admin, budget.id, 'header_image', 'anim.gif', gif)).json();
    expect(replaced.meta.url).toMatch(/\.gif$/);
    expect(existsSync(fileOf(meta.url))).toBe(false);
    expect(existsSync(fileOf(replaced.meta.url))).toBe(true);

    const removed = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/v1/admin/budgets/${budget.id}/header-image`,
    });
    expect(removed.json()).toEqual({ meta: { status: 'deleted' } });
    expect(existsSync(fileOf(replaced.meta.url))).toBe(false);
    const [row] = await t.db.select().from(budgets).where(eq(budgets.id, budget.id));
    expect(row).toMatchObject({ header_image_url: null, header_image_path: null });
    const gone = await t.app.inject({ method: 'GET', url: new URL(replaced.meta.url).pathname });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name, and a missing field', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    for (const [field, content] of [
      ['header_image', Buffer.from('just some text, renamed to .png')],
      ['other_field', TINY_PNG],
    ] as const) {
      const response = await upload(admin, budget.id, field, 'fake.png', content);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ header_image: [SIMULATION_MESSAGES.imageTypeInvalid] });
    }
  });

  it('refuses an image larger than 20 MB', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(admin, budget.id, 'header_image', 'large.png', large);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ header_image: [SIMULATION_MESSAGES.imageTooLarge] });
  });

  it('copies the header image with a duplicate, so deleting one keeps the other', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const budget = await insertSimulation(t.db, client.id);
    const original = (await upload(admin, budget.id, 'header_image', 'h.png', TINY_PNG)).json().meta.url;
    const copy = (
      await t.injectAs(admin, {
        method: 'POST',
        url: `/v1/admin/budgets/${budget.id}/duplicate`,
        payload: { name: 'Copy', locale: 'en_US' },
      })
    ).json().data;
    expect(copy.header_image_url).not.toBe(original);
    await t.injectAs(admin, { method: 'DELETE', url: `/v1/admin/budgets/${budget.id}/header-image` });
    expect(existsSync(fileOf(copy.header_image_url))).toBe(true);
  });
});
