import { ACCOUNT_MESSAGES, SUPPORT_EMAIL, SUPPORT_PHONE } from '@commonpurse/domain';
import { adminApi } from '../support/api.ts';
import { wcagViolations } from '../support/axe.ts';
import { demoLogin } from '../support/demo-logins.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 15's My Account end to end: the profile saved, a logo uploaded and deleted, an integration
// token generated, copied, used and revoked; axe at every impact on the screen and its dialogs. It
// starts from no logo and no token, whatever an earlier run left, so a retry passes.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('My Account: profile, logo, and an integration token that stops working once revoked', async ({
  page,
  signIn,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { access_token } = await signIn();
  const api = adminApi(page.request, access_token);
  await api.remove('/v1/admin/clients/me/logo');
  await api.remove('/v1/admin/integrations/budget-software');
  await page.goto('/profile');
  await expect(page).toHaveTitle('My Account | Commonpurse');
  expect(await wcagViolations(page)).toEqual([]);

  // The profile: a last name (other specs greet Dana by her first) and the organisation's postal code,
  // another on each run so that there is always something to save.
  const postalCode = String(10_000 + (Date.now() % 90_000));
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Whitfield-Ortiz');
  await page.getByRole('textbox', { name: 'Postal Code' }).fill(postalCode);
  await page.getByRole('button', { name: 'Update Settings' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Whitfield-Ortiz');
  await expect(page.getByRole('textbox', { name: 'Postal Code' })).toHaveValue(postalCode);

  // The logo: uploaded, shown, then deleted after confirming.
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload Logo').click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your logo was successfully uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Logo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(page.getByText('Your logo was successfully deleted.')).toBeVisible();
  await expect(page.getByText('No logo yet: your public pages show your organization name.')).toBeVisible();

  // A token: shown once, copied, accepted by the integration API, refused once deleted.
  await page.getByRole('button', { name: 'Generate Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Integration Token' });
  const token = await dialog.getByRole('textbox', { name: 'Integration token' }).inputValue();
  expect(token).toMatch(/^cpi_/);
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied to clipboard successfully!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const integration = () =>
    page.request.get('/v1/integrations/budgets', { headers: { authorization: `Bearer ${token}` } });
  expect((await integration()).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete Token' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('The integration token was successfully deleted.')).toBeVisible();
  expect((await integration()).status()).toBe(401);
  expect(await wcagViolations(page)).toEqual([]);
});

test('the trial upgrade prompt, with the contact details', async ({ page, signIn }) => {
  const trial = await demoLogin('admin@maplegrove.example');
  await signIn(trial.email, trial.password);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const prompt = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(prompt.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
  await expect(prompt.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();
});
