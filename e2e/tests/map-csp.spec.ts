import { MAP_LABELS, type TSimulationView } from '@commonpurse/domain';
import type { Page } from '@playwright/test';
import { E2E } from '../env.ts';
import { collectViolations, takeReports } from '../support/csp.ts';
import { copyOfDemo, shapePark } from '../support/demo-copy.ts';
import { expect, test } from '../support/fixtures.ts';
import { startMapStub, type MapStub } from '../support/map-stub.ts';

// Issue 16: the maps' outside services under the Content-Security-Policy, in Chromium. Tiles and the
// geocoder come from the origin the build and the server are configured with (here the local stub this
// spec starts, decision 0573); the console's Map tab searches a place and draws tiles, and the residents'
// page draws Drop-a-Pin's map and the same map. Any violation fails, and so does a tile that was not
// fetched and drawn.

let stub: MapStub;
test.beforeAll(async () => {
  stub = await startMapStub();
});
test.afterAll(async () => stub.close());

/** The tiles Leaflet has shown: loaded (its class) and decoded to real pixels. */
const drawnTiles = (page: Page, within: string) =>
  page
    .locator(`${within} img.leaflet-tile-loaded`)
    .evaluateAll(
      (tiles) =>
        tiles.filter(
          (tile) => (tile as HTMLImageElement).complete && (tile as HTMLImageElement).naturalWidth > 0,
        ).length,
    );

/** A directive's sources in the page's policy. */
const sourcesOf = (policy: string | undefined, directive: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

test('map tiles and the geocoder load from their configured origin under the CSP, in the console and on the residents’ page', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(90_000);
  expect(
    E2E.mapStub.tileUrl,
    'the suite runs on the build of npm run build:e2e, whose maps use the local stub',
  ).toContain(E2E.mapStub.origin);
  const violations = await collectViolations(page);
  const { access_token } = await signIn();
  const copy = await copyOfDemo(request, access_token, 'E2E CSP Map');
  const { id, headers } = copy;
  await shapePark(request, copy);

  // The console's Map tab: its policy names the stub for images and for the search's fetch.
  const response = await page.goto(`/simulations/${id}/simmap`);
  const policy = response?.headers()['content-security-policy'];
  expect(sourcesOf(policy, 'img-src')).toContain(E2E.mapStub.origin);
  expect(sourcesOf(policy, 'connect-src')).toContain(E2E.mapStub.origin);
  await expect(page.getByRole('heading', { name: MAP_LABELS.tab, exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const saved = () =>
    page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/v1/admin/budgets/${id}` && r.ok(),
    );
  let patched = saved();
  await page.getByRole('switch', { name: MAP_LABELS.display }).check();
  await patched;

  // The place search goes to the configured geocoder, across origins, and centres the map.
  await page.getByRole('textbox', { name: MAP_LABELS.location }).fill('Riverton, OR');
  patched = saved();
  await page.getByRole('button', { name: MAP_LABELS.search, exact: true }).click();
  await patched;
  await expect(page.getByText('Centred on 44.0521, -123.0868 at zoom 13.')).toBeVisible();
  expect(stub.searches().some((path) => path.includes('q=Riverton'))).toBe(true);

  // Its tiles were asked of the stub and drawn.
  await expect.poll(() => drawnTiles(page, '.leaflet-container'), { timeout: 15_000 }).toBeGreaterThan(0);
  const consoleTiles = stub.tiles().length;
  expect(consoleTiles).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(violations.splice(0)).toEqual([]);

  // Control: the same server under a name the policy does not list is refused, and never asked.
  const before = stub.requests.length;
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
  }, `http://localhost:${E2E.mapStub.port}/tiles/0/0/0.png`);
  expect((await takeReports(violations)).join('\n')).toContain(`localhost:${E2E.mapStub.port}`);
  expect(stub.requests.length).toBe(before);

  // The residents' page of the same simulation (its preview): the map with the stub's tiles.
  // A copy has no address of its own until it is given a slug.
  const addressed = await request.patch(`/v1/admin/budgets/${id}`, {
    headers,
    data: { slug: 'e2e-csp-map', is_location_enabled: true },
  });
  expect(addressed.ok(), await addressed.text()).toBe(true);
  const view = (await (await request.get(`/v1/admin/budgets/${id}`, { headers })).json()) as {
    data: TSimulationView;
  };
  const token = new URL(view.data.preview_url!).searchParams.get('preview');
  const publicResponse = await page.goto(`/s/demo/${view.data.slug}?preview=${token}`);
  expect(sourcesOf(publicResponse?.headers()['content-security-policy'], 'img-src')).toContain(
    E2E.mapStub.origin,
  );
  // Drop-a-Pin on the entry screen, its own map (Leaflet's modules, decision 0618): the stub's tiles and
  // the attribution; a click places the pin, which the arrow keys then move.
  const pinMap = page.getByRole('region', { name: /^Map for your location/ });
  await expect(pinMap).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => drawnTiles(page, '.cp-pin'), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.locator('.cp-pin .leaflet-control-attribution')).toContainText('OpenStreetMap');
  await pinMap.click();
  const pin = page.getByRole('button', { name: /^Your pin\./ });
  await expect(pin).toBeVisible();
  const status = page.locator('.cp-pin').getByRole('status');
  await expect(status).toContainText('Pin placed at latitude');
  const placed = await status.textContent();
  await pin.press('ArrowRight');
  await expect(status).not.toHaveText(placed!);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.locator('.cp-map .leaflet-container')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => drawnTiles(page, '.cp-map'), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(stub.tiles().length).toBeGreaterThan(consoleTiles);
  await page.waitForLoadState('networkidle');
  expect(violations.splice(0)).toEqual([]);
  console.info(
    `maps under the CSP: ${consoleTiles} tiles in the console's Map tab, ` +
      `${stub.tiles().length - consoleTiles} on the residents' page, ${stub.searches().length} search(es), 0 violations`,
  );
});
