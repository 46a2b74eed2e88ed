import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ballotResults } from '@commonpurse/db';
import { BALLOT_MESSAGES as M, type TPublicBallotResults } from '@commonpurse/domain/public';
import { parsePabulib, resultsReport } from '@commonpurse/domain/results';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation } from '../../test/simulations.ts';
import { insertBallots, prioritization, type Prioritization } from './fixtures.ts';

const t = useTestApp();

const GONE_PROJECT = 2_000_000_000;

/**
 * The ballots of mes.test.ts's worked example, plus what the count must leave out: a replaced ballot
 * and one naming only a project deleted since. Votes: z 3, x 2, y 1 (one on paper).
 */
async function withBallots(budget: Parameters<typeof prioritization>[1] = {}) {
  const f = await prioritization(t, budget);
  const { x, y, z } = f.projects;
  const ids = await insertBallots(t.db, f.budget.id, [
    { projects: [x.id, z.id] },
    { projects: [z.id, x.id] },
    { projects: [y.id, z.id], source: 'paper' },
    { projects: [y.id], is_current: false },
    { projects: [GONE_PROJECT] },
  ]);
  return { ...f, ballotIds: ids.slice(0, 3) };
}

const results = (f: Prioritization) => ({
  get: () => f.call({ method: 'GET', url: `${f.path}/results` }),
  publish: (method: string) => f.call({ method: 'POST', url: `${f.path}/results`, payload: { method } }),
  remove: () => f.call({ method: 'DELETE', url: `${f.path}/results` }),
  exported: () => f.call({ method: 'GET', url: `${f.path}/ballots/export?format=pabulib` }),
});

const fundedIds = (data: TPublicBallotResults) =>
  data.projects.filter((p) => p.funded).map((p) => String(p.id));

describe('POST /v1/admin/budgets/{id}/results', () => {
  it('counts the current ballots, online and paper, by greedy and stores the results', async () => {
    const f = await withBallots();
    const { x, y, z } = f.projects;
    const response = await results(f).publish('greedy');
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json<{ data: TPublicBallotResults }>().data;
    expect(data).toMatchObject({
      method: 'greedy',
      funds: 300,
      funds_used: 290,
      ballots: 3,
      paper_ballots: 1,
      mes: null,
    });
    expect(data.projects.map((p) => [p.id, p.name, p.cost, p.votes, p.funded])).toEqual([
      [z.id, 'Trees', 90, 3, true],
      [x.id, 'Skate park', 200, 2, true],
      [y.id, 'Library', 150, 1, false],
    ]);
    const [stored] = await t.db.select().from(ballotResults).where(eq(ballotResults.budget_id, f.budget.id));
    expect(stored).toMatchObject({ method: 'greedy', results: data });
    expect(stored!.published_at.toISOString()).toBe(data.published_at);
  });

  it('publishes MES with its rounds, replacing the earlier publication', async () => {
    const f = await withBallots();
    await results(f).publish('greedy');
    const response = await results(f).publish('mes');
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json<{ data: TPublicBallotResults }>().data;
    expect(data.mes).toMatchObject({ budget_per_voter: 130, increments: 30 });
    expect(data.mes!.rounds.map((r) => [r.project_id, r.full_payers, r.price])).toEqual([
      [f.projects.z.id, 3, 30],
      [f.projects.x.id, 2, 100],
    ]);
    const rows = await t.db.select().from(ballotResults).where(eq(ballotResults.budget_id, f.budget.id));
    expect(rows.map((row) => row.method)).toEqual(['mes']);
    expect((await results(f).get()).json().data.published).toEqual(data);
  });

  it('publishes only an Inactive prioritization with ballots', async () => {
    const active = await withBallots({ status: 'active' });
    const early = await results(active).publish('greedy');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ status: [M.resultsNeedInactive] });

    const empty = await prioritization(t);
    await insertBallots(t.db, empty.budget.id, [{ projects: [empty.projects.x.id], is_current: false }]);
    const none = await results(empty).publish('greedy');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ ballots: [M.resultsNoBallots] });

    const unknown = await results(active).publish('irv');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['method']);
    expect(await t.db.select().from(ballotResults)).not.toContainEqual(
      expect.objectContaining({ budget_id: active.budget.id }),
    );
  });
});

describe('GET and DELETE /v1/admin/budgets/{id}/results', () => {
  it('says what is published and how many ballots there are; DELETE takes results down', async () => {
    const f = await withBallots();
    expect((await results(f).get()).json()).toEqual({
      data: { published: null, ballots: 3, paper_ballots: 1 },
    });
    await results(f).publish('greedy');
    const removed = await results(f).remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ meta: { status: 'deleted' } });
    expect((await results(f).get()).json().data.published).toBeNull();
  });
});

describe('tenancy and kind', () => {
  it("answers 404 for another client's prioritization, 422 for a simulation", async () => {
    const f = await withBallots();
    await results(f).publish('greedy');
    const other = await clientWithAdmin(t);
    for (const [method, url] of [
      ['GET', `${f.path}/results`],
      ['POST', `${f.path}/results`],
      ['DELETE', `${f.path}/results`],
      ['GET', `${f.path}/ballots/export?format=pabulib`],
    ] as const) {
      const response = await t.injectAs(other.admin, { method, url, payload: { method: 'greedy' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await results(f).get()).json().data.published).not.toBeNull();

    const simulation = await insertSimulation(t.db, f.client.id, { status: 'inactive' });
    const path = `/v1/admin/budgets/${simulation.id}`;
    for (const [method, url] of [
      ['GET', `${path}/results`],
      ['POST', `${path}/results`],
      ['GET', `${path}/ballots/export?format=pabulib`],
    ] as const) {
      const response = await f.call({ method, url, payload: { method: 'greedy' } });
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json().errors).toEqual({ id: [M.notAPrioritization] });
    }
  });
});

describe('GET /v1/admin/budgets/{id}/ballots/export?format=pabulib', () => {
  it('writes the current ballots, which `npm run results` counts to the published outcomes', async () => {
    const f = await withBallots();
    const { x, y, z } = f.projects;
    const response = await results(f).exported();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${f.budget.slug}.pb"`);
    const file = parsePabulib(response.body);
    expect(file.meta).toMatchObject({
      description: f.budget.name,
      num_projects: '3',
      num_votes: '3',
      budget: '300',
      vote_type: 'approval',
      rule: 'greedy',
    });
    expect(file.projects.map((p) => [p.project_id, p.cost, p.name])).toEqual([
      [String(x.id), '200', 'Skate park'],
      [String(y.id), '150', 'Library'],
      [String(z.id), '90', 'Trees'],
    ]);
    const [first, second, paper] = f.ballotIds.map(String);
    expect(file.votes).toEqual([
      { voter_id: first, vote: `${x.id},${z.id}` },
      { voter_id: second, vote: `${z.id},${x.id}` },
      { voter_id: paper, vote: `${y.id},${z.id}` },
    ]);

    const { report } = resultsReport(response.body);
    for (const method of ['greedy', 'mes'] as const) {
      const published = (await results(f).publish(method)).json<{ data: TPublicBallotResults }>().data;
      expect(report[method]).toEqual(fundedIds(published).sort());
    }
    expect(parsePabulib((await results(f).exported()).body).meta.rule).toBe('equalshares/add1');
  });

  it('writes cumulative votes with points in points mode', async () => {
    const f = await prioritization(t, { mode: 'points', adjustment: 10, max_items: 2 });
    const { x, y, z } = f.projects;
    await insertBallots(t.db, f.budget.id, [
      { projects: [x.id, y.id], points: [9, 1] },
      { projects: [y.id, z.id], points: [5, 5] },
      { projects: [z.id], points: [10], source: 'paper' },
    ]);
    const response = await results(f).exported();
    const file = parsePabulib(response.body);
    expect(file.meta).toMatchObject({ vote_type: 'cumulative', budget: '2', max_sum_points: '10' });
    expect(file.votes.map((v) => [v.vote, v.points])).toEqual([
      [`${x.id},${y.id}`, '9,1'],
      [`${y.id},${z.id}`, '5,5'],
      [`${z.id}`, '10'],
    ]);
    const published = (await results(f).publish('greedy')).json<{ data: TPublicBallotResults }>().data;
    expect(published.projects.map((p) => [p.id, p.points, p.funded])).toEqual([
      [z.id, 15, true],
      [x.id, 9, true],
      [y.id, 6, false],
    ]);
    expect(resultsReport(response.body).report.greedy).toEqual(fundedIds(published).sort());
  });

  it('refuses another format', async () => {
    const f = await prioritization(t);
    const response = await f.call({ method: 'GET', url: `${f.path}/ballots/export?format=csv` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['format']);
  });
});
