import type { APIRequestContext, Page } from '@playwright/test';
import { CONSOLE_OAUTH_CLIENT_ID, CONSOLE_OAUTH_SCOPE, type TTokenResponse } from '@commonpurse/domain';
import { E2E } from '../env.ts';
import { expect, test } from '../support/fixtures.ts';
import { createXssData, type TXssData } from '../support/xss-data.ts';
import { XSS_PAYLOADS } from '../support/xss-payloads.ts';
import { installXssTraps, runnableMarkup } from '../support/xss-traps.ts';

// Issue 16, "prove it holds" (decision 0559): the XSS corpus in every field the console and the public
// site render, then every page that renders them opened in Chromium. A payload that runs calls a trap;
// the live DOM is also searched for markup that would run on load, hover or click. The browser ignores
// any Content-Security-Policy (bypassCSP): what is proven is the escaping and the sanitizer, not CSP.

test.use({ bypassCSP: true, reducedMotion: 'no-preference' });
test.describe.configure({ mode: 'serial' });

let setup: APIRequestContext;
let data: TXssData;
const executions: string[] = [];
const runnable: string[] = [];
const visited = new Set<string>();
let setupSeconds = 0;
let accessToken = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  setup = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  const response = await setup.post('/oauth/token', {
    data: {
      grant_type: 'password',
      username: E2E.admin.email,
      password: E2E.admin.password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
      scope: CONSOLE_OAUTH_SCOPE,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  accessToken = ((await response.json()) as TTokenResponse).access_token;
  const started = Date.now();
  data = await createXssData(setup, accessToken);
  setupSeconds = (Date.now() - started) / 1000;
});

test.afterAll(async () => {
  await data?.restore();
  await setup?.dispose();
  console.info(
    `XSS proof: ${XSS_PAYLOADS.length} payloads, ${data?.fields.size ?? 0} fields, ${visited.size} pages ` +
      `visited, ${executions.length} executions, ${runnable.length} runnable markup found ` +
      `(data set up in ${setupSeconds.toFixed(1)} s)`,
  );
});

/**
 * Waits until the page shows `expected` (a payload, as text: the data it is checked on was rendered),
 * then searches its DOM. `open` navigates or acts first.
 */
async function check(page: Page, label: string, expected: string | RegExp, open?: () => Promise<unknown>) {
  if (open) await open();
  await expect(page.getByText(expected).first(), `${label} shows its payloads as text`).toBeVisible({
    timeout: 15_000,
  });
  visited.add(label);
  runnable.push(...(await runnableMarkup(page)).map((hit) => `${label}: ${hit}`));
}

/** A console route opened by the app's own router (no reload of the bundle: faster on 2 cores). */
const routeTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Opens a console route in the app and checks it. An unknown route first, until `expected` is gone: the
 * previous page often shows the same payload, and must not pass the check for the next one.
 */
async function checkInApp(page: Page, label: string, expected: string, path: string) {
  await routeTo(page, '/xss-between-pages');
  await expect(page.getByText(expected)).toHaveCount(0);
  await check(page, label, expected, () => routeTo(page, path));
}

test.beforeEach(async ({ page }) => {
  await installXssTraps(page, executions);
});

test.afterEach(() => {
  expect(executions, 'payloads that ran').toEqual([]);
  expect(runnable, 'runnable markup in the DOM').toEqual([]);
});

test('the console renders every payload inert', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  const { simulation, pb, receipt, meetingId, shown } = data;
  await signIn();
  await check(page, 'console dashboard', shown.client, () => page.goto('/dashboard'));
  const sim = `/simulations/${simulation.id}`;
  const pages: [string, string, string][] = [
    ['console simulations', shown.simulation, '/simulations'],
    ['console editor general', shown.simulation, `${sim}/general`],
    ['console editor revenue', shown.revenueCategory, `${sim}/revenue`],
    ['console editor spending', shown.category, `${sim}/spending`],
    ['console editor exit', shown.question, `${sim}/exit`],
    ['console editor impacts', shown.impact, `${sim}/impacts`],
    ['console editor tour', shown.category, `${sim}/tour`],
    ['console editor meetings', shown.meeting, `${sim}/meetings`],
  ];
  for (const [label, expected, path] of pages) await checkInApp(page, label, expected, path);

  // The map tab's shapes (event-handler payloads' items) show their item's name in a tooltip on hover.
  await checkInApp(page, 'console editor map', shown.simulation, `${sim}/simmap`);
  const shapes = page.locator('path.leaflet-interactive');
  // The map loads in its own chunk.
  await expect(shapes.first()).toBeVisible({ timeout: 15_000 });
  for (const shape of (await shapes.all()).slice(0, 5)) {
    await shape.hover({ force: true });
    await expect(page.locator('.leaflet-tooltip').last()).toBeVisible();
    runnable.push(...(await runnableMarkup(page)).map((hit) => `console map tooltip: ${hit}`));
  }

  await checkInApp(page, 'console analytics', shown.simulation, `/analytics/${simulation.id}`);
  // The comments table loads after the page's figures (a longer wait on a busy machine).
  await expect(page.getByRole('table', { name: "Residents' comments, newest first" })).toContainText(
    '__xss(',
    { timeout: 20_000 },
  );
  runnable.push(...(await runnableMarkup(page)).map((hit) => `console analytics comments: ${hit}`));
  const category = `/analytics/${simulation.id}/category/${simulation.categoryId}`;
  const more: [string, string, string][] = [
    ['console category analytics', shown.category, category],
    ['console item analytics', shown.item, `${category}/subcategory/${simulation.itemId}`],
    ['console prioritizations', shown.pb, '/pb'],
    ['console prioritization editor', shown.pb, `/pb/${pb.id}`],
    ['console PB results', shown.project, `/analytics/${pb.id}`],
    ['console receipts', shown.receipt, '/receipts'],
    ['console receipt editor', shown.receipt, `/receipts/${receipt.id}`],
  ];
  for (const [label, expected, path] of more) {
    await checkInApp(page, label, expected, path);
    if (path === `/pb/${pb.id}`)
      await check(page, 'console prioritization projects', shown.project, () =>
        page.getByRole('tab', { name: 'Items' }).click(),
      );
  }
  await expect(page.getByRole('tab').first()).toBeVisible();
  for (const tab of await page.getByRole('tab').all()) {
    const name = (await tab.textContent()) ?? '';
    await tab.click();
    visited.add(`console receipt editor ${name}`);
    runnable.push(...(await runnableMarkup(page)).map((hit) => `receipt tab ${name}: ${hit}`));
  }
  await checkInApp(page, 'console meetings', shown.meeting, '/meetings');
  await checkInApp(page, 'console meeting editor', shown.meeting, `/meetings/${meetingId}`);
  // The user's names show in the header of every page; the account page is opened on its own.
  await check(page, 'console account', shown.user, () => page.goto('/profile'));
});

test('the public site renders every payload inert', async ({ page }) => {
  test.setTimeout(90_000);
  const { simulation, pb, receipt, meetingId, shown } = data;
  // The entry texts are rich text: what the sanitizer left of the payloads shows as text.
  await check(page, 'public simulation entry', /__xss\(/, () => page.goto(`/s/demo/${simulation.slug}`));
  await check(page, 'public simulation', shown.item, () =>
    page.getByRole('button', { name: 'Get Started' }).click(),
  );
  // Item dialogs (details, more details, the scenario's options; item n's details are payload n + 1).
  for (const n of [0, 1, 2]) {
    await page.getByRole('button', { name: XSS_PAYLOADS[n]!.payload, exact: true }).first().click();
    await check(page, `public item dialog ${n}`, XSS_PAYLOADS[n + 1]!.payload);
    await page.keyboard.press('Escape');
  }
  // The map's shapes show their item's name in a tooltip on hover.
  for (const shape of (await page.locator('path.leaflet-interactive').all()).slice(0, 3)) {
    await shape.hover({ force: true });
    runnable.push(...(await runnableMarkup(page)).map((hit) => `public map tooltip: ${hit}`));
  }
  // The exit screen: the exit questions and their options, the closing text.
  await check(page, 'public simulation exit', shown.question, () =>
    page.getByRole('region', { name: 'Submit' }).getByRole('button', { name: 'Submit' }).click(),
  );
  const pages: [string, string, string][] = [
    ['public ballot', shown.project, `/s/demo/${pb.slug}`],
    ['public receipt', shown.receipt, `/s/demo/${receipt.slug}`],
    ['public meeting', shown.meeting, `/s/demo/meetings/${meetingId}`],
    ['public meeting facilitator', shown.meeting, `/s/demo/meetings/${meetingId}/facilitator`],
    ['public meeting printable results', shown.meeting, `/s/demo/meetings/${meetingId}/results`],
  ];
  for (const [label, expected, path] of pages) await check(page, label, expected, () => page.goto(path));
});

test('addresses reflected into the server-written page data stay data', async ({ page }) => {
  // The server writes the address's slug and ?preview= token into the page's bootstrap JSON (decision
  // 0557): a `</script>` there must not end the element. Not stored data: whatever a link carries. (The
  // server keeps only base64url tokens today; jsonForScript itself is unit-tested in lib/html.test.ts.)
  const breakouts = XSS_PAYLOADS.filter((p) => p.family === 'JSON and script-data breakouts').slice(0, 3);
  for (const { id, payload } of breakouts) {
    const token = encodeURIComponent(payload);
    for (const path of [`/s/demo/${data.simulation.slug}?preview=${token}`, `/s/demo/${token}`]) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      visited.add(
        `reflected ${id}: ${path.startsWith(`/s/demo/${data.simulation.slug}`) ? 'preview' : 'slug'}`,
      );
      runnable.push(...(await runnableMarkup(page)).map((hit) => `reflected ${id}: ${hit}`));
    }
  }
});

test('exports carry the payloads as data in files to download, never as a page', async () => {
  const { simulation, pb, receipt } = data;
  const exports = [
    `/v1/admin/budgets/${simulation.id}/submissions/export`,
    `/v1/admin/budgets/${simulation.id}/expenses/export`,
    `/v1/admin/receipts/${receipt.id}/expense-export`,
    `/v1/admin/budgets/${pb.id}/ballots/export?format=pabulib`,
  ];
  for (const url of exports) {
    const response = await setup.get(url, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^text\/(csv|plain)/);
    expect(response.headers()['content-disposition'], url).toMatch(/^attachment/);
    expect(await response.text(), url).toMatch(/__xss\(|alert\(|prompt\(/);
  }
});
