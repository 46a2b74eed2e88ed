import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

for (const path of ['/login', '/forgot', '/reset', '/no-such-page']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the signed-in dashboard has no serious accessibility violations', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // With its charts drawn.
  await expect(page.getByRole('heading', { name: 'Top Referrers' })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the simulation list, create dialog and editor have no serious accessibility violations', async ({
  page,
  signIn,
}) => {
  // Three whole-page scans of the console's heaviest screens: over 30 s on a loaded two-core machine.
  test.slow();
  await signIn();
  await page.goto('/simulations');
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'FY 2026 Budget Balancer' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/pb');
  await page.getByRole('button', { name: 'Neighborhood Projects 2027' }).click();
  await page
    .getByRole('row', { name: 'Actions for Neighborhood Projects 2027' })
    .getByRole('link', { name: 'Edit' })
    .or(
      page
        .getByRole('row', { name: 'Actions for Neighborhood Projects 2027' })
        .getByRole('button', { name: 'Edit' }),
    )
    .click();
  await expect(page.getByRole('textbox', { name: 'Available Funds' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
