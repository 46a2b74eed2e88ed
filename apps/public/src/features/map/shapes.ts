import type { GeoJsonObject } from 'geojson';
import { featureOpacity, geojsonProblem, isCityLimits } from '@commonpurse/domain';
import type { TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';

// What the simulation map draws and how (spec 1 "Map tab", spec 2 "Simulation map"). No Leaflet here:
// this module is part of the light component, Leaflet only of the map's lazy chunk.

export type TSimulationMapData = NonNullable<TPublicSimulation['map']>;

/** A shape of the map and the item it opens. */
export interface TItemShape {
  itemId: number;
  name: string;
  data: GeoJsonObject;
}

/** A GeoJSON text as an object, or null when it is empty, not JSON or not valid GeoJSON. */
export function parseGeojson(text: string | null | undefined): GeoJsonObject | null {
  if (!text || text.trim() === '' || geojsonProblem(text) !== null) return null;
  return JSON.parse(text) as GeoJsonObject;
}

/** The links' shapes in their order, each with its item's name; invalid shapes and unknown items skipped. */
export function itemShapes(map: TSimulationMapData, items: readonly TPublicItem[]): TItemShape[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return map.links.flatMap((link) => {
    const item = byId.get(link.budget_subcategory_id);
    const data = item ? parseGeojson(link.geojson) : null;
    return item && data ? [{ itemId: item.id, name: item.name, data }] : [];
  });
}

/** Each item with a shape once, in the order of its first shape: the list that mirrors the map. */
export function shapeItems(shapes: readonly TItemShape[], items: readonly TPublicItem[]): TPublicItem[] {
  const ids = new Set(shapes.map((shape) => shape.itemId));
  const byId = new Map(items.map((item) => [item.id, item]));
  return [...ids].flatMap((id) => byId.get(id) ?? []);
}

interface TFeatureLike {
  id?: unknown;
  properties?: Record<string, unknown> | null;
}

/** Leaflet path options, structurally (the type stays out of this module). */
export interface TShapeStyle {
  color: string;
  weight: number;
  fill: boolean;
  fillColor?: string;
  fillOpacity?: number;
}

/** An item's feature: filled at its density's opacity; a feature marked city_limits only outlined. */
export function shapeStyle(feature: TFeatureLike | undefined, color: string): TShapeStyle {
  if (feature && isCityLimits(feature)) return { color, weight: 2, fill: false };
  return { color, weight: 1, fill: true, fillColor: color, fillOpacity: featureOpacity(feature ?? {}) };
}

/** The simulation's city limits: an outline only. */
export const borderStyle = (color: string): TShapeStyle => ({ color, weight: 3, fill: false });
