import { parse } from 'csv-parse/sync';
import { PUBLIC_MESSAGES, type TPublicSimulation } from '@commonpurse/domain/public';
import type { TSimulationSummary, TSimulationView } from '@commonpurse/domain';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

// A resident takes the demo's Active budget simulation on the public site (path form, no DNS), and what
// they did is read back through the admin API's submissions export (the e2e cannot open PGlite).

const SLUG = 'budget-challenge';
const PAGE = `/s/demo/${SLUG}`;
const TITLE = 'Riverton Budget Challenge 2027';

/** The balance bar's words: "Balance Deficit $205,000". */
const balanceText = async (page: Page) =>
  ((await page.locator('.balance-text').textContent()) ?? '').replace(/\s+/g, ' ').trim();
const amountOf = (page: Page, item: string) => page.getByRole('textbox', { name: `Amount for ${item}` });
const step = (page: Page, direction: 'Increase' | 'Decrease', item: string) =>
  page.getByRole('button', { name: new RegExp(`^${direction} ${item.replace(/[&]/g, '\\$&')} by`) });

/** The public API's writes the page makes (visits, clicks, submissions). */
function publicWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/v1/public/')) writes.push(r);
  });
  return writes;
}

async function exportRows(request: APIRequestContext, token: string, budgetId: number) {
  const response = await request.get(`/v1/admin/budgets/${budgetId}/submissions/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return parse(await response.text(), { columns: true, bom: true }) as Record<string, string>[];
}

test('a resident takes the demo budget: entry, +/- by mouse and keyboard, a scenario, a refused deficit, submit; the export has it all', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(60_000);
  const writes = publicWrites(page);
  await page.goto(PAGE);

  // Entry screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Balance the Budget' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/How long have you lived in Riverton/).selectOption('5_to_15');
  await page.getByRole('button', { name: 'Get Started' }).click();

  // The budget: a deficit of $800,000.
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect.poll(() => balanceText(page)).toBe('Balance Deficit $800,000');
  expect(await seriousViolations(page)).toEqual([]);

  // By mouse: Fire & EMS up one step (1 %: $290,000), Police down one ($385,000; its alert shows).
  await step(page, 'Increase', 'Fire & EMS').click();
  await step(page, 'Decrease', 'Police').click();
  await expect(amountOf(page, 'Fire & EMS')).toHaveValue('29,290,000');
  await expect(amountOf(page, 'Police')).toHaveValue('38,115,000');
  await expect(
    page.getByText('Cuts to patrol staffing may lengthen emergency response times.'),
  ).toBeVisible();

  // By keyboard: Parking Fees + (5 %: $160,000) with Enter, then with Space.
  await step(page, 'Increase', 'Parking Fees').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(amountOf(page, 'Parking Fees')).toHaveValue('3,520,000');

  // Direct entry by keyboard: Tab from its - button into City Administration's amount, type 5,100,000
  // (on its $50,000 grid; what is typed replaces the amount), Enter.
  await step(page, 'Decrease', 'City Administration').focus();
  await page.keyboard.press('Tab');
  await expect(amountOf(page, 'City Administration')).toBeFocused();
  await page.keyboard.type('5100000');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(amountOf(page, 'City Administration')).toHaveValue('5,100,000');

  // A scenario question: Library Hours, close on Mondays (-$280,000).
  await page.getByRole('radio', { name: /Close on Mondays/ }).check();
  await expect.poll(() => balanceText(page)).toBe('Balance Deficit $205,000');

  // An item's dialog, axe-clean while open, closed with Escape.
  await page.getByRole('button', { name: 'Fire & EMS', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Fire & EMS' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Five fire stations and the city’s ambulances.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 320 px wide: no horizontal scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A deficit is refused with the simulation's text (the default: no custom text is seeded).
  const submit = page.locator('.balance-bar').getByRole('button', { name: 'Submit' });
  await submit.click();
  const refusal = page.getByRole('alertdialog', { name: 'Before you submit' });
  await expect(refusal).toContainText(PUBLIC_MESSAGES.deficit);
  await refusal.getByRole('button', { name: 'Back to the budget' }).click();
  await expect(refusal).toBeHidden();

  // Balance: one property-tax step (+$2,000,000) leaves a surplus of $1,795,000.
  await step(page, 'Increase', 'Property Tax').click();
  await expect.poll(() => balanceText(page)).toBe('Balance Surplus $1,795,000');
  await submit.click();

  // Exit questions, then the thank-you screen.
  await expect(page.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
  const age = page.getByLabel('What is your age range?');
  await age.selectOption({ index: 2 });
  const ageValue = await age.inputValue();
  await page.getByLabel('What is your ZIP or postal code?').fill('97401');
  const submitted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/submissions'),
  );
  await page.getByRole('button', { name: 'Finish' }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(201);
  const { user_id: userId } = ((await answer.json()) as { data: { user_id: string } }).data;
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The visit first; the pending clicks went (by beacon) right before the submission.
  const sent = writes.map((r) => new URL(r.url()).pathname.split('/').pop());
  expect(sent[0]).toBe('visits');
  expect(sent.lastIndexOf('clicks')).toBeGreaterThan(0);
  expect(sent.lastIndexOf('clicks')).toBeLessThan(sent.indexOf('submissions'));

  // Read it back: the submissions export of this simulation.
  const { access_token } = await signIn();
  const sim = (await (await request.get(`/v1/public/sites/demo/budgets/${SLUG}`)).json()) as {
    data: TPublicSimulation;
  };
  const rows = await exportRows(request, access_token, sim.data.id);
  const row = rows.find((r) => r.user_id === userId);
  expect(row, `the submission ${userId} in the export`).toBeTruthy();
  expect(row).toMatchObject({
    device_type: 'desktop',
    increase_clicks: '4',
    decrease_clicks: '1',
    'Public Safety - Fire & EMS': '29290000',
    'Public Safety - Police': '38115000',
    'Fees & Grants - Parking Fees': '3520000',
    'Debt & Administration - City Administration': '5100000',
    'Taxes - Property Tax': '50000000',
    'Parks & Libraries - Library Hours': '4320000',
    'Parks & Libraries - Library Hours (choice)': 'Close on Mondays',
    years_in_riverton: '5_to_15',
    age_range: ageValue,
    balance: '1795000',
  });

  // Staff see it in the simulation's analytics: the cards count what the export holds.
  await page.goto(`/analytics/${sim.data.id}`);
  const card = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(card('Submissions')).toHaveText(String(rows.length));
  await expect(page.getByRole('table', { name: 'What residents submitted for each category' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a preview of a New simulation says Preview and records nothing', async ({ page, request, signIn }) => {
  const { access_token } = await signIn();
  const headers = { authorization: `Bearer ${access_token}` };
  const list = (await (await request.get('/v1/admin/budgets?per_page=1000', { headers })).json()) as {
    data: TSimulationSummary[];
  };
  const fresh = list.data.find((s) => s.name === 'FY 2027 General Fund' && s.status === 'new');
  expect(fresh, 'the demo New simulation FY 2027 General Fund').toBeTruthy();
  const view = (await (await request.get(`/v1/admin/budgets/${fresh!.id}`, { headers })).json()) as {
    data: TSimulationView;
  };
  const token = new URL(view.data.preview_url!).searchParams.get('preview');
  const before = await exportRows(request, access_token, fresh!.id);

  const writes = publicWrites(page);
  await page.goto(`/s/demo/${view.data.slug}?preview=${token}`);
  await expect(page.getByRole('note')).toContainText('Preview');
  const start = page.getByRole('button', { name: 'Get Started' });
  if (await start.isVisible()) await start.click();
  await page
    .getByRole('button', { name: /^Increase / })
    .first()
    .click();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.reload();
  await expect(page.getByRole('note')).toContainText('Preview');
  expect(writes.map((r) => r.url())).toEqual([]);
  expect(await exportRows(request, access_token, fresh!.id)).toHaveLength(before.length);
});

test('an unknown simulation is a friendly 404', async ({ page }) => {
  const response = await page.goto('/s/demo/no-such-simulation');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available' })).toBeVisible();
});
