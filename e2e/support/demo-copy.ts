import type { TCategoryView, TSimulationSummary, TSimulationView } from '@commonpurse/domain';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A fresh copy of the demo's 'FY 2027 General Fund' (New, whatever earlier tests did to the original),
 * with its categories and items; answers its id, spending categories and the headers that made it.
 */
export async function copyOfDemo(request: APIRequestContext, token: string, name: string) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/v1/admin/budgets?per_page=1000', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const source = ((await list.json()) as { data: TSimulationSummary[] }).data.find(
    (s) => s.name === 'FY 2027 General Fund',
  );
  expect(source, 'the demo simulation FY 2027 General Fund').toBeTruthy();
  const copy = await request.post(`/v1/admin/budgets/${source!.id}/duplicate`, {
    headers,
    data: { name, locale: 'en_US' },
  });
  expect(copy.ok(), await copy.text()).toBe(true);
  const id = ((await copy.json()) as { data: TSimulationView }).data.id;
  const view = await request.get(`/v1/admin/budgets/${id}?include=expenses,expenses.subcategories`, {
    headers,
  });
  expect(view.ok(), await view.text()).toBe(true);
  const expenses = ((await view.json()) as { data: { expenses: TCategoryView[] } }).data.expenses;
  return { id, expenses, headers };
}

/** A park's outline, in the demo city (density 60 fills it at 0.78 opacity). */
export const PARK_GEOJSON = JSON.stringify({
  type: 'Feature',
  properties: { density: 60 },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-123.1, 44.04],
        [-123.06, 44.04],
        [-123.06, 44.07],
        [-123.1, 44.04],
      ],
    ],
  },
});

/** Gives the copy's Park Maintenance item the park's shape, as the customize dialog would save it. */
export async function shapePark(request: APIRequestContext, copy: Awaited<ReturnType<typeof copyOfDemo>>) {
  const parks = copy.expenses.find((c) => c.name === 'Parks & Recreation')!;
  const item = parks.subcategories.find((s) => s.name === 'Park Maintenance')!;
  const shaped = await request.patch(
    `/v1/admin/budgets/${copy.id}/expenses/${parks.id}/subcategories/${item.id}`,
    { headers: copy.headers, data: { geojson: PARK_GEOJSON } },
  );
  expect(shaped.ok(), await shaped.text()).toBe(true);
}
