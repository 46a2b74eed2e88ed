import { ROUTE_TITLES } from '@commonpurse/domain/console';
import { adminApi } from '../support/api.ts';
import { wcagViolations } from '../support/axe.ts';
import { demoLogin } from '../support/demo-logins.ts';
import { apiTokens, expect, test } from '../support/fixtures.ts';
import { E2E } from '../env.ts';

// Renaming and reading two pages take about 25 s on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const CHANGE = "Name: 'E2E Audited Plan' → 'E2E Audited Plan 2027'";

test('staff rename a simulation in the editor and see the change in its History', async ({
  page,
  signIn,
}) => {
  const { access_token } = await signIn();
  const renamedId = await adminApi(page.request, access_token).createSimulation({
    name: 'E2E Audited Plan',
  });

  await page.goto(`/simulations/${renamedId}`);
  await page.getByRole('button', { name: 'Edit name' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('E2E Audited Plan 2027');
  await name.press('Enter');
  await expect(page.getByRole('heading', { name: 'E2E Audited Plan 2027' })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('cell', { name: CHANGE })).toBeVisible();
  await expect(table).toContainText(E2E.admin.email);
  expect(await wcagViolations(page)).toEqual([]);
});

test('a superadmin finds a staff rename on the Audit Trail page', async ({ page, signIn }) => {
  // Its own rename, through the API as the staff member (the test above does it in the editor).
  const { access_token } = await apiTokens(page.request, E2E.admin.email, E2E.admin.password);
  const staff = adminApi(page.request, access_token);
  const renamedId = await staff.createSimulation({ name: 'E2E Audited Plan' });
  await staff.patchSimulation(renamedId, { name: 'E2E Audited Plan 2027' });
  const superadmin = await demoLogin('superadmin@commonpurse.example');
  await signIn(superadmin.email, superadmin.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveTitle(`${ROUTE_TITLES.audit} | Commonpurse`);
  await page.getByLabel('Simulation id').fill(String(renamedId));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('cell', { name: CHANGE })).toBeVisible();
  await expect(table).toContainText(E2E.admin.email);
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/e2e/screens/audit-page.png', fullPage: true });
});
