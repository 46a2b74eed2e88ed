import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetCategories,
  budgets,
  comments,
  submissionAnswers,
  submissionChoices,
  submissionItems,
  submissions,
  visits,
} from '@commonpurse/db';
import { PUBLIC_MESSAGES as M } from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory } from '../../test/simulations.ts';
import {
  NOTHING_STORED,
  participationCounts,
  post,
  publicSimulation,
  setText,
  validSubmission,
  type PublicFixture,
} from './fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const submit = (f: PublicFixture, body: unknown, options: Parameters<typeof post>[3] = {}) =>
  post(t, `${f.path}/submissions`, body, options);

async function visitOf(f: PublicFixture): Promise<number> {
  const response = await post(t, `${f.path}/visits`, {});
  expect(response.statusCode).toBe(201);
  return response.json().data.visit_id;
}

/** 422 naming exactly these fields, and nothing stored. */
async function expectRefused(f: PublicFixture, body: unknown, errors: Record<string, string[]>) {
  const response = await submit(f, body);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
  const counts = await participationCounts(t.db, f.budget.id);
  expect({ ...counts, visits: 0 }).toEqual(NOTHING_STORED);
}

describe('POST /v1/public/budgets/{id}/submissions', () => {
  it('stores the submission, every item, the answers, choices and comments, and moves the visit on', async () => {
    const f = await publicSimulation(t);
    const visitId = await visitOf(f);
    await t.db
      .update(visits)
      .set({ last_seen_at: new Date(Date.now() - 60_000) })
      .where(eq(visits.id, visitId));
    const body = validSubmission(f, {
      visit_id: visitId,
      comments: [
        { subcategory_id: f.items.c.id, text: '  Keep the parks green  ' },
        { subcategory_id: null, text: '   ' },
      ],
      location: { lat: 42.3647, lng: -71.1042, postal_code: ' 02139 ' },
    });
    const response = await submit(f, body, { remoteAddress: '203.0.113.9' });
    expect(response.statusCode, response.body).toBe(201);
    const { id, user_id } = response.json().data;
    expect(id).toBeGreaterThan(0);
    expect(user_id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      budget_id: f.budget.id,
      visit_id: visitId,
      user_id,
      total_revenue: 2520,
      total_expenses: 2300,
      balance: 220,
      lat: 42.3647,
      lng: -71.1042,
      postal_code: '02139',
      city: 'Cambridge, MA',
      ip: '203.0.113.9',
      idempotency_key: null,
    });
    const items = await t.db
      .select({
        id: submissionItems.budget_subcategory_id,
        amount: submissionItems.amount,
        start: submissionItems.starting_amount,
      })
      .from(submissionItems)
      .where(eq(submissionItems.submission_id, id))
      .orderBy(asc(submissionItems.budget_subcategory_id));
    const { a, b, c, d, e } = f.items;
    expect(items).toEqual([
      { id: a.id, amount: 2020, start: 2000 },
      { id: b.id, amount: 500, start: 500 },
      { id: c.id, amount: 1200, start: 1200 },
      { id: d.id, amount: 1100, start: 1200 },
      // The chosen option moved where the item starts.
      { id: e.id, amount: 0, start: 0 },
    ]);
    expect(
      await t.db
        .select({ question: submissionAnswers.question_id, value: submissionAnswers.value })
        .from(submissionAnswers)
        .where(eq(submissionAnswers.submission_id, id))
        .orderBy(asc(submissionAnswers.question_id)),
    ).toEqual([
      { question: f.questions.entry.id, value: 'north' },
      { question: f.questions.exit.id, value: 'More parks' },
    ]);
    expect(
      await t.db
        .select({ item: submissionChoices.budget_subcategory_id, option: submissionChoices.option_id })
        .from(submissionChoices)
        .where(eq(submissionChoices.submission_id, id)),
    ).toEqual([{ item: e.id, option: '2' }]);
    expect(
      await t.db
        .select({ item: comments.budget_subcategory_id, text: comments.text, ip: comments.ip })
        .from(comments)
        .where(eq(comments.submission_id, id)),
    ).toEqual([{ item: c.id, text: 'Keep the parks green', ip: '203.0.113.9' }]);
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit!.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('stores the default scenario option when the resident chose none, and no IP when the client suppresses them', async () => {
    const f = await publicSimulation(t, { client: { suppress_ips: true } });
    const response = await submit(f, {
      items: [],
      answers: [{ question_id: f.questions.entry.id, value: 'south' }],
      comments: [{ subcategory_id: f.items.a.id, text: 'Lower it' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ ip: null, balance: 0, city: null, lat: null, visit_id: null });
    expect(
      await t.db
        .select({ option: submissionChoices.option_id })
        .from(submissionChoices)
        .where(eq(submissionChoices.submission_id, id)),
    ).toEqual([{ option: '1' }]);
    expect(
      await t.db.select({ ip: comments.ip }).from(comments).where(eq(comments.submission_id, id)),
    ).toEqual([{ ip: null }]);
    expect((await participationCounts(t.db, f.budget.id)).submission_items).toBe(5);
  });

  it('refuses a tampered amount off the grid, and amounts past the ceiling or under the floor', async () => {
    const f = await publicSimulation(t);
    const body = (id: number, amount: number) =>
      validSubmission(f, { items: [{ subcategory_id: id, amount }], scenario: [] });
    await expectRefused(f, body(f.items.a.id, 2013), { 'items.0.amount': [M.unreachableAmount] });
    await expectRefused(f, body(f.items.d.id, 1500), { 'items.0.amount': [M.aboveCeiling] });
    await expectRefused(f, body(f.items.d.id, 900), { 'items.0.amount': [M.belowFloor] });
    // The scenario item's amount follows its options; it cannot be typed.
    await expectRefused(f, body(f.items.e.id, 50), { 'items.0.amount': [M.unreachableAmount] });
  });

  it("refuses another client's item, another simulation's item, and a changed locked item", async () => {
    const f = await publicSimulation(t);
    const otherClient = await publicSimulation(t);
    const sameClient = await publicSimulation(t, { client: { name: 'unused' } });
    const sibling = await insertCategory(t.db, sameClient.budget.id, 'expense');
    const siblingItem = await insertSubcategory(t.db, sibling.id, { amount: 0 });
    for (const id of [otherClient.items.c.id, siblingItem.id])
      await expectRefused(f, validSubmission(f, { items: [{ subcategory_id: id, amount: 1200 }] }), {
        'items.0.subcategory_id': [M.unknownItem],
      });
    await expectRefused(f, validSubmission(f, { items: [{ subcategory_id: f.items.b.id, amount: 505 }] }), {
      'items.0.amount': [M.lockedItem],
    });
    // A locked category locks its items too.
    await t.db
      .update(budgetCategories)
      .set({ is_locked: true })
      .where(eq(budgetCategories.id, f.categories.taxes.id));
    await t.db.update(budgets).set({ updated_at: new Date() }).where(eq(budgets.id, f.budget.id));
    await expectRefused(f, validSubmission(f), { 'items.0.amount': [M.lockedItem] });
  });

  it('refuses a deficit with the default text, the customised text, and allows it when the simulation does', async () => {
    const f = await publicSimulation(t);
    const deficit = validSubmission(f, {
      items: [{ subcategory_id: f.items.c.id, amount: 1212 }],
      scenario: [],
    });
    await expectRefused(f, deficit, { balance: [M.deficit] });

    const custom = await publicSimulation(t);
    await setText(t.db, custom.budget.id, 'surplus_required', 'Balance it first, please.');
    await expectRefused(
      custom,
      validSubmission(custom, { items: [{ subcategory_id: custom.items.c.id, amount: 1212 }], scenario: [] }),
      { balance: ['Balance it first, please.'] },
    );

    await t.db
      .update(budgets)
      .set({ is_budget_submittable_with_deficit: true })
      .where(eq(budgets.id, f.budget.id));
    const allowed = await submit(f, deficit);
    expect(allowed.statusCode, allowed.body).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, allowed.json().data.id));
    expect(row!.balance).toBe(-12);
  });

  it('refuses a missing required answer, an answer that is not an option and an unknown scenario option', async () => {
    const f = await publicSimulation(t);
    await expectRefused(f, validSubmission(f, { answers: [] }), {
      [`answers.question_${f.questions.entry.id}`]: [M.answerRequired],
    });
    await expectRefused(
      f,
      validSubmission(f, { answers: [{ question_id: f.questions.entry.id, value: 'east' }] }),
      {
        'answers.0.value': [M.answerNotAnOption],
      },
    );
    await expectRefused(
      f,
      validSubmission(f, { items: [], scenario: [{ subcategory_id: f.items.e.id, option_ids: [9] }] }),
      { 'scenario.0.option_ids': [M.unknownOption] },
    );
  });

  it('requires the location when the simulation does', async () => {
    const f = await publicSimulation(t, {
      budget: { is_location_enabled: true, is_location_required: true },
    });
    await expectRefused(f, validSubmission(f), { location: [M.locationRequired] });
    const located = await submit(f, validSubmission(f, { location: { lat: 40.75, lng: -73.99 } }));
    expect(located.statusCode, located.body).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, located.json().data.id));
    // Without a postal code the nearest postal area names the city.
    expect(row!.city).toBe('New York, NY');
  });

  it('refuses a visit of another simulation, naming visit_id', async () => {
    const f = await publicSimulation(t);
    const other = await publicSimulation(t);
    const foreignVisit = await visitOf(other);
    await expectRefused(f, validSubmission(f, { visit_id: foreignVisit }), { visit_id: [M.unknownVisit] });
  });

  it('answers 404 for Inactive, Archived, New and unknown simulations, storing nothing', async () => {
    for (const status of ['inactive', 'archived', 'new']) {
      const f = await publicSimulation(t, { budget: { status } });
      const response = await submit(f, validSubmission(f));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: M.notAvailable });
      expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
    }
    expect((await post(t, '/v1/public/budgets/2147483000/submissions', { items: [] })).statusCode).toBe(404);
  });

  it('checks a preview submission the same way, answers as usual and stores nothing', async () => {
    const f = await publicSimulation(t, { budget: { status: 'new' } });
    const token = await t.app.previewTokens.tokenFor(f.budget.id);
    const url = `${f.path}/submissions?preview=${token}`;
    const ok = await post(t, url, validSubmission(f, { visit_id: 0 }), {
      headers: { 'idempotency-key': 'k1' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({ data: { id: 0, user_id: 'preview' } });
    const tampered = await post(
      t,
      url,
      validSubmission(f, { items: [{ subcategory_id: f.items.a.id, amount: 2013 }] }),
    );
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().errors).toEqual({ 'items.0.amount': [M.unreachableAmount] });
    const realVisit = await post(t, url, validSubmission(f, { visit_id: 5 }));
    expect(realVisit.json().errors).toEqual({ visit_id: [M.unknownVisit] });
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const f = await publicSimulation(t);
    for (const key of ['', 'has space', 'x'.repeat(201), 'é']) {
      const response = await submit(f, validSubmission(f), { headers: { 'idempotency-key': key } });
      expect(response.statusCode, key).toBe(422);
      expect(response.json().errors).toEqual({ 'idempotency-key': [M.idempotencyKeyInvalid] });
    }
    expect(await participationCounts(t.db, f.budget.id)).toEqual(NOTHING_STORED);
  });
});
