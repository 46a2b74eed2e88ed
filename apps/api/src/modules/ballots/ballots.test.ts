import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { budgets, submissionItems, submissions } from '@commonpurse/db';
import { BALLOT_MESSAGES as B } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import type { insertSimulation } from '../../test/simulations.ts';
import { castBallot, publicPrioritization, ranked, validBallot } from '../public/ballot-fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

/** A prioritization and an administrator of its client. */
async function ownPrioritization(budget: Parameters<typeof insertSimulation>[2] = {}) {
  const f = await publicPrioritization(t, { budget });
  const admin = await t.createUser({ clientIds: [f.client.id] });
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { ...f, admin, call, admin_path: `/v1/admin/budgets/${f.budget.id}` };
}

describe('voter codes', () => {
  it('generates unique codes in a batch, lists them with counts, and exports them as CSV', async () => {
    const f = await ownPrioritization({ ballot_verification: 'voter_code' });
    const created = await f.call({
      method: 'POST',
      url: `${f.admin_path}/voter-codes`,
      payload: { count: 250, batch: ' Ward 3 ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const codes = created.json().data;
    expect(codes).toHaveLength(250);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(250);
    expect(codes[0]).toMatchObject({ batch: 'Ward 3', used_at: null });
    expect(
      codes.every((c: { code: string }) => /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(c.code)),
    ).toBe(true);
    await f.call({ method: 'POST', url: `${f.admin_path}/voter-codes`, payload: { count: 2 } });

    // A resident votes with the first code.
    const vote = await castBallot(t, f, validBallot(f, { voter: { code: codes[0].code } }));
    expect(vote.statusCode, vote.body).toBe(201);

    const list = await f.call({ method: 'GET', url: `${f.admin_path}/voter-codes?per_page=3&page=1` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ total: 252, used: 1, page: 1, per_page: 3 });
    expect(list.json().data.map((c: { batch: string | null }) => c.batch)).toEqual([null, null, 'Ward 3']);

    const csv = await f.call({ method: 'GET', url: `${f.admin_path}/voter-codes/export` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="${f.budget.slug}-voter-codes.csv"`,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('code,batch,created_at,used_at');
    expect(lines).toHaveLength(253);
    expect(lines[1]).toMatch(new RegExp(`^${codes[0].code},Ward 3,\\S+Z,\\S+Z$`));
  });

  it.each([0, 10_001])('refuses a count of %s', async (count) => {
    const f = await ownPrioritization();
    const response = await f.call({ method: 'POST', url: `${f.admin_path}/voter-codes`, payload: { count } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['count']);
  });
});

describe('paper ballots', () => {
  it('stores a paper ballot by the ballot rules, lists it, and deletes it', async () => {
    const f = await ownPrioritization();
    const url = `${f.admin_path}/ballots/paper`;
    const over = await f.call({
      method: 'POST',
      url,
      payload: { items: ranked(f.items.pool, f.items.park, f.items.lights) },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ items: [B.overFunds] });

    const created = await f.call({
      method: 'POST',
      url,
      payload: { items: ranked(f.items.lights, f.items.park) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, receipt_code } = created.json().data;
    expect(receipt_code).toMatch(/^\w{4}-\w{4}$/);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ source: 'paper', voter_key: null, is_current: true, receipt_code });
    const items = await t.db.select().from(submissionItems).where(eq(submissionItems.submission_id, id));
    expect(items).toHaveLength(2);

    const online = await castBallot(t, f, validBallot(f));
    const list = await f.call({ method: 'GET', url });
    expect(list.json()).toEqual({
      data: [
        {
          id,
          receipt_code,
          created_at: row!.created_at.toISOString(),
          items: [
            { subcategory_id: f.items.lights.id, rank: 1, points: null },
            { subcategory_id: f.items.park.id, rank: 2, points: null },
          ],
        },
      ],
      meta: { total: 1 },
    });

    const onlineDelete = await f.call({ method: 'DELETE', url: `${url}/${online.json().data.id}` });
    expect(onlineDelete.statusCode).toBe(404);
    const deleted = await f.call({ method: 'DELETE', url: `${url}/${id}` });
    expect(deleted.json()).toEqual({ meta: { status: 'deleted' } });
    expect(await t.db.select().from(submissions).where(eq(submissions.id, id))).toEqual([]);
  });

  it('refuses paper ballots while the prioritization is New', async () => {
    const f = await ownPrioritization({ status: 'new' });
    const response = await f.call({
      method: 'POST',
      url: `${f.admin_path}/ballots/paper`,
      payload: { items: ranked(f.items.park) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [B.paperNeedsActivation] });
  });
});

describe('tenancy', () => {
  it("answers 404 for another client's prioritization and 422 for a simulation", async () => {
    const mine = await ownPrioritization();
    const theirs = await publicPrioritization(t);
    for (const [method, suffix, payload] of [
      ['GET', 'voter-codes', undefined],
      ['POST', 'voter-codes', { count: 1 }],
      ['GET', 'voter-codes/export', undefined],
      ['GET', 'ballots/paper', undefined],
      ['POST', 'ballots/paper', { items: [{ subcategory_id: theirs.items.park.id, rank: 1 }] }],
      ['DELETE', 'ballots/paper/1', undefined],
    ] as const) {
      const response = await mine.call({
        method,
        url: `/v1/admin/budgets/${theirs.budget.id}/${suffix}`,
        payload,
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
    await t.db.update(budgets).set({ is_pb: false }).where(eq(budgets.id, mine.budget.id));
    const simulation = await mine.call({ method: 'GET', url: `${mine.admin_path}/voter-codes` });
    expect(simulation.statusCode).toBe(422);
    expect(simulation.json().errors).toEqual({ id: [B.notAPrioritization] });
  });
});

describe('submissions export of a prioritization', () => {
  it('has a source column and ranks per project, and leaves replaced ballots out', async () => {
    const f = await ownPrioritization();
    const first = await castBallot(t, f, validBallot(f));
    const cookie = /cp_voter=[^;]+/.exec(String(first.headers['set-cookie']))![0];
    const second = await castBallot(t, f, { items: ranked(f.items.lights, f.items.pool) }, { cookie });
    const paper = await f.call({
      method: 'POST',
      url: `${f.admin_path}/ballots/paper`,
      payload: { items: ranked(f.items.park) },
    });
    const response = await f.call({ method: 'GET', url: `${f.admin_path}/submissions/export` });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body) as string[][];
    const header = rows[0]!;
    const column = (name: string) => header.indexOf(name);
    expect(header).toEqual(
      expect.arrayContaining(['source', 'Projects - Park (rank)', 'Projects - Lights (rank)']),
    );
    const body = rows
      .slice(1)
      .map((row) => [
        Number(row[0]),
        row[column('source')],
        row[column('Projects - Park (rank)')],
        row[column('Projects - Lights (rank)')],
        row[column('Projects - Pool (rank)')],
      ]);
    expect(body).toEqual([
      [second.json().data.id, 'online', '', '1', '2'],
      [paper.json().data.id, 'paper', '1', '', ''],
    ]);
  });
});
