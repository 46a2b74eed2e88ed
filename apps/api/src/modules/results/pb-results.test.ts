import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { budgets, budgetSubcategories, visits } from '@commonpurse/db';
import {
  PB_MESSAGES,
  type TPbCondorcetRow,
  type TPbHappy,
  type TPbResults,
} from '@commonpurse/domain/analytics';
import { BALLOT_MESSAGES as M, type TPublicBallotResults } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation } from '../../test/simulations.ts';
import {
  castBallot,
  publicPrioritization,
  ranked,
  voterCookieOf,
  type PrioritizationFixture,
} from '../public/ballot-fixtures.ts';
import { post } from '../public/fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

/**
 * Six current ballots posted through the public API (each a new browser, so a new voter) and one on
 * paper; one voter replaces an earlier ballot. Projects Park 400 (P), Path 300 (T), Pool 500 (O),
 * Lights 200 (L), funds 1,000. The ballots, ranks in order:
 *   B1 P,T   B2 T,L,P   B3 L,T   B4 O,L   B5 T,P   B6 O,T (paper)
 * Eight pageviews.
 */
async function voted() {
  const f = await publicPrioritization(t);
  const admin = await t.createUser({ clientIds: [f.client.id] });
  const { park: P, path: T, pool: O, lights: L } = f.items;
  const call = (url: string) =>
    t.injectAs(admin, { method: 'GET', url: `/v1/admin/budgets/${f.budget.id}${url}` });
  for (let n = 0; n < 8; n += 1) expect((await post(t, `${f.path}/visits`, {})).statusCode).toBe(201);

  const first = await vote(f, [O]);
  await vote(f, [P, T], voterCookieOf(first));
  for (const ballot of [
    [T, L, P],
    [L, T],
    [O, L],
    [T, P],
  ])
    await vote(f, ballot);
  const paper = await t.injectAs(admin, {
    method: 'POST',
    url: `/v1/admin/budgets/${f.budget.id}/ballots/paper`,
    payload: { items: ranked(O, T) },
  });
  expect(paper.statusCode, paper.body).toBe(201);
  return { f, admin, call, ids: { P: P.id, T: T.id, O: O.id, L: L.id } };
}

async function vote(f: PrioritizationFixture, projects: { id: number }[], cookie?: string) {
  const response = await castBallot(t, f, { items: ranked(...projects) }, cookie ? { cookie } : {});
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

const close = (value: number) => expect.closeTo(value, 6);

describe('GET /v1/admin/budgets/{id}/pbresults', () => {
  it('counts the current ballots: votes, weighted votes, percents, votes by rank, run-off rounds', async () => {
    const { f, call, ids } = await voted();
    const response = await call('/pbresults');
    expect(response.statusCode, response.body).toBe(200);
    const pb = response.json<{ data: { pb: TPbResults } }>().data.pb;
    expect(pb).toMatchObject({ budget_id: f.budget.id, funds: 1000, submission_count: 6, pageviews: 8 });
    expect(pb.projects).toEqual([
      { sc_id: ids.P, name: 'Park', amount: 400 },
      { sc_id: ids.T, name: 'Path', amount: 300 },
      { sc_id: ids.O, name: 'Pool', amount: 500 },
      { sc_id: ids.L, name: 'Lights', amount: 200 },
    ]);
    // Weighted: rank 1 = 1.5, rank 2 = 1, rank 3 = 0.5 + 1/3; all weighted together = 95/6.
    expect(
      pb.vote_counts.map((v) => [v.name, v.count, v.weighted, v.vote_percent, v.weighted_percent]),
    ).toEqual([
      ['Park', 3, close(10 / 3), 50, close((20 / 95) * 100)],
      ['Path', 5, 6, close((5 / 6) * 100), close((36 / 95) * 100)],
      ['Pool', 2, 3, close((2 / 6) * 100), close((18 / 95) * 100)],
      ['Lights', 3, 3.5, 50, close((21 / 95) * 100)],
    ]);
    expect(pb.votes_by_rank.map((row) => [row.name, row.counts])).toEqual([
      ['Park', [1, 1, 1]],
      ['Path', [2, 3, 0]],
      ['Pool', [2, 0, 0]],
      ['Lights', [1, 2, 0]],
    ]);
    // Round 1: Park and Lights tie at 1 first choice and were ranked by 3 ballots each: the dearer Park
    // goes; the 1,000 left fit the funds.
    expect(pb.ir_tabulations).toEqual([
      {
        round: 1,
        tallies: [
          { sc_id: ids.T, name: 'Path', count: 2 },
          { sc_id: ids.O, name: 'Pool', count: 2 },
          { sc_id: ids.P, name: 'Park', count: 1 },
          { sc_id: ids.L, name: 'Lights', count: 1 },
        ],
        exhausted: 0,
        remaining_amount: 1400,
        eliminated: ids.P,
      },
      {
        round: 2,
        tallies: [
          { sc_id: ids.T, name: 'Path', count: 3 },
          { sc_id: ids.O, name: 'Pool', count: 2 },
          { sc_id: ids.L, name: 'Lights', count: 1 },
        ],
        exhausted: 0,
        remaining_amount: 1000,
        eliminated: null,
      },
    ]);
    expect(pb.ir).toEqual([ids.T, ids.O, ids.L]);
    expect(pb.categories).toEqual([
      { id: expect.any(Number), name: 'Projects', count: 13, weighted: close(95 / 6) },
    ]);
    expect(pb.customizations).toEqual({ locale: 'en_US', currency_prefix: null, currency_suffix: null });
  });

  it('adds the Method of Equal Shares with its rounds, as publishing would count it', async () => {
    const { f, admin, call, ids } = await voted();
    const mes = (await call('/pbresults')).json<{ data: { pb: TPbResults } }>().data.pb.mes!;
    // Path is the cheapest per supporter (5 pay 60 each), then Lights (3 pay 66.67).
    expect(mes.rounds.slice(0, 2).map((r) => [r.project_id, r.full_payers, r.price])).toEqual([
      [ids.T, 5, 60],
      [ids.L, 3, close(200 / 3)],
    ]);
    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, f.budget.id));
    const published = await t.injectAs(admin, {
      method: 'POST',
      url: `/v1/admin/budgets/${f.budget.id}/results`,
      payload: { method: 'mes' },
    });
    const results = published.json<{ data: TPublicBallotResults }>().data;
    expect(mes.rounds).toEqual(results.mes!.rounds);
    expect(mes.funded).toEqual(results.projects.filter((p) => p.funded).map((p) => p.id));
    expect(mes.funds_used).toBe(results.funds_used);
  });

  it('answers empty counts for a prioritization without ballots', async () => {
    const f = await publicPrioritization(t);
    const admin = await t.createUser({ clientIds: [f.client.id] });
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: `/v1/admin/budgets/${f.budget.id}/pbresults`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const pb = response.json<{ data: { pb: TPbResults } }>().data.pb;
    expect(pb).toMatchObject({ submission_count: 0, pageviews: 0, mes: null });
    expect(pb.vote_counts.map((v) => [v.count, v.vote_percent, v.weighted_percent])).toEqual(
      Array(4).fill([0, 0, 0]),
    );
  });
});

describe('GET /v1/admin/budgets/{id}/condorcet', () => {
  it('counts head-to-head wins: Path beats every other project, Pool and Lights tie', async () => {
    const { call } = await voted();
    const response = await call('/condorcet');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ data: { condorcet: TPbCondorcetRow[] } }>().data.condorcet;
    expect(rows.map((r) => [r.name, r.wins, r.beat_list, r.win_percent])).toEqual([
      ['Path', 3, ['Park', 'Pool', 'Lights'], 100],
      ['Park', 1, ['Pool'], close(100 / 3)],
      ['Lights', 1, ['Park'], close(100 / 3)],
      ['Pool', 0, [], 0],
    ]);
  });
});

describe('GET /v1/admin/budgets/{id}/pbhappy', () => {
  it('counts the voters with at least one, two ... of the chosen winners', async () => {
    const { call, ids } = await voted();
    const happy = async (winners: string) => {
      const response = await call(`/pbhappy?winners=${winners}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { pbhappy: TPbHappy } }>().data.pbhappy;
    };
    expect(await happy(`${ids.T},${ids.O}`)).toEqual({
      winners: [ids.T, ids.O],
      total_voters: 6,
      voters: 6,
      percentage: 100,
      won_at_least: [6, 6, 1],
    });
    // Park and Lights: B6 has neither, B2 both.
    expect(await happy(`${ids.P},${ids.L},999999`)).toEqual({
      winners: [ids.P, ids.L],
      total_voters: 6,
      voters: 5,
      percentage: close((5 / 6) * 100),
      won_at_least: [6, 5, 1],
    });
    expect(await happy('')).toMatchObject({ winners: [], voters: 0, percentage: 0 });
    const malformed = await call('/pbhappy?winners=1,x');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ winners: [PB_MESSAGES.winnersMalformed] });
  });
});

describe('PB results: counts kept between calls (counts-cache.ts)', () => {
  it('answers the same counts again, and new ones once a ballot is added or deleted or a project changes', async () => {
    const { f, admin, call, ids } = await voted();
    const results = async () => (await call('/pbresults')).json<{ data: { pb: TPbResults } }>().data.pb;
    const condorcet = async () =>
      (await call('/condorcet')).json<{ data: { condorcet: TPbCondorcetRow[] } }>().data.condorcet;
    const happy = async () =>
      (await call(`/pbhappy?winners=${ids.O}`)).json<{ data: { pbhappy: TPbHappy } }>().data.pbhappy;
    const votesFor = (pb: TPbResults, id: number) => pb.vote_counts.find((v) => v.sc_id === id)!.count;

    const first = await results();
    expect(await results()).toEqual(first);
    expect(votesFor(first, ids.O)).toBe(2);
    expect((await happy()).voters).toBe(2);
    expect((await condorcet())[0]!.name).toBe('Path');

    // A new ballot: counted at once, and a new pageview too.
    await vote(f, [f.items.pool]);
    await vote(f, [f.items.pool, f.items.lights]);
    expect((await post(t, `${f.path}/visits`, {})).statusCode).toBe(201);
    const second = await results();
    expect(second.submission_count).toBe(first.submission_count + 2);
    expect(votesFor(second, ids.O)).toBe(4);
    expect(second.pageviews).toBe(first.pageviews + 1);
    expect((await happy()).voters).toBe(4);

    // The paper ballot (Pool, Path) deleted: one fewer.
    const paper = await t.injectAs(admin, {
      method: 'GET',
      url: `/v1/admin/budgets/${f.budget.id}/ballots/paper`,
    });
    const [paperBallot] = paper.json<{ data: { id: number }[] }>().data;
    const deleted = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/v1/admin/budgets/${f.budget.id}/ballots/paper/${paperBallot!.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(votesFor(await results(), ids.O)).toBe(3);
    expect((await happy()).voters).toBe(3);

    // A project renamed: the same ballots, counted under the new name.
    await t.db
      .update(budgetSubcategories)
      .set({ name: 'Swimming Pool' })
      .where(eq(budgetSubcategories.id, ids.O));
    expect((await results()).vote_counts.find((v) => v.sc_id === ids.O)!.name).toBe('Swimming Pool');
    expect((await condorcet()).some((row) => row.name === 'Swimming Pool')).toBe(true);
  });
});

describe('PB results: pageviews kept between calls', () => {
  it('counts a visit committed after a higher id within the minute', async () => {
    const f = await publicPrioritization(t);
    const admin = await t.createUser({ clientIds: [f.client.id] });
    const pageviews = async () =>
      (await t.injectAs(admin, { method: 'GET', url: `/v1/admin/budgets/${f.budget.id}/pbresults` })).json<{
        data: { pb: TPbResults };
      }>().data.pb.pageviews;
    for (let n = 0; n < 3; n += 1) expect((await post(t, `${f.path}/visits`, {})).statusCode).toBe(201);
    // The lowest id left free and counted: two visits, the last counted id above the free one.
    const [low] = await t.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.budget_id, f.budget.id))
      .orderBy(visits.id)
      .limit(1);
    await t.db.delete(visits).where(eq(visits.id, low!.id));
    expect(await pageviews()).toBe(2);

    // A visit committed late, below the last counted id, then one more above it.
    await t.db.insert(visits).values({
      id: low!.id,
      budget_id: f.budget.id,
      device_type: 'desktop',
      referrer_source: 'direct',
    });
    expect((await post(t, `${f.path}/visits`, {})).statusCode).toBe(201);
    expect(await pageviews()).toBe(3); // the new one; the late one waits for the whole count

    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect(await pageviews()).toBe(4);
    } finally {
      now.mockRestore();
    }
  });
});

describe('PB results: tenancy and kind', () => {
  it("answers 404 for another client's prioritization and 422 for a simulation", async () => {
    const f = await publicPrioritization(t);
    const { client, admin } = await clientWithAdmin(t);
    const simulation = await insertSimulation(t.db, client.id);
    for (const path of ['pbresults', 'condorcet', 'pbhappy?winners=1']) {
      const foreign = await t.injectAs(admin, {
        method: 'GET',
        url: `/v1/admin/budgets/${f.budget.id}/${path}`,
      });
      expect(foreign.statusCode).toBe(404);
      const refused = await t.injectAs(admin, {
        method: 'GET',
        url: `/v1/admin/budgets/${simulation.id}/${path}`,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ id: [M.notAPrioritization] });
    }
  });
});
