// Where the console's maps (the Map tab, the analytics location map) get their tiles, and where the Map
// tab geocodes a place. Both are build-time settings of the console (Vite exposes VITE_* variables to
// the browser); the defaults are OpenStreetMap's public services.
// The server reads the same variables to allow their origins in its Content-Security-Policy.
// Nothing here waits on them: without a network the shapes still draw and a search only logs its failure.

import { MAP_SERVICE_DEFAULTS } from '@commonpurse/domain';

const env = import.meta.env as Record<string, string | undefined>;
const setting = (name: string, fallback: string) => env[name]?.trim() || fallback;

export const MAP_CONFIG = {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  tileUrl: setting('VITE_MAP_TILE_URL', MAP_SERVICE_DEFAULTS.tileUrl),
  tileAttribution: setting(
    'VITE_MAP_TILE_ATTRIBUTION',
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  ),
  /** A Nominatim-compatible search endpoint (GET ?q=…&format=jsonv2&limit=1). */
  geocoderUrl: setting('VITE_MAP_GEOCODER_URL', MAP_SERVICE_DEFAULTS.geocoderUrl),
  /** The closest zoom of the tiles (OpenStreetMap's 19; the saved zoom allows up to 20). */
  maxZoom: Number(setting('VITE_MAP_MAX_ZOOM', '19')),
  /** What the preview shows before any centre is saved and when there is no shape to fit. */
  fallbackCenter: { lat: 39.8283, lng: -98.5795 },
  fallbackZoom: 4,
} as const;
