import { formatNumber } from '@commonpurse/domain';
import {
  PB_RESULTS_LABELS as L,
  type TPbCondorcetRow,
  type TPbHappy,
  type TPbResults,
} from '@commonpurse/domain/analytics';
import type { TPublicSimulation } from '@commonpurse/domain/public';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { E2E } from '../env.ts';

// Staff read the demo prioritization's PB results after three residents vote through the public API.
// This file runs before voting.spec.ts (alphabetical order), which counts the ballots it finds first.
// Figures are checked against what was there before these ballots (the demo may hold some already).

const SAFE = 'Safe Routes to School Crosswalks';
const GARDEN = 'Community Garden Expansion';
const DOGS = 'Dog Park at Mill Pond';

/** The three ballots, projects in rank order. */
const BALLOTS = [
  [SAFE, GARDEN],
  [GARDEN, DOGS, SAFE],
  [SAFE, DOGS],
];
const PAGEVIEWS = 4;

/** What the three ballots add: votes, weighted votes (0.5 + 1/rank), ballots at ranks 1..3. */
const ADDED: Record<string, { votes: number; weighted: number; ranks: number[] }> = {
  [SAFE]: { votes: 3, weighted: 1.5 + (0.5 + 1 / 3) + 1.5, ranks: [2, 0, 1] },
  [GARDEN]: { votes: 2, weighted: 1 + 1.5, ranks: [1, 1, 0] },
  [DOGS]: { votes: 2, weighted: 1 + 1, ranks: [0, 2, 0] },
};

const votes = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

/** The cells of a project's row after its checkbox and name. */
const rowCells = (table: Locator, project: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: project, exact: true }) })
    .getByRole('cell')
    .allTextContents()
    .then((cells) => cells.slice(1));

test('staff see the PB results of the demo prioritization: cards, totals, run-off, heatmap, Condorcet and consensus; axe clean', async ({
  page,
  playwright,
  request,
  signIn,
}) => {
  test.setTimeout(60_000);
  const tokens = await signIn();
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  const sim = (await (await request.get('/v1/public/sites/demo/budgets/parks-2027')).json()) as {
    data: TPublicSimulation;
  };
  const id = sim.data.id;
  const admin = <T>(path: string) =>
    request.get(`/v1/admin/budgets/${id}/${path}`, { headers }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true);
      return ((await r.json()) as { data: T }).data;
    });
  const before = (await admin<{ pb: TPbResults }>('pbresults')).pb;
  const idOf = (name: string) => before.projects.find((p) => p.name === name)!.sc_id;

  // Each ballot from a new request context: no voter cookie, so three voters.
  const fresh = async (use: (api: APIRequestContext) => Promise<void>) => {
    const api = await playwright.request.newContext({ baseURL: E2E.baseUrl });
    await use(api);
    await api.dispose();
  };
  for (let n = 0; n < PAGEVIEWS; n += 1)
    await fresh(async (api) => {
      expect((await api.post(`/v1/public/budgets/${id}/visits`, { data: {} })).status()).toBe(201);
    });
  for (const ballot of BALLOTS)
    await fresh(async (api) => {
      const items = ballot.map((name, index) => ({ subcategory_id: idOf(name), rank: index + 1 }));
      const response = await api.post(`/v1/public/budgets/${id}/submissions`, { data: { items } });
      expect(response.status(), await response.text()).toBe(201);
    });

  const after = (await admin<{ pb: TPbResults }>('pbresults')).pb;
  const pageviews = before.pageviews + PAGEVIEWS;
  const submissions = before.submission_count + BALLOTS.length;
  expect([after.pageviews, after.submission_count]).toEqual([pageviews, submissions]);

  await page.goto(`/analytics/${id}`);
  const cards = page.locator('dl').filter({ hasText: L.submissionRate });
  await expect(cards.locator('dd')).toHaveText([
    formatNumber(pageviews, 0),
    formatNumber(submissions, 0),
    `${Math.round((submissions * 100) / pageviews)}%`,
  ]);

  const before_ = (name: string) => before.vote_counts.find((v) => v.name === name)!;
  const popular = page.getByRole('table', { name: L.sections.popular });
  for (const name of [SAFE, GARDEN, DOGS])
    expect((await rowCells(popular, name)).slice(1, 2)).toEqual([
      votes(before_(name).count + ADDED[name]!.votes),
    ]);
  await expect(page.getByRole('img', { name: L.chartAlt(L.sections.popular) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/pb-results-popular.png', fullPage: true });

  await page.getByRole('tab', { name: L.tabs.weighted }).click();
  const weighted = page.getByRole('table', { name: L.sections.weighted });
  for (const name of [SAFE, GARDEN, DOGS])
    expect((await rowCells(weighted, name)).slice(1, 2)).toEqual([
      votes(before_(name).weighted + ADDED[name]!.weighted),
    ]);

  await page.getByRole('tab', { name: L.tabs['instant-runoff'] }).click();
  const rounds = page.getByRole('tablist', { name: L.roundsLabel }).getByRole('tab');
  await expect(rounds).toHaveCount(after.ir_tabulations.length);
  const last = after.ir_tabulations.at(-1)!;
  await rounds.last().click();
  const roundTable = page.getByRole('table', {
    name: `${L.sections['instant-runoff']}, ${L.round(last.round)}`,
  });
  await expect(roundTable.getByRole('rowheader')).toHaveText(last.tallies.map((t) => t.name));

  await page.getByRole('tab', { name: L.tabs.ranked }).click();
  const heatmap = page.getByRole('table', { name: L.heatmapCaption });
  const beforeRanks = (name: string) => before.votes_by_rank.find((r) => r.name === name)!.counts;
  for (const name of [SAFE, GARDEN, DOGS]) {
    const cells = await rowCells(heatmap, name);
    expect(cells.slice(0, 3)).toEqual(
      ADDED[name]!.ranks.map((n, r) => votes((beforeRanks(name)[r] ?? 0) + n)),
    );
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/pb-results-ranked.png', fullPage: true });

  await page.getByRole('tab', { name: L.tabs.condorcet }).click();
  const condorcet = (await admin<{ condorcet: TPbCondorcetRow[] }>('condorcet')).condorcet;
  await expect(page.getByRole('table', { name: L.sections.condorcet }).getByRole('rowheader')).toHaveText(
    condorcet.map((row) => row.name),
  );

  // The consensus of the dog park: the voters whose ballots hold it.
  await page.getByRole('checkbox', { name: L.selectProject(DOGS) }).check();
  const happy = (await admin<{ pbhappy: TPbHappy }>(`pbhappy?winners=${idOf(DOGS)}`)).pbhappy;
  expect(happy.voters).toBe(before_(DOGS).count + ADDED[DOGS]!.votes);
  await expect(
    page.getByText(
      L.selection.consensus(happy.voters, happy.total_voters, `${formatNumber(happy.percentage, 0)}%`),
    ),
  ).toBeVisible();

  await page.getByRole('tab', { name: L.tabs.mes }).click();
  await expect(page.getByText(/^Round 1: .+ was paid by \d+ supporters?/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/pb-results-mes.png', fullPage: true });
});
