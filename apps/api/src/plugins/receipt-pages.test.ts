import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_FALLBACK_TEXTS, parsePageBootstrap } from '@commonpurse/domain/public';
import { publicReceipt } from '../modules/public/receipt-fixtures.ts';
import { useTestApp } from '../test/helper.ts';
import { insertSimulation } from '../test/simulations.ts';

// The server-rendered shell of a taxpayer receipt's page (decision 0421): the simulation page's
// language, title and share tags, a bootstrap saying 'receipt', and the preview at {slug}/preview.

const PUBLIC_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Commonpurse</title>
    <script type="module" crossorigin src="/_public/assets/index-def456.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const root = await mkdtemp(join(tmpdir(), 'cp-receipt-pages-'));
await mkdir(join(root, 'public'), { recursive: true });
await writeFile(join(root, 'public', 'index.html'), PUBLIC_INDEX);
const t = useTestApp({ staticSites: { adminDist: null, publicDist: join(root, 'public') } });
afterAll(() => rm(root, { recursive: true, force: true }));

const onHost = (subdomain: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${subdomain}.commonpurse.test` } });
const onAnyHost = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'console.test' } });

function pageOf(html: string) {
  const metas = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    metas.set(
      key!,
      content!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  return {
    html: /<html ([^>]*)>/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    metas,
    bootstrap: parsePageBootstrap(/id="cp-bootstrap">([^<]*)<\/script>/.exec(html)?.[1]),
    preload: /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

describe("a taxpayer receipt's page", () => {
  it('is served at its address with its title, language, description, share tags and a receipt bootstrap', async () => {
    const f = await publicReceipt(t);
    const response = await onHost(f.client.subdomain, `/${f.budget.slug}`);
    expect(response.statusCode).toBe(200);
    const page = pageOf(response.body);
    expect(page.html).toBe('lang="en-US" dir="ltr"');
    const title = `Your 2027 taxes — ${f.client.name}`;
    expect(page.title).toBe(title);
    expect(Object.fromEntries(page.metas)).toEqual({
      description: 'Where your tax dollars go',
      'og:type': 'website',
      'og:title': title,
      'og:description': 'Where your tax dollars go',
      'og:url': `http://${f.client.subdomain}.commonpurse.test/${f.budget.slug}`,
      'twitter:card': 'summary',
    });
    expect(page.bootstrap).toEqual({
      subdomain: f.client.subdomain,
      slug: f.budget.slug,
      kind: 'receipt',
      preview: null,
      status: 'ok',
      locale: 'en_US',
    });
    // The page data downloads with the bundle, from the receipts address the page fetches.
    expect(page.preload).toBe(`/v1/public/sites/${f.client.subdomain}/receipts/${f.budget.slug}`);
    expect(response.body).toContain(PAGE_FALLBACK_TEXTS.receiptNeedsJavaScript);
  });

  it('describes itself by its about text when it has no description', async () => {
    const f = await publicReceipt(t, { budget: { description: null } });
    expect(
      pageOf((await onHost(f.client.subdomain, `/${f.budget.slug}`)).body).metas.get('description'),
    ).toBe('About the budget');
  });

  it('is right-to-left in Arabic, in the host form and the path form', async () => {
    const f = await publicReceipt(t, { budget: { locale: 'ar' } });
    for (const response of [
      await onHost(f.client.subdomain, `/${f.budget.slug}`),
      await onAnyHost(`/s/${f.client.subdomain}/${f.budget.slug}`),
    ]) {
      expect(response.statusCode).toBe(200);
      const page = pageOf(response.body);
      expect(page.html).toBe('lang="ar" dir="rtl"');
      expect(page.bootstrap).toMatchObject({ kind: 'receipt', locale: 'ar' });
    }
  });

  it('previews a New receipt at its address followed by /preview, with the token, not indexed', async () => {
    const f = await publicReceipt(t, { budget: { status: 'new', activated_at: null, locale: 'es' } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    for (const response of [
      await onHost(f.client.subdomain, `/${f.budget.slug}/preview?preview=${token}`),
      await onAnyHost(`/s/${f.client.subdomain}/${f.budget.slug}/preview?preview=${token}`),
    ]) {
      expect(response.statusCode).toBe(200);
      const page = pageOf(response.body);
      expect(page.metas.get('robots')).toBe('noindex');
      expect(page.html).toBe('lang="es" dir="ltr"');
      expect(page.bootstrap).toMatchObject({ kind: 'receipt', preview: token, status: 'ok' });
      expect(page.preload).toBe(
        `/v1/public/sites/${f.client.subdomain}/receipts/${f.budget.slug}?preview=${token}`,
      );
    }
    for (const url of [`/${f.budget.slug}/preview`, `/${f.budget.slug}/preview?preview=wrong`]) {
      const refused = await onHost(f.client.subdomain, url);
      expect(refused.statusCode).toBe(404);
      expect(pageOf(refused.body).bootstrap).toMatchObject({ status: 'unavailable', locale: 'es' });
    }
  });

  it('is the not-available page once Inactive or Archived', async () => {
    for (const status of ['inactive', 'archived']) {
      const f = await publicReceipt(t, { budget: { status } });
      const response = await onHost(f.client.subdomain, `/${f.budget.slug}`);
      expect(response.statusCode).toBe(404);
      expect(pageOf(response.body).bootstrap).toMatchObject({ status: 'unavailable', kind: 'simulation' });
      expect(response.body).not.toContain('Your 2027 taxes');
    }
  });

  it("is never where a site's root forwards: that is the latest Active simulation", async () => {
    const f = await publicReceipt(t);
    expect((await onHost(f.client.subdomain, '/')).statusCode).toBe(404);
    await insertSimulation(t.db, f.client.id, {
      slug: 'older-budget',
      status: 'active',
      activated_at: new Date(Date.now() - 3_600_000),
    });
    const root = await onHost(f.client.subdomain, '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/older-budget');
  });
});
