import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MAP_MESSAGES, TIMINGS } from '@commonpurse/domain';
import {
  ANALYTICS_MESSAGES,
  locationMapLoadFailed,
  type TLocationMarker,
} from '@commonpurse/domain/analytics';
import { jsonResponse, mockFetch, renderAt, signIn } from '@/test/render.tsx';
import { makeSummary } from '@/test/simulation-fixtures.ts';
import { LocationMapPanel } from './LocationMapPanel.tsx';
import { asUser } from './section-harness.tsx';
import { LOCATION_MAP_LABELS as L } from './sections-labels.ts';

// Leaflet needs a canvas jsdom lacks: the map chunk is replaced by one that lists what it was given,
// or throws as a failed chunk would.
const mapChunk = vi.hoisted(() => ({ fails: false }));
vi.mock('./LocationMarkersMap.tsx', () => ({
  default: ({ markers }: { markers: TLocationMarker[] }) => {
    if (mapChunk.fails) throw new Error('Leaflet failed');
    return <p>map of {markers.map((m) => `${m.lat},${m.lng}`).join(' ')}</p>;
  },
}));

const marker = (id: number): TLocationMarker => ({
  submission_id: id,
  lat: 40 + id / 100,
  lng: -105,
  postal_code: '80302',
  city: 'Boulder, CO',
  created_at: '2026-11-20T12:00:00.000Z',
});

const calls: string[] = [];
let listAnswers: Response[] = [];
let markersAnswer: () => Response;
beforeEach(() => {
  signIn();
  calls.length = 0;
  mapChunk.fails = false;
  listAnswers = [];
  markersAnswer = () => jsonResponse({ data: [marker(2), marker(1)] });
  mockFetch((url) => {
    calls.push(url.pathname);
    if (url.pathname === '/v1/admin/budgets')
      return (
        listAnswers.shift() ??
        jsonResponse({
          data: [makeSummary({ id: 7, status: 'active', is_location_enabled: true })],
          meta: {},
        })
      );
    if (url.pathname === '/v1/admin/budgets/7/submissions/locations') return markersAnswer();
    return jsonResponse({ message: 'Not Found' }, 404);
  });
});

const list = (isLocationEnabled: boolean) => [
  makeSummary({ id: 7, status: 'active', is_location_enabled: isLocationEnabled }),
];

/** The panel in the signed-in shell; the simulation list loads on its first retry (nothing cached). */
const renderPanel = ({ locationMaps = true } = {}) =>
  renderAt(
    asUser(<LocationMapPanel budgetId={7} />, {
      features: { is_custom_location_maps_enabled: locationMaps },
    }),
  );

describe('location map panel', () => {
  it("draws the submissions' pins when the client and the simulation allow it", async () => {
    listAnswers = [jsonResponse({ data: list(true), meta: {} })];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    // Nothing is cached yet: the panel waits, then loads the list on its 2-second retry.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText('map of 40.02,-105 40.01,-105')).toBeTruthy();
    expect(screen.getByText(L.count(2))).toBeTruthy();
    expect(calls).toEqual(['/v1/admin/budgets', '/v1/admin/budgets/7/submissions/locations']);
  });

  it('keeps retrying every 2 seconds until the simulation list loads', async () => {
    listAnswers = [jsonResponse({ message: 'Busy' }, 503), jsonResponse({ data: list(true), meta: {} })];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();
    expect(screen.getByRole('progressbar', { name: L.loading })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(calls).toEqual(['/v1/admin/budgets']);
    expect(screen.queryByText(/map of/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText(/map of/)).toBeTruthy();
    expect(calls.filter((c) => c === '/v1/admin/budgets')).toHaveLength(2);
  });

  it('waits, without asking for pins, while the user is not loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(<LocationMapPanel budgetId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(2 * TIMINGS.locationMapRetryMs));
    expect(screen.getByRole('progressbar', { name: L.loading })).toBeTruthy();
    expect(calls).not.toContain('/v1/admin/budgets/7/submissions/locations');
  });

  it('is disabled without custom location maps, or when the simulation has Drop-a-Pin off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    listAnswers = [jsonResponse({ data: list(true), meta: {} })];
    const first = renderPanel({ locationMaps: false });
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText(ANALYTICS_MESSAGES.locationMapsDisabled)).toBeTruthy();
    first.unmount();

    listAnswers = [jsonResponse({ data: list(false), meta: {} })];
    renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText(L.simulationOff)).toBeTruthy();
    expect(calls).not.toContain('/v1/admin/budgets/7/submissions/locations');
  });

  it("says why the pins could not be loaded, and 'Error loading the map.' when the map fails", async () => {
    markersAnswer = () => jsonResponse({ message: 'Custom location maps are off' }, 403);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText(locationMapLoadFailed('Custom location maps are off'))).toBeTruthy();
    first.unmount();

    // React reports the error the boundary caught: expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    mapChunk.fails = true;
    markersAnswer = () => jsonResponse({ data: [marker(1)] });
    renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.locationMapRetryMs));
    expect(await screen.findByText(MAP_MESSAGES.loadFailed)).toBeTruthy();
  });
});
