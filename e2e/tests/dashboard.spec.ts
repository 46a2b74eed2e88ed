import { formatDuration, formatNumber } from '@commonpurse/domain';
import { ANALYTICS_MESSAGES, type TClientAnalytics, type TDashboard } from '@commonpurse/domain/analytics';
import type { TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { asResident, postSubmission, postVisit } from '../support/residents.ts';

// Residents take the demo's Active budget simulation through the public API; staff read it back on the
// dashboard and on the simulation's analytics page: figures, charts' tables, axe clean. Figures are
// compared with what the API answers after these residents (other specs submit to the same simulation).

const SLUG = 'budget-challenge';
/** One step of each item's controls (public-simulation.spec.ts): the budget starts $800,000 short. */
const TAX_STEP = 2_000_000;
const POLICE_STEP = 385_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function dashboardOf(request: APIRequestContext, token: string, budgetId: number) {
  const response = await request.get(`/v1/admin/dashboard?budget_id=${budgetId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: TDashboard }).data;
}

/** Each required question answered with its first option (a text one with a ZIP code). */
const requiredAnswers = (sim: TPublicSimulation) =>
  sim.questions
    .filter((q) => q.is_required)
    .map((q) => ({ question_id: q.id, value: q.options?.[0]?.value ?? '97401' }));

const card = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

const hiddenRow = (page: Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) });

test('residents’ submissions show on the dashboard and the analytics page; both axe clean', async ({
  page,
  playwright,
  request,
  signIn,
}) => {
  test.setTimeout(150_000);
  const { access_token } = await signIn();
  const sim = (
    (await (await request.get(`/v1/public/sites/demo/budgets/${SLUG}`)).json()) as {
      data: TPublicSimulation;
    }
  ).data;
  const items = [...sim.expenses, ...sim.revenue].flatMap((c) => c.subcategories);
  const item = (name: string) => items.find((i) => i.name === name) as TPublicItem;
  const tax = item('Property Tax');
  const police = item('Police');
  const age = sim.questions.find((q) => q.name === 'What is your age range?');
  expect(age?.options?.length, 'the demo asks the age range').toBeGreaterThan(1);
  const before = await dashboardOf(request, access_token, sim.id);

  // Two residents submit (one from an iPhone, from a news site); a third only visits, from Facebook.
  const residents = [
    { userAgent: IPHONE, referrer: 'https://news.example.org/budget-story', policeCut: POLICE_STEP },
    { userAgent: undefined, referrer: undefined, policeCut: 0 },
  ];
  for (const resident of residents)
    await asResident(playwright, { userAgent: resident.userAgent }, async (api) => {
      const visitId = await postVisit(api, sim.id, resident.referrer ? { referrer: resident.referrer } : {});
      const answers = requiredAnswers(sim).filter((a) => a.question_id !== age!.id);
      await postSubmission(api, sim.id, {
        visit_id: visitId,
        items: [
          { subcategory_id: tax.id, amount: tax.amount + TAX_STEP },
          { subcategory_id: police.id, amount: police.amount - resident.policeCut },
        ],
        answers: [...answers, { question_id: age!.id, value: age!.options![1]!.value }],
      });
    });
  await asResident(playwright, {}, (api) =>
    postVisit(api, sim.id, { referrer: 'https://www.facebook.com/groups/riverton' }),
  );

  const after = await dashboardOf(request, access_token, sim.id);
  const a = after.analytics as TClientAnalytics;
  expect([a.submission_count, a.total_pageviews]).toEqual([
    before.analytics!.submission_count + 2,
    before.analytics!.total_pageviews + 3,
  ]);

  // The dashboard, this simulation chosen in its selector.
  await page.goto('/dashboard');
  const selector = page.getByRole('combobox', { name: 'Simulation' });
  // The dashboard's chunk (with Recharts) and its figures: slow on a busy machine.
  await expect(selector).toBeVisible({ timeout: 30_000 });
  if ((await selector.textContent()) !== sim.name) {
    await selector.click();
    await page.getByRole('option', { name: sim.name, exact: true }).click();
  }
  await expect(selector).toHaveText(sim.name);
  await expect(card(page, 'Submissions')).toHaveText(formatNumber(a.submission_count, 0));
  await expect(card(page, 'Pageviews')).toHaveText(formatNumber(a.total_pageviews, 0));
  // The client's receipt visits: counted since issue 14 (none yet in this run's data).
  await expect(card(page, 'Taxpayer Receipt Visits')).toHaveText(
    formatNumber(a.taxpayer_receipt_experiences ?? 0, 0),
  );
  await expect(card(page, 'Average Time on Site')).toHaveText(
    a.average_seconds_on_site === null ? '—' : formatDuration(a.average_seconds_on_site),
  );
  const mobile = a.metrics.device_type.find((s) => s.label === 'mobile')!;
  await expect(hiddenRow(page, 'Device Type', 'mobile').getByRole('cell').first()).toHaveText(
    formatNumber(mobile.amount, 0),
  );
  const ageLabel = age!.options![1]!.label;
  await expect(hiddenRow(page, 'Age', ageLabel)).toHaveCount(1);
  await expect(hiddenRow(page, 'Where visits came from', 'news.example.org')).toHaveCount(1);
  const facebook = a.social_networks.find((s) => /facebook/i.test(s.source));
  expect(facebook, 'the Facebook visit in social_networks').toBeTruthy();
  await expect(hiddenRow(page, 'Social Networks', facebook!.source)).toHaveCount(1);
  const decreases = page.getByRole('heading', { name: 'Top Spending Decreases' }).locator('xpath=..');
  await expect(decreases).toContainText('Public Safety');
  await expect(page.getByRole('heading', { name: 'Spending by Category' })).toBeVisible();
  await expect(page.locator('.recharts-pie').first()).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });

  // The analytics page: the same figures, with a CSV button for each chart and the demographics.
  await page.goto(`/analytics/${sim.id}`);
  await expect(card(page, 'Submissions')).toHaveText(formatNumber(a.submission_count, 0), {
    timeout: 30_000,
  });
  for (const chart of [
    'Age',
    'Device Type',
    'Gender',
    'New vs Returning',
    'City',
    'Social Networks',
    'Demographics',
  ])
    await expect(page.getByRole('button', { name: `Download ${chart} CSV` })).toBeVisible();
  await expect(hiddenRow(page, 'Age Range', ageLabel)).toHaveCount(1);
  const race = page.getByRole('heading', { name: 'Race', exact: true }).locator('xpath=..');
  if (a.demographics.race.length === 0) await expect(race).toContainText(ANALYTICS_MESSAGES.noData);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/analytics-charts.png', fullPage: true });
});
