import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fakeBuilds } from '../test/fake-builds.ts';
import { useTestApp } from '../test/helper.ts';
import { insertClient, insertSimulation, type ClientRow } from '../test/simulations.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

// Files the size of real ones (above the threshold), each with the .br and .gz the builds write.
const lines = (line: string) => Array.from({ length: 80 }, (_, i) => `${line} ${i}`).join('\n');
const CONSOLE = {
  'index.html': `<!doctype html><html><head><title>Console</title></head><body><div id="root"></div>\n${lines('<!-- a line of the page -->')}</body></html>`,
  'assets/app-abc123.js': lines('console.log("the console", Math.random());'),
  'assets/app-abc123.css': lines('.row { display: flex; gap: 8px; }'),
};
const precompressed = Object.fromEntries(
  Object.entries(CONSOLE).flatMap(([path, text]) => [
    [`admin/${path}`, text],
    [`admin/${path}.br`, brotliCompressSync(text)],
    [`admin/${path}.gz`, gzipSync(text)],
  ]),
);
const builds = await fakeBuilds({
  ...precompressed,
  'admin/assets/app-abc123.js.map': '{"version":3,"sources":["src/main.tsx"]}',
  'public/index.html': `<html><head></head><body><div id="root"></div>${lines('<p>fallback</p>')}</body></html>`,
});
const t = useTestApp({ staticSites: builds.sites });
afterAll(() => builds.remove());

let client: ClientRow;
beforeAll(async () => {
  client = await insertClient(t.db);
  await insertSimulation(t.db, client.id, { slug: 'budget', status: 'active', activated_at: new Date() });
});

const ENCODINGS = [
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
] as const;

const EXTENSION = { br: 'br', gzip: 'gz' } as const;

const decoded = (response: LightMyRequestResponse, decode: (b: Buffer) => Buffer) =>
  decode(response.rawPayload).toString();

describe('compression', () => {
  it('compresses API JSON above the threshold with the encoding the request prefers', async () => {
    const get = (encoding?: string) =>
      t.injectAs(t.users.demoAdmin, {
        method: 'GET',
        url: '/v1/admin/budgets?per_page=100',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const [encoding, decode] of ENCODINGS) {
      const response = await get(`${encoding}, deflate`);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response, decode))).toEqual(plain.json());
    }
    // Browsers list both: brotli wins unless its weight says otherwise.
    expect((await get('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await get('br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves bodies under the threshold as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/no-such-route',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a resident’s page, keeping its security headers', async () => {
    const url = `/s/${client.subdomain}/budget`;
    const headers = { accept: 'text/html' };
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    for (const [encoding, decode] of ENCODINGS) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response, decode)).toBe(plain.body);
      expect(response.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(Object.entries(CONSOLE))(
    'serves the console’s precompressed %s, cacheable and revalidated by its ETag',
    async (path, text) => {
      // index.html is what the console's routes answer (/login included).
      const url = path === 'index.html' ? '/login' : `/${path}`;
      const headers = { accept: 'text/html' };
      for (const [encoding, decode] of ENCODINGS) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(response, decode)).toBe(text);
        // The build's own copy, not one compressed again on the fly.
        expect(
          response.rawPayload.equals(precompressed[`admin/${path}.${EXTENSION[encoding]}`] as Buffer),
        ).toBe(true);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe(
          path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        const etag = response.headers.etag as string;
        expect(etag).toBeTruthy();
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'accept-encoding': encoding, 'if-none-match': etag },
        });
        expect(again.statusCode).toBe(304);
      }
      const plain = await t.app.inject({ method: 'GET', url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    },
  );

  it('never serves a source map, even one left in the served folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sources');
  });
});
