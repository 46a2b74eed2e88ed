// Bytes on the wire (issue 19): what headless Chromium downloads for the console's sign-in page (HTML,
// scripts, styles), for the residents' demo simulation page, and for the editor's load of a 50 x 20
// simulation (its JSON), with the same bodies' decoded sizes beside them; and whether the console's
// source maps answer. `npm run build` first; npm run bench:wire.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_BUDGET_SLUG } from '@commonpurse/db/seed';
import { AUTH_LABELS } from '@commonpurse/domain/console';
import { benchApp } from './app.ts';
import { CATEGORIES, ITEMS, largeSimulation } from './editor-fixture.ts';

const adminDist = join(import.meta.dirname, '../../apps/admin/dist');
const publicDist = join(import.meta.dirname, '../../apps/public/dist');
if (!existsSync(join(adminDist, 'index.html')) || !existsSync(join(publicDist, 'index.html')))
  throw new Error('Build the front ends first: npm run build');

const { app, logins, close } = await benchApp({ staticSites: { adminDist, publicDist } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { id, session } = await largeSimulation({ app, logins });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

interface Transfer {
  path: string;
  /** The body as it crossed the wire (compressed when it was). */
  wire: number;
  decoded: number;
  encoding: string;
}

/** Every response of one cold page load (a fresh context: no cache), once `ready` resolves. */
async function load(path: string, ready: (page: Page) => Promise<void>, sessionValue?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (sessionValue)
    await context.addInitScript((value) => localStorage.setItem('commonpurse.session', value), sessionValue);
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    encodings.set(response.url(), response.headers()['content-encoding'] ?? 'identity');
  });
  await page.goto(`${address}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { url: timing.name, wire: timing.encodedBodySize, decoded: timing.decodedBodySize };
      },
    ),
  );
  await context.close();
  return entries.map<Transfer>(({ url, wire, decoded }) => ({
    path: new URL(url).pathname,
    wire,
    decoded,
    encoding: encodings.get(url) ?? '?',
  }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function report(label: string, transfers: Transfer[]) {
  const wire = transfers.reduce((sum, t) => sum + t.wire, 0);
  const decoded = transfers.reduce((sum, t) => sum + t.decoded, 0);
  const encodings = [...new Set(transfers.map((t) => t.encoding))].join(', ');
  console.info(
    `${label}: ${kb(wire)} on the wire, ${kb(decoded)} decoded (${transfers.length} responses; ${encodings})`,
  );
  if (process.env.BENCH_DEBUG)
    for (const t of transfers) console.info(`  ${t.path} ${kb(t.wire)} / ${kb(t.decoded)} ${t.encoding}`);
}

const byKind = (transfers: Transfer[], test: RegExp) => transfers.filter((t) => test.test(t.path));

const login = await load('/login', (page) => page.getByRole('button', { name: AUTH_LABELS.login }).waitFor());
report('console sign-in page, HTML + JS + CSS', login);

const simulation = await load(`/s/demo/${DEMO_BUDGET_SLUG}`, (page) =>
  page.getByRole('button', { name: 'Get Started' }).waitFor(),
);
report(`public simulation page /s/demo/${DEMO_BUDGET_SLUG}, every response`, simulation);
report('  of which the public API JSON', byKind(simulation, /^\/v1\//));

const editor = await load(
  `/simulations/${id}/spending`,
  // The board draws only the rows on screen (decision 0600): its first row means the load is in.
  (page) => page.locator('[data-testid^="item-"]').first().waitFor({ state: 'visible' }),
  session,
);
report(`editor's Spending tab, ${CATEGORIES} x ${ITEMS} items: the API JSON`, byKind(editor, /^\/v1\//));

await browser.close();
const assets = readdirSync(join(adminDist, 'assets'));
const maps = assets.filter((name) => name.endsWith('.map'));
const script = assets.find((name) => name.endsWith('.js'))!;
const mapAnswer = await app.inject({ method: 'GET', url: `/assets/${script}.map` });
console.info(
  `console source maps in the served folder: ${maps.length}; GET /assets/${script}.map answers ${mapAnswer.statusCode}`,
);
await close();
