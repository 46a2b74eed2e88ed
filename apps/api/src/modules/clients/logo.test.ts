import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '@commonpurse/db';
import { ACCOUNT_MESSAGES as M } from '@commonpurse/domain';
import { useTestApp, type TestUser } from '../../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation } from '../../test/simulations.ts';
import { fileUpload, TINY_PNG } from '../../test/uploads.ts';

const t = useTestApp();

/** A real 1x1 PNG, GIF and the start of a JPEG. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

const upload = (user: TestUser, content: Buffer = TINY_PNG, field = 'logo_file', name = 'logo.png') =>
  t.injectAs(user, {
    method: 'POST',
    url: '/v1/admin/clients/me/logo',
    ...fileUpload(field, name, content, 'image/png'),
  });
const remove = (user: TestUser) => t.injectAs(user, { method: 'DELETE', url: '/v1/admin/clients/me/logo' });
const fileOf = (url: string) => join(t.config.dataDir, 'uploads', url.split('/uploads/')[1] ?? '');
const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(clients).where(eq(clients.id, id));
  return row!;
};

describe('POST /v1/admin/clients/me/logo', () => {
  it('stores the logo in the client’s folder, serves it, and answers created with its URL', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const response = await upload(admin);
    expect(response.statusCode).toBe(200);
    const { meta, data } = response.json();
    expect(meta).toEqual({
      status: 'created',
      url: expect.stringMatching(new RegExp(`/uploads/${client.id}/[0-9a-f]+\\.png$`)),
    });
    expect(data).toMatchObject({ id: client.id, logo_url: meta.url });
    expect(data).not.toHaveProperty('logo_path');
    const served = await t.app.inject({ method: 'GET', url: new URL(meta.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await rowOf(client.id)).toMatchObject({ logo_url: meta.url, logo_path: expect.any(String) });
  });

  it('replaces the previous logo and removes its file', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const first = (await upload(admin)).json().meta.url;
    const second = (await upload(admin, TINY_GIF, 'logo_file', 'logo.gif')).json().meta.url;
    expect(second).toMatch(/\.gif$/);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const jpeg = (await upload(admin, JPEG_START, 'logo_file', 'logo.jpeg')).json().meta.url;
    expect(jpeg).toMatch(/\.jpg$/);
    expect((await rowOf(client.id)).logo_url).toBe(jpeg);
  });

  it('shows on the residents’ pages and in users/me', async () => {
    const { client, admin } = await clientWithAdmin(t, { logo_outbound_link: 'https://city.example' });
    const budget = await insertEligibleSimulation(t.db, client.id, { status: 'active' });
    const url = (await upload(admin)).json().meta.url;
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/public/sites/${client.subdomain}/budgets/${budget.slug}`,
    });
    expect(page.json().data.client).toMatchObject({
      logo_url: url,
      logo_outbound_link: 'https://city.example',
    });
    const me = await t.injectAs(admin, { method: 'GET', url: '/v1/users/me?include=client' });
    expect(me.json().data.client.logo_url).toBe(url);
  });

  it.each([
    ['text named .png', 'logo_file', Buffer.from('just some text'), M.logoTypeInvalid],
    ['an SVG', 'logo_file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), M.logoTypeInvalid],
    ['a WebP', 'logo_file', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '), M.logoTypeInvalid],
    ['a file under another field', 'file', TINY_PNG, M.logoTypeInvalid],
    [
      'a file of exactly 20 MB ("under 20 MB")',
      'logo_file',
      Buffer.concat([TINY_PNG, Buffer.alloc(20 * 1024 * 1024 - TINY_PNG.length)]),
      'The logo must be smaller than 20 MB.',
    ],
  ])('refuses %s and keeps the logo', async (_name, field, content, message) => {
    const { client, admin } = await clientWithAdmin(t);
    const kept = (await upload(admin)).json().meta.url;
    const response = await upload(admin, content, field);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo_file: [message] });
    expect((await rowOf(client.id)).logo_url).toBe(kept);
    expect(existsSync(fileOf(kept))).toBe(true);
  });

  it('takes a file one byte under 20 MB', async () => {
    const { admin } = await clientWithAdmin(t);
    const response = await upload(
      admin,
      Buffer.concat([TINY_PNG, Buffer.alloc(20 * 1024 * 1024 - 1 - TINY_PNG.length)]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.status).toBe('created');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/clients/me/logo',
      ...fileUpload('logo_file', 'logo.png', TINY_PNG, 'image/png'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /v1/admin/clients/me/logo', () => {
  it('removes the logo and its file, and answers deleted', async () => {
    const { client, admin } = await clientWithAdmin(t);
    const url = (await upload(admin)).json().meta.url;
    const response = await remove(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ meta: { status: 'deleted' }, data: { logo_url: null } });
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await rowOf(client.id)).toMatchObject({ logo_url: null, logo_path: null });
    expect((await remove(admin)).statusCode).toBe(200);
  });

  it('leaves other clients’ logos alone', async () => {
    const mine = await clientWithAdmin(t);
    const theirs = await clientWithAdmin(t);
    const theirUrl = (await upload(theirs.admin)).json().meta.url;
    await upload(mine.admin);
    await remove(mine.admin);
    expect((await rowOf(theirs.client.id)).logo_url).toBe(theirUrl);
    expect(existsSync(fileOf(theirUrl))).toBe(true);
  });
});
