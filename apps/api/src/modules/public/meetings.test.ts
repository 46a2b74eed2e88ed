import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, submissionItems, submissions, visits } from '@commonpurse/db';
import {
  PUBLIC_MESSAGES as M,
  type TMeetingResults,
  type TPublicMeetingPage,
} from '@commonpurse/domain/public';
import { useTestApp } from '../../test/helper.ts';
import { insertClient } from '../../test/simulations.ts';
import { post, publicSimulation, validSubmission } from './fixtures.ts';
import { insertMeeting, meetingOnServices, type MeetingFixture } from './meeting-fixtures.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A resident joins the meeting: a visit tagged with it. */
async function join(f: MeetingFixture): Promise<number> {
  const response = await post(t, `${f.path}/visits`, { meeting_id: f.meeting.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.visit_id;
}

/** A submission through the meeting: the entry answer, and the given meeting items' amounts. */
function meetingSubmission(f: MeetingFixture, items: { subcategory_id: number; amount: number }[]) {
  return {
    meeting_id: f.meeting.id,
    items,
    answers: [{ question_id: f.questions.entry.id, value: 'south' }],
  };
}

describe('GET /v1/public/sites/{subdomain}/meetings/{id}', () => {
  it("answers the meeting's name and items with its simulation's whole page data, nothing staff-only", async () => {
    const f = await meetingOnServices(t);
    const response = await get(f.site);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { meeting, simulation } = response.json<{ data: TPublicMeetingPage }>().data;
    // In page order, whatever the order of the selection.
    expect(meeting).toEqual({
      id: f.meeting.id,
      name: 'Town hall, ward 3',
      subcategory_ids: [f.items.c.id, f.items.d.id],
    });
    expect(response.body).not.toContain('Room 101');
    expect(response.body).not.toContain('projector');
    // Every item comes (the page keeps the hidden ones at their start in the balance).
    expect(simulation.id).toBe(f.budget.id);
    expect([...simulation.revenue, ...simulation.expenses].flatMap((c) => c.subcategories)).toHaveLength(5);
  });

  it('shows every item for the whole budget, and ignores selected items the simulation no longer has', async () => {
    const f = await publicSimulation(t);
    const whole = await insertMeeting(t, f);
    const stale = await insertMeeting(t, f, { subcategory_ids: [f.items.e.id, 2_000_000_000] });
    const all = [f.items.a, f.items.b, f.items.c, f.items.d, f.items.e].map((item) => item.id);
    const ids = async (id: number) =>
      (await get(`/v1/public/sites/${f.client.subdomain}/meetings/${id}`)).json<{
        data: TPublicMeetingPage;
      }>().data.meeting.subcategory_ids;
    expect(await ids(whole.id)).toEqual(all);
    expect(await ids(stale.id)).toEqual([f.items.e.id]);
  });

  it('is 404 for another client’s meeting, an unknown one, and while the simulation is not Active', async () => {
    const f = await meetingOnServices(t);
    const other = await meetingOnServices(t);
    const notAvailable = { message: M.notAvailable };
    // Another client's meeting at this client's address.
    const foreign = await get(`/v1/public/sites/${f.client.subdomain}/meetings/${other.meeting.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject(notAvailable);
    expect((await get(`/v1/public/sites/${f.client.subdomain}/meetings/2000000000`)).statusCode).toBe(404);
    // A meeting row pointing at another client's simulation serves nothing.
    const stranger = await insertClient(t.db);
    const crossed = await insertMeeting(t, { client: stranger, budget: f.budget });
    expect((await get(`/v1/public/sites/${stranger.subdomain}/meetings/${crossed.id}`)).statusCode).toBe(404);

    await t.db.update(budgets).set({ status: 'inactive' }).where(eq(budgets.id, f.budget.id));
    expect((await get(f.site)).statusCode).toBe(404);
    // The figures stay readable the day after; an Archived simulation's are gone.
    expect((await get(`${f.site}/results`)).statusCode).toBe(200);
    await t.db.update(budgets).set({ status: 'archived' }).where(eq(budgets.id, f.budget.id));
    expect((await get(`${f.site}/results`)).statusCode).toBe(404);
    expect((await get(`${f.site}/events`)).statusCode).toBe(404);
  });
});

describe('visits and submissions through a meeting', () => {
  it('tags the visit and the submission with the meeting, keeping the hidden items at their start', async () => {
    const f = await meetingOnServices(t);
    const visitId = await join(f);
    const [visit] = await t.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit?.meeting_id).toBe(f.meeting.id);

    // Parks down 12 (one 1 % step): a surplus of 12 in the whole budget.
    const response = await post(t, `${f.path}/submissions`, {
      ...meetingSubmission(f, [{ subcategory_id: f.items.c.id, amount: 1188 }]),
      visit_id: visitId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, response.json().data.id));
    expect(row).toMatchObject({ meeting_id: f.meeting.id, visit_id: visitId });
    expect(Number(row?.balance)).toBe(12);
    expect(Number(row?.total_expenses)).toBe(1188 + 1200 + 100);
    const items = await t.db
      .select({ id: submissionItems.budget_subcategory_id, amount: submissionItems.amount })
      .from(submissionItems)
      .where(eq(submissionItems.submission_id, row!.id))
      .orderBy(asc(submissionItems.budget_subcategory_id));
    expect(items.map((item) => [item.id, Number(item.amount)])).toEqual([
      [f.items.a.id, 2000],
      [f.items.b.id, 500],
      [f.items.c.id, 1188],
      [f.items.d.id, 1200],
      [f.items.e.id, 100],
    ]);
  });

  it('refuses amounts, choices and comments for items outside the meeting, on the same rules', async () => {
    const f = await meetingOnServices(t);
    const response = await post(t, `${f.path}/submissions`, {
      ...meetingSubmission(f, [
        { subcategory_id: f.items.a.id, amount: 2020 },
        { subcategory_id: f.items.d.id, amount: 1450 },
      ]),
      scenario: [{ subcategory_id: f.items.e.id, option_ids: [2] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'items.0.subcategory_id': [M.notInMeeting],
      'scenario.0.subcategory_id': [M.notInMeeting],
      'items.1.amount': [M.aboveCeiling],
    });
    expect(await t.db.select().from(submissions).where(eq(submissions.budget_id, f.budget.id))).toEqual([]);
  });

  it("refuses a meeting that is not the simulation's (another simulation's, unknown), storing nothing", async () => {
    const f = await meetingOnServices(t);
    const other = await meetingOnServices(t);
    for (const meeting_id of [other.meeting.id, 2_000_000_000]) {
      const visit = await post(t, `${f.path}/visits`, { meeting_id });
      expect(visit.statusCode).toBe(422);
      expect(visit.json().errors).toEqual({ meeting_id: [M.unknownMeeting] });
      const body = { ...validSubmission(f), meeting_id };
      const submission = await post(t, `${f.path}/submissions`, body);
      expect(submission.statusCode).toBe(422);
      expect(submission.json().errors).toEqual({ meeting_id: [M.unknownMeeting] });
    }
    expect(await t.db.select().from(visits).where(eq(visits.budget_id, f.budget.id))).toEqual([]);
    expect(await t.db.select().from(submissions).where(eq(submissions.budget_id, f.budget.id))).toEqual([]);
  });

  it('takes a submission without a meeting as before (the whole simulation, untagged)', async () => {
    const f = await meetingOnServices(t);
    const response = await post(t, `${f.path}/submissions`, validSubmission(f));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, response.json().data.id));
    expect(row?.meeting_id).toBeNull();
  });
});

describe('GET /v1/public/sites/{subdomain}/meetings/{id}/results', () => {
  it("counts who joined and submitted, and averages the meeting's submissions over its items", async () => {
    const f = await meetingOnServices(t);
    await join(f);
    await join(f);
    await join(f);
    const submit = async (body: unknown) =>
      expect((await post(t, `${f.path}/submissions`, body)).statusCode).toBe(201);
    // Parks 1,188 and 1,212 (average unchanged); Roads 1,100 and 1,000 (average -150).
    await submit(
      meetingSubmission(f, [
        { subcategory_id: f.items.c.id, amount: 1188 },
        { subcategory_id: f.items.d.id, amount: 1100 },
      ]),
    );
    await submit(
      meetingSubmission(f, [
        { subcategory_id: f.items.c.id, amount: 1212 },
        { subcategory_id: f.items.d.id, amount: 1000 },
      ]),
    );
    // Outside the meeting: not in its figures.
    await submit(validSubmission(f));

    const response = await get(`${f.site}/results`);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json<{ data: TMeetingResults }>().data;
    expect(results.meeting).toEqual({ id: f.meeting.id, name: 'Town hall, ward 3' });
    expect(results.participants).toEqual({ joined: 3, submitted: 2 });
    expect(results.is_active).toBe(true);
    expect(results.simulation).toMatchObject({ name: f.budget.name, locale: 'en_US', mode: 'budget' });
    expect(results.categories).toEqual([
      {
        id: f.categories.services.id,
        name: 'Services',
        type: 'expense',
        starting_amount: 2400,
        average_submitted_amount: 2250,
        average_change: -150,
        items: [
          {
            id: f.items.c.id,
            name: 'Parks',
            starting_amount: 1200,
            average_submitted_amount: 1200,
            average_change: 0,
          },
          {
            id: f.items.d.id,
            name: 'Roads',
            starting_amount: 1200,
            average_submitted_amount: 1050,
            average_change: -150,
          },
        ],
      },
    ]);
    expect(results.top_increases).toEqual([]);
    expect(results.top_decreases).toEqual([
      {
        id: f.items.d.id,
        name: 'Roads',
        category_name: 'Services',
        starting_amount: 1200,
        average_change: -150,
      },
    ]);
    expect(JSON.stringify(results)).not.toContain('Room 101');
  });

  it('counts a resident once however often the same browser reloads the meeting, and submits', async () => {
    const f = await meetingOnServices(t);
    const first = await post(t, `${f.path}/visits`, { meeting_id: f.meeting.id });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^cp_voter=[\w-]{20,}$/);
    const reload = () => post(t, `${f.path}/visits`, { meeting_id: f.meeting.id }, { headers: { cookie } });
    const again = await reload();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['set-cookie']).toBeUndefined();
    await reload();
    const joined = async () =>
      (await get(`${f.site}/results`)).json<{ data: TMeetingResults }>().data.participants;
    expect((await joined()).joined).toBe(1);

    // Its two submissions (the second after a reload) are one resident who submitted.
    for (const visit of [first, again]) {
      const body = { ...meetingSubmission(f, []), visit_id: visit.json().data.visit_id };
      expect((await post(t, `${f.path}/submissions`, body, { headers: { cookie } })).statusCode).toBe(201);
    }
    // Another browser is another resident.
    await join(f);
    expect(await joined()).toEqual({ joined: 2, submitted: 1 });
    // Kept as a hash with the meeting, never the cookie itself.
    const keys = await t.db
      .selectDistinct({ key: visits.visitor_key })
      .from(visits)
      .where(eq(visits.meeting_id, f.meeting.id));
    expect(keys).toHaveLength(2);
    for (const { key } of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.map(({ key }) => key)).not.toContain(cookie.split('=')[1]);
  });

  it('sets no cookie for a visit outside a meeting', async () => {
    const f = await meetingOnServices(t);
    const response = await post(t, `${f.path}/visits`, {});
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the figures of a meeting nobody has joined yet', async () => {
    const f = await meetingOnServices(t);
    const results = (await get(`${f.site}/results`)).json<{ data: TMeetingResults }>().data;
    expect(results.participants).toEqual({ joined: 0, submitted: 0 });
    expect(results.categories[0]?.items.map((item) => item.average_submitted_amount)).toEqual([null, null]);
    expect(results.top_increases).toEqual([]);
  });
});
