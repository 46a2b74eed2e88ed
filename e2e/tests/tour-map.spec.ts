import {
  GEOJSON_MESSAGES,
  MAP_LABELS,
  MAP_MESSAGES,
  STRUCTURE_MESSAGES,
  TOUR_MESSAGES,
} from '@commonpurse/domain';
import type { Page } from '@playwright/test';
import { E2E } from '../env.ts';
import { copyOfDemo, shapePark } from '../support/demo-copy.ts';
import { expect, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { keyboardDrag } from '../support/drag.ts';

/** The tour's category names, top to bottom (each heading reads "1.Name"). */
const tourNames = (page: Page) =>
  page
    .locator('[data-testid^="tour-category-"] h4')
    .evaluateAll((headings) => headings.map((h) => (h.textContent ?? '').replace(/^\d+\./, '')));

const tourCard = (page: Page, name: string) =>
  page.locator('[data-testid^="tour-category-"]').filter({ has: page.getByRole('heading', { name }) });

async function addToTour(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: name });
  await page.getByRole('button', { name: 'Add to Tour' }).click();
  await expect(tourCard(page, name)).toBeVisible();
}

/** Waits for the next successful write whose path ends with `suffix`. */
const saved = (page: Page, method: string, suffix: RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === method && suffix.test(new URL(r.url()).pathname) && r.ok(),
  );

test('build a guided tour: add two categories, reorder by keyboard, tick items, and keep it', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  const { access_token } = await signIn();
  const { id } = await copyOfDemo(request, access_token, 'E2E Tour');
  await page.goto(`/simulations/${id}/tour`);
  await expect(page.getByRole('heading', { name: TOUR_MESSAGES.title })).toBeVisible();
  await expect(page.getByText(TOUR_MESSAGES.emptyHint)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await addToTour(page, 'Public Safety');
  await addToTour(page, 'Property Taxes');
  await expect.poll(() => tourNames(page)).toEqual(['Public Safety', 'Property Taxes']);
  await expect(page.getByText(TOUR_MESSAGES.emptyHint)).toHaveCount(0);

  // Keyboard: pick up Property Taxes, move it up one place, drop it.
  // The tour's wording: 'Picked up Property Taxes.' (second of two), then '... is now in position 1 of 2.'
  await keyboardDrag(
    page,
    page.getByRole('button', { name: 'Reorder Property Taxes in the tour' }),
    'ArrowUp',
    1,
    (text) =>
      text === 'Picked up Property Taxes.'
        ? 2
        : Number(/^Property Taxes is now in position (\d+) of 2\.$/.exec(text)?.[1] ?? NaN) || undefined,
  );
  await expect(page.getByText(STRUCTURE_MESSAGES.orderSaved)).toBeVisible();
  await expect.poll(() => tourNames(page)).toEqual(['Property Taxes', 'Public Safety']);

  // The items the tour shows, and the more-info option.
  let patched = saved(page, 'PATCH', /\/subcategories\/\d+$/);
  await tourCard(page, 'Public Safety').getByRole('checkbox', { name: 'Police' }).check();
  await patched;
  patched = saved(page, 'PATCH', /\/subcategories\/\d+$/);
  await tourCard(page, 'Property Taxes').getByRole('checkbox', { name: 'Residential Property Tax' }).check();
  await patched;
  patched = saved(page, 'PATCH', new RegExp(`/v1/admin/budgets/${id}$`));
  await page.getByRole('checkbox', { name: TOUR_MESSAGES.showMoreInfo }).check();
  await patched;
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect.poll(() => tourNames(page)).toEqual(['Property Taxes', 'Public Safety']);
  await expect(tourCard(page, 'Public Safety').getByRole('checkbox', { name: 'Police' })).toBeChecked();
  await expect(
    tourCard(page, 'Public Safety').getByRole('checkbox', { name: 'Fire & EMS' }),
  ).not.toBeChecked();
  await expect(
    tourCard(page, 'Property Taxes').getByRole('checkbox', { name: 'Residential Property Tax' }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: TOUR_MESSAGES.showMoreInfo })).toBeChecked();

  // Removing a category takes it out of the tour and offers it again.
  await page.getByRole('button', { name: 'Remove Property Taxes from the tour' }).click();
  await expect.poll(() => tourNames(page)).toEqual(['Public Safety']);
  await expect(
    page.getByRole('combobox', { name: 'Category' }).locator('option', { hasText: 'Property Taxes' }),
  ).toHaveCount(1);
});

const BORDER = JSON.stringify({
  type: 'Feature',
  properties: { name: 'Riverton' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-123.2, 44.0],
        [-122.95, 44.0],
        [-122.95, 44.12],
        [-123.2, 44.12],
        [-123.2, 44.0],
      ],
    ],
  },
});

test('set up the map with a GeoJSON border, and keep it', async ({ page, request, signIn }) => {
  test.setTimeout(90_000);
  // No test depends on the internet or the map stub (map-csp.spec.ts starts it): tiles are refused and
  // the geocoder answers from here, whichever services the build names.
  const { origin } = E2E.mapStub;
  await page.route(
    (url) => url.hostname === 'tile.openstreetmap.org' || url.href.startsWith(`${origin}/tiles/`),
    (route) => route.abort(),
  );
  await page.route(
    (url) => url.hostname === 'nominatim.openstreetmap.org' || url.href.startsWith(`${origin}/search`),
    (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          { lat: '44.0520691', lon: '-123.0867536', display_name: 'Riverton, Oregon, USA' },
        ]),
      }),
  );
  const { access_token } = await signIn();
  const copy = await copyOfDemo(request, access_token, 'E2E Map');
  const { id } = copy;
  await shapePark(request, copy);

  await page.goto(`/simulations/${id}/simmap`);
  await expect(page.getByRole('heading', { name: MAP_LABELS.tab, exact: true })).toBeVisible();
  let patched = saved(page, 'PATCH', new RegExp(`/v1/admin/budgets/${id}$`));
  await page.getByRole('switch', { name: MAP_LABELS.display }).check();
  await patched;

  // Map Location through the geocoder.
  await page.getByRole('textbox', { name: MAP_LABELS.location }).fill('Riverton, OR');
  patched = saved(page, 'PATCH', new RegExp(`/v1/admin/budgets/${id}$`));
  await page.getByRole('button', { name: MAP_LABELS.search, exact: true }).click();
  await patched;
  await expect(page.getByRole('button', { name: MAP_LABELS.searchAgain })).toBeVisible();
  await expect(page.getByText('Centred on 44.0521, -123.0868 at zoom 13.')).toBeVisible();

  // The border: an invalid text is refused before any call, then a valid one is saved.
  await page.getByRole('switch', { name: MAP_LABELS.cityLimits }).check();
  const border = page.getByRole('textbox', { name: MAP_LABELS.borderGeojson });
  await border.fill('{"type": "Polygon"');
  await page.getByRole('button', { name: 'Save Border' }).click();
  await expect(page.getByText(GEOJSON_MESSAGES.notJson)).toBeVisible();
  await border.fill('{"type":"Polygon","coordinates":[[[-123.2,44],[-123,44.1]]]}');
  await page.getByRole('button', { name: 'Save Border' }).click();
  await expect(page.getByText(GEOJSON_MESSAGES.notGeoJson)).toBeVisible();
  await border.fill(BORDER);
  patched = saved(page, 'PATCH', new RegExp(`/v1/admin/budgets/${id}$`));
  await page.getByRole('button', { name: 'Save Border' }).click();
  await patched;
  await expect(page.getByText(GEOJSON_MESSAGES.notGeoJson)).toHaveCount(0);

  // The colour is saved once the picker stops changing (500 ms).
  patched = saved(page, 'PATCH', new RegExp(`/v1/admin/budgets/${id}$`));
  await page.getByLabel(MAP_LABELS.color).fill('#2a6f97');
  await patched;

  // Without tiles the preview still draws the border and the item's shape.
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  await expect(page.getByText(MAP_MESSAGES.loadFailed)).toHaveCount(0);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
  // The border is an outline; the park is filled at its density's opacity (60: 0.2 + 40/55 × 0.8).
  await expect(map.locator('path.leaflet-interactive[fill="none"]')).toHaveCount(1);
  await expect(map.locator('path.leaflet-interactive[fill-opacity^="0.78"]')).toHaveCount(1);
  await expect(map.locator('path.leaflet-interactive[stroke="#2a6f97"]')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/e2e/screens/simulation-map-tab.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('switch', { name: MAP_LABELS.display })).toBeChecked();
  await expect(page.getByRole('textbox', { name: MAP_LABELS.borderGeojson })).toHaveValue(BORDER);
  await expect(page.getByText('Centred on 44.0521, -123.0868 at zoom 13.')).toBeVisible();
  await expect(page.getByLabel(MAP_LABELS.color)).toHaveValue('#2a6f97');
  await expect(page.locator('.leaflet-container path.leaflet-interactive')).toHaveCount(2);

  // Map-focused display hides the height slider and shows its caution.
  await expect(page.getByRole('slider', { name: MAP_LABELS.height })).toBeVisible();
  await page.getByRole('switch', { name: MAP_LABELS.focusDisplay }).check();
  await expect(page.getByRole('slider', { name: MAP_LABELS.height })).toHaveCount(0);
  await expect(page.getByText(MAP_MESSAGES.focusCaution)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
