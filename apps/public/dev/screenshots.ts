// Development only: screenshots of the page against the mock API (npm run preview:mock first).
// Usage: tsx apps/public/dev/screenshots.ts [outDir] [baseUrl]
import { chromium } from 'playwright-core';
import { shooter } from './shoot.ts';

const out = process.argv[2] ?? '/tmp/wt-page-shots';
const base = process.argv[3] ?? 'http://localhost:4174';
const shoot = shooter(out);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 740 } });
  page.on('console', (m) => m.type() === 'error' && console.info('console error:', m.text()));
  const started = Date.now();
  await page.goto(`${base}/s/riverton/city-budget`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  console.info(`${width}: entry screen in ${Date.now() - started} ms`);
  await shoot(page, `${width}-entry`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await shoot(page, `${width}-entry-errors`);
  await page.getByLabel('Do you live in Riverton?').selectOption('resident');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('heading', { name: 'Riverton 2026 Budget' }).waitFor();
  await page.getByRole('button', { name: /Increase Police/ }).click();
  await page.getByRole('button', { name: /Decrease Fire/ }).click();
  await page.getByRole('button', { name: /Decrease Police/ }).click({ clickCount: 3 });
  await shoot(page, `${width}-main`);
  await page.screenshot({ path: `${out}/${width}-main-viewport.png` });
  await page.getByRole('button', { name: 'Street Maintenance', exact: true }).click();
  await shoot(page, `${width}-dialog`);
  await page.keyboard.press('Escape');
  await page.locator('.balance-bar').getByRole('button', { name: 'Submit' }).click();
  await page.screenshot({ path: `${out}/${width}-exit.png` });
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
  await shoot(page, `${width}-thanks`);
  await page.close();
}
for (const slug of ['housing-plan', 'projects', 'nope']) {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto(`${base}/s/riverton/${slug}${slug === 'housing-plan' ? '?preview=abc' : ''}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, `375-${slug}`);
  await page.close();
}
await browser.close();
