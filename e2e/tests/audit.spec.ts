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
  // Names of its own: until the filter applies, the list also shows the test above's rename.
  const renamedId = await staff.createSimulation({ name: 'E2E Trail Plan' });
  await staff.patchSimulation(renamedId, { name: 'E2E Trail Plan 2027' });
  const superadmin = await demoLogin('superadmin@commonpurse.example');
  await signIn(superadmin.email, superadmin.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveTitle(`${ROUTE_TITLES.audit} | Commonpurse`);
  await page.getByLabel('Simulation id').fill(String(renamedId));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(
    table.getByRole('cell', { name: "Name: 'E2E Trail Plan' → 'E2E Trail Plan 2027'" }),
  ).toBeVisible();
  // What changed, by the simulation's name rather than its id (decision 0572).
  await expect(table.getByRole('cell', { name: "Changed simulation 'E2E Trail Plan 2027'" })).toBeVisible();
  await expect(table).toContainText(E2E.admin.email);
  // The filter keeps only that simulation's records.
  await expect(table).not.toContainText('E2E Audited Plan');
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/e2e/screens/audit-page.png', fullPage: true });
});

test('help tooltips count screen visits without filling the Audit Trail', async ({ page, signIn }) => {
  // The staff member visits screens with help: each visit writes a page_visits_* counter (decision 0501).
  const { access_token } = await signIn();
  const headers = { authorization: `Bearer ${access_token}` };
  await page.goto('/simulations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(async () => {
      const meta = await page.request.get('/v1/users/me/meta', { headers });
      return Object.keys(((await meta.json()) as { data: Record<string, string> }).data);
    })
    .toContainEqual(expect.stringMatching(/^page_visits_/));

  // Not one of those writes is in the trail (decision 0570).
  const superadmin = await demoLogin('superadmin@commonpurse.example');
  const { access_token: superToken } = await apiTokens(page.request, superadmin.email, superadmin.password);
  for (const action of ['user_meta.insert', 'user_meta.update']) {
    const trail = await page.request.get(`/v1/admin/audit?action=${action}`, {
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(trail.ok(), await trail.text()).toBe(true);
    expect(((await trail.json()) as { meta: { total: number } }).meta.total, action).toBe(0);
  }
});

test('staff see a taxpayer receipt’s changes in its History tab', async ({ page, signIn }) => {
  const { access_token } = await signIn();
  const staff = adminApi(page.request, access_token);
  const receiptId = await staff.createReceipt({ name: 'E2E Audited Receipt' });
  await staff.patchReceipt(receiptId, { name: 'E2E Audited Receipt 2027' });

  await page.goto(`/receipts/${receiptId}`);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/#history$/);
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(
    table.getByRole('cell', { name: "Name: 'E2E Audited Receipt' → 'E2E Audited Receipt 2027'" }),
  ).toBeVisible();
  await expect(
    table.getByRole('cell', { name: "Changed receipt 'E2E Audited Receipt 2027'" }).first(),
  ).toBeVisible();
  await expect(table).toContainText(E2E.admin.email);
  expect(await wcagViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/e2e/screens/receipt-history.png', fullPage: true });
});
