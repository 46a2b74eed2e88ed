import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ballotResults, budgets } from '@commonpurse/db';
import {
  parsePageBootstrap,
  PUBLIC_MESSAGES as M,
  type TPublicBallotResults,
  type TPublicSimulation,
} from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertBallots, prioritization, type Prioritization } from '../results/fixtures.ts';
import { participationCounts } from './fixtures.ts';

// The public address of a prioritization once staff publish its results (issue 12): the page data
// and the HTML page are served for an Inactive prioritization with results, and nothing else changes.

const root = await mkdtemp(join(tmpdir(), 'cp-results-page-'));
await mkdir(join(root, 'public'), { recursive: true });
await mkdir(join(root, 'admin'), { recursive: true });
await writeFile(
  join(root, 'public/index.html'),
  '<!doctype html><html lang="en"><head><title>Commonpurse</title></head><body><div id="root"></div></body></html>',
);
await writeFile(join(root, 'admin/index.html'), '<html><head></head><body>admin</body></html>');

const t = useTestApp({ staticSites: { adminDist: join(root, 'admin'), publicDist: join(root, 'public') } });
afterAll(() => rm(root, { recursive: true, force: true }));

/** An Inactive prioritization with three ballots, its results published by greedy. */
async function published(budget: Parameters<typeof prioritization>[1] = {}) {
  const f = await prioritization(t, { activated_at: new Date(Date.now() - 60_000), ...budget });
  const { x, y, z } = f.projects;
  await insertBallots(t.db, f.budget.id, [
    { projects: [x.id, z.id] },
    { projects: [z.id] },
    { projects: [y.id], source: 'paper' },
  ]);
  const response = await f.call({ method: 'POST', url: `${f.path}/results`, payload: { method: 'greedy' } });
  expect(response.statusCode, response.body).toBe(201);
  return { ...f, results: response.json<{ data: TPublicBallotResults }>().data };
}

const pagePath = (f: Prioritization) => `/v1/public/sites/${f.client.subdomain}/budgets/${f.budget.slug}`;
const openPage = (f: Prioritization) => t.app.inject({ method: 'GET', url: pagePath(f) });
const setStatus = (id: number, status: string) =>
  t.db.update(budgets).set({ status }).where(eq(budgets.id, id));

const onHost = (subdomain: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${subdomain}.commonpurse.test` } });
const bootstrapOf = (html: string) =>
  parsePageBootstrap(/<script type="application\/json" id="cp-bootstrap">([^<]*)<\/script>/.exec(html)?.[1]);

describe('page data of a prioritization with published results', () => {
  it('serves an Inactive prioritization with its results; without results it is 404', async () => {
    const f = await published();
    const response = await openPage(f);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: TPublicSimulation }>().data;
    expect(data).toMatchObject({ id: f.budget.id, is_pb: true, preview: false });
    expect(data.results).toEqual(f.results);

    await f.call({ method: 'DELETE', url: `${f.path}/results` });
    const gone = await openPage(f);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: M.notAvailable });
  });

  it('shows the ballot, not the results, while the prioritization is Active again', async () => {
    const f = await published();
    await setStatus(f.budget.id, 'active');
    const response = await openPage(f);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: TPublicSimulation }>().data.results).toBeNull();
  });

  it('serves no Archived prioritization and no simulation, whatever results are stored', async () => {
    const archived = await published();
    await setStatus(archived.budget.id, 'archived');
    expect((await openPage(archived)).statusCode).toBe(404);

    const simulation = await insertSimulation(t.db, archived.client.id, {
      slug: 'plain',
      status: 'inactive',
    });
    await t.db
      .insert(ballotResults)
      .values({ budget_id: simulation.id, method: 'greedy', results: archived.results });
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/public/sites/${archived.client.subdomain}/budgets/plain`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('still refuses visits, clicks and ballots (404) and stores nothing', async () => {
    const f = await published();
    const before = await participationCounts(t.db, f.budget.id);
    const base = `/v1/public/budgets/${f.budget.id}`;
    // The ballot is valid as a ballot and as a budget: only the status refuses it.
    for (const [url, payload] of [
      [`${base}/visits`, {}],
      [`${base}/clicks`, { visit_id: 1, clicks: [] }],
      [`${base}/submissions`, { items: [{ subcategory_id: f.projects.x.id, rank: 1, amount: 200 }] }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await participationCounts(t.db, f.budget.id)).toEqual(before);
  });
});

describe('the HTML page of published results', () => {
  it('is served at both addresses; the site root forwards to it when nothing is Active', async () => {
    const f = await published();
    const { subdomain } = f.client;
    const slug = f.budget.slug!;
    for (const response of [
      await onHost(subdomain, `/${slug}`),
      await t.app.inject({ method: 'GET', url: `/s/${subdomain}/${slug}` }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(bootstrapOf(response.body)).toMatchObject({ subdomain, slug, status: 'ok', pb: true });
    }
    const root = await onHost(subdomain, '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe(`/${slug}`);

    // An Active simulation comes first, however recent the results.
    await insertSimulation(t.db, f.client.id, {
      slug: 'open-now',
      status: 'active',
      activated_at: new Date(Date.now() - 3_600_000),
    });
    expect((await onHost(subdomain, '/')).headers.location).toBe('/open-now');

    await f.call({ method: 'DELETE', url: `${f.path}/results` });
    const gone = await onHost(subdomain, `/${slug}`);
    expect(gone.statusCode).toBe(404);
    expect(bootstrapOf(gone.body)).toMatchObject({ status: 'unavailable' });
  });

  it('is 404 for an Inactive prioritization without results, and the root does not forward there', async () => {
    const f = await prioritization(t, { activated_at: new Date() });
    expect((await onHost(f.client.subdomain, `/${f.budget.slug}`)).statusCode).toBe(404);
    expect((await onHost(f.client.subdomain, '/')).statusCode).toBe(404);
  });
});
