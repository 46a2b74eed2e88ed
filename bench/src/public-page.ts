// The residents' page (issue 11 "Measured"): how long the demo budget simulation takes from navigation
// to its main heading in headless Chromium against the real server, and how much JavaScript the page
// loads, gzipped, for its first screen and for a whole visit (entry, budget, submit, thank-you); then the
// same for the demo prioritization's ballot (entry, choose and rank, review, exit, receipt) and for the
// demo taxpayer receipt (owner question, home value and purchases, the estimate and where it goes).
// `npm run build` first; npm run bench:public.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { DEMO_BUDGET_SLUG, DEMO_PRIORITIZATION_SLUG, DEMO_RECEIPT_SLUG } from '@commonpurse/db/seed';
import { benchApp } from './app.ts';
import { percentile } from './stats.ts';

const RUNS = 7;
const PAGE = `/s/demo/${DEMO_BUDGET_SLUG}`;
const publicDist = join(import.meta.dirname, '../../apps/public/dist');
if (!existsSync(join(publicDist, 'index.html')))
  throw new Error('Build the public site first: npm run build');

const { app, close } = await benchApp({ staticSites: { adminDist: null, publicDist } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

/**
 * Stamps, in the page itself, the first frame in which the main heading is laid out. A string: tsx
 * would wrap a function's inner functions in a helper the page does not have.
 */
const STAMP_HEADING = `(() => {
  const check = () => {
    const heading = document.querySelector('main h1');
    if (heading && heading.getBoundingClientRect().height > 0) window.headingAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

// Cold loads (a new browser context each: no cache, no stored budget); the first warms the server.
const timings: number[] = [];
for (let run = 0; run <= RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(STAMP_HEADING);
  await page.goto(`${address}${PAGE}`, { waitUntil: 'commit' });
  const at = await page.waitForFunction(() => (window as unknown as { headingAt?: number }).headingAt);
  if (run > 0) timings.push((await at.jsonValue()) as number);
  await context.close();
}

/** Every script a page asks for, in order, once each. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && !scripts.includes(path)) scripts.push(path);
  });
  return scripts;
}

/**
 * One visit in a fresh context, recording every script the page asks for: those loaded once `ready`
 * resolves (the first screen), and all of them after `visit` (the whole visit), with the bytes served.
 */
async function measureVisit(
  path: string,
  ready: (page: Page) => Promise<void>,
  visit: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${address}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const firstScreen = [...scripts];
  await visit(page);
  await page.waitForLoadState('networkidle');
  const wire = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  await context.close();
  return { firstScreen, scripts, wire };
}

const getStarted = (page: Page) => page.getByRole('button', { name: 'Get Started' }).waitFor();

// A whole visit of the simulation: entry, budget, submit, thank-you.
const simulation = await measureVisit(PAGE, getStarted, async (page) => {
  await page.getByLabel(/How long have you lived/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: /^Increase Property Tax/ }).click();
  await page.locator('.balance-bar').getByRole('button').click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
  // The confetti's canvas comes with its last chunk.
  await page.locator('canvas').waitFor({ state: 'attached' });
});

// A whole ballot on the demo prioritization.
const BALLOT = `/s/demo/${DEMO_PRIORITIZATION_SLUG}`;
const ballot = await measureVisit(BALLOT, getStarted, async (page) => {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('checkbox', { name: 'Choose Safe Routes to School Crosswalks' }).check();
  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your ballot is in' }).waitFor();
});

// The demo taxpayer receipt: a home owner enters a home value and purchases and sees the estimate.
const RECEIPT = `/s/demo/${DEMO_RECEIPT_SLUG}`;
const receipt = await measureVisit(
  RECEIPT,
  (page) => page.getByRole('heading', { level: 2, name: 'Estimate your taxes' }).waitFor(),
  async (page) => {
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: 'The value of your home' }).fill('250000');
    await page.getByRole('textbox', { name: 'What you spend on taxable purchases in a year' }).fill('12000');
    await page.locator('.receipt-total strong', { hasNotText: '$0.00' }).waitFor();
  },
);
await browser.close();
await close();

const gzipKb = (paths: string[]) =>
  paths.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(publicDist, path.replace(/^\/_public/, '')))).length,
    0,
  ) / 1024;
timings.sort((a, b) => a - b);
/** The first screen's and the whole visit's JavaScript, gzipped, with the file counts. */
const jsFigures = (visit: Awaited<ReturnType<typeof measureVisit>>, whole: string) =>
  `JavaScript, gzip: first screen ${gzipKb(visit.firstScreen).toFixed(1)} KB (${visit.firstScreen.length} files), ` +
  `${whole} ${gzipKb(visit.scripts).toFixed(1)} KB (${visit.scripts.length} files; target <= 150 KB); ` +
  `as served (brotli) ${(visit.wire / 1024).toFixed(1)} KB`;
console.info(
  `\npublic page ${PAGE}: navigation to the main heading p50 ${percentile(timings, 50).toFixed(0)} ms, ` +
    `max ${timings.at(-1)!.toFixed(0)} ms (${RUNS} cold loads, headless Chromium; target < 1000 ms)\n` +
    jsFigures(simulation, 'whole visit'),
);
console.info(`ballot ${BALLOT}: ${jsFigures(ballot, 'whole ballot')}`);
console.info(`taxpayer receipt ${RECEIPT}: ${jsFigures(receipt, 'whole visit')}`);
