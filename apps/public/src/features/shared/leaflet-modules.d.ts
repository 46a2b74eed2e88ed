// Leaflet 1.9's own ES modules (leaflet/src), which leaflet.ts imports one by one so that the public
// site ships only the parts its maps use (decision 0618). Their classes and factories are the ones
// @types/leaflet describes for the whole library; a module imported for its side effect alone (a map
// handler, a control's init hook, Layer.bindTooltip) needs no declaration beyond its name.

declare module 'leaflet/src/map/Map' {
  export { Map, map as createMap } from 'leaflet';
}
declare module 'leaflet/src/layer/vector/SVG' {
  export { svg } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Zoom' {
  import type { Control, ControlOptions } from 'leaflet';
  export function zoom(options?: Control.ZoomOptions & ControlOptions): Control.Zoom;
}
declare module 'leaflet/src/layer/tile/TileLayer' {
  export { tileLayer } from 'leaflet';
}
declare module 'leaflet/src/layer/GeoJSON' {
  export { geoJSON } from 'leaflet';
}
declare module 'leaflet/src/geo/LatLngBounds' {
  export { latLngBounds as toLatLngBounds } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/Marker' {
  export { marker } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/DivIcon' {
  export { divIcon } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Attribution';
declare module 'leaflet/src/layer/Tooltip';
declare module 'leaflet/src/map/handler/Map.BoxZoom';
declare module 'leaflet/src/map/handler/Map.DoubleClickZoom';
declare module 'leaflet/src/map/handler/Map.Drag';
declare module 'leaflet/src/map/handler/Map.Keyboard';
declare module 'leaflet/src/map/handler/Map.TapHold';
declare module 'leaflet/src/map/handler/Map.TouchZoom';
