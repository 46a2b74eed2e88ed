import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';
import { control, map as createMap, svg, tileLayer, type Map as LeafletMap } from 'leaflet';
import { TILES } from './tiles.ts';
import { prefersReducedMotion } from './useReducedMotion.ts';

// Imported only by the maps' lazy chunks: Leaflet (about 40 KB gzip) is fetched when a map shows.

export interface TBaseMapOptions {
  center: [number, number] | null;
  zoom: number;
  /** The map region's accessible name (its container is focusable: arrow keys pan, +/- zoom). */
  label: string;
  zoomInTitle: string;
  zoomOutTitle: string;
}

/** A Leaflet map with the tiles and their attribution, SVG shapes, and translated, labelled controls. */
export function createBaseMap(container: HTMLElement, options: TBaseMapOptions): LeafletMap {
  const animate = !prefersReducedMotion();
  const map = createMap(container, {
    center: options.center ?? TILES.fallbackCenter,
    zoom: options.center ? options.zoom : TILES.fallbackZoom,
    maxZoom: TILES.maxZoom,
    // The page scrolls under a wheel; zooming takes the buttons, +/- or a pinch.
    scrollWheelZoom: false,
    zoomControl: false,
    renderer: svg(),
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
  });
  control.zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: TILES.maxZoom }).addTo(map);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', options.label);
  return map;
}
