import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgetSubcategories } from '@commonpurse/db';
import { ITEM_IMAGE_MESSAGES as M, SIMULATION_MESSAGES, STRUCTURE_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';
import { fileUpload, TINY_PNG } from '../../test/uploads.ts';

const t = useTestApp();

const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const fileOf = (url: string) => join(t.config.dataDir, 'uploads', url.split('/uploads/')[1] ?? '');

async function setup(status = 'new') {
  const { client, admin } = await clientWithAdmin(t);
  const budget = await insertSimulation(t.db, client.id, { status });
  const category = await insertCategory(t.db, budget.id, 'expense');
  const item = await insertSubcategory(t.db, category.id, { name: 'Parks', image_alt: 'A park' });
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  const base = `/v1/admin/budgets/${budget.id}`;
  const image = `${base}/subcategory/${item.id}/image`;
  const upload = (content: Buffer = TINY_PNG, field = 'image', url = image) =>
    call({ method: 'POST', url, ...fileUpload(field, 'photo.png', content) });
  return { client, admin, budget, category, item, call, base, image, upload };
}

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(budgetSubcategories).where(eq(budgetSubcategories.id, id));
  return row;
};

describe('POST /v1/admin/budgets/{id}/subcategory/{subId}/image', () => {
  it('stores the image, serves it, and replaces (and removes) the previous file', async () => {
    const { upload, item } = await setup();
    const first = await upload();
    expect(first.statusCode).toBe(200);
    const { meta, data } = first.json();
    expect(meta).toEqual({
      status: 'created',
      url: expect.stringMatching(/\/uploads\/\d+\/[0-9a-f]+\.png$/),
    });
    expect(data).toMatchObject({ id: item.id, image_url: meta.url, image_alt: 'A park' });
    expect(data).not.toHaveProperty('image_path');
    const served = await t.app.inject({ method: 'GET', url: new URL(meta.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = (await upload(TINY_GIF)).json();
    expect(second.meta.url).toMatch(/\.gif$/);
    expect(existsSync(fileOf(meta.url))).toBe(false);
    expect(existsSync(fileOf(second.meta.url))).toBe(true);
    expect(await rowOf(item.id)).toMatchObject({
      image_url: second.meta.url,
      image_path: expect.any(String),
    });
  });

  it.each([
    ['text renamed to .png', 'image', Buffer.from('just some text'), M.typeInvalid],
    [
      'an SVG',
      'image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      M.typeInvalid,
    ],
    ['another field', 'file', TINY_PNG, M.typeInvalid],
    ['over 20 MB', 'image', Buffer.concat([TINY_PNG, Buffer.alloc(20 * 1024 * 1024)]), M.tooLarge],
  ])('refuses %s and changes nothing', async (_name, field, content, message) => {
    const { upload, item } = await setup();
    const response = await upload(content, field);
    expect(response.statusCode).toBe(422);
    // A file under another field counts as no image: the message names the image field.
    expect(response.json().errors).toEqual({ image: [message] });
    expect(await rowOf(item.id)).toMatchObject({ image_url: null, image_path: null });
  });
});

describe('POST .../image-url and DELETE .../image', () => {
  it('sets a stock photo with alt and credit, removing the uploaded file it replaces', async () => {
    const { upload, call, image, item } = await setup();
    const uploaded = (await upload()).json().meta.url;
    const response = await call({
      method: 'POST',
      url: `${image}-url`,
      payload: {
        image_url: 'https://images.unsplash.com/photo-1',
        alt: 'Trees',
        credit: 'Photo by Ann on Unsplash',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meta: { status: 'created', url: 'https://images.unsplash.com/photo-1' },
      data: {
        image_url: 'https://images.unsplash.com/photo-1',
        image_alt: 'Trees',
        image_credit: 'Photo by Ann on Unsplash',
      },
    });
    expect(existsSync(fileOf(uploaded))).toBe(false);
    expect((await rowOf(item.id))?.image_path).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url'])(
    'refuses the URL %j',
    async (image_url) => {
      const { call, image, item } = await setup();
      const response = await call({ method: 'POST', url: `${image}-url`, payload: { image_url } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ image_url: [M.urlInvalid] });
      expect((await rowOf(item.id))?.image_url).toBeNull();
    },
  );

  it('deletes the image with its alt and credit, answering created and a null url', async () => {
    const { upload, call, image, item } = await setup();
    const url = (await upload()).json().meta.url;
    const response = await call({ method: 'DELETE', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meta: { status: 'created', url: null },
      data: { image_url: null, image_alt: null, image_credit: null },
    });
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await rowOf(item.id)).toMatchObject({ image_url: null, image_path: null });
  });
});

describe('the uploaded file follows the items that show it', () => {
  it('is shared with a duplicated simulation and removed with the last item showing it', async () => {
    const { upload, call, budget, image } = await setup();
    const url = (await upload()).json().meta.url;
    const duplicate = await call({
      method: 'POST',
      url: `/v1/admin/budgets/${budget.id}/duplicate`,
      payload: { name: 'Copy', locale: 'en_US' },
    });
    expect(duplicate.statusCode).toBe(201);
    const copy = duplicate.json().data;
    const view = await call({
      method: 'GET',
      url: `/v1/admin/budgets/${copy.id}`,
      query: { include: 'expenses,expenses.subcategories' },
    });
    const copied = view.json().data.expenses[0].subcategories[0];
    expect(copied).toMatchObject({ image_url: url, image_alt: 'A park' });
    expect(copied).not.toHaveProperty('image_path');

    await call({ method: 'DELETE', url: image });
    expect(existsSync(fileOf(url))).toBe(true);
    await call({ method: 'DELETE', url: `/v1/admin/budgets/${copy.id}/subcategory/${copied.id}/image` });
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('is shared with an item the console duplicates by posting its fields', async () => {
    const { upload, call, base, category, image } = await setup();
    const url = (await upload()).json().meta.url;
    const posted = await call({
      method: 'POST',
      url: `${base}/expenses/${category.id}/subcategories`,
      payload: { name: 'Parks (copy)', image_url: url },
    });
    expect(posted.statusCode).toBe(201);
    await call({ method: 'DELETE', url: image });
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await rowOf(posted.json().data.id))?.image_path).toEqual(expect.any(String));
  });

  it('goes when its item, its category or its list (re-import) goes', async () => {
    const { upload, call, base, category, item, budget } = await setup();
    const byItem = (await upload()).json().meta.url;
    await call({ method: 'DELETE', url: `${base}/expenses/${category.id}/subcategories/${item.id}` });
    expect(existsSync(fileOf(byItem))).toBe(false);

    const other = await insertCategory(t.db, budget.id, 'expense');
    const second = await insertSubcategory(t.db, other.id);
    const byCategory = (await upload(TINY_PNG, 'image', `${base}/subcategory/${second.id}/image`)).json().meta
      .url;
    await call({ method: 'DELETE', url: `${base}/expenses/${other.id}` });
    expect(existsSync(fileOf(byCategory))).toBe(false);

    const third = await insertSubcategory(t.db, (await insertCategory(t.db, budget.id, 'expense')).id);
    const byImport = (await upload(TINY_PNG, 'image', `${base}/subcategory/${third.id}/image`)).json().meta
      .url;
    const csv = 'category,subcategory,amount,details\nSafety,Police,1,\n';
    const imported = await call({
      method: 'POST',
      url: `${base}/expenses/import`,
      ...fileUpload('csv_file', 'budget.csv', Buffer.from(csv), 'text/csv'),
    });
    expect(imported.statusCode).toBe(200);
    expect(existsSync(fileOf(byImport))).toBe(false);
  });

  it('goes when a PATCH points the item elsewhere, and stays for a PATCH of other fields', async () => {
    const { upload, call, base, category, item } = await setup();
    const url = (await upload()).json().meta.url;
    const itemUrl = `${base}/expenses/${category.id}/subcategories/${item.id}`;
    await call({ method: 'PATCH', url: itemUrl, payload: { name: 'Renamed', image_url: url } });
    expect(existsSync(fileOf(url))).toBe(true);
    const moved = await call({
      method: 'PATCH',
      url: itemUrl,
      payload: { image_url: 'https://cdn.example/p.jpg' },
    });
    expect(moved.statusCode).toBe(200);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await rowOf(item.id)).toMatchObject({ image_url: 'https://cdn.example/p.jpg', image_path: null });
  });
});

describe('tenancy and status', () => {
  /** The three calls on one item's image. */
  const calls = (image: string): [string, InjectOptions][] => [
    ['upload', { method: 'POST', url: image, ...fileUpload('image', 'p.png', TINY_PNG) }],
    [
      'image-url',
      { method: 'POST', url: `${image}-url`, payload: { image_url: 'https://cdn.example/p.jpg' } },
    ],
    ['delete', { method: 'DELETE', url: image }],
  ];

  it("finds nothing of another client's simulation and changes nothing", async () => {
    const { image, item } = await setup();
    const { admin: intruder } = await clientWithAdmin(t);
    for (const [name, options] of calls(image)) {
      const response = await t.injectAs(intruder, options);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Not found.' });
    }
    expect(await rowOf(item.id)).toMatchObject({ image_url: null, image_alt: 'A park' });
  });

  it('finds no item of another simulation through this one', async () => {
    const { call, client, base } = await setup();
    const other = await insertSimulation(t.db, client.id);
    const theirs = await insertSubcategory(t.db, (await insertCategory(t.db, other.id, 'revenue')).id);
    for (const [name, options] of calls(`${base}/subcategory/${theirs.id}/image`)) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: STRUCTURE_MESSAGES.subcategoryNotFound });
    }
  });

  it.each(['inactive', 'archived'])('refuses every image change while %s', async (status) => {
    const { call, image, item } = await setup(status);
    for (const [name, options] of calls(image)) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ status: [SIMULATION_MESSAGES.notEditable] });
    }
    expect((await rowOf(item.id))?.image_url).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const { image } = await setup();
    const response = await t.app.inject({ method: 'DELETE', url: image });
    expect(response.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('documents the image and stock-photo calls', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/admin/budgets/{id}/subcategory/{subId}/image',
        '/v1/admin/budgets/{id}/subcategory/{subId}/image-url',
        '/v1/admin/stock-photos',
        '/static/expense_categories_yn.csv',
        '/static/revenue_categories_yn.csv',
      ]),
    );
  });
});
