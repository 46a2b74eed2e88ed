import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, comments, submissionItems, submissions } from '@commonpurse/db';
import { BALLOT_MESSAGES as B, maxItemsMessage } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import {
  castBallot,
  publicPrioritization,
  ranked,
  validBallot,
  voterCookieOf,
  type PrioritizationFixture,
} from './ballot-fixtures.ts';
import { NOTHING_STORED, participationCounts } from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

async function expectRefused(f: PrioritizationFixture, body: unknown, errors: Record<string, string[]>) {
  const response = await castBallot(t, f, body);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
  expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
}

const ballotsOf = (f: PrioritizationFixture) =>
  t.db.select().from(submissions).where(eq(submissions.budget_id, f.budget.id)).orderBy(asc(submissions.id));

describe('POST /v1/public/budgets/{id}/submissions for a prioritization', () => {
  it('stores the ballot: ranked projects at their cost, a suggestion with its text, a receipt code', async () => {
    const f = await publicPrioritization(t);
    const response = await castBallot(
      t,
      f,
      validBallot(f, {
        items: ranked(f.items.path, f.items.park),
        suggestions: [{ subcategory_id: f.items.box.id, text: '  A dog park  ', amount: 2500 }],
        answers: [{ question_id: f.questions.exit.id, value: ' More trees ' }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ replaced: false });
    expect(data.receipt_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(response.headers['set-cookie']).toMatch(
      /^cp_voter=[\w-]+; Max-Age=31536000; Path=\/v1\/public; HttpOnly; SameSite=Lax$/,
    );

    const [row] = await ballotsOf(f);
    expect(row).toMatchObject({
      id: data.id,
      receipt_code: data.receipt_code,
      source: 'online',
      is_current: true,
      total_revenue: 1000,
      total_expenses: 700,
      balance: 300,
    });
    expect(row!.voter_key).toMatch(/^browser:[0-9a-f]{64}$/);
    const items = await t.db
      .select()
      .from(submissionItems)
      .where(eq(submissionItems.submission_id, data.id))
      .orderBy(asc(submissionItems.budget_subcategory_id));
    expect(
      items.map((i) => [i.budget_subcategory_id, i.amount, i.starting_amount, i.rank, i.points]),
    ).toEqual([
      [f.items.park.id, 400, 0, 2, null],
      [f.items.path.id, 300, 0, 1, null],
      [f.items.box.id, 2500, 0, null, null],
    ]);
    const texts = await t.db.select().from(comments).where(eq(comments.submission_id, data.id));
    expect(texts.map((c) => [c.budget_subcategory_id, c.text])).toEqual([[f.items.box.id, 'A dog park']]);
  });

  it.each([
    [
      'over the funds',
      (f: PrioritizationFixture) => ranked(f.items.pool, f.items.park, f.items.lights),
      { items: [B.overFunds] },
    ],
    ['no project', () => [], { items: [B.noProjects] }],
    [
      'more than max_items',
      (f: PrioritizationFixture) => ranked(f.items.lights, f.items.path, f.items.park, f.items.lights),
      { items: [maxItemsMessage(3)], 'items.3.subcategory_id': [B.repeatedProject] },
    ],
    [
      'a duplicate project',
      (f: PrioritizationFixture) => ranked(f.items.park, f.items.park),
      { 'items.1.subcategory_id': [B.repeatedProject] },
    ],
    [
      'a suggestion box as a project',
      (f: PrioritizationFixture) => ranked(f.items.box),
      { 'items.0.subcategory_id': [B.unknownProject] },
    ],
    [
      'ranks that are not 1..n',
      (f: PrioritizationFixture) => [
        { subcategory_id: f.items.park.id, rank: 1 },
        { subcategory_id: f.items.path.id, rank: 3 },
      ],
      { 'items.1.rank': [B.ranksNotSequential] },
    ],
    [
      'points outside a points prioritization',
      (f: PrioritizationFixture) => [{ subcategory_id: f.items.park.id, rank: 1, points: 2 }],
      { 'items.0.points': [B.pointsNotAllowed] },
    ],
  ])('refuses a ballot with %s and stores nothing', async (_, items, errors) => {
    const f = await publicPrioritization(t);
    await expectRefused(f, { items: items(f) }, errors);
  });

  it("refuses another prioritization's project", async () => {
    const f = await publicPrioritization(t);
    const other = await publicPrioritization(t);
    await expectRefused(
      f,
      { items: ranked(f.items.park, other.items.path) },
      {
        'items.1.subcategory_id': [B.unknownProject],
      },
    );
  });

  it('refuses a ballot under the goal when the bar is meet_or_exceed', async () => {
    const f = await publicPrioritization(t, { budget: { bar_behavior: 'meet_or_exceed' } });
    await expectRefused(f, validBallot(f), { items: [B.underGoal] });
    const response = await castBallot(t, f, { items: ranked(f.items.pool, f.items.park, f.items.path) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('in points mode takes points within the available points and refuses more', async () => {
    const f = await publicPrioritization(t, { budget: { mode: 'points', adjustment: 10 } });
    const pointed = (a: number, b: number) => [
      { subcategory_id: f.items.park.id, rank: 1, points: a },
      { subcategory_id: f.items.pool.id, rank: 2, points: b },
    ];
    await expectRefused(f, { items: pointed(6, 5) }, { items: [B.overPoints] });
    await expectRefused(f, { items: pointed(6, 0) }, { 'items.1.points': [B.pointsRequired] });
    const response = await castBallot(t, f, { items: pointed(6, 4) });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.db
      .select({ points: submissionItems.points })
      .from(submissionItems)
      .where(eq(submissionItems.submission_id, response.json().data.id))
      .orderBy(asc(submissionItems.rank));
    expect(rows.map((r) => r.points)).toEqual([6, 4]);
  });

  it('refuses a simulation-shaped body with per-field messages', async () => {
    const f = await publicPrioritization(t);
    const response = await castBallot(t, f, { items: [{ subcategory_id: f.items.park.id, amount: 400 }] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['items.0.rank']);
  });

  it('a preview is checked and stores nothing', async () => {
    const f = await publicPrioritization(t, { budget: { status: 'new', activated_at: null } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const url = `${f.path}/submissions?preview=${encodeURIComponent(token)}`;
    const refused = await t.app.inject({ method: 'POST', url, payload: { items: [] } });
    expect(refused.statusCode).toBe(422);
    const response = await t.app.inject({ method: 'POST', url, payload: validBallot(f) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      id: 0,
      user_id: 'preview',
      receipt_code: 'PREVIEW',
      replaced: false,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
  });

  it('takes ballots only while Active', async () => {
    const f = await publicPrioritization(t);
    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, f.budget.id));
    const response = await castBallot(t, f, validBallot(f));
    expect(response.statusCode).toBe(404);
  });

  it("a second ballot from the same browser replaces the first; another browser's does not", async () => {
    const f = await publicPrioritization(t);
    const first = await castBallot(t, f, validBallot(f));
    const cookie = voterCookieOf(first);
    const status = await t.app.inject({ method: 'GET', url: `${f.path}/ballot`, headers: { cookie } });
    expect(status.json().data).toEqual({ verification: 'browser', has_ballot: true });
    expect(status.headers['set-cookie']).toBeUndefined();

    const second = await castBallot(t, f, { items: ranked(f.items.pool) }, { cookie });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.replaced).toBe(true);
    const stranger = await castBallot(t, f, validBallot(f));
    expect(stranger.json().data.replaced).toBe(false);

    const rows = await ballotsOf(f);
    expect(rows.map((r) => [r.id, r.is_current, r.replaced_at !== null])).toEqual([
      [first.json().data.id, false, true],
      [second.json().data.id, true, false],
      [stranger.json().data.id, true, false],
    ]);
    expect(rows[0]!.voter_key).toBe(rows[1]!.voter_key);
  });

  it('two ballots of one browser at once leave exactly one current', async () => {
    const f = await publicPrioritization(t);
    const cookie = voterCookieOf(await castBallot(t, f, validBallot(f)));
    const answers = await Promise.all([1, 2, 3].map(() => castBallot(t, f, validBallot(f), { cookie })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const rows = await ballotsOf(f);
    expect(rows.filter((r) => r.is_current)).toHaveLength(1);
  });

  it('GET ballot sets a voter cookie for a new browser and says it has no ballot', async () => {
    const f = await publicPrioritization(t);
    const response = await t.app.inject({ method: 'GET', url: `${f.path}/ballot` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ verification: 'browser', has_ballot: false });
    expect(voterCookieOf(response)).toMatch(/^cp_voter=/);
  });

  it('an Idempotency-Key retry answers the first ballot with its receipt and stores nothing new', async () => {
    const f = await publicPrioritization(t);
    const headers = { 'idempotency-key': 'ballot-1' };
    const first = await castBallot(t, f, validBallot(f), headers);
    const cookie = voterCookieOf(first);
    const retried = await castBallot(t, f, validBallot(f), { ...headers, cookie });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect(await ballotsOf(f)).toHaveLength(1);
  });

  it('a simulation still takes its own submission shape', async () => {
    const f = await publicPrioritization(t, { budget: { is_pb: false } });
    const response = await castBallot(t, f, validBallot(f));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['items.0.amount']).toBeDefined();
  });
});
