import { AUTH_MESSAGES } from '@commonpurse/domain';
import { AUTH_LABELS, SHELL_TEXT } from '@commonpurse/domain/console';
import { expect, test } from '../support/fixtures.ts';
import { E2E } from '../env.ts';

test('a wrong password is refused, then the right one signs in and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Account Login | Commonpurse');
  await expect(page.getByRole('heading', { name: AUTH_LABELS.loginHeading })).toBeVisible();

  await page.getByRole('button', { name: AUTH_LABELS.login }).click();
  await expect(page.getByText(AUTH_MESSAGES.correctErrors)).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.emailRequired)).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible();

  await page.getByLabel(AUTH_LABELS.email).fill(E2E.admin.email);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: AUTH_LABELS.login }).click();
  await expect(page.getByText(AUTH_MESSAGES.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(E2E.admin.password);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard | Commonpurse');
  await expect(page.getByText(SHELL_TEXT.welcome('Dana'))).toBeVisible();
  await expect(page.getByText(SHELL_TEXT.administratorFor('City of Riverton'))).toBeVisible();
  // The demo city has Active simulations: the dashboard shows one (its empty state is a component test).
  await expect(page.getByRole('combobox', { name: 'Simulation' })).toBeVisible({ timeout: 30_000 });
});

test('a guest asking for /simulations signs in and is sent back there', async ({ page }) => {
  await page.goto('/simulations?status=active');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsimulations%3Fstatus%3Dactive$/);
  await page.getByLabel(AUTH_LABELS.email).fill(E2E.admin.email);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(E2E.admin.password);
  await page.getByRole('button', { name: AUTH_LABELS.login }).click();
  await expect(page).toHaveURL(/\/simulations\?status=active$/);
});

test('a signed-in user on /login goes to the dashboard, and logging out returns to the login', async ({
  page,
  signInNewSession,
}) => {
  await signInNewSession();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: SHELL_TEXT.welcome('Dana') }).click();
  await page.getByRole('menuitem', { name: SHELL_TEXT.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you requested was not found')).toBeVisible();
});
