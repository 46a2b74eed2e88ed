import type { GeoJsonObject } from 'geojson';
import type { PathOptions } from 'leaflet';
import { featureOpacity, geojsonProblem, isCityLimits, type TSimulationView } from '@commonpurse/domain';

// What the Map tab's preview draws and how (spec 1 "Map tab", spec 2 "Subcategory map"). Types only
// from Leaflet: this module stays out of the map's own chunk.

/** An item's shape: its GeoJSON, parsed. */
export interface TItemShape {
  id: number;
  name: string;
  data: GeoJsonObject;
}

/** A stored GeoJSON text as an object, or null when it is empty or not valid GeoJSON. */
export function parseGeojson(text: string | null | undefined): GeoJsonObject | null {
  if (!text || text.trim() === '' || geojsonProblem(text) !== null) return null;
  return JSON.parse(text) as GeoJsonObject;
}

/** The items with a shape, spending first, each list in category then item order. */
export function itemShapes(view: TSimulationView): TItemShape[] {
  const byOrder = <T extends { display_order: number }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => a.display_order - b.display_order);
  return [...byOrder(view.expenses ?? []), ...byOrder(view.revenue ?? [])].flatMap((category) =>
    byOrder(category.subcategories).flatMap((item) => {
      const data = parseGeojson(item.geojson);
      return data ? [{ id: item.id, name: item.name, data }] : [];
    }),
  );
}

interface TFeatureLike {
  id?: unknown;
  properties?: Record<string, unknown> | null;
}

/** An item's feature: filled with the shape colour at its density's opacity; the city limits only outlined. */
export function shapeStyle(feature: TFeatureLike | undefined, color: string): PathOptions {
  if (feature && isCityLimits(feature)) return { color, weight: 2, fill: false };
  return { color, weight: 1, fill: true, fillColor: color, fillOpacity: featureOpacity(feature ?? {}) };
}

/** The simulation's city-limits border: an outline only. */
export const borderStyle = (color: string): PathOptions => ({ color, weight: 3, fill: false });
