/**
 * Where maps get their tiles and the Map tab geocodes: the defaults of VITE_MAP_TILE_URL and
 * VITE_MAP_GEOCODER_URL, read by both front ends' builds and by the server (its Content-Security-Policy
 * allows their origins, decision 0541).
 */
export const MAP_SERVICE_DEFAULTS = {
  /** A Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** A Nominatim-compatible search endpoint. */
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
} as const;
