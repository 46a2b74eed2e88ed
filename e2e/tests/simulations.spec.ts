import {
  SIMULATION_MESSAGES,
  counterLabel,
  type TCategoryView,
  type TSimulationView,
} from '@commonpurse/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { adminApi } from '../support/api.ts';
import { trackWrites } from '../support/drag.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The list row of a simulation (not its actions row). */
const dataRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${escape(name)}`) });
/** The actions row under a simulation's row. */
const actionsRow = (page: Page, name: string) => page.getByRole('row', { name: `Actions for ${name}` });

/** Expands a simulation's row and answers its actions row. */
async function expandRow(page: Page, name: string) {
  await dataRow(page, name).getByRole('button', { name }).click();
  return actionsRow(page, name);
}

test('create a blank simulation, edit its general settings and find them after a reload', async ({
  page,
  signIn,
}) => {
  // Two full loads of the editor, a full-page screenshot and the list: near 30 s at load average 20+.
  test.setTimeout(60_000);
  await signIn();
  const writes = trackWrites(page);
  await page.goto('/simulations');
  await expect(page).toHaveTitle('Simulations | Commonpurse');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Simulation' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(SIMULATION_MESSAGES.nameRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Capital Plan');
  await dialog.getByRole('radio', { name: 'Start from Scratch' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/simulations\/\d+$/);
  await expect(page).toHaveTitle('Edit Simulation | Commonpurse');

  const adjustment = page.getByRole('textbox', { name: 'Adjustment Amount' });
  await adjustment.fill('$12,500');
  await adjustment.press('Tab');
  await expect(page.getByText('Saved').first()).toBeVisible();
  const slug = page.getByRole('textbox', { name: 'URL', exact: true });
  await slug.fill('has space');
  await expect(page.getByText('The URL cannot contain spaces')).toBeVisible();
  await slug.fill('e2e-capital-plan');
  await slug.press('Tab');
  await page.getByRole('textbox', { name: 'Admin Description' }).fill('Five-year capital plan.');
  await page.getByRole('textbox', { name: 'Admin Description' }).press('Tab');
  await page.getByRole('combobox', { name: 'Spending Chart' }).click();
  await page.getByRole('option', { name: 'Bar' }).click();
  const comments = page.getByRole('switch', { name: 'Allow comments' });
  const commentsBefore = await comments.isChecked();
  await comments.click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await writes.settled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Adjustment Amount' })).toHaveValue(/12,?500/);
  await expect(page.getByRole('textbox', { name: 'URL', exact: true })).toHaveValue('e2e-capital-plan');
  await expect(page.getByRole('textbox', { name: 'Admin Description' })).toHaveValue(
    'Five-year capital plan.',
  );
  await expect(page.getByRole('combobox', { name: 'Spending Chart' })).toHaveText('Bar');
  await expect(page.getByRole('switch', { name: 'Allow comments' })).toBeChecked({
    checked: !commentsBefore,
  });

  await page.screenshot({ path: 'test-results/e2e/screens/simulation-editor.png', fullPage: true });
  await page
    .getByRole('link', { name: /Simulations/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/simulations$/);
  await expect(dataRow(page, 'E2E Capital Plan')).toBeVisible();
});

test('activate, deactivate, archive and unarchive a simulation; filter the list', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/simulations');
  // The demo's budget challenge and housing plan (what residents open) are Active.
  await expect(page.getByText(counterLabel(2, 5, false))).toBeVisible();
  let actions = await expandRow(page, 'FY 2027 General Fund');
  await actions.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(SIMULATION_MESSAGES.activationConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(SIMULATION_MESSAGES.activated)).toBeVisible();
  await expect(page.getByText(counterLabel(3, 5, false))).toBeVisible();
  await expect(dataRow(page, 'FY 2027 General Fund')).toContainText('Active');
  await page.screenshot({ path: 'test-results/e2e/screens/simulation-list.png' });

  // An Active simulation's report downloads as CSV under the server's file name.
  const downloading = page.waitForEvent('download');
  await actionsRow(page, 'FY 2027 General Fund').getByRole('button', { name: 'Download Report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fy2027-submissions-\d{4}-\d\d-\d\d\.csv$/);

  actions = actionsRow(page, 'FY 2027 General Fund');
  if (!(await actions.getByRole('button', { name: 'Deactivate' }).isVisible()))
    actions = await expandRow(page, 'FY 2027 General Fund');
  await actions.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(SIMULATION_MESSAGES.deactivated)).toBeVisible();
  await expect(dataRow(page, 'FY 2027 General Fund')).toContainText('Inactive');

  await actions.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(SIMULATION_MESSAGES.archived)).toBeVisible();
  // All hides Archived; the Archived filter shows it.
  await expect(dataRow(page, 'FY 2027 General Fund')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(dataRow(page, 'FY 2026 Budget Balancer')).toHaveCount(0);
  actions = await expandRow(page, 'FY 2027 General Fund');
  await actions.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText(SIMULATION_MESSAGES.unarchived)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(dataRow(page, 'FY 2027 General Fund')).toContainText('Inactive');
});

test('start a simulation from a template: its categories come along', async ({ page, signIn, request }) => {
  const tokens = await signIn();
  await page.goto('/simulations');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Simulation' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E From Template');
  await dialog.getByRole('radio', { name: 'Start from a Template' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(SIMULATION_MESSAGES.templateSourceRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'School District Budget' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/simulations\/\d+$/);
  const id = Number(/\/simulations\/(\d+)$/.exec(page.url())![1]);

  const copy = await request.get(`/v1/admin/budgets/${id}?include=expenses,expenses.subcategories,revenue`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const data = (await copy.json()).data as TSimulationView & {
    expenses: TCategoryView[];
    revenue: TCategoryView[];
  };
  expect(data).toMatchObject({ name: 'E2E From Template', status: 'new' });
  expect(data.expenses.map((c) => c.name)).toEqual([
    'Instruction',
    'Student Support',
    'Operations',
    'Administration',
  ]);
  expect(data.revenue).toHaveLength(3);
});

test('delete a New simulation after confirming', async ({ page, signIn, request }) => {
  const tokens = await signIn();
  await adminApi(request, tokens.access_token).createSimulation({ name: 'E2E Throwaway' });
  await page.goto('/simulations');
  const actions = await expandRow(page, 'E2E Throwaway');
  await actions.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(SIMULATION_MESSAGES.deleted)).toBeVisible();
  await expect(dataRow(page, 'E2E Throwaway')).toHaveCount(0);
});

test('create a prioritization, and meet the licence limit when activating one too many', async ({
  page,
  signIn,
  request,
}) => {
  const tokens = await signIn();
  await page.goto('/pb');
  await expect(page).toHaveTitle('Prioritizations | Commonpurse');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a Prioritization' });
  await expect(dialog.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Park Projects');
  await dialog.getByRole('radio', { name: 'Start from Scratch' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/pb\/\d+/);
  await expect(page.getByRole('textbox', { name: 'Available Funds' })).toBeVisible();

  // Fill the three prioritization licences through the API (the seeded Parks & Streets 2027 holds one).
  const api = adminApi(request, tokens.access_token);
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const id = await api.createSimulation({ name: `E2E Licence Filler ${n}`, is_pb: true });
    await api.patchSimulation(id, { slug: `e2e-filler-${n}` });
    await api.patchSimulation(id, { status: 'active' });
    ids.push(id);
  }
  await page.goto('/pb');
  await expect(page.getByText(counterLabel(3, 3, true))).toBeVisible();
  const actions = await expandRow(page, 'Neighborhood Projects 2027');
  await actions.getByRole('button', { name: 'Activate' }).click();
  const full = page.getByRole('dialog');
  await expect(full.getByText(SIMULATION_MESSAGES.licenceFullPbTitle)).toBeVisible();
  await expect(full.getByText(SIMULATION_MESSAGES.licenceFullPb)).toBeVisible();
  await full.getByRole('button', { name: /OK|Close/ }).click();

  for (const id of ids) await api.patchSimulation(id, { status: 'inactive' });
});
