import { z } from 'zod';
import { MAP_CONFIG } from '@/ui/map-config.ts';

/** A place found for a search: where to centre the map, and what it is called. */
export interface TGeocodeResult {
  lat: number;
  lng: number;
  label: string;
}

/** Turns a city, zip or address into map coordinates (spec 1 section 7, "geocoder"). */
export interface TGeocoder {
  /** The best match, or null when nothing matches; rejects when the service fails. */
  search(query: string, signal?: AbortSignal): Promise<TGeocodeResult | null>;
}

const ZCoordinate = z.union([z.number(), z.string().trim().min(1)]).pipe(z.coerce.number());

const ZNominatimRow = z.object({
  lat: ZCoordinate.pipe(z.number().min(-90).max(90)),
  lon: ZCoordinate.pipe(z.number().min(-180).max(180)),
  display_name: z.string(),
});

/** A geocoder over a Nominatim-style search endpoint (`url`, absolute or relative to the console). */
export function nominatimGeocoder(url: string = MAP_CONFIG.geocoderUrl): TGeocoder {
  return {
    async search(query, signal) {
      const address = new URL(url, window.location.origin);
      address.searchParams.set('q', query);
      address.searchParams.set('format', 'jsonv2');
      address.searchParams.set('limit', '1');
      const response = await fetch(address, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The geocoder answered ${response.status}.`);
      const rows = z.array(ZNominatimRow).parse(await response.json());
      const first = rows[0];
      return first ? { lat: first.lat, lng: first.lon, label: first.display_name } : null;
    },
  };
}
