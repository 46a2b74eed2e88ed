import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings } from '@commonpurse/db';
import { MEETING_MESSAGES, ZMeetingView } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertReceipt } from '../receipts/fixtures.ts';
import { insertActiveSimulation, insertMeeting, meetingClient } from './fixtures.ts';

const t = useTestApp();

type Call = Awaited<ReturnType<typeof meetingClient>>['call'];
const create = (call: Call, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/v1/admin/meetings', payload });

describe('POST /v1/admin/meetings', () => {
  it('creates a meeting on an Active simulation, on the whole budget, and answers it', async () => {
    const { client, call } = await meetingClient(t);
    const simulation = await insertActiveSimulation(t.db, client.id, { name: 'Parks budget' });

    const response = await create(call, { name: '  Ward 3 town hall ', budget_id: simulation.id });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    ZMeetingView.strict().parse(data);
    const site = `http://${client.subdomain}.commonpurse.test/meetings/${data.id}`;
    expect(data).toMatchObject({
      name: 'Ward 3 town hall',
      description: null,
      location: null,
      budget_id: simulation.id,
      budget_name: 'Parks budget',
      categories: [],
      is_active: true,
      public_url: site,
      facilitator_url: `${site}/facilitator`,
      results_url: `${site}/results`,
    });
    const [row] = await t.db.select().from(meetings).where(eq(meetings.id, data.id));
    expect(row).toMatchObject({ client_id: client.id, budget_id: simulation.id, subcategory_ids: [] });
  });

  it.each([
    ['no name', { budget_id: 1 }, { name: [MEETING_MESSAGES.nameRequired] }],
    ['an empty name', { name: '', budget_id: 1 }, { name: ['Meeting name is required'] }],
    ['a blank name', { name: '   ', budget_id: 1 }, { name: ['Meeting name is required'] }],
    [
      'a one-letter name',
      { name: 'A', budget_id: 1 },
      { name: ['Meeting name must be at least 2 characters'] },
    ],
    ['no simulation', { name: 'Town hall' }, { budget_id: ['Please select a Simulation for your meeting'] }],
    [
      'a null simulation',
      { name: 'Town hall', budget_id: null },
      { budget_id: ['Please select a Simulation for your meeting'] },
    ],
    [
      'a zero simulation',
      { name: 'Town hall', budget_id: 0 },
      { budget_id: ['Please select a Simulation for your meeting'] },
    ],
    [
      'neither',
      {},
      { name: ['Meeting name is required'], budget_id: ['Please select a Simulation for your meeting'] },
    ],
  ])('refuses %s with the spec’s words', async (_case, payload, errors) => {
    const { client, call } = await meetingClient(t);
    const response = await create(call, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await t.db.select().from(meetings).where(eq(meetings.client_id, client.id))).toEqual([]);
  });

  it('refuses a name above 250 characters', async () => {
    const { client, call } = await meetingClient(t);
    const simulation = await insertActiveSimulation(t.db, client.id);
    const response = await create(call, { name: 'x'.repeat(251), budget_id: simulation.id });
    expect(response.json().errors).toEqual({ name: [MEETING_MESSAGES.nameTooLong] });
    expect((await create(call, { name: 'x'.repeat(250), budget_id: simulation.id })).statusCode).toBe(201);
  });

  it('refuses every simulation that is not an Active, non-prioritization simulation of the client, alike', async () => {
    const { client, call } = await meetingClient(t);
    const { client: other } = await meetingClient(t);
    const ineligible = {
      new: await insertActiveSimulation(t.db, client.id, { status: 'new' }),
      inactive: await insertActiveSimulation(t.db, client.id, { status: 'inactive' }),
      closed: await insertActiveSimulation(t.db, client.id, { status: 'closed' }),
      archived: await insertActiveSimulation(t.db, client.id, { status: 'archived' }),
      prioritization: await insertActiveSimulation(t.db, client.id, { is_pb: true }),
      receipt: await insertReceipt(t.db, client.id, { status: 'active' }),
      "another client's": await insertActiveSimulation(t.db, other.id),
    };
    const ids = [
      ...Object.entries(ineligible).map(([name, row]) => [name, row.id] as const),
      ['missing', 2_000_000_000] as const,
    ];
    for (const [name, id] of ids) {
      const response = await create(call, { name: 'Town hall', budget_id: id });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({
        message: 'The given data was invalid.',
        errors: { budget_id: [MEETING_MESSAGES.simulationNotEligible] },
      });
    }
    const beyond = await create(call, { name: 'Town hall', budget_id: 2 ** 31 });
    expect(beyond.json().errors).toEqual({ budget_id: [MEETING_MESSAGES.simulationNotEligible] });
    expect(await t.db.select().from(meetings).where(eq(meetings.client_id, client.id))).toEqual([]);
  });
});

describe('GET /v1/admin/meetings/{id}', () => {
  it('answers the meeting, with its simulation under include=budget', async () => {
    const { client, call } = await meetingClient(t);
    const simulation = await insertActiveSimulation(t.db, client.id, { name: 'Parks', slug: 'parks' });
    const meeting = await insertMeeting(t.db, client.id, simulation.id, {
      name: 'Ward 3',
      location: 'City hall',
      description: 'Evening session',
    });
    const path = `/v1/admin/meetings/${meeting.id}`;

    const plain = await call({ method: 'GET', url: path });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({
      id: meeting.id,
      name: 'Ward 3',
      location: 'City hall',
      description: 'Evening session',
      budget_name: 'Parks',
      is_active: true,
    });
    expect(plain.json().data).not.toHaveProperty('budget');

    const included = await call({ method: 'GET', url: path, query: { include: 'budget' } });
    expect(included.json().data.budget).toEqual({
      id: simulation.id,
      name: 'Parks',
      slug: 'parks',
      status: 'active',
    });
  });

  it('is a 404 for an id that names no meeting', async () => {
    const { call } = await meetingClient(t);
    for (const id of ['2000000000', '0', 'abc'])
      expect((await call({ method: 'GET', url: `/v1/admin/meetings/${id}` })).statusCode, id).toBe(404);
  });
});
