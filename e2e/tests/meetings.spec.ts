import type { TSimulationSummary } from '@commonpurse/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

// Issue 15 end to end: a meeting created from the simulation's Meetings tab on part of the budget; a
// resident in the room takes it on one browser, the facilitator's screen on another follows without a
// reload.

const NAME = 'E2E Ward Meeting';

const step = (page: Page, item: string) =>
  page.getByRole('button', { name: new RegExp(`^Increase ${item} by`) });
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

test('a meeting on part of the budget: a resident submits, the facilitator sees it live', async ({
  page,
  signIn,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
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
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/meetings\/\d+$/);
  const meetingId = Number(/\/meetings\/(\d+)$/.exec(page.url())![1]);
  await expect(page).toHaveTitle('Edit Meeting | Commonpurse');

  // Only the Taxes category: its three items.
  await page.getByRole('checkbox', { name: 'Use entire budget?' }).uncheck();
  await page.getByRole('checkbox', { name: 'Taxes', exact: true }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Check Your Meeting' });
  await expect(check.getByText('3 selected items:')).toBeVisible();
  await check.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(page.getByText('The meeting was successfully saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/simulations/${simulation.id}#meetings$`));
  await expect(page.getByRole('row', { name: new RegExp(`^${NAME}`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/meetings');
  await expect(page.getByRole('row', { name: new RegExp(`^${NAME}`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The facilitator's screen on its own browser context.
  const base = testInfo.project.use.baseURL;
  const facilitatorContext = await browser.newContext({ baseURL: base });
  const facilitator = await facilitatorContext.newPage();
  await facilitator.goto(`/s/demo/meetings/${meetingId}/facilitator`);
  await expect(facilitator.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(figure(facilitator, 'Submitted')).toHaveText('0');
  expect(await seriousViolations(facilitator)).toEqual([]);

  // A resident in the room: only the meeting's items; one property-tax step, then submit.
  const residentContext = await browser.newContext({ baseURL: base });
  const resident = await residentContext.newPage();
  await resident.goto(`/s/demo/meetings/${meetingId}`);
  await resident.getByLabel(/How long have you lived in Riverton/).selectOption('5_to_15');
  await resident.getByRole('button', { name: 'Get Started' }).click();
  await expect(step(resident, 'Property Tax')).toBeVisible();
  await expect(step(resident, 'Police')).toHaveCount(0);
  await expect(figure(facilitator, 'Joined')).toHaveText('1');
  expect(await seriousViolations(resident)).toEqual([]);
  await step(resident, 'Property Tax').click();
  await resident.locator('.balance-bar').getByRole('button', { name: 'Submit' }).click();
  await expect(resident.getByRole('heading', { level: 1, name: 'A few more questions' })).toBeVisible();
  await resident.getByRole('button', { name: 'Finish' }).click();
  await expect(resident.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // Live: the facilitator's figures follow without a reload.
  await expect(figure(facilitator, 'Submitted')).toHaveText('1', { timeout: 15_000 });
  await expect(facilitator.getByRole('row', { name: /Property Tax/ })).toContainText('$50,000,000');
  await facilitator.screenshot({ path: 'test-results/e2e/screens/meeting-facilitator.png', fullPage: true });

  // The printable results: the same figures, as they stand.
  await facilitator.goto(`/s/demo/meetings/${meetingId}/results`);
  await expect(facilitator.getByRole('row', { name: /Property Tax/ })).toContainText('$50,000,000');
  expect(await seriousViolations(facilitator)).toEqual([]);
  await residentContext.close();
  await facilitatorContext.close();
});
