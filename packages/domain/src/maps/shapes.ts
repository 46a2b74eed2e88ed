/** Shape drawing rules of the simulation map (spec 1 "Map tab", spec 2 "Subcategory map"). */
export const SHAPE_OPACITY = {
  min: 0.2,
  max: 1,
  /** A shape without a density. */
  default: 0.5,
  /** At or below this density a shape is drawn at the minimum opacity... */
  lowDensity: 20,
  /** ...and at or above this one at full opacity; linear between. */
  highDensity: 75,
} as const;

/** The name that marks the city-limits shape, drawn as an outline only. */
export const CITY_LIMITS_NAME = 'city_limits';

/** A number, or a numeric string; anything else is no density. */
function densityValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A shape's fill opacity from its density: 0.2 at or below 20, 1 at or above 75, linear between. */
export function shapeOpacity(density: unknown): number {
  const value = densityValue(density);
  const o = SHAPE_OPACITY;
  if (value === null) return o.default;
  if (value <= o.lowDensity) return o.min;
  if (value >= o.highDensity) return o.max;
  return o.min + ((value - o.lowDensity) / (o.highDensity - o.lowDensity)) * (o.max - o.min);
}

interface TFeatureLike {
  id?: unknown;
  properties?: Record<string, unknown> | null;
}

/** The opacity of a GeoJSON feature, read from its `density` property. */
export const featureOpacity = (feature: TFeatureLike) => shapeOpacity(feature.properties?.density);

/** Whether a feature is the city limits (its name or id is city_limits): an outline, never filled. */
export function isCityLimits(feature: TFeatureLike): boolean {
  return feature.properties?.name === CITY_LIMITS_NAME || feature.id === CITY_LIMITS_NAME;
}
