import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { meetings } from '@commonpurse/db';
import { MEETING_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertActiveSimulation, insertMeeting, itemIdsOf, meetingClient } from './fixtures.ts';

const t = useTestApp();

/** Every meeting call on one meeting; `budgetId` is a simulation the caller could move it to. */
function meetingCalls(id: number, budgetId: number, items: number[]): [string, InjectOptions][] {
  const path = `/v1/admin/meetings/${id}`;
  return [
    ['view', { method: 'GET', url: path, query: { include: 'budget' } }],
    ['rename', { method: 'PATCH', url: path, payload: { name: 'Mine now' } }],
    ['move', { method: 'PATCH', url: path, payload: { budget_id: budgetId } }],
    ['choose items', { method: 'PATCH', url: path, payload: { categories: items } }],
    ['delete', { method: 'DELETE', url: path }],
  ];
}

describe("another client's meeting", () => {
  it('is not found by any call, and stays unchanged', async () => {
    const { client: owner } = await meetingClient(t);
    const theirs = await insertActiveSimulation(t.db, owner.id);
    const meeting = await insertMeeting(t.db, owner.id, theirs.id, { name: 'Theirs' });
    const { client: intruder, call } = await meetingClient(t);
    const mine = await insertActiveSimulation(t.db, intruder.id);
    for (const [name, options] of meetingCalls(meeting.id, mine.id, await itemIdsOf(t.db, theirs.id))) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ message: 'Not found.' });
    }
    const [row] = await t.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ name: 'Theirs', budget_id: theirs.id, subcategory_ids: [] });
    expect((await call({ method: 'GET', url: '/v1/admin/meetings' })).json()).toEqual({ data: [] });
  });
});

describe('without the meetings capability', () => {
  it('every call is refused with a clear message, before any meeting is looked up', async () => {
    const { client, call } = await meetingClient(t, { is_meeting_mode_enabled: false });
    const simulation = await insertActiveSimulation(t.db, client.id);
    const meeting = await insertMeeting(t.db, client.id, simulation.id, { name: 'Kept' });
    const calls: [string, InjectOptions][] = [
      ['list', { method: 'GET', url: '/v1/admin/meetings', query: { per_page: '1000', include: 'budget' } }],
      [
        'create',
        { method: 'POST', url: '/v1/admin/meetings', payload: { name: 'New', budget_id: simulation.id } },
      ],
      ...meetingCalls(meeting.id, simulation.id, []),
      ['view a missing id', { method: 'GET', url: '/v1/admin/meetings/2000000000' }],
    ];
    for (const [name, options] of calls) {
      const response = await call(options);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({
        message: 'Meetings are not enabled for your account.',
        errors: { meetings: [MEETING_MESSAGES.meetingsDisabled] },
      });
    }
    const rows = await t.db.select().from(meetings).where(eq(meetings.client_id, client.id));
    expect(rows).toMatchObject([{ id: meeting.id, name: 'Kept' }]);
  });
});

describe('without a session', () => {
  it('every call answers 401', async () => {
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/v1/admin/meetings' },
      { method: 'POST', url: '/v1/admin/meetings', payload: { name: 'New', budget_id: 1 } },
      ...meetingCalls(1, 1, []).map(([, options]) => options),
    ];
    for (const options of calls)
      expect((await t.app.inject(options)).statusCode, `${options.method} ${options.url}`).toBe(401);
  });
});
