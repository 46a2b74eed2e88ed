// Where the residents' maps get their tiles: build-time settings (Vite exposes VITE_* variables to the
// browser); the defaults are OpenStreetMap's public tiles with the attribution their licence requires.
// The server reads VITE_MAP_TILE_URL too, to allow its origin in the Content-Security-Policy.

import { MAP_SERVICE_DEFAULTS } from '@commonpurse/domain';

const env = import.meta.env as Record<string, string | undefined>;
const setting = (name: string, fallback: string) => env[name]?.trim() || fallback;

export const TILES = {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  url: setting('VITE_MAP_TILE_URL', MAP_SERVICE_DEFAULTS.tileUrl),
  attribution: setting(
    'VITE_MAP_TILE_ATTRIBUTION',
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  ),
  maxZoom: Number(setting('VITE_MAP_MAX_ZOOM', '19')),
  /** Where a map opens when the simulation has no centre and nothing to fit: the whole United States. */
  fallbackCenter: [39.8283, -98.5795] as [number, number],
  fallbackZoom: 4,
} as const;
