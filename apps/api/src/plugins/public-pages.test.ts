import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePageBootstrap, type TPageBootstrap } from '@commonpurse/domain/public';
import { useTestApp } from '../test/helper.ts';
import { insertClient, insertSimulation, type ClientRow } from '../test/simulations.ts';
import { shorten } from './public-pages.ts';

// A build as Vite writes it: the public page's own title and description, its hashed module script.
const PUBLIC_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Public budget simulations." />
    <title>Commonpurse</title>
    <script type="module" crossorigin src="/_public/assets/index-def456.js"></script>
    <link rel="stylesheet" crossorigin href="/_public/assets/index-def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const root = await mkdtemp(join(tmpdir(), 'cp-pages-'));
const write = async (path: string, content: string) => {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
};
await write('admin/index.html', '<html><head></head><body>admin console</body></html>');
await write('admin/assets/console-abc123.js', 'console.log("admin")');
await write('public/index.html', PUBLIC_INDEX);
await write('public/assets/index-def456.js', 'console.log("public")');

const t = useTestApp({
  staticSites: { adminDist: join(root, 'admin'), publicDist: join(root, 'public') },
});
afterAll(() => rm(root, { recursive: true, force: true }));

const HOSTILE_NAME = `Budget </title><script>alert("x")</script> & 'more'`;
const INTRODUCTION = `<p>Help us <strong>balance</strong> the budget &amp; say what matters&nbsp;to you.</p><p>${'Long '.repeat(40)}</p>`;

let client: ClientRow;
let empty: ClientRow;
let draftToken: string;
let otherDraftToken: string;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  client = await insertClient(t.db, { name: `O'Brien "County"` });
  empty = await insertClient(t.db);
  const add = (overrides: Parameters<typeof insertSimulation>[2]) =>
    insertSimulation(t.db, client.id, overrides);
  await add({
    name: HOSTILE_NAME,
    slug: 'budget-2025',
    status: 'active',
    activated_at: ago(60),
    entry_screen_introduction_text: INTRODUCTION,
    header_image_url: 'https://cdn.example.test/header.png',
  });
  await add({ name: 'Newest', slug: 'newest', status: 'active', activated_at: ago(5) });
  await add({ name: 'Plain', slug: 'plain', status: 'active', activated_at: ago(120) });
  await add({ name: 'Arabic', slug: 'arabic', status: 'active', activated_at: ago(90), locale: 'ar' });
  const draft = await add({ name: 'Draft', slug: 'draft', locale: 'fr' });
  const other = await add({ name: 'Other draft', slug: 'other-draft' });
  await add({ name: 'Old', slug: 'old', status: 'inactive', activated_at: ago(1), locale: 'es' });
  await add({ name: 'Gone', slug: 'gone', status: 'archived', activated_at: ago(1), locale: 'vi_VN' });
  await insertSimulation(t.db, empty.id, { name: 'Unreleased', slug: 'unreleased', locale: 'ko-KR' });
  draftToken = await t.app.previewTokens.tokenFor(draft.id);
  otherDraftToken = await t.app.previewTokens.tokenFor(other.id);
});

const onHost = (subdomain: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${subdomain}.commonpurse.test`, ...headers } });
const onConsoleHost = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'console.test', ...headers } });

/** The few things a page says about itself, read back from its HTML. */
function pageOf(html: string) {
  const decode = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const metas = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    if (key !== 'viewport') metas.set(key!, decode(content!));
  const bootstrap = /<script type="application\/json" id="cp-bootstrap">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    html: /<html ([^>]*)>/.exec(html)?.[1],
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    metas,
    bootstrap: parsePageBootstrap(bootstrap) as TPageBootstrap,
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
    root: /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '',
  };
}

describe('a simulation page', () => {
  it('is served at {subdomain}.{PUBLIC_BASE_HOST}/{slug} with its language, title, description and share tags', async () => {
    const response = await onHost(client.subdomain, '/budget-2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = pageOf(response.body);
    expect(page.html).toBe('lang="en-US" dir="ltr"');
    const title = `${HOSTILE_NAME} — O'Brien "County"`;
    expect(page.titles).toEqual([title]);
    const description = page.metas.get('description')!;
    expect(description).toMatch(/^Help us balance the budget & say what matters\u00a0?\s?to you\. Long Long/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(Object.fromEntries(page.metas)).toEqual({
      description,
      'og:type': 'website',
      'og:title': title,
      'og:description': description,
      'og:url': `http://${client.subdomain}.commonpurse.test/budget-2025`,
      'og:image': 'https://cdn.example.test/header.png',
      'twitter:card': 'summary_large_image',
    });
    expect(page.bootstrap).toEqual({
      subdomain: client.subdomain,
      slug: 'budget-2025',
      kind: 'simulation',
      preview: null,
      status: 'ok',
      locale: 'en_US',
      pb: false,
    });
    // The public bundle's script and the bootstrap; nothing of the console.
    expect(page.scripts).toEqual([
      '<script type="module" crossorigin src="/_public/assets/index-def456.js">',
      '<script type="application/json" id="cp-bootstrap">',
    ]);
    expect(response.body).not.toContain('admin');
    expect(page.root).toMatch(/^<noscript><main lang="en" dir="ltr" [^>]*><h1>Budget &#60;\/title&#62;/);
  });

  it('escapes every name and text it writes (no markup of a simulation reaches the HTML)', async () => {
    const response = await onHost(client.subdomain, '/budget-2025');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('</title><script>');
    expect(response.body).toContain(
      'Budget &#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;',
    );
    expect(response.body).toContain('O&#39;Brien &#34;County&#34;');
  });

  it('is also served at /s/{subdomain}/{slug} on any host, whatever the case of the address', async () => {
    for (const url of [
      '/s/' + client.subdomain + '/budget-2025',
      '/s/' + client.subdomain.toUpperCase() + '/BUDGET-2025',
    ]) {
      const response = await onConsoleHost(url);
      expect(response.statusCode).toBe(200);
      const page = pageOf(response.body);
      expect(page.bootstrap).toMatchObject({
        subdomain: client.subdomain,
        slug: 'budget-2025',
        status: 'ok',
      });
      expect(page.metas.get('og:url')).toBe(`http://console.test/s/${client.subdomain}/budget-2025`);
      expect(response.body).not.toContain('admin console');
    }
    const local = await t.app.inject({
      method: 'GET',
      url: `/s/${client.subdomain}/plain/`,
      headers: { host: 'localhost:3000' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('falls back to the title for the description, and has a small card without a header image', async () => {
    const page = pageOf((await onHost(client.subdomain, '/plain')).body);
    expect(page.metas.get('description')).toBe(`Plain — O'Brien "County"`);
    expect(page.metas.get('twitter:card')).toBe('summary');
    expect(page.metas.has('og:image')).toBe(false);
  });

  it('is right-to-left in Arabic', async () => {
    const page = pageOf((await onHost(client.subdomain, '/arabic')).body);
    expect(page.html).toBe('lang="ar" dir="rtl"');
    expect(page.bootstrap.locale).toBe('ar');
  });

  it('answers HEAD like GET', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/budget-2025',
      headers: { host: `${client.subdomain}.commonpurse.test` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe("a site's root", () => {
  it('forwards to the most recently activated simulation, keeping the query', async () => {
    const host = await onHost(client.subdomain, '/?utm_source=flyer');
    expect(host.statusCode).toBe(302);
    expect(host.headers.location).toBe('/newest?utm_source=flyer');
    for (const url of [`/s/${client.subdomain}`, `/s/${client.subdomain}/`]) {
      const path = await onConsoleHost(url);
      expect(path.statusCode).toBe(302);
      expect(path.headers.location).toBe(`/s/${client.subdomain}/newest`);
    }
  });

  it('is the not-available page when the client has no Active simulation', async () => {
    for (const response of [
      await onHost(empty.subdomain, '/'),
      await onConsoleHost(`/s/${empty.subdomain}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(pageOf(response.body).bootstrap).toMatchObject({
        subdomain: empty.subdomain,
        slug: '',
        status: 'unavailable',
      });
    }
  });
});

describe('a preview', () => {
  it('shows a New simulation with its valid token, not indexed, the token passed to the page', async () => {
    const response = await onHost(client.subdomain, `/draft?preview=${draftToken}`);
    expect(response.statusCode).toBe(200);
    const page = pageOf(response.body);
    expect(page.metas.get('robots')).toBe('noindex');
    expect(page.html).toBe('lang="fr" dir="ltr"');
    expect(page.bootstrap).toEqual({
      subdomain: client.subdomain,
      slug: 'draft',
      kind: 'simulation',
      preview: draftToken,
      status: 'ok',
      locale: 'fr',
      pb: false,
    });
    const path = await onConsoleHost(`/s/${client.subdomain}/draft?preview=${draftToken}`);
    expect(path.statusCode).toBe(200);
    // An Active simulation is indexed whatever the query says.
    const active = pageOf((await onHost(client.subdomain, `/plain?preview=${draftToken}`)).body);
    expect(active.metas.has('robots')).toBe(false);
  });

  it('is the not-available page without a token, with a wrong one or with another simulation’s', async () => {
    for (const query of [
      '',
      '?preview=',
      '?preview=wrong-token',
      `?preview=${otherDraftToken}`,
      '?preview=%00x',
    ]) {
      const response = await onHost(client.subdomain, `/draft${query}`);
      expect(response.statusCode, query).toBe(404);
      const page = pageOf(response.body);
      expect(page.bootstrap.status).toBe('unavailable');
      expect(page.metas.get('robots')).toBe('noindex');
    }
  });
});

describe('the not-available page', () => {
  it('answers 404 for Inactive and Archived simulations, in their language', async () => {
    for (const [slug, lang, locale] of [
      ['old', 'es', 'es'],
      ['gone', 'vi-VN', 'vi_VN'],
    ] as const) {
      const response = await onHost(client.subdomain, `/${slug}`, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-cache');
      const page = pageOf(response.body);
      expect(page.html).toBe(`lang="${lang}" dir="ltr"`);
      expect(page.bootstrap).toEqual({
        subdomain: client.subdomain,
        slug,
        kind: 'simulation',
        preview: null,
        status: 'unavailable',
        locale,
      });
      expect(page.titles).toEqual(['This simulation is not available.']);
      expect(page.metas.has('og:title')).toBe(false);
      expect(page.root).toContain('<h1>This simulation is not available.</h1>');
      expect(response.body).not.toContain(slug === 'old' ? 'Old' : 'Gone');
    }
  });

  it('speaks the browser’s language for unknown slugs and subdomains, else English', async () => {
    const cases = [
      [client.subdomain, '/nothing-here', 'zh-TW,zh;q=0.9,en;q=0.8', 'zh-CN', 'zh-Hant', 'ltr'],
      ['no-such-client', '/budget-2025', 'de-DE, ar;q=0.7', 'ar', 'ar', 'rtl'],
      [client.subdomain, '/nothing-here', 'hu-HU', 'en_US', 'en-US', 'ltr'],
      [client.subdomain, '/nothing-here', '', 'en_US', 'en-US', 'ltr'],
    ] as const;
    for (const [subdomain, url, acceptLanguage, locale, lang, dir] of cases) {
      const response = await onHost(
        subdomain,
        url,
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      expect(response.statusCode).toBe(404);
      const page = pageOf(response.body);
      expect(page.html).toBe(`lang="${lang}" dir="${dir}"`);
      expect(page.bootstrap).toMatchObject({ status: 'unavailable', locale });
    }
    const path = await onConsoleHost('/s/no-such-client/x', { 'accept-language': 'es-MX' });
    expect(path.statusCode).toBe(404);
    expect(pageOf(path.body).bootstrap).toMatchObject({
      subdomain: 'no-such-client',
      slug: 'x',
      locale: 'es',
    });
  });

  it('echoes only well-formed addresses into the bootstrap', async () => {
    const response = await onConsoleHost('/s/bad%3Cname/%3Cscript%3E');
    expect(response.statusCode).toBe(404);
    expect(pageOf(response.body).bootstrap).toMatchObject({ subdomain: '', slug: '', status: 'unavailable' });
    expect(response.body).not.toContain('<script>');
  });

  it('is never the console: files and other paths of a client host are JSON 404s', async () => {
    for (const url of ['/assets/console-abc123.js', '/favicon.ico']) {
      const response = await onHost(client.subdomain, url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    // The console keeps its own host and its SPA fallback.
    const console = await onConsoleHost('/simulations', { accept: 'text/html' });
    expect(console.body).toContain('admin console');
  });
});

describe('shorten', () => {
  it.each([
    ['short text', 'short text'],
    ['a'.repeat(160), 'a'.repeat(160)],
    ['a'.repeat(161), `${'a'.repeat(159)}…`],
    [`${'word '.repeat(40)}end`, `${'word '.repeat(31).trimEnd()}…`],
    ['😀'.repeat(200), `${'😀'.repeat(159)}…`],
  ])('%#', (text, expected) => {
    expect(shorten(text)).toBe(expected);
  });
});
