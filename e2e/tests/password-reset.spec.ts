import { AUTH_MESSAGES } from '@commonpurse/domain';
import { AUTH_LABELS } from '@commonpurse/domain/console';
import { expect, test } from '../support/fixtures.ts';
import { E2E } from '../env.ts';
import { newMailTo, outboxSnapshot } from '../support/outbox.ts';

const county = { email: 'admin@lakeside.example', newPassword: 'Lakeside-2026' };

test('forgot password, follow the e-mailed link, reset, then sign in with the new password', async ({
  page,
}) => {
  const before = await outboxSnapshot();
  await page.goto('/login');
  await page.getByRole('link', { name: AUTH_LABELS.forgotLink }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole('heading', { name: AUTH_LABELS.forgotHeading })).toBeVisible();
  await page.getByLabel(AUTH_LABELS.email).fill(county.email);
  await page.getByRole('button', { name: AUTH_LABELS.submit }).click();
  await expect(page.getByText(AUTH_MESSAGES.forgotSuccess)).toBeVisible();

  const mail = await newMailTo(county.email, before);
  const link = mail.links.find((l) => l.includes('/reset?'));
  expect(link, mail.text).toBeDefined();
  expect(link!.startsWith(E2E.baseUrl)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: AUTH_LABELS.resetHeading })).toBeVisible();
  await expect(page.getByLabel(AUTH_LABELS.email)).toHaveValue(county.email);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(county.newPassword);
  await page.getByLabel(AUTH_LABELS.confirmPassword, { exact: true }).fill('Something-else');
  await page.getByRole('button', { name: AUTH_LABELS.submit }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordsMustMatch)).toBeVisible();

  await page.getByLabel(AUTH_LABELS.confirmPassword, { exact: true }).fill(county.newPassword);
  await page.getByLabel(AUTH_LABELS.confirmPassword, { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login\?reset=1/);
  await expect(page.getByText(AUTH_MESSAGES.resetSuccess)).toBeVisible();
  await expect(page.getByLabel(AUTH_LABELS.email)).toHaveValue(county.email);

  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill(county.newPassword);
  await page.getByRole('button', { name: AUTH_LABELS.login }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single use.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link!);
  await page.getByLabel(AUTH_LABELS.password, { exact: true }).fill('Another-2026');
  await page.getByLabel(AUTH_LABELS.confirmPassword, { exact: true }).fill('Another-2026');
  await page.getByRole('button', { name: AUTH_LABELS.submit }).click();
  await expect(page.getByText(AUTH_MESSAGES.requestFailed)).toBeVisible();
});
