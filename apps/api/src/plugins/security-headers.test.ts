import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, clients } from '@commonpurse/db';
import { fakeBuilds } from '../test/fake-builds.ts';
import { useTestApp } from '../test/helper.ts';
import { insertClient, insertSimulation, type ClientRow } from '../test/simulations.ts';

// Builds as Vite writes them, enough for the pages to be served.
const builds = await fakeBuilds({
  'admin/index.html': '<html><head></head><body><div id="root"></div></body></html>',
  'admin/assets/console-abc123.js': 'console.log("admin")',
  'public/index.html': '<html><head></head><body><div id="root"></div></body></html>',
});

const t = useTestApp({
  staticSites: builds.sites,
  env: {
    VITE_MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
    VITE_MAP_GEOCODER_URL: 'https://geo.example.net/search',
    HELP_VIDEO_URLS: 'analytics=https://player.example.tv/embed/1',
    BILLING_URL: 'https://billing.example.com/start',
  },
});
afterAll(() => builds.remove());

let framed: ClientRow;
let closed: ClientRow;

beforeAll(async () => {
  framed = await insertClient(t.db, { public_frame_ancestors: ['https://www.riverton.gov'] });
  closed = await insertClient(t.db);
  for (const client of [framed, closed])
    await insertSimulation(t.db, client.id, { slug: 'budget', status: 'active', activated_at: new Date() });
});

/** The CSP as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every response carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers).not.toHaveProperty('x-powered-by');
  expect(response.headers).not.toHaveProperty('strict-transport-security');
  const policy = policyOf(response);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-eval'");
}

/** The console's policy and its framing refusal (also on every API answer). */
function expectConsoleHeaders(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['x-frame-options']).toBe('DENY');
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://geo.example.net']);
  expect(policy.get('img-src')).toEqual([
    "'self'",
    'data:',
    'blob:',
    'https:',
    'http://console.test',
    'https://*.tiles.example.net',
  ]);
  expect(policy.get('frame-src')).toEqual([
    'https://www.youtube.com',
    'https://youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
    'https://player.example.tv',
  ]);
  expect(policy.get('form-action')).toEqual(["'self'", 'https://billing.example.com']);
}

describe('the console and the API', () => {
  it('a console page', async () => {
    const response = await t.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expectConsoleHeaders(response);
  });

  it('a console asset', async () => {
    const response = await t.app.inject({ url: '/assets/console-abc123.js' });
    expect(response.statusCode).toBe(200);
    expectConsoleHeaders(response);
  });

  it('an admin API answer, and its 401', async () => {
    const response = await t.injectAs(t.users.demoAdmin, { method: 'GET', url: '/v1/users/me' });
    expect(response.statusCode).toBe(200);
    expectConsoleHeaders(response);
    expectConsoleHeaders(await t.app.inject({ url: '/v1/users/me' }));
  });

  it('the token endpoint', async () => {
    const response = await t.requestToken({
      grant_type: 'password',
      username: 'x@example.test',
      password: 'wrong',
    });
    expect(response.statusCode).toBe(400);
    expectConsoleHeaders(response);
  });

  it('the reporting API', async () => {
    const response = await t.app.inject({
      url: '/api/client',
      headers: { authorization: `Bearer ${framed.external_reporting_api_token}` },
    });
    expect(response.statusCode).toBe(200);
    expectConsoleHeaders(response);
  });

  it('an uploaded file, which other sites’ pages may show', async () => {
    await writeFile(join(t.config.dataDir, 'uploads', 'logo-probe.png'), 'png');
    const response = await t.app.inject({ url: '/uploads/logo-probe.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectConsoleHeaders(response);
  });

  it('a public API call', async () => {
    const response = await t.app.inject({ url: `/v1/public/sites/${framed.subdomain}/budgets/budget` });
    expect(response.statusCode).toBe(200);
    expectConsoleHeaders(response);
  });
});

describe("a resident's page on a client's host", () => {
  const onHost = (client: ClientRow, url: string) =>
    t.app.inject({ url, headers: { host: `${client.subdomain}.commonpurse.test`, accept: 'text/html' } });

  /** The public site's own policy: no inline <style>, style attributes kept, no geocoder. */
  function expectPublicPolicy(response: LightMyRequestResponse) {
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('style-src-elem')).toEqual(["'self'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toContain('https://*.tiles.example.net');
    expect(policy.get('img-src')).toContain('http://console.test');
    expect(policy.get('form-action')).toEqual(["'self'"]);
  }

  it('may be framed by the origins the client allows, and then has no X-Frame-Options', async () => {
    const response = await onHost(framed, '/budget');
    expect(response.statusCode).toBe(200);
    expectPublicPolicy(response);
    expect(policyOf(response).get('frame-ancestors')).toEqual(['https://www.riverton.gov']);
    expect(response.headers).not.toHaveProperty('x-frame-options');
  });

  it('is framed by no one when the client allows no origin', async () => {
    for (const response of [
      await onHost(closed, '/budget'),
      await t.app.inject({ url: `/s/${closed.subdomain}/budget`, headers: { accept: 'text/html' } }),
      await onHost(closed, '/no-such-page'),
    ]) {
      expectPublicPolicy(response);
      expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('allows the Meta pixel and Google Translate origins only where the page uses them', async () => {
    const before = policyOf(await onHost(closed, '/budget'));
    expect(before.get('script-src')).toEqual(["'self'"]);
    await t.db
      .update(clients)
      .set({ meta_pixel_id: '1234567890', google_translate_id: 'gt-1' })
      .where(eq(clients.id, closed.id));
    // The client has the IDs, but the simulation has not switched them on.
    expect(policyOf(await onHost(closed, '/budget')).get('script-src')).toEqual(["'self'"]);
    await t.db
      .update(budgets)
      .set({ use_meta_pixel: true, use_google_translate: true })
      .where(eq(budgets.client_id, closed.id));
    const after = policyOf(await onHost(closed, '/budget'));
    expect(after.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://connect.facebook.net', 'https://translate.googleapis.com']),
    );
    expect(after.get('connect-src')).toContain('https://www.facebook.com');
    // The console is untouched.
    const console = await t.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(policyOf(console).get('script-src')).toEqual(["'self'"]);
  });
});

describe('/docs', () => {
  it('has its own policy, scoped to it', async () => {
    const response = await t.app.inject({ url: '/docs' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toBeUndefined();
    const json = await t.app.inject({ url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expectCommonHeaders(json);
  });
});

describe('HSTS without a trusted proxy', () => {
  it('is not sent over plain http, whatever X-Forwarded-Proto claims', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });
});
