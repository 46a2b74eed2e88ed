import type { TSimulationSummary } from '@commonpurse/domain';
import type { TMeetingResults } from '@commonpurse/domain/public';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { wcagViolations } from '../support/axe.ts';

// Issue 15 end to end: a meeting created from the simulation's Meetings tab on part of the budget; a
// resident in the room takes it on one browser, the facilitator's screen on another follows without a
// reload. Every screen and dialog is checked by axe at every impact. Names are unique per run, so a
// retry on the same database passes.

const step = (page: Page, item: string) =>
  page.getByRole('button', { name: new RegExp(`^Increase ${item} by`) });
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test('a meeting on part of the budget: a resident submits, the facilitator sees it live', async ({
  page,
  signIn,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const NAME = `E2E Ward Meeting ${Date.now().toString(36)}`;
  const row = () => page.getByRole('row', { name: new RegExp(`^${NAME}`) });
  const { access_token } = await signIn();
  const list = await page.request.get('/v1/admin/budgets?per_page=1000', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const simulation = ((await list.json()) as { data: TSimulationSummary[] }).data.find(
    (s) => s.slug === 'budget-challenge',
  )!;

  // The simulation's Meetings tab: create, then the editor.
  await page.goto(`/simulations/${simulation.id}#meetings`);
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Meeting' });
  await create.getByRole('textbox', { name: 'Meeting Name' }).fill(NAME);
  expect(await wcagViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/);
  const meetingId = Number(/\/meetings\/(\d+)$/.exec(page.url())![1]);
  await expect(page).toHaveTitle('Edit Meeting | Commonpurse');

  // Nothing chosen: 'No Categories Selected', kept editing.
  await page.getByRole('checkbox', { name: 'Use entire budget?' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const none = page.getByRole('dialog', { name: 'No Categories Selected' });
  await expect(none).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await none.getByRole('button', { name: 'Cancel' }).click();
  await expect(none).toBeHidden();

  // Only the Taxes category: its three items.
  await page.getByRole('checkbox', { name: 'Taxes', exact: true }).check();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Check Your Meeting' });
  await expect(check.getByText('3 selected items:')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await check.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(page.getByText('The meeting was successfully saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/simulations/${simulation.id}#meetings$`));
  await expect(row()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.goto('/meetings');
  await expect(row()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // The row's public screens: the results view is one of them.
  await page.getByRole('button', { name: NAME, exact: true }).click();
  const results = page.getByRole('link', { name: 'Open Results View (opens in a new window)' });
  expect(await results.getAttribute('href')).toMatch(new RegExp(`/meetings/${meetingId}/results$`));

  // With no Active simulation, Create Meeting says so (the simulations answer as if none were).
  const simulations = (url: URL) => url.pathname === '/v1/admin/budgets';
  await page.route(simulations, (route) => route.fulfill({ json: { data: [], meta: {} } }));
  await page.getByRole('button', { name: 'Create Meeting' }).click();
  const noActive = page.getByRole('dialog', { name: 'No Active Simulations Found' });
  await expect(noActive).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await noActive.getByRole('button', { name: 'OK' }).click();
  await expect(noActive).toBeHidden();
  await page.unroute(simulations);

  // The facilitator's screen on its own browser context.
  const base = testInfo.project.use.baseURL;
  const facilitatorContext = await browser.newContext({ baseURL: base });
  const facilitator = await facilitatorContext.newPage();
  await facilitator.goto(`/s/demo/meetings/${meetingId}/facilitator`);
  await expect(facilitator.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(figure(facilitator, 'Submitted')).toHaveText('0');
  expect(await wcagViolations(facilitator)).toEqual([]);

  // A resident in the room: only the meeting's items; one property-tax step, then submit.
  const residentContext = await browser.newContext({ baseURL: base });
  const resident = await residentContext.newPage();
  await resident.goto(`/s/demo/meetings/${meetingId}`);
  await resident.getByLabel(/How long have you lived in Riverton/).selectOption('5_to_15');
  await resident.getByRole('button', { name: 'Get Started' }).click();
  await expect(step(resident, 'Property Tax')).toBeVisible();
  await expect(step(resident, 'Police')).toHaveCount(0);
  await expect(figure(facilitator, 'Joined')).toHaveText('1');
  expect(await wcagViolations(resident)).toEqual([]);

  // A reload in the same browser is the same resident.
  const visit = resident.waitForResponse((r) => r.url().endsWith('/visits') && r.status() === 201);
  await resident.reload();
  await visit;
  const figures = await resident.request.get(`/v1/public/sites/demo/meetings/${meetingId}/results`);
  expect(((await figures.json()) as { data: TMeetingResults }).data.participants.joined).toBe(1);
  await expect(figure(facilitator, 'Joined')).toHaveText('1');
  const started = resident.getByRole('button', { name: 'Get Started' });
  await expect(step(resident, 'Property Tax').or(started).first()).toBeVisible();
  if (await started.isVisible()) {
    await resident.getByLabel(/How long have you lived in Riverton/).selectOption('5_to_15');
    await started.click();
  }
  await step(resident, 'Property Tax').click();
  await resident.locator('.balance-bar').getByRole('button', { name: 'Submit' }).click();
  await expect(resident.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
  await resident.getByRole('button', { name: 'Finish' }).click();
  await expect(resident.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // Live: the facilitator's figures follow without a reload.
  await expect(figure(facilitator, 'Submitted')).toHaveText('1', { timeout: 15_000 });
  await expect(facilitator.getByRole('row', { name: /Property Tax/ })).toContainText('$50,000,000');
  await facilitator.screenshot({ path: 'test-results/e2e/screens/meeting-facilitator.png', fullPage: true });

  // The printable results, linked from the facilitator's screen: the same figures, as they stand.
  await facilitator.getByRole('link', { name: 'Printable results' }).click();
  await expect(facilitator).toHaveURL(new RegExp(`/meetings/${meetingId}/results$`));
  await expect(facilitator.getByRole('row', { name: /Property Tax/ })).toContainText('$50,000,000');
  expect(await wcagViolations(facilitator)).toEqual([]);
  await residentContext.close();
  await facilitatorContext.close();

  // 'Delete this meeting?', then the meeting is gone.
  await page.reload();
  await page.getByRole('button', { name: NAME, exact: true }).click();
  await page
    .getByRole('group', { name: `Actions for ${NAME}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  const remove = page.getByRole('dialog', { name: 'Delete this meeting?' });
  await expect(remove).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The meeting was successfully deleted.')).toBeVisible();
  await expect(row()).toHaveCount(0);
});
