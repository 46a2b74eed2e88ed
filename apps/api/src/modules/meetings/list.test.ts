import { describe, expect, it } from 'vitest';
import { ZMeetingView } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertActiveSimulation, insertMeeting, meetingClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof meetingClient>>['call'];
const list = (call: Call, query: Record<string, string> = { per_page: '1000' }) =>
  call({ method: 'GET', url: '/v1/admin/meetings', query });
const idsOf = (body: { data: { id: number }[] }) => body.data.map((meeting) => meeting.id);

describe('GET /v1/admin/meetings', () => {
  it("lists the client's meetings, most recently updated first, each with its simulation and addresses", async () => {
    const { client, call } = await meetingClient(t);
    const active = await insertActiveSimulation(t.db, client.id, { name: 'Parks budget' });
    const closed = await insertSimulation(t.db, client.id, { name: 'Old budget', status: 'closed' });
    const older = await insertMeeting(t.db, client.id, active.id, {
      name: 'Older',
      updated_at: new Date('2026-01-01T10:00:00Z'),
    });
    const newest = await insertMeeting(t.db, client.id, closed.id, {
      name: 'Newest',
      description: 'Library',
      updated_at: new Date('2026-03-01T10:00:00Z'),
    });
    const middle = await insertMeeting(t.db, client.id, active.id, {
      name: 'Middle',
      updated_at: new Date('2026-02-01T10:00:00Z'),
    });
    const { client: other } = await meetingClient(t);
    const theirs = await insertActiveSimulation(t.db, other.id);
    await insertMeeting(t.db, other.id, theirs.id, { name: 'Theirs' });

    const response = await list(call);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([newest.id, middle.id, older.id]);
    for (const meeting of body.data) ZMeetingView.strict().parse(meeting);
    const site = `http://${client.subdomain}.commonpurse.test/meetings`;
    expect(body.data[0]).toEqual({
      id: newest.id,
      name: 'Newest',
      description: 'Library',
      location: null,
      budget_id: closed.id,
      budget_name: 'Old budget',
      updated_at: '2026-03-01T10:00:00.000Z',
      categories: [],
      is_active: false,
      facilitator_url: `${site}/${newest.id}/facilitator`,
      public_url: `${site}/${newest.id}`,
      results_url: `${site}/${newest.id}/results`,
    });
    expect(body.data[1]).toMatchObject({ budget_name: 'Parks budget', is_active: true });
  });

  it('keeps one simulation’s meetings with budget_id, and adds the simulation with include=budget', async () => {
    const { client, call } = await meetingClient(t);
    const parks = await insertActiveSimulation(t.db, client.id, { name: 'Parks', slug: 'parks' });
    const roads = await insertActiveSimulation(t.db, client.id, { name: 'Roads' });
    const first = await insertMeeting(t.db, client.id, parks.id, { updated_at: new Date('2026-01-01') });
    const second = await insertMeeting(t.db, client.id, parks.id, { updated_at: new Date('2026-01-02') });
    await insertMeeting(t.db, client.id, roads.id);

    const response = await list(call, { per_page: '1000', include: 'budget', budget_id: String(parks.id) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(idsOf(body)).toEqual([second.id, first.id]);
    expect(body.data[0].budget).toEqual({ id: parks.id, name: 'Parks', slug: 'parks', status: 'active' });

    const without = (await list(call, { budget_id: String(parks.id) })).json();
    expect(without.data[0]).not.toHaveProperty('budget');
  });

  it("answers an empty list for another client's simulation id, and for a client without meetings", async () => {
    const { client, call } = await meetingClient(t);
    const { client: other } = await meetingClient(t);
    const theirs = await insertActiveSimulation(t.db, other.id);
    await insertMeeting(t.db, other.id, theirs.id);
    expect((await list(call, { budget_id: String(theirs.id) })).json()).toEqual({ data: [] });
    expect((await list(call)).json()).toEqual({ data: [] });
    await insertSimulation(t.db, client.id);
    expect((await list(call)).json()).toEqual({ data: [] });
  });

  it('pages with per_page and page, and refuses a per_page above 1000 or an unknown include', async () => {
    const { client, call } = await meetingClient(t);
    const simulation = await insertActiveSimulation(t.db, client.id);
    for (let day = 1; day <= 3; day += 1)
      await insertMeeting(t.db, client.id, simulation.id, {
        name: `M${day}`,
        updated_at: new Date(`2026-01-0${day}T00:00:00Z`),
      });
    const second = await list(call, { per_page: '2', page: '2' });
    expect(second.json().data.map((m: { name: string }) => m.name)).toEqual(['M1']);
    expect((await list(call, { per_page: '999' })).json().data).toHaveLength(3);
    expect((await list(call, { per_page: '1001' })).statusCode).toBe(422);
    const include = await list(call, { include: 'budget,categories' });
    expect(include.statusCode).toBe(422);
    expect(include.json().errors).toEqual({ include: ['Supported includes: budget'] });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/meetings' })).statusCode).toBe(401);
  });
});
