/** The customize dialog's map messages (spec 1 section 5; the spec shows only their beginnings). */
export const GEOJSON_MESSAGES = {
  notJson: 'This is not valid JSON. Check the text you pasted.',
  notGeoJson: 'It is JSON, but it is not valid GeoJSON. Polygons need at least 3 points.',
} as const;

type Json = unknown;

const isPosition = (value: Json) =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));
const isLine = (value: Json, min: number) =>
  Array.isArray(value) && value.length >= min && value.every(isPosition);
/** A ring: at least 3 points (a closing point repeating the first is allowed on top). */
const isRing = (value: Json) => isLine(value, 3);
const isPolygon = (value: Json) => Array.isArray(value) && value.length >= 1 && value.every(isRing);
const every = (value: Json, test: (item: Json) => boolean) => Array.isArray(value) && value.every(test);

function isGeometry(value: Json): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { type, coordinates, geometries } = value as Record<string, Json>;
  switch (type) {
    case 'Point':
      return isPosition(coordinates);
    case 'MultiPoint':
      return every(coordinates, isPosition);
    case 'LineString':
      return isLine(coordinates, 2);
    case 'MultiLineString':
      return every(coordinates, (line) => isLine(line, 2));
    case 'Polygon':
      return isPolygon(coordinates);
    case 'MultiPolygon':
      return every(coordinates, isPolygon);
    case 'GeometryCollection':
      return every(geometries, isGeometry);
    default:
      return false;
  }
}

function isFeature(value: Json): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { type, geometry } = value as Record<string, Json>;
  return type === 'Feature' && (geometry === null || isGeometry(geometry));
}

/** Why a geojson text is refused, or null (an empty text means no shape). */
export function geojsonProblem(text: string): string | null {
  if (text.trim() === '') return null;
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch {
    return GEOJSON_MESSAGES.notJson;
  }
  const valid =
    isGeometry(value) ||
    isFeature(value) ||
    (typeof value === 'object' &&
      value !== null &&
      (value as Record<string, Json>).type === 'FeatureCollection' &&
      every((value as Record<string, Json>).features, isFeature));
  return valid ? null : GEOJSON_MESSAGES.notGeoJson;
}
