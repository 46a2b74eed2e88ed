import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { MULTIPLE_REPORTS_TITLE } from '@commonpurse/domain/analytics';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';

// Staff download reports of the demo simulation through the reporting API (GET /api/*, on the client's
// reporting token): the 'Download Multiple Reports' dialog of /analytics/{id}, and a report by path.

const SLUG = 'budget-challenge';
const COMMENT = `Reports e2e ${Date.now()}`;
/** A balanced budget (public-simulation.spec.ts reaches it by the page's buttons). */
const AMOUNTS = {
  'Fire & EMS': 29_290_000,
  Police: 38_115_000,
  'Parking Fees': 3_520_000,
  'City Administration': 5_100_000,
  'Property Tax': 50_000_000,
  'Library Hours': 4_320_000,
};

test("a resident's submission reaches the reports: the dialog's download and the comments report", async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(60_000);
  const { access_token } = await signIn();
  const admin = { authorization: `Bearer ${access_token}` };
  const sim = (
    (await (await request.get(`/v1/public/sites/demo/budgets/${SLUG}`)).json()) as {
      data: TPublicSimulation;
    }
  ).data;

  // A resident submits the balanced budget of public-simulation.spec.ts, answering every required
  // question, with a comment.
  const items = [...sim.revenue, ...sim.expenses].flatMap((c) => c.subcategories);
  const itemId = (name: string) => items.find((item) => item.name === name)!.id;
  const library = items.find((item) => item.name === 'Library Hours')!;
  const closeMondays = library.question!.options.find((o) => /Close on Mondays/.test(o.title))!;
  const answers = sim.questions
    .filter((q) => q.is_required)
    .map((q) => ({ question_id: q.id, value: q.options?.[0]?.value ?? '5' }));
  const submitted = await request.post(`/v1/public/budgets/${sim.id}/submissions`, {
    data: {
      items: Object.entries(AMOUNTS).map(([name, amount]) => ({ subcategory_id: itemId(name), amount })),
      scenario: [{ subcategory_id: library.id, option_ids: [closeMondays.id] }],
      answers,
      comments: [{ text: COMMENT }],
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  // What the admin API's export holds now: the dialog's download must be the same file.
  const exported = await request.get(`/v1/admin/budgets/${sim.id}/submissions/export`, { headers: admin });
  expect(exported.ok()).toBe(true);
  const expected = await exported.text();
  const rows = parse(expected, { columns: true }) as Record<string, string>[];
  expect(rows.some((row) => row.comments === COMMENT)).toBe(true);

  await page.goto(`/analytics/${sim.id}`);
  await page.getByRole('button', { name: MULTIPLE_REPORTS_TITLE }).click();
  const dialog = page.getByRole('dialog', { name: MULTIPLE_REPORTS_TITLE });
  const group = dialog.getByRole('group', { name: 'Simulations' });
  await expect(group.getByRole('checkbox', { name: sim.name, exact: true })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`${SLUG}-submissions-${today}.csv`);
  expect(await readFile((await download.path())!, 'utf8')).toBe(expected);
  await expect(dialog).toBeHidden();

  // The same token reads a report by path: the comments report has the resident's comment.
  const me = (await (await request.get('/v1/users/me?include=client', { headers: admin })).json()) as {
    data: { client: { external_reporting_api_token: string } };
  };
  const token = me.data.client.external_reporting_api_token;
  const report = await request.get(`/api/budget/${sim.id}/comments`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/csv' },
  });
  expect(report.status(), await report.text()).toBe(200);
  const comments = parse(await report.text(), { columns: true }) as Record<string, string>[];
  expect(comments[0]).toMatchObject({ comment: COMMENT, name: '' });
  expect((await request.get(`/api/budget/${sim.id}/comments`)).status()).toBe(401);
});
