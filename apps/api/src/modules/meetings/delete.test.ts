import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meetings, submissions } from '@commonpurse/db';
import { useTestApp } from '../../test/helper.ts';
import { insertSimulation } from '../../test/simulations.ts';
import { insertActiveSimulation, insertMeeting, meetingClient } from './fixtures.ts';

const t = useTestApp();

describe('DELETE /v1/admin/meetings/{id}', () => {
  it('deletes the meeting, keeping what residents submitted through it', async () => {
    const { client, call } = await meetingClient(t);
    const simulation = await insertActiveSimulation(t.db, client.id);
    const meeting = await insertMeeting(t.db, client.id, simulation.id);
    const kept = await insertMeeting(t.db, client.id, simulation.id, { name: 'Kept' });
    await t.db.insert(submissions).values({ budget_id: simulation.id, meeting_id: meeting.id });
    const path = `/v1/admin/meetings/${meeting.id}`;

    const response = await call({ method: 'DELETE', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ meta: { status: 'deleted' } });
    expect((await call({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: path })).statusCode).toBe(404);
    const rows = await t.db.select().from(meetings).where(eq(meetings.client_id, client.id));
    expect(rows.map((row) => row.id)).toEqual([kept.id]);
    const left = await t.db.select().from(submissions).where(eq(submissions.budget_id, simulation.id));
    expect(left.map((row) => row.meeting_id)).toEqual([meeting.id]);
  });
});

describe('deleting a simulation', () => {
  it('deletes its meetings, and no other', async () => {
    const { client, call } = await meetingClient(t);
    const doomed = await insertSimulation(t.db, client.id, { status: 'new' });
    const other = await insertActiveSimulation(t.db, client.id);
    const gone = await insertMeeting(t.db, client.id, doomed.id, { name: 'Gone' });
    const kept = await insertMeeting(t.db, client.id, other.id, { name: 'Kept' });

    const response = await call({ method: 'DELETE', url: `/v1/admin/budgets/${doomed.id}` });
    expect(response.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/v1/admin/meetings/${gone.id}` })).statusCode).toBe(404);
    const listed = (await call({ method: 'GET', url: '/v1/admin/meetings' })).json();
    expect(listed.data.map((meeting: { id: number }) => meeting.id)).toEqual([kept.id]);
    expect(await t.db.select().from(meetings).where(eq(meetings.id, gone.id))).toEqual([]);
  });
});
