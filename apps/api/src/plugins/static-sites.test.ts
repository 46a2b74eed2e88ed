import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineApp } from '../test/offline-app.ts';
import { isPublicHost } from './site-hosts.ts';
import { locateStaticSites } from './static-sites.ts';

let root: string;
let app: Awaited<ReturnType<typeof buildOfflineApp>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cp-static-'));
  const write = async (path: string, content: string) => {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  };
  await write('admin/index.html', '<html>admin console</html>');
  await write('admin/assets/app-abc123.js', 'console.log("admin")');
  await write('public/index.html', '<html>public site</html>');
  await write('public/assets/site-def456.js', 'console.log("public")');
  await mkdir(join(root, 'public/assets'), { recursive: true });
  await writeFile(join(root, 'public/assets/site-def456.js.gz'), gzipSync('console.log("public")'));
  app = await buildOfflineApp({
    staticSites: { adminDist: join(root, 'admin'), publicDist: join(root, 'public') },
  });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static sites', () => {
  it('answers the admin console for any page of the console (SPA fallback)', async () => {
    for (const url of ['/', '/dashboard', '/simulations/12/settings?tab=1']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<html>admin console</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the public bundle under /_public/, and nothing of the console on a client subdomain', async () => {
    const asset = await app.inject({ method: 'GET', url: '/_public/assets/site-def456.js' });
    expect(asset.body).toBe('console.log("public")');
    expect(asset.headers['cache-control']).toContain('immutable');
    // (The pages themselves are public-pages.test.ts's: they need the database.)
    for (const url of ['/assets/app-abc123.js', '/favicon.ico', '/index.html']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { ...html, host: 'demo.commonpurse.test' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('admin');
    }
  });

  it('serves the public bundle’s precompressed copies to browsers that accept them', async () => {
    const url = '/_public/assets/site-def456.js';
    const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log("public")');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("public")');
  });

  it('answers JSON 404 for unknown API paths and for requests that do not want a page', async () => {
    for (const [url, headers] of [
      ['/v1/nothing-here', html],
      ['/oauth/nothing', html],
      ['/dashboard', { accept: 'application/json' }],
      ['/assets/missing.js', {}],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const post = await app.inject({ method: 'POST', url: '/dashboard', headers: html });
    expect(post.statusCode).toBe(404);
  });
});

describe('locating the builds', () => {
  it('finds the repository from this folder whether or not the builds exist', () => {
    const sites = locateStaticSites();
    for (const dist of [sites.adminDist, sites.publicDist]) {
      if (dist !== null) expect(dist).toMatch(/apps[/\\](admin|public)[/\\]dist$/);
    }
    expect(locateStaticSites(tmpdir())).toEqual({ adminDist: null, publicDist: null });
  });

  it.each([
    ['demo.commonpurse.test', true],
    ['DEMO.commonpurse.test', true],
    ['commonpurse.test', false],
    ['a.b.commonpurse.test', false],
    ['demo.other.test', false],
  ])('%s is a public host: %s', (host, expected) => {
    expect(isPublicHost(host, 'commonpurse.test')).toBe(expected);
  });
});
