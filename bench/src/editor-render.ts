// How long the console's Spending tab takes to become usable for simulations of 50 and 200 categories
// x 20 items, and how smoothly it scrolls to the end, in headless Chromium against the real server
// (`npm run build` first; npm run bench:editor; BENCH_DEBUG=1 adds a CPU profile and timings).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchApp } from './app.ts';
import { signedIn, simulationOf as simulationOfSize } from './editor-fixture.ts';
import { childrenCpuMs, mainThreadWork, printProfile, startProfile } from './editor-profile.ts';
import { percentile } from './stats.ts';

const SIZES = [
  { categories: 50, items: 20, runs: 5 },
  { categories: 200, items: 20, runs: 3 },
];
/** A whole list drawn at once on a busy machine can take a minute. */
const WAIT = { timeout: 180_000 };

// ADMIN_DIST: another build of the console (to compare two builds side by side).
const adminDist = process.env.ADMIN_DIST ?? join(import.meta.dirname, '../../apps/admin/dist');
if (!existsSync(join(adminDist, 'index.html'))) throw new Error('Build the console first: npm run build');

const { app, logins, close } = await benchApp({ staticSites: { adminDist, publicDist: null } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { headers, session } = await signedIn({ app, logins });
const simulationOf = (categories: number, items: number) => simulationOfSize(app, headers, categories, items);

/** Resolves once the page's main thread is free again (a frame was drawn and a task ran after it). */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Waits for the board's first row to be on screen and the page to respond. */
async function firstRowUsable(page: Page) {
  await page
    .locator('[data-testid^="item-"]')
    .first()
    .waitFor({ state: 'visible', ...WAIT });
  await settled(page);
}

/**
 * Scrolls the page to its end, one screen per frame as a fast wheel would, and answers the gaps
 * between drawn frames (ms) and how long the last item took to be on screen.
 */
async function scrollToEnd(page: Page, lastItem: string) {
  const started = performance.now();
  // A string, not a function: the bench's compiler would name inner functions with a helper the page lacks.
  const frames = await page.evaluate<number[]>(`new Promise((resolve) => {
    const gaps = [];
    let previous = performance.now();
    function step(now) {
      gaps.push(now - previous);
      previous = now;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) return resolve(gaps);
      window.scrollBy(0, window.innerHeight);
      requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  })`);
  if (process.env.BENCH_DEBUG)
    console.info(
      await page.evaluate(
        `[window.scrollY, document.documentElement.scrollHeight, [...document.querySelectorAll('[data-testid^="category-"]')].map((e) => e.dataset.testid).join(' ')].join('; ')`,
      ),
    );
  await page.locator(lastItem).waitFor({ state: 'visible', ...WAIT });
  return { frames, lastItemMs: performance.now() - started };
}

async function benchSize(browser: Browser, categories: number, items: number, runs: number) {
  const id = await simulationOf(categories, items);
  const usable: number[] = [];
  const frames: number[] = [];
  const reachEnd: number[] = [];
  const work: number[] = [];
  const scrollWork: number[] = [];
  const browserCpu: number[] = [];
  const scrollCpu: number[] = [];
  const serverCpu: number[] = [];
  const revisit: number[] = [];
  const revisitWarm: number[] = [];
  const tabSwitch: number[] = [];
  let payload = 0;
  let drawnRows = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => window.localStorage.setItem('commonpurse.session', value),
      session,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const profile = process.env.BENCH_DEBUG && run === 0 ? await startProfile(context, page) : null;
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    const ownBefore = process.cpuUsage();
    await page.goto(`${address}/simulations/${id}/spending`);
    await firstRowUsable(page);
    usable.push(performance.now() - started);
    const cpuUsable = childrenCpuMs();
    browserCpu.push(cpuUsable - cpuBefore);
    const own = process.cpuUsage(ownBefore);
    serverCpu.push((own.user + own.system) / 1000);
    const loadWork = await mainThreadWork(cdp);
    work.push(loadWork.script + loadWork.layout + loadWork.style);
    if (profile) {
      await printProfile(profile);
      console.info(await waterfall(page));
    }
    drawnRows = await page.locator('[data-testid^="item-"]').count();
    payload = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/v1\/admin\/budgets\/\d+\?/.test(e.name))
        .reduce((total, e) => total + (e as PerformanceResourceTiming).decodedBodySize, 0),
    );
    const last = `[data-testid="category-${await lastCategoryId(id)}"] [data-testid^="item-"] >> nth=-1`;
    if (process.env.BENCH_DEBUG) console.info(`waiting for ${last}`);
    const scrolled = await scrollToEnd(page, last);
    frames.push(...scrolled.frames);
    scrollCpu.push(childrenCpuMs() - cpuUsable);
    const afterScroll = await mainThreadWork(cdp);
    scrollWork.push(afterScroll.script + afterScroll.layout + afterScroll.style - work[work.length - 1]!);
    reachEnd.push(scrolled.lastItemMs);
    // Return visits: the same browser, its cache holding the console's scripts (hashed, immutable).
    // On the first, Chromium stores their compiled code; from the second on, it uses it. Each starts
    // from a blank page, so that the scrolled page's teardown is not counted.
    for (const visits of [revisit, revisitWarm]) {
      await page.goto('about:blank');
      const revisitProfile =
        process.env.BENCH_DEBUG && run === 0 && visits === revisitWarm
          ? await startProfile(context, page)
          : null;
      const revisitStarted = performance.now();
      await page.goto(`${address}/simulations/${id}/spending`);
      await firstRowUsable(page);
      visits.push(performance.now() - revisitStarted);
      if (revisitProfile) {
        console.info('second return visit:');
        await printProfile(revisitProfile);
        console.info(await waterfall(page));
      }
    }
    // Switching to the tab inside the editor, from General.
    await page.goto(`${address}/simulations/${id}/general`);
    await page.locator('#editor-panel-general input').first().waitFor(WAIT);
    await settled(page);
    const switchStarted = performance.now();
    await page.getByRole('tab', { name: 'Spending' }).click();
    await firstRowUsable(page);
    tabSwitch.push(performance.now() - switchStarted);
    await context.close();
  }
  usable.sort((a, b) => a - b);
  frames.sort((a, b) => a - b);
  reachEnd.sort((a, b) => a - b);
  revisit.sort((a, b) => a - b);
  revisitWarm.sort((a, b) => a - b);
  tabSwitch.sort((a, b) => a - b);
  work.sort((a, b) => a - b);
  scrollWork.sort((a, b) => a - b);
  for (const list of [browserCpu, scrollCpu, serverCpu]) list.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.info(
    `\nconsole Spending tab, ${categories} x ${items} items (${runs} cold page loads, headless Chromium):\n` +
      `  navigation to rows on screen and the page responding: min ${ms(usable[0]!)}, ` +
      `p50 ${ms(percentile(usable, 50))}, p95 ${ms(percentile(usable, 95))}\n` +
      `  the same on a return visit (scripts in the browser's cache): min ${ms(revisit[0]!)}, ` +
      `p50 ${ms(percentile(revisit, 50))}, p95 ${ms(percentile(revisit, 95))}; ` +
      `the next visit (their compiled code kept too): min ${ms(revisitWarm[0]!)}, ` +
      `p50 ${ms(percentile(revisitWarm, 50))}, p95 ${ms(percentile(revisitWarm, 95))}\n` +
      `  clicking the Spending tab in the open editor: min ${ms(tabSwitch[0]!)}, ` +
      `p50 ${ms(percentile(tabSwitch, 50))}, p95 ${ms(percentile(tabSwitch, 95))}\n` +
      `  main-thread work (script + layout + style) until then: p50 ${ms(percentile(work, 50))}; ` +
      `while scrolling to the end: p50 ${ms(percentile(scrollWork, 50))}\n` +
      `  CPU time (user + sys, not waiting for a core) until usable: Chromium p50 ${ms(percentile(browserCpu, 50))}, ` +
      `server and bench process p50 ${ms(percentile(serverCpu, 50))}; Chromium while scrolling to the end: ` +
      `p50 ${ms(percentile(scrollCpu, 50))}\n` +
      `  item rows in the page: ${drawnRows} of ${categories * items}; editor load ${(payload / 1024).toFixed(0)} KiB\n` +
      `  scrolling to the end a screen per frame: frame gaps p50 ${ms(percentile(frames, 50))}, ` +
      `p95 ${ms(percentile(frames, 95))}, max ${ms(frames[frames.length - 1]!)}; ` +
      `last item on screen after p50 ${ms(percentile(reachEnd, 50))}`,
  );
}

/**
 * The page load's requests as a waterfall (ms from navigation start: asked for, sent, first byte, last
 * byte), to see what waits for what.
 */
function waterfall(page: Page) {
  return page.evaluate(`[
    ...performance.getEntriesByType('resource').map((e) =>
      [Math.round(e.startTime), Math.round(e.requestStart), Math.round(e.responseStart), Math.round(e.responseEnd), e.name.replace(location.origin, '')].join('\\t')),
    ...performance.getEntriesByType('paint').map((e) => [Math.round(e.startTime), '', '', '', e.name].join('\\t')),
  ].join('\\n')`);
}

/** The id of the list's last category, from the API (the page may not draw it yet). */
async function lastCategoryId(id: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/v1/admin/budgets/${id}?include=expenses`,
    headers,
  });
  const expenses = response.json<{ data: { expenses: { id: number }[] } }>().data.expenses;
  return expenses[expenses.length - 1]!.id;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const only = process.env.BENCH_SIZES?.split(',').map(Number);
for (const size of SIZES) {
  if (only && !only.includes(size.categories)) continue;
  await benchSize(browser, size.categories, size.items, Number(process.env.BENCH_RUNS ?? size.runs));
}
await browser.close();
await close();
