import { MAP_LABELS, type TSimulationSummary } from '@commonpurse/domain';
import type { Page } from '@playwright/test';
import { collectViolations, takeReports } from '../support/csp.ts';
import { expect, test } from '../support/fixtures.ts';

// Each screen of the console and of the public site runs under the server's Content-Security-Policy in
// Chromium without a single violation (decision 0541): what the browser refused is what this collects.

/** Opens a page, checks it has a policy, lets it settle and answers what it was refused. */
async function visit(page: Page, violations: string[], path: string, ready: () => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await ready().catch((error: unknown) => {
    throw new Error(`${path} did not render; CSP violations: ${JSON.stringify(violations)}`, {
      cause: error,
    });
  });
  await page.waitForLoadState('networkidle');
  return violations.splice(0);
}

test('the console and the residents’ pages run under their Content-Security-Policy without a violation', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const violations = await collectViolations(page);

  expect(
    await visit(page, violations, '/login', () =>
      expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible(),
    ),
  ).toEqual([]);
  // The form's zod schema runs (jitless: no eval probe).
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(violations.splice(0)).toEqual([]);

  // The collector works: an inline script the policy refuses is seen.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
  });
  await takeReports(violations);
  expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined();

  const { access_token } = await signIn();
  expect(
    await visit(page, violations, '/dashboard', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
    ),
  ).toEqual([]);

  // A simulation editor: its General tab (rich text) and its Map tab.
  const list = await request.get('/v1/admin/budgets?per_page=1000', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const demo = ((await list.json()) as { data: TSimulationSummary[] }).data.find(
    (s) => s.name === 'FY 2027 General Fund',
  );
  expect(demo, 'the demo simulation FY 2027 General Fund').toBeTruthy();
  expect(
    await visit(page, violations, `/simulations/${demo!.id}/general`, () =>
      expect(page.getByRole('tab', { name: /general/i })).toBeVisible({ timeout: 20_000 }),
    ),
  ).toEqual([]);
  expect(
    await visit(page, violations, `/simulations/${demo!.id}/simmap`, () =>
      expect(page.getByRole('heading', { name: MAP_LABELS.tab, exact: true })).toBeVisible({
        timeout: 20_000,
      }),
    ),
  ).toEqual([]);

  // The residents' pages (path form): a budget simulation, a prioritization ballot, a taxpayer receipt.
  expect(
    await visit(page, violations, '/s/demo/budget-challenge', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    ),
  ).toEqual([]);
  await page.getByLabel(/How long have you lived in Riverton/).selectOption('5_to_15');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riverton Budget Challenge 2027' })).toBeVisible();
  expect(violations.splice(0)).toEqual([]);

  expect(
    await visit(page, violations, '/s/demo/parks-2027', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    ),
  ).toEqual([]);
  expect(
    await visit(page, violations, '/s/demo/taxpayer-receipt', () =>
      expect(
        page.getByRole('textbox', { name: 'What you spend on taxable purchases in a year' }),
      ).toBeVisible(),
    ),
  ).toEqual([]);

  // The API's own documentation, under its own policy.
  expect(
    await visit(page, violations, '/docs', () =>
      expect(page.locator('.swagger-ui .info .title')).toContainText('Commonpurse API', {
        timeout: 30_000,
      }),
    ),
  ).toEqual([]);
});
