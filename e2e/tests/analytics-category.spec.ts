import { formatAnalyticsCurrency, formatNumber } from '@commonpurse/domain';
import {
  ITEM_ANALYTICS_LABELS as L,
  type TCategoryAnalytics,
  type TSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import type { TPublicItem, TPublicSimulation, TSubmissionInput } from '@commonpurse/domain/public';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { E2E } from '../env.ts';

// A resident's visit, clicks, comment and submission on the demo's Active budget simulation, all through
// the public API (as pb-results.spec.ts posts ballots); staff then open the category and subcategory
// analytics pages from the simulation's analytics page by clicking, and read the figures the admin API
// computed, with our resident's marks in them.

const SLUG = 'budget-challenge';
const CATEGORY = 'Public Safety';
const FIRE = 'Fire & EMS';
const LIBRARY = 'Library Hours';
const COMMENT = `More ambulances on the east side (${Date.now()})`;

/** The first look at a freshly loaded page. */
const LOAD = { timeout: 20_000 };

const money = (value: number | null) => (value === null ? '—' : formatAnalyticsCurrency(value));

/** The figure of a tile: the dd after its dt. */
const tile = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function residentSubmits(request: APIRequestContext, sim: TPublicSimulation) {
  const items = [...sim.expenses, ...sim.revenue].flatMap((c) => c.subcategories);
  const item = (name: string) => items.find((i) => i.name === name) as TPublicItem;
  const fire = item(FIRE);
  const library = item(LIBRARY);
  const option = library.question!.options.find((o) => o.title.startsWith('Close on Mondays'))!;
  const base = `/v1/public/budgets/${sim.id}`;
  const visit = await request.post(`${base}/visits`, { data: {} });
  expect(visit.status(), await visit.text()).toBe(201);
  const { visit_id } = ((await visit.json()) as { data: { visit_id: number } }).data;
  const clicks = await request.post(`${base}/clicks`, {
    data: {
      visit_id,
      clicks: [
        { subcategory_id: fire.id, kind: 'increase', count: 3 },
        { subcategory_id: fire.id, kind: 'info', count: 1 },
        { subcategory_id: fire.id, kind: 'details', count: 1 },
        { subcategory_id: library.id, kind: 'option', option_id: option.id, count: 1 },
      ],
    },
  });
  expect(clicks.status(), await clicks.text()).toBe(204);
  // The balanced budget of public-simulation.spec.ts: Fire & EMS +1 %, Police -1 %, Property Tax +$2M,
  // the library closed on Mondays.
  const body: TSubmissionInput = {
    visit_id,
    items: [
      { subcategory_id: fire.id, amount: 29_290_000 },
      { subcategory_id: item('Police').id, amount: 38_115_000 },
      { subcategory_id: item('Property Tax').id, amount: 50_000_000 },
      { subcategory_id: library.id, amount: library.amount + option.value },
    ],
    scenario: [{ subcategory_id: library.id, option_ids: [option.id] }],
    answers: sim.questions
      .filter((q) => q.is_required)
      .map((q) => ({ question_id: q.id, value: q.options?.[0]?.value ?? '97401' })),
    comments: [{ subcategory_id: fire.id, text: COMMENT }],
  };
  const submission = await request.post(`${base}/submissions`, { data: body });
  expect(submission.status(), await submission.text()).toBe(201);
}

test('staff open a category and a subcategory from the analytics page and read what a resident did; axe clean', async ({
  page,
  playwright,
  request,
  signIn,
}) => {
  // Each page load fetches its chunks and figures; axe reads every chart's table: generous on two cores.
  test.setTimeout(120_000);
  const { access_token } = await signIn();
  const sim = (
    (await (await request.get(`/v1/public/sites/demo/budgets/${SLUG}`)).json()) as { data: TPublicSimulation }
  ).data;
  const category = sim.expenses.find((c) => c.name === CATEGORY)!;
  const fireId = category.subcategories.find((i) => i.name === FIRE)!.id;
  const admin = async <T>(path: string) => {
    const response = await request.get(`/v1/admin/budgets/${sim.id}/categories/${path}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const before = await admin<TCategoryAnalytics>(`${category.id}/analytics`);

  // A resident of their own (no cookie shared with staff's page).
  const resident = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  await residentSubmits(resident, sim);
  await resident.dispose();

  const after = await admin<TCategoryAnalytics>(`${category.id}/analytics`);
  expect(after.submissions).toBe(before.submissions + 1);
  expect(after.increase_clicks).toBe(before.increase_clicks + 3);
  expect(after.comments.map((c) => c.text)).toContain(COMMENT);

  // From the simulation's analytics page to the category's, by clicking its name.
  await page.goto(`/analytics/${sim.id}`);
  await page
    .getByRole('table', { name: 'What residents submitted for each category' })
    .getByRole('link', { name: CATEGORY })
    .click();
  await expect(page).toHaveURL(`/analytics/${sim.id}/category/${category.id}`, LOAD);
  await expect(page.getByRole('heading', { level: 2, name: CATEGORY })).toBeVisible(LOAD);
  await expect(page).toHaveTitle(/^Category Analytics \|/);
  await expect(page.getByRole('navigation', { name: L.breadcrumbs }).getByRole('link')).toHaveText([
    sim.name,
  ]);
  await expect(tile(page, L.tiles.totalBudgeted)).toHaveText(money(after.total));
  await expect(tile(page, L.tiles.averageSubmitted)).toHaveText(money(after.average_submitted_amount));
  await expect(tile(page, L.tiles.aggregateClicks)).toHaveText(
    formatNumber(after.increase_clicks + after.decrease_clicks, 0),
  );
  await expect(tile(page, L.tiles.infoClicks)).toHaveText(formatNumber(after.info_clicks, 0));
  const table = page.getByRole('table', { name: L.subcategoriesCaption });
  await expect(table.getByRole('rowheader')).toHaveText(after.subcategories.map((s) => s.name));
  // Sorted by increase clicks, most first.
  await table.getByRole('button', { name: L.columns.increaseClicks }).click();
  const byClicks = [...after.subcategories].sort((a, b) => b.increase_clicks - a.increase_clicks);
  await expect(table.getByRole('rowheader').first()).toHaveText(byClicks[0]!.name);
  await expect(page.getByRole('button', { name: `Download ${L.subcategoriesReport} CSV` })).toBeVisible();
  await expect(page.getByRole('img', { name: L.charts.alt(L.charts.engagement) })).toBeVisible();
  await expect(page.getByRole('list', { name: L.comments.title })).toContainText(COMMENT);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/category-analytics.png', fullPage: true });

  // On to Fire & EMS by its row's link.
  const fire = await admin<TSubcategoryAnalytics>(`${category.id}/subcategories/${fireId}/analytics`);
  await table.getByRole('link', { name: FIRE }).click();
  await expect(page).toHaveURL(`/analytics/${sim.id}/category/${category.id}/subcategory/${fireId}`);
  await expect(page.getByRole('heading', { level: 2, name: FIRE })).toBeVisible(LOAD);
  await expect(page.getByRole('navigation', { name: L.breadcrumbs }).getByRole('link')).toHaveText([
    sim.name,
    CATEGORY,
  ]);
  await expect(tile(page, L.tiles.budgeted)).toHaveText(money(fire.amount));
  await expect(tile(page, L.tiles.highest)).toHaveText(money(fire.max_submitted_amount));
  await expect(tile(page, L.tiles.increaseClicks)).toHaveText(formatNumber(fire.increase_clicks, 0));
  await expect(tile(page, L.tiles.detailsClicks)).toHaveText(formatNumber(fire.details_clicks, 0));
  await expect(tile(page, L.tiles.increased)).toHaveText(formatNumber(fire.total_submissions_increased, 0));
  expect(fire.max_submitted_amount).toBeGreaterThanOrEqual(29_290_000);
  await expect(page.getByRole('list', { name: L.comments.title })).toContainText(COMMENT);
  await expect(page.getByRole('heading', { name: L.question.title })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/subcategory-analytics.png', fullPage: true });

  // Library Hours has a scenario question: its responses and two pies.
  const parks = sim.expenses.find((c) => c.subcategories.some((i) => i.name === LIBRARY))!;
  const libraryId = parks.subcategories.find((i) => i.name === LIBRARY)!.id;
  await page.goto(`/analytics/${sim.id}/category/${parks.id}/subcategory/${libraryId}`);
  const responses = page.getByRole('table', { name: L.question.caption });
  await expect(responses.getByRole('row').filter({ hasText: 'Close on Mondays' })).toBeVisible(LOAD);
  // Each pie: its heading, and its slices as a table for screen readers.
  for (const pie of [L.question.submittedPie, L.question.clickedPie]) {
    await expect(page.getByRole('heading', { name: pie, level: 3 })).toBeVisible();
    await expect(page.getByRole('table', { name: pie }).getByRole('row').nth(1)).toBeAttached();
  }
  expect(await seriousViolations(page)).toEqual([]);

  // An unknown subcategory goes back to /analytics.
  await page.goto(`/analytics/${sim.id}/category/${category.id}/subcategory/999999`);
  await expect(page).toHaveURL(/\/analytics$/, LOAD);
});
