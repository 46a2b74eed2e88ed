// Takes the README's screenshots from a running server: `npx tsx scripts/screenshots.ts [baseUrl]`.
// Signs in with DEMO_ADMIN_EMAIL / DEMO_ADMIN_PASSWORD.
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const email = process.env.DEMO_ADMIN_EMAIL;
const password = process.env.DEMO_ADMIN_PASSWORD;
if (!email || !password) throw new Error('Set DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
const shot = (name: string) => page.screenshot({ path: `docs/screenshots/${name}.png` });

await page.goto(`${baseUrl}/login`);
await page.getByRole('button', { name: 'Login' }).click();
await shot('login-errors');
await page.getByLabel('E-mail Address').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/\/dashboard$/);
await page.getByText(/Once you have an active/).waitFor();
await shot('dashboard');
await page.getByRole('button', { name: /switch publisher/i }).click();
await page.getByText(/publishers found/).waitFor();
await shot('publisher-switcher');
await page.keyboard.press('Escape');
await page.setViewportSize({ width: 390, height: 760 });
await page.reload();
await page.getByText(/Once you have an active/).waitFor();
await shot('dashboard-phone');
await browser.close();
console.info('Screenshots written to docs/screenshots/');
