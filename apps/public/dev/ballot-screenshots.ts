// Development only: screenshots of the ballot against the mock API (npm run dev:mock or preview:mock
// first). Usage: tsx apps/public/dev/ballot-screenshots.ts [outDir] [baseUrl]
import { chromium } from 'playwright-core';
import { shooter } from './shoot.ts';

const out = process.argv[2] ?? '/tmp/wt-page-shots';
const base = process.argv[3] ?? 'http://localhost:5174';
const shoot = shooter(out);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 740 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.info('console error:', m.text()));
  await page.goto(`${base}/s/riverton/projects`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, `${width}-pb-entry`);
  await page.getByLabel('Do you live in Riverton?').selectOption('resident');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('heading', { name: 'Riverton Community Projects 2026' }).waitFor();
  await page.getByRole('checkbox', { name: 'Choose Library roof' }).check();
  await page.getByRole('checkbox', { name: 'Choose Park lighting' }).check();
  await page.getByRole('checkbox', { name: 'Choose Community garden' }).check();
  await shoot(page, `${width}-pb-sm`);
  await page.getByRole('button', { name: 'Move Community garden up' }).click();
  await page.getByRole('radio', { name: 'List' }).check();
  await shoot(page, `${width}-pb-list`);
  await page.getByRole('radio', { name: 'Large tiles' }).check();
  await shoot(page, `${width}-pb-lg`);
  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await page.getByRole('heading', { name: 'Review your ballot' }).waitFor();
  await shoot(page, `${width}-pb-review`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Your ballot is in' }).waitFor();
  await shoot(page, `${width}-pb-receipt`);
  await context.close();
}
// Points with e-mail verification, at the narrowest supported width.
{
  const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
  await page.goto(`${base}/s/riverton/projects-points`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('checkbox', { name: 'Choose Library roof' }).check();
  await page.getByRole('checkbox', { name: 'Choose Bus shelters' }).check();
  await page.getByRole('button', { name: 'One more point for Library roof' }).click();
  await shoot(page, '320-projects-points');
  await page.getByRole('button', { name: 'Review my ballot' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('E-mail address').fill('nope');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText('Please enter a valid e-mail address.').first().waitFor();
  await shoot(page, '320-projects-points-verify');
  await page.close();
}
for (const [slug, width] of [
  ['projects-results', 1280],
  ['projects-results', 375],
  ['projects-codes', 1280],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 740 } });
  await page.goto(`${base}/s/riverton/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, `${width}-${slug}`);
  await page.close();
}
await browser.close();
