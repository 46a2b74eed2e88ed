import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { budgetSubcategories, subcategoryLinks } from '@commonpurse/db';
import { GEOJSON_MESSAGES, MAP_MESSAGES, STRUCTURE_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import {
  clientWithAdmin,
  insertCategory,
  insertSimulation,
  insertSubcategory,
} from '../../test/simulations.ts';

const t = useTestApp();

async function setup(client: Parameters<typeof clientWithAdmin>[1] = {}) {
  const { client: row, admin } = await clientWithAdmin(t, client);
  const budget = await insertSimulation(t.db, row.id);
  const category = await insertCategory(t.db, budget.id, 'expense');
  const items = [await insertSubcategory(t.db, category.id), await insertSubcategory(t.db, category.id)];
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  const patch = (payload: object) =>
    call({ method: 'PATCH', url: `/v1/admin/budgets/${budget.id}`, payload });
  const view = async () => (await call({ method: 'GET', url: `/v1/admin/budgets/${budget.id}` })).json().data;
  return { client: row, budget, items, call, patch, view };
}

const BORDER = JSON.stringify({
  type: 'Feature',
  properties: { name: 'city_limits' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-123.1, 44.0],
        [-123.0, 44.0],
        [-123.0, 44.1],
        [-123.1, 44.0],
      ],
    ],
  },
});
const links = (...ids: number[]) => ids.map((id) => ({ target_budget_subcategory_id: id }));

describe('map settings in PATCH admin/budgets/{id}', () => {
  it('saves the map with its defaults: zoom 13, colour #E57339, height 500', async () => {
    const { patch } = await setup();
    const response = await patch({
      map_enabled: true,
      map_focus_display: true,
      map_center_lat: 44.05,
      map_center_lng: -123.09,
      map_zoom_level: null,
      map_shape_color: '',
      map_height: null,
      geojson: BORDER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      map_enabled: true,
      map_focus_display: true,
      map_center_lat: 44.05,
      map_center_lng: -123.09,
      map_zoom_level: 13,
      map_shape_color: '#E57339',
      map_height: 500,
      geojson: BORDER,
    });
    const cleared = await patch({
      geojson: '  ',
      map_zoom_level: 9,
      map_shape_color: '#1a2b3c',
      map_height: 1500,
    });
    expect(cleared.json().data).toMatchObject({
      geojson: null,
      map_zoom_level: 9,
      map_shape_color: '#1a2b3c',
      map_height: 1200,
    });
  });

  it.each([
    [{ map_shape_color: 'orange' }, { map_shape_color: [MAP_MESSAGES.colorInvalid] }],
    [{ geojson: 'not json' }, { geojson: [GEOJSON_MESSAGES.notJson] }],
    [
      { geojson: '{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}' },
      { geojson: [GEOJSON_MESSAGES.notGeoJson] },
    ],
  ])('refuses %j', async (payload, errors) => {
    const { patch } = await setup();
    const response = await patch(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('sanitizes the entry and exit screen texts and keeps Drop-a-Pin required only while on', async () => {
    const { patch } = await setup();
    const texts = await patch({
      entry_screen_introduction_text: '<p>Welcome<script>steal()</script></p>',
      entry_screen_closing_text: '<a href="javascript:alert(1)">x</a><b>Thanks</b>',
      exit_screen_closing_text: '<p onclick="x()">Bye</p>',
      is_location_enabled: true,
      is_location_required: true,
    });
    expect(texts.json().data).toMatchObject({
      entry_screen_introduction_text: '<p>Welcome</p>',
      entry_screen_closing_text: '<a>x</a><b>Thanks</b>',
      exit_screen_closing_text: '<p>Bye</p>',
      is_location_enabled: true,
      is_location_required: true,
    });
    const off = await patch({ is_location_enabled: false });
    expect(off.json().data).toMatchObject({ is_location_enabled: false, is_location_required: false });
    const stillOff = await patch({ is_location_required: true });
    expect(stillOff.json().data).toMatchObject({ is_location_enabled: false, is_location_required: false });
  });
});

describe('subcategory_links', () => {
  it('replaces the links, keeping the ids of those that stay, and always answers them', async () => {
    const { patch, items, view } = await setup();
    const [a, b] = items as [(typeof items)[0], (typeof items)[0]];
    expect((await view()).subcategory_links).toEqual([]);
    const first = (await patch({ subcategory_links: links(a.id, a.id) })).json().data.subcategory_links;
    expect(first).toEqual([{ id: expect.any(Number), target_budget_subcategory_id: a.id }]);
    const second = (await patch({ subcategory_links: [...first, ...links(b.id)] })).json().data
      .subcategory_links;
    expect(second).toEqual([first[0], { id: expect.any(Number), target_budget_subcategory_id: b.id }]);
    expect((await patch({ subcategory_links: links(b.id) })).json().data.subcategory_links).toEqual([
      second[1],
    ]);
    expect((await patch({ subcategory_links: [] })).json().data.subcategory_links).toEqual([]);
  });

  it('refuses an item of another simulation and changes nothing (the fields neither)', async () => {
    const { patch, items, budget, view } = await setup();
    await patch({ subcategory_links: links(items[0]?.id ?? 0) });
    const other = await insertSimulation(t.db, budget.client_id);
    const foreign = await insertSubcategory(t.db, (await insertCategory(t.db, other.id, 'expense')).id);
    const response = await patch({ name: 'Renamed', subcategory_links: links(foreign.id) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ subcategory_links: [STRUCTURE_MESSAGES.invalidSubcategory] });
    const after = await view();
    expect(after.name).toBe(budget.name);
    expect(
      after.subcategory_links.map(
        (l: { target_budget_subcategory_id: number }) => l.target_budget_subcategory_id,
      ),
    ).toEqual([items[0]?.id]);
  });

  it('a link goes with its subcategory, and a duplicate links the copies', async () => {
    const { patch, items, call, budget, view } = await setup();
    const [a, b] = items as [(typeof items)[0], (typeof items)[0]];
    await patch({ subcategory_links: links(a.id, b.id) });
    const copy = (
      await call({
        method: 'POST',
        url: `/v1/admin/budgets/${budget.id}/duplicate`,
        payload: { name: 'Copy', locale: 'en_US' },
      })
    ).json().data;
    const copied = (
      await call({ method: 'GET', url: `/v1/admin/budgets/${copy.id}?include=expenses.subcategories` })
    ).json().data;
    const copiedIds = copied.expenses[0].subcategories.map((s: { id: number }) => s.id);
    expect(
      copied.subcategory_links.map(
        (l: { target_budget_subcategory_id: number }) => l.target_budget_subcategory_id,
      ),
    ).toEqual(copiedIds);
    await t.db.delete(budgetSubcategories).where(eq(budgetSubcategories.id, a.id));
    expect((await view()).subcategory_links).toEqual([
      { id: expect.any(Number), target_budget_subcategory_id: b.id },
    ]);
    expect(
      await t.db.select().from(subcategoryLinks).where(eq(subcategoryLinks.budget_id, copy.id)),
    ).toHaveLength(2);
  });
});

describe('capabilities', () => {
  it('map changes need simulation_map (403); the stored map sent back unchanged passes', async () => {
    const { patch, view, items } = await setup({ simulation_map: false });
    for (const [field, value] of [
      ['map_enabled', true],
      ['map_zoom_level', 10],
      ['geojson', BORDER],
      ['map_shape_color', '#000000'],
      ['subcategory_links', links(items[0]?.id ?? 0)],
    ] as const) {
      const response = await patch({ [field]: value });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: MAP_MESSAGES.mapsDisabled,
        errors: { [field]: [MAP_MESSAGES.mapsDisabled] },
      });
    }
    const { id: _id, client_id: _c, status: _s, ...whole } = await view();
    const sentBack = await patch({
      ...Object.fromEntries(
        Object.entries(whole).filter(
          ([key]) => key.startsWith('map_') || key === 'geojson' || key === 'name',
        ),
      ),
      subcategory_links: [],
      name: 'Renamed',
    });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json().data.name).toBe('Renamed');
  });

  it('Drop-a-Pin needs custom location maps (403)', async () => {
    const { patch } = await setup({ is_custom_location_maps_enabled: false });
    const response = await patch({ is_location_enabled: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual({ is_location_enabled: [MAP_MESSAGES.locationMapsDisabled] });
    expect((await patch({ is_location_enabled: false, is_location_required: false })).statusCode).toBe(200);
  });
});
