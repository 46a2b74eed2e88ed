import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { SHELL_TEXT } from '@commonpurse/domain/console';
import { expect, test } from '../support/fixtures.ts';
import { demoLogin } from '../support/demo-logins.ts';

test('a superadmin impersonates a county administrator through /i', async ({ page }) => {
  const superadmin = await demoLogin('superadmin@commonpurse.example');
  const tokens = await page.request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      username: superadmin.email,
      password: superadmin.password,
      client_id: CONSOLE_OAUTH_CLIENT_ID,
    },
  });
  expect(tokens.status()).toBe(200);
  const created = await page.request.post('/v1/admin/impersonations', {
    headers: { authorization: `Bearer ${(await tokens.json()).access_token}` },
    data: { email: 'admin@lakeside.example' },
  });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()).data as { url: string };

  await page.goto(url);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/You are impersonating/)).toBeVisible();
  await expect(page.getByText(SHELL_TEXT.administratorFor('Lakeside County'))).toBeVisible();
  // The new-style header (publisher selector) is off while impersonating.
  await expect(page.getByRole('button', { name: /switch publisher/i })).toHaveCount(0);

  // The link is single use.
  await page.goto('/logout');
  await page.goto(url);
  await expect(page).not.toHaveURL(/\/dashboard$/);
});

test('a session revoked on the server sends the console to the login page', async ({
  page,
  signInNewSession,
}) => {
  const tokens = await signInNewSession();
  await page.goto('/dashboard');
  await expect(page.getByText(SHELL_TEXT.welcome('Dana'))).toBeVisible();
  const revoked = await page.request.post('/v1/logout', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(revoked.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});
