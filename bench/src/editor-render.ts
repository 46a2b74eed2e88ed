// How long the console's Spending tab takes to load and draw a simulation of 50 categories x 20
// items, in headless Chromium against the real server (`npm run build` first; npm run bench:editor).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { benchApp } from './app.ts';
import { CATEGORIES, ITEMS, largeSimulation } from './editor-fixture.ts';
import { percentile } from './stats.ts';

const RUNS = 7;

const adminDist = join(import.meta.dirname, '../../apps/admin/dist');
if (!existsSync(join(adminDist, 'index.html'))) throw new Error('Build the console first: npm run build');

const { app, logins, close } = await benchApp({ staticSites: { adminDist, publicDist: null } });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { id, session } = await largeSimulation({ app, logins });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('commonpurse.session', value), session);
  const page = await context.newPage();
  const cdp = process.env.BENCH_DEBUG ? await context.newCDPSession(page) : null;
  await cdp?.send('Performance.enable');
  if (cdp && run === 0) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const started = performance.now();
  await page.goto(`${address}/simulations/${id}/spending`);
  await page
    .locator('[data-testid^="item-"]')
    .nth(CATEGORIES * ITEMS - 1)
    .waitFor({ state: 'attached' });
  timings.push(performance.now() - started);
  if (cdp && run === 0) {
    const { profile } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
        samples: number[];
      };
    };
    const counts = new Map<number, number>();
    for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
    const byName = new Map<string, number>();
    for (const node of profile.nodes) {
      const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
      byName.set(key, (byName.get(key) ?? 0) + (counts.get(node.id) ?? 0));
    }
    console.info(
      [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `${v}\t${k}`)
        .join('\n'),
    );
  }
  if (process.env.BENCH_DEBUG) {
    const api = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/v1/admin/budgets/'))
        .map(
          (e) => `${e.name.split('?')[0]} start ${e.startTime.toFixed(0)} took ${e.duration.toFixed(0)} ms`,
        ),
    );
    const { metrics } = (await cdp!.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const pick = (n: string) => ((metrics.find((m) => m.name === n)?.value ?? 0) * 1000).toFixed(0);
    console.info(
      `run ${run}: ${(performance.now() - started).toFixed(0)} ms; script ${pick('ScriptDuration')} ms, ` +
        `layout ${pick('LayoutDuration')} ms, style ${pick('RecalcStyleDuration')} ms; ${api.join('; ')}`,
    );
  }
  await context.close();
}
await browser.close();
timings.sort((a, b) => a - b);
const [p50, p95] = [percentile(timings, 50), percentile(timings, 95)];
console.info(
  `\nconsole Spending tab, ${CATEGORIES} x ${ITEMS} items: navigation to every row drawn p50 ${p50.toFixed(0)} ms, ` +
    `p95 ${p95.toFixed(0)} ms (${RUNS} cold page loads, headless Chromium)`,
);
await close();
