import { meetings } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { publicSimulation, type FixtureOptions, type PublicFixture } from './fixtures.ts';

// Meetings written straight to the database (the console's meetings API is another module's).

export type MeetingRow = typeof meetings.$inferSelect;

export async function insertMeeting(
  t: TestApp,
  f: Pick<PublicFixture, 'client' | 'budget'>,
  overrides: Partial<typeof meetings.$inferInsert> = {},
): Promise<MeetingRow> {
  const [row] = await t.db
    .insert(meetings)
    .values({
      client_id: f.client.id,
      budget_id: f.budget.id,
      name: 'Town hall, ward 3',
      description: 'Staff notes: bring the projector',
      location: 'Room 101',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('Inserting a meeting failed');
  return row;
}

/** The fixture simulation with a meeting on its spending items Parks (C) and Roads (D). */
export async function meetingOnServices(t: TestApp, options: FixtureOptions = {}) {
  const f = await publicSimulation(t, options);
  const meeting = await insertMeeting(t, f, { subcategory_ids: [f.items.d.id, f.items.c.id] });
  const site = `/v1/public/sites/${f.client.subdomain}/meetings/${meeting.id}`;
  return { ...f, meeting, site };
}

export type MeetingFixture = Awaited<ReturnType<typeof meetingOnServices>>;
