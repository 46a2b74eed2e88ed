import 'leaflet/dist/leaflet.css';
import './leaflet-overrides.css';
import type { Map as LeafletMap, Renderer } from 'leaflet';
import { createMap } from 'leaflet/src/map/Map';
// The map's handlers, each registered on the map by its module: pointer and touch dragging, the arrow
// and +/- keys, double-click, shift-drag and pinch zoom, and the long press on iOS. (No wheel zoom.)
import 'leaflet/src/map/handler/Map.BoxZoom';
import 'leaflet/src/map/handler/Map.DoubleClickZoom';
import 'leaflet/src/map/handler/Map.Drag';
import 'leaflet/src/map/handler/Map.Keyboard';
import 'leaflet/src/map/handler/Map.TapHold';
import 'leaflet/src/map/handler/Map.TouchZoom';
// Adds the attribution box to every map (attributionControl), with the tiles' licence text.
import 'leaflet/src/control/Control.Attribution';
import { zoom as zoomControl } from 'leaflet/src/control/Control.Zoom';
import { tileLayer } from 'leaflet/src/layer/tile/TileLayer';
import { TILES } from './tiles.ts';
import { prefersReducedMotion } from './useReducedMotion.ts';

// Imported only by the maps' lazy chunks: Leaflet is fetched when a map shows. Not the whole library
// ('leaflet' is its UMD build, 43 kB gzip) but its own ES modules, only those the maps use (decision
// 0618): the map, its controls and tiles here; the shapes' (leaflet-shapes.ts) and the pin's
// (leaflet-marker.ts) beside it, so that Drop-a-Pin loads no shape code. Without the canvas renderer,
// popups, image and video overlays, the layers and scale controls, WMS tiles and the wheel zoom. The
// maps import Leaflet's values from these three files, never from 'leaflet'.

export interface TBaseMapOptions {
  center: [number, number] | null;
  zoom: number;
  /** The map region's accessible name (its container is focusable: arrow keys pan, +/- zoom). */
  label: string;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** What draws the map's shapes (leaflet-shapes.ts' SVG renderer); none for a map without shapes. */
  renderer?: Renderer;
}

/** A Leaflet map with the tiles and their attribution, and translated, labelled controls. */
export function createBaseMap(container: HTMLElement, options: TBaseMapOptions): LeafletMap {
  const animate = !prefersReducedMotion();
  const map = createMap(container, {
    center: options.center ?? TILES.fallbackCenter,
    zoom: options.center ? options.zoom : TILES.fallbackZoom,
    maxZoom: TILES.maxZoom,
    // The page scrolls under a wheel; zooming takes the buttons, +/- or a pinch.
    scrollWheelZoom: false,
    zoomControl: false,
    ...(options.renderer ? { renderer: options.renderer } : {}),
    zoomAnimation: animate,
    fadeAnimation: animate,
    markerZoomAnimation: animate,
  });
  zoomControl({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle }).addTo(map);
  tileLayer(TILES.url, { attribution: TILES.attribution, maxZoom: TILES.maxZoom }).addTo(map);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', options.label);
  return map;
}
