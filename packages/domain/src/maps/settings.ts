import { z } from 'zod';
import { normalizeMapHeight } from '../simulations/cleanup.ts';
import { MAP_SHAPE_COLOR_DEFAULT, SIMULATION_LIMITS as L } from '../simulations/constants.ts';
import { MAP_MESSAGES as M } from './messages.ts';

/** Map tab constants (spec 1 sections 5, 9). */
export const MAP_DEFAULTS = {
  height: L.mapHeightDefault,
  heightMin: L.mapHeightMin,
  heightMax: L.mapHeightMax,
  zoom: L.mapZoomDefault,
  zoomMin: 1,
  zoomMax: 20,
  color: MAP_SHAPE_COLOR_DEFAULT,
  /** The colour picker saves this long after the last change. */
  colorDebounceMs: 500,
} as const;

export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** A shape colour (#RRGGBB); empty or null means the default. */
export const ZMapColor = z
  .string()
  .trim()
  .refine((color) => color === '' || HEX_COLOR_PATTERN.test(color), { error: M.colorInvalid })
  .nullable();

export const normalizeMapZoom = (zoom: number | null | undefined): number => zoom ?? MAP_DEFAULTS.zoom;
export const normalizeMapColor = (color: string | null | undefined): string =>
  color && HEX_COLOR_PATTERN.test(color) ? color : MAP_DEFAULTS.color;

export interface TStoredMapSettings {
  map_enabled: boolean;
  map_focus_display: boolean;
  map_center_lat: number | null;
  map_center_lng: number | null;
  map_zoom_level: number | null;
  map_height: number | null;
  map_shape_color: string | null;
  geojson: string | null;
}

/** The settings a map is drawn with: stored values, each default where none is stored. */
export function resolveMapSettings(stored: TStoredMapSettings) {
  return {
    enabled: stored.map_enabled,
    focusDisplay: stored.map_focus_display,
    center:
      stored.map_center_lat === null || stored.map_center_lng === null
        ? null
        : { lat: stored.map_center_lat, lng: stored.map_center_lng },
    zoom: normalizeMapZoom(stored.map_zoom_level),
    height: normalizeMapHeight(stored.map_height),
    color: normalizeMapColor(stored.map_shape_color),
    cityLimits: stored.geojson && stored.geojson.trim() !== '' ? stored.geojson : null,
  };
}
