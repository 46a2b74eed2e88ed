import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import type { ZipCode } from 'zipcodes';

// Coarse location without any outside service (docs/decisions/0218): a visit's country from its IP
// (the CC0 geo-whois-asn-country database, data by the NRO under CC BY 4.0), and a submission's city
// from the resident's pin and postal code (the zipcodes package: US ZIP codes and Canadian FSAs).
// Both data sets load on first use, once per process.

const require = createRequire(import.meta.url);
const COUNTRY_DB = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** The ip-location-db databases' record: { country_code } (not one of MaxMind's own response shapes). */
interface CountryRecord {
  country_code?: string;
}

let countries: Promise<Reader<Response>> | undefined;

/** The ISO 3166 alpha-2 country of an IP address, or null (private, reserved or unknown addresses). */
export async function countryOfIp(ip: string | undefined): Promise<string | null> {
  // A dual-stack socket reports IPv4 clients as IPv4-mapped IPv6 (::ffff:1.2.3.4).
  const address = ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!address || !maxmind.validate(address)) return null;
  countries ??= maxmind.open(require.resolve(COUNTRY_DB));
  const found = (await countries).get(address) as CountryRecord | null;
  return found?.country_code ?? null;
}

/** A postal area's centre is counted as the resident's city within this distance of their pin. */
const POSTAL_MATCH_KM = 50;
/** Without a matching postal code, the nearest postal area's centre must be this close to the pin. */
const NEAREST_MAX_KM = 30;

interface PostalIndex {
  lookup(code: string): ZipCode | undefined;
  /** Postal areas by 1-degree cell ("lat:lng" of the floored coordinates). */
  cells: Map<string, ZipCode[]>;
}

let postal: Promise<PostalIndex> | undefined;

const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

const cellKey = (lat: number, lng: number) => `${Math.floor(lat)}:${Math.floor(lng)}`;

async function loadPostal(): Promise<PostalIndex> {
  const zipcodes = (await import('zipcodes')).default;
  const cells = new Map<string, ZipCode[]>();
  for (const code of Object.values(zipcodes.codes)) {
    // Military post offices (AA, AE, AP) sit at placeholder coordinates abroad: never a resident's city.
    if (MILITARY_STATES.has(code.state)) continue;
    if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
    const key = cellKey(code.latitude, code.longitude);
    const list = cells.get(key);
    if (list) list.push(code);
    else cells.set(key, [code]);
  }
  const lookup = (code: string) => {
    const found = zipcodes.lookup(code);
    return found && !MILITARY_STATES.has(found.state) ? found : undefined;
  };
  return { lookup, cells };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const centreOf = (code: ZipCode) => ({ lat: code.latitude, lng: code.longitude });
const cityName = (code: ZipCode) => `${code.city}, ${code.state}`;

/** A US ZIP (first five digits) or a Canadian postal code (its first three characters), normalised. */
export function normalizePostalCode(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (/^\d{5}(\d{4})?$/.test(compact)) return compact.slice(0, 5);
  if (/^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(compact)) return compact.slice(0, 3);
  return null;
}

function nearest(index: PostalIndex, pin: { lat: number; lng: number }): ZipCode | null {
  let best: ZipCode | null = null;
  let bestKm = NEAREST_MAX_KM;
  const lat = Math.floor(pin.lat);
  const lng = Math.floor(pin.lng);
  for (let dLat = -1; dLat <= 1; dLat += 1)
    for (let dLng = -1; dLng <= 1; dLng += 1)
      for (const code of index.cells.get(`${lat + dLat}:${lng + dLng}`) ?? []) {
        const km = distanceKm(pin, centreOf(code));
        if (km <= bestKm) [best, bestKm] = [code, km];
      }
  return best;
}

/**
 * "City, ST" of a resident's pin: the postal code they typed when its area is near the pin, else the
 * nearest postal area to the pin; null outside the US and Canada or far from any postal area.
 */
export async function cityOfLocation(location: {
  lat: number;
  lng: number;
  postal_code?: string | null;
}): Promise<string | null> {
  const index = await (postal ??= loadPostal());
  const code = location.postal_code ? normalizePostalCode(location.postal_code) : null;
  const typed = code ? index.lookup(code) : undefined;
  if (typed && distanceKm(location, centreOf(typed)) <= POSTAL_MATCH_KM) return cityName(typed);
  const found = nearest(index, location);
  return found ? cityName(found) : null;
}

/** A postal code's centre and the postal codes within `km` of it (demo residents' pins), or null. */
export async function postalArea(
  postalCode: string,
  km = 8,
): Promise<{ lat: number; lng: number; postal_codes: string[] } | null> {
  const index = await (postal ??= loadPostal());
  const code = normalizePostalCode(postalCode);
  const found = code ? index.lookup(code) : undefined;
  if (!found) return null;
  const centre = centreOf(found);
  const near = [...index.cells.values()]
    .flat()
    .filter((other) => distanceKm(centre, centreOf(other)) <= km)
    .map((other) => other.zip);
  return { ...centre, postal_codes: near };
}
