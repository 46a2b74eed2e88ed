import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GEOJSON_MESSAGES,
  MAP_LABELS,
  MAP_MESSAGES,
  SIMULATION_MESSAGES,
  ZSimulationUpdate,
  type TSimulationView,
} from '@commonpurse/domain';
import { desktopViewport, jsonResponse } from '@/test/render.tsx';
import { bodyOf } from '@/test/simulation-api.ts';
import { makeView } from '@/test/simulation-fixtures.ts';
import { makeCategory } from '@/test/structure-fixtures.ts';
import { capabilities, renderTab } from '@/test/tab-harness.tsx';
import { MAP_TAB_LABELS as L } from './labels.ts';
import type { TMapPreviewProps } from './MapPreview.tsx';
import MapTab from './MapTab.tsx';

// The Leaflet map itself is tested in MapPreview.test.tsx; here a stand-in shows what the tab gives it
// and plays the user's moves.
const preview = vi.hoisted(() => ({ fail: false, last: null as TMapPreviewProps | null }));
vi.mock('./MapPreview.tsx', () => ({
  default: (props: TMapPreviewProps) => {
    if (preview.fail) throw new Error('Leaflet could not start');
    preview.last = props;
    return (
      <button type="button" onClick={() => props.onViewChange({ lat: 44.123456789, lng: -123.5, zoom: 11 })}>
        Move the map
      </button>
    );
  },
}));

beforeEach(() => {
  desktopViewport();
  preview.fail = false;
  preview.last = null;
});
afterEach(() => vi.useRealTimers());

const GEOCODER = 'https://nominatim.openstreetmap.org/search';
const BORDER =
  '{"type":"Feature","properties":{"name":"city_limits"},"geometry":{"type":"Polygon","coordinates":[[[-123.2,44],[-123,44],[-123,44.1],[-123.2,44]]]}}';
const SHAPE =
  '{"type":"Feature","properties":{"density":60},"geometry":{"type":"Polygon","coordinates":[[[-123.1,44],[-123.05,44],[-123.05,44.05],[-123.1,44]]]}}';

const mapped = (overrides: Partial<TSimulationView> = {}) =>
  makeView({
    id: 50,
    map_enabled: true,
    expenses: [
      makeCategory({ id: 1, name: 'Parks' }, [
        { id: 11, name: 'Riverside Park', geojson: SHAPE },
        { id: 12, name: 'Trails' },
      ]),
    ],
    ...overrides,
  });

interface TServerOptions {
  refuse?: { status: number; body: unknown };
  geocoder?: () => Response | Promise<Response>;
}

/** PATCH admin/budgets/{id} checked with the shared schema and saved as the server does; the geocoder. */
const mapServer = (view: TSimulationView, options: TServerOptions) => (url: URL, init: RequestInit) => {
  if (url.href.startsWith(GEOCODER)) return options.geocoder?.() ?? jsonResponse([]);
  // The tab reads the lists whole for the items' shapes (the editor's load has the board's fields only).
  if (init.method === undefined || init.method === 'GET')
    return url.pathname === `/v1/admin/budgets/${view.id}` ? jsonResponse({ data: view }) : undefined;
  if (init.method !== 'PATCH' || url.pathname !== `/v1/admin/budgets/${view.id}`) return undefined;
  if (options.refuse) return jsonResponse(options.refuse.body, options.refuse.status);
  const parsed = ZSimulationUpdate.safeParse(bodyOf(init));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    return jsonResponse({ message: 'The given data was invalid.', errors }, 422);
  }
  const { configuration_json: _configuration, subcategory_links: _links, ...fields } = parsed.data;
  Object.assign(view, fields);
  return jsonResponse({ data: view });
};

function openMap(
  view: TSimulationView,
  options: TServerOptions & { caps?: ReturnType<typeof capabilities> } = {},
) {
  return renderTab(<MapTab />, {
    view,
    handle: mapServer(structuredClone(view), options),
    caps: options.caps,
  });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('Display a Map', () => {
  it('shows only the switch while the map is off, and the settings once it is on', async () => {
    const { writes } = openMap(mapped({ map_enabled: false }));
    expect(screen.getByRole('heading', { name: MAP_LABELS.tab })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: MAP_LABELS.location })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: MAP_LABELS.display }));
    expect(await screen.findByRole('textbox', { name: MAP_LABELS.location })).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/50', body: { map_enabled: true } },
    ]);
  });

  it('gives the preview the saved settings and the items’ shapes', async () => {
    openMap(mapped({ map_center_lat: 44.05, map_center_lng: -123.09, geojson: BORDER }));
    await screen.findByRole('button', { name: 'Move the map' });
    // The shapes come from the lists read whole (the editor's load has the board's fields only).
    await waitFor(() =>
      expect(preview.last).toMatchObject({
        center: { lat: 44.05, lng: -123.09 },
        zoom: 13,
        height: 500,
        color: '#E57339',
        border: JSON.parse(BORDER),
        shapes: [{ id: 11, name: 'Riverside Park', data: JSON.parse(SHAPE) }],
      }),
    );
  });

  it('says so when the map cannot load', async () => {
    // React reports the error it caught; the tab shows the spec's message instead of the map.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    preview.fail = true;
    openMap(mapped());
    expect(await screen.findByText(MAP_MESSAGES.loadFailed)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('appearance', () => {
  it('saves the colour 500 ms after the last change, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { writes } = openMap(mapped());
    const picker = screen.getByLabelText(MAP_LABELS.color);
    expect((picker as HTMLInputElement).value).toBe('#e57339');
    fireEvent.change(picker, { target: { value: '#111111' } });
    await advance(300);
    fireEvent.change(picker, { target: { value: '#2a6f97' } });
    await advance(400);
    expect(writes()).toEqual([]);
    expect(screen.getByText(L.colorValue('#2A6F97'))).toBeTruthy();
    await advance(100);
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/50', body: { map_shape_color: '#2a6f97' } },
      ]),
    );
    await waitFor(() => expect(preview.last?.color).toBe('#2a6f97'));
    await advance(1000);
    expect(writes()).toHaveLength(1);
  });

  it('still saves a colour chosen just before the tab closes', async () => {
    const { writes, unmount } = openMap(mapped());
    fireEvent.change(screen.getByLabelText(MAP_LABELS.color), { target: { value: '#000000' } });
    unmount();
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/50', body: { map_shape_color: '#000000' } },
      ]),
    );
  });

  it('saves the height from the slider (keyboard too), debounced the same way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { writes } = openMap(mapped({ map_height: 600 }));
    const slider = screen.getByRole('slider', { name: MAP_LABELS.height });
    expect(slider.getAttribute('aria-valuemin')).toBe('300');
    expect(slider.getAttribute('aria-valuemax')).toBe('1200');
    expect(slider.getAttribute('aria-valuetext')).toBe('600 px');
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await advance(200);
    expect(writes()).toEqual([]);
    await advance(400);
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/50', body: { map_height: 620 } },
      ]),
    );
    await waitFor(() => expect(preview.last?.height).toBe(620));
  });

  it('hides the height in map-focused mode, with its caution', async () => {
    const { writes } = openMap(mapped({ map_height: 900 }));
    const focus = screen.getByRole('switch', { name: MAP_LABELS.focusDisplay });
    expect(focus.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(focus.getAttribute('aria-describedby')!)?.textContent).toBe(
      MAP_MESSAGES.focusCaution,
    );
    await userEvent.click(focus);
    await waitFor(() => expect(screen.queryByRole('slider', { name: MAP_LABELS.height })).toBeNull());
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/v1/admin/budgets/50', body: { map_focus_display: true } },
    ]);
    await waitFor(() => expect(preview.last?.height).toBe(500));
  });
});

describe('Map Location', () => {
  const riverton = () =>
    jsonResponse([{ lat: '44.0520691', lon: '-123.0867536', display_name: 'Riverton, Oregon, USA' }]);

  it('centres the map on the first match and offers Search again', async () => {
    const { calls, writes } = openMap(mapped(), { geocoder: riverton });
    await userEvent.type(screen.getByRole('textbox', { name: MAP_LABELS.location }), 'Riverton, OR');
    await userEvent.click(screen.getByRole('button', { name: MAP_LABELS.search }));
    expect(await screen.findByText(L.found('Riverton, Oregon, USA'))).toBeTruthy();
    const lookup = calls.find((c) => c.path.startsWith(GEOCODER))!;
    expect(Object.fromEntries(new URL(lookup.path).searchParams)).toEqual({
      q: 'Riverton, OR',
      format: 'jsonv2',
      limit: '1',
    });
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/v1/admin/budgets/50',
        body: { map_center_lat: 44.052069, map_center_lng: -123.086754, map_zoom_level: 13 },
      },
    ]);
    expect(screen.getByText(L.centre(44.052069, -123.086754, 13))).toBeTruthy();
    await waitFor(() => expect(preview.last?.center).toEqual({ lat: 44.052069, lng: -123.086754 }));

    await userEvent.click(screen.getByRole('button', { name: MAP_LABELS.searchAgain }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: MAP_LABELS.location })),
    );
  });

  it('says when nothing matches, and saves nothing', async () => {
    const { writes } = openMap(mapped(), { geocoder: () => jsonResponse([]) });
    await userEvent.type(screen.getByRole('textbox', { name: MAP_LABELS.location }), 'Nowhere{Enter}');
    expect(await screen.findByText(L.notFound('Nowhere'))).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it.each([
    ['answers an error', () => jsonResponse({ error: 'busy' }, 503)],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('only logs it when the geocoder %s', async (_case, geocoder) => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { writes } = openMap(mapped(), { geocoder });
    await userEvent.type(screen.getByRole('textbox', { name: MAP_LABELS.location }), 'Riverton');
    await userEvent.click(screen.getByRole('button', { name: MAP_LABELS.search }));
    await waitFor(() => expect(warned).toHaveBeenCalledTimes(1));
    expect(warned.mock.calls[0]?.[0]).toBe('Map Location search failed:');
    expect(screen.getByRole('button', { name: MAP_LABELS.search })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('saves the view the user leaves the preview on, once it stops for 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { writes } = openMap(mapped({ map_center_lat: 44, map_center_lng: -123 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move the map' }));
    // (The fake clock also follows real time, so the checks keep a margin around 500 ms.)
    await advance(420);
    expect(writes()).toEqual([]);
    await advance(100);
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PATCH',
          path: '/v1/admin/budgets/50',
          body: { map_center_lat: 44.123457, map_center_lng: -123.5, map_zoom_level: 11 },
        },
      ]),
    );
  });
});

describe('city limits', () => {
  it('checks the Border GeoJSON before saving it', async () => {
    const { writes } = openMap(mapped());
    await userEvent.click(screen.getByRole('switch', { name: MAP_LABELS.cityLimits }));
    const field = screen.getByRole('textbox', { name: MAP_LABELS.borderGeojson });
    const save = screen.getByRole('button', { name: L.saveBorder });

    await userEvent.click(field);
    await userEvent.paste('{nope');
    await userEvent.click(save);
    expect(screen.getByText(GEOJSON_MESSAGES.notJson)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.paste('{"type":"Polygon","coordinates":[[[0,0],[1,1]]]}');
    await userEvent.click(save);
    expect(screen.getByText(GEOJSON_MESSAGES.notGeoJson)).toBeTruthy();
    expect(writes()).toEqual([]);

    await userEvent.clear(field);
    await userEvent.paste(BORDER);
    await userEvent.click(save);
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PATCH', path: '/v1/admin/budgets/50', body: { geojson: BORDER } },
      ]),
    );
    await waitFor(() => expect(preview.last?.border).toEqual(JSON.parse(BORDER)));
    expect(screen.queryByText(GEOJSON_MESSAGES.notGeoJson)).toBeNull();
  });

  it('removes a saved border after asking', async () => {
    const { writes } = openMap(mapped({ geojson: BORDER }));
    expect(screen.getByRole('textbox', { name: MAP_LABELS.borderGeojson })).toHaveProperty('value', BORDER);
    await userEvent.click(screen.getByRole('switch', { name: MAP_LABELS.cityLimits }));
    const dialog = await screen.findByRole('dialog', { name: L.removeBorderTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: L.removeBorder }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: MAP_LABELS.borderGeojson })).toBeNull());
    expect(writes()).toEqual([{ method: 'PATCH', path: '/v1/admin/budgets/50', body: { geojson: null } }]);
    await waitFor(() => expect(preview.last?.border).toBeNull());
  });
});

describe('without maps on the plan', () => {
  it('shows the server refusal (403) and keeps the switch as saved', async () => {
    const refusal = {
      message: MAP_MESSAGES.mapsDisabled,
      errors: { map_enabled: [MAP_MESSAGES.mapsDisabled] },
    };
    openMap(mapped({ map_enabled: false }), { refuse: { status: 403, body: refusal } });
    const toggle = screen.getByRole('switch', { name: MAP_LABELS.display });
    await userEvent.click(toggle);
    expect(
      await screen.findByText(`${SIMULATION_MESSAGES.requestFailed}${MAP_MESSAGES.mapsDisabled}`),
    ).toBeTruthy();
    expect(toggle).toHaveProperty('checked', false);
  });

  it('shows the plan notice and disables the settings when the client lacks maps', () => {
    openMap(mapped(), { caps: capabilities({ simulation_map: false }) });
    expect(screen.getByText(MAP_MESSAGES.mapsDisabled)).toBeTruthy();
    expect(screen.getByRole('switch', { name: MAP_LABELS.display })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(MAP_LABELS.color)).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: MAP_LABELS.location })).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider', { name: MAP_LABELS.height })).toHaveProperty('disabled', true);
  });
});
