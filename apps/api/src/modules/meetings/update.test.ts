import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { budgets, budgetSubcategories, meetings } from '@commonpurse/db';
import { MEETING_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { insertActiveSimulation, insertMeeting, itemIdsOf, meetingClient } from './fixtures.ts';

const t = useTestApp();

/** A client, an Active simulation (one expense and one revenue item), a meeting on it, and a PATCH of it. */
async function meetingOnActiveSimulation(overrides: Parameters<typeof insertMeeting>[3] = {}) {
  const { client, call } = await meetingClient(t);
  const simulation = await insertActiveSimulation(t.db, client.id, { name: 'Parks' });
  const meeting = await insertMeeting(t.db, client.id, simulation.id, {
    updated_at: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
  const patch = (payload: Record<string, unknown>) =>
    call({ method: 'PATCH', url: `/v1/admin/meetings/${meeting.id}`, payload });
  const stored = async () => (await t.db.select().from(meetings).where(eq(meetings.id, meeting.id)))[0];
  return { client, call, simulation, meeting, patch, stored, items: await itemIdsOf(t.db, simulation.id) };
}

describe('PATCH /v1/admin/meetings/{id}: the fields', () => {
  it('saves each field on its own, and answers the meeting with a new update time', async () => {
    const { patch, stored } = await meetingOnActiveSimulation();
    const renamed = await patch({ name: ' Ward 3 ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Ward 3', location: null, description: null });
    expect(renamed.json().data.updated_at).not.toBe('2026-01-01T00:00:00.000Z');

    expect((await patch({ location: 'City hall' })).json().data.location).toBe('City hall');
    expect((await patch({ description: 'Evening session' })).json().data).toMatchObject({
      name: 'Ward 3',
      location: 'City hall',
      description: 'Evening session',
    });
    expect(await stored()).toMatchObject({
      name: 'Ward 3',
      location: 'City hall',
      description: 'Evening session',
    });
  });

  it('saves several fields together, and clears a blank location or description', async () => {
    const { patch, stored } = await meetingOnActiveSimulation({
      location: 'Library',
      description: 'Morning',
    });
    const response = await patch({ name: 'Both', location: '  ', description: null });
    expect(response.json().data).toMatchObject({ name: 'Both', location: null, description: null });
    expect(await stored()).toMatchObject({ name: 'Both', location: null, description: null });
  });

  it.each([
    ['an empty name', { name: '' }, { name: ['Meeting name is required'] }],
    ['a null name', { name: null }, { name: ['Meeting name is required'] }],
    ['a one-letter name', { name: 'A' }, { name: ['Meeting name must be at least 2 characters'] }],
    ['a long location', { location: 'x'.repeat(101) }, { location: ['Maximum of 100 characters.'] }],
    ['a long description', { description: 'x'.repeat(101) }, { description: ['Maximum of 100 characters.'] }],
    [
      'three bad fields',
      { location: 'x'.repeat(101), description: 'x'.repeat(101), name: 'B' },
      {
        name: ['Meeting name must be at least 2 characters'],
        location: ['Maximum of 100 characters.'],
        description: ['Maximum of 100 characters.'],
      },
    ],
    [
      'a null simulation',
      { budget_id: null },
      { budget_id: ['Please select a Simulation for your meeting'] },
    ],
    [
      'categories that are no list',
      { categories: 'all' },
      { categories: ['Invalid input: expected array, received string'] },
    ],
  ])('refuses %s with the spec’s words and changes nothing', async (_case, payload, errors) => {
    const { patch, stored } = await meetingOnActiveSimulation({ name: 'Kept' });
    const response = await patch(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await stored()).toMatchObject({ name: 'Kept', location: null, description: null });
  });

  it('accepts a location and description of exactly 100 characters', async () => {
    const { patch } = await meetingOnActiveSimulation();
    const hundred = 'x'.repeat(100);
    const response = await patch({ location: hundred, description: hundred });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ location: hundred, description: hundred });
  });
});

describe('PATCH /v1/admin/meetings/{id}: categories', () => {
  it("saves a choice of the simulation's items, expense and revenue, each once, and an empty list", async () => {
    const { patch, stored, items } = await meetingOnActiveSimulation();
    const [expense, revenue] = items as [number, number];
    const chosen = await patch({ categories: [revenue, expense, revenue] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.categories).toEqual([revenue, expense]);
    expect((await stored())?.subcategory_ids).toEqual([revenue, expense]);

    const whole = await patch({ categories: [] });
    expect(whole.json().data.categories).toEqual([]);
    expect((await stored())?.subcategory_ids).toEqual([]);
  });

  it('refuses an item of another simulation, of another client, or none at all, and keeps the choice', async () => {
    const { client, patch, stored, items } = await meetingOnActiveSimulation();
    await patch({ categories: [items[0]] });
    const sibling = await insertActiveSimulation(t.db, client.id);
    const { client: other } = await meetingClient(t);
    const theirs = await insertActiveSimulation(t.db, other.id);
    const foreign = {
      'another simulation': (await itemIdsOf(t.db, sibling.id))[0],
      'another client': (await itemIdsOf(t.db, theirs.id))[0],
      'no item': 2_000_000_000,
      'beyond the id range': 2 ** 31,
    };
    for (const [name, id] of Object.entries(foreign)) {
      const response = await patch({ categories: [items[1], id] });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({
        categories: [MEETING_MESSAGES.subcategoryNotInSimulation],
      });
    }
    expect((await stored())?.subcategory_ids).toEqual([items[0]]);
  });

  it('answers only the chosen items the simulation still has', async () => {
    const { call, meeting, patch, items } = await meetingOnActiveSimulation();
    await patch({ categories: items });
    await t.db.delete(budgetSubcategories).where(eq(budgetSubcategories.id, items[0] as number));
    const response = await call({ method: 'GET', url: `/v1/admin/meetings/${meeting.id}` });
    expect(response.json().data.categories).toEqual([items[1]]);
    const listed = await call({ method: 'GET', url: '/v1/admin/meetings' });
    expect(listed.json().data[0].categories).toEqual([items[1]]);
    // The console sends back what it was given: that saves.
    expect((await patch({ categories: [items[1]] })).statusCode).toBe(200);
  });
});

describe('PATCH /v1/admin/meetings/{id}: budget_id', () => {
  it('moves the meeting to another eligible simulation and clears its chosen items', async () => {
    const { client, patch, stored, items } = await meetingOnActiveSimulation();
    await patch({ categories: items });
    const roads = await insertActiveSimulation(t.db, client.id, { name: 'Roads' });
    const moved = await patch({ budget_id: roads.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ budget_id: roads.id, budget_name: 'Roads', categories: [] });
    expect(await stored()).toMatchObject({ budget_id: roads.id, subcategory_ids: [] });
  });

  it('checks categories sent with a new simulation against the new one', async () => {
    const { client, patch, stored, items } = await meetingOnActiveSimulation();
    const roads = await insertActiveSimulation(t.db, client.id);
    const roadItems = await itemIdsOf(t.db, roads.id);
    const old = await patch({ budget_id: roads.id, categories: [items[0]] });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toEqual({ categories: [MEETING_MESSAGES.subcategoryNotInSimulation] });
    expect((await stored())?.budget_id).not.toBe(roads.id);

    const fresh = await patch({ budget_id: roads.id, categories: [roadItems[1]] });
    expect(fresh.json().data).toMatchObject({ budget_id: roads.id, categories: [roadItems[1]] });
  });

  it('refuses an ineligible simulation, and keeps the current one even once it is no longer Active', async () => {
    const { client, simulation, patch, stored, items } = await meetingOnActiveSimulation();
    await patch({ categories: [items[0]] });
    const { client: other } = await meetingClient(t);
    const candidates = {
      inactive: await insertActiveSimulation(t.db, client.id, { status: 'inactive' }),
      prioritization: await insertActiveSimulation(t.db, client.id, { is_pb: true }),
      "another client's": await insertActiveSimulation(t.db, other.id),
    };
    for (const [name, row] of Object.entries(candidates)) {
      const response = await patch({ budget_id: row.id, categories: [] });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ budget_id: [MEETING_MESSAGES.simulationNotEligible] });
    }
    expect(await stored()).toMatchObject({ budget_id: simulation.id, subcategory_ids: [items[0]] });

    // The whole meeting sent back once its simulation closed still saves: an unchanged budget_id is not re-checked.
    await t.db.update(budgets).set({ status: 'closed' }).where(eq(budgets.id, simulation.id));
    const resent = await patch({ name: 'After', budget_id: simulation.id, categories: [items[0]] });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ name: 'After', is_active: false, categories: [items[0]] });
  });
});
