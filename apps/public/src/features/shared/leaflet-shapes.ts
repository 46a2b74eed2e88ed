// Leaflet's modules for the shapes map (LeafletShapes) only: GeoJSON layers with their tooltips, drawn
// in SVG (decision 0618).
import './leaflet-renderer.ts';
// Layer.bindTooltip: the shapes' names.
import 'leaflet/src/layer/Tooltip';

export { svg } from 'leaflet/src/layer/vector/SVG';
export { geoJSON } from 'leaflet/src/layer/GeoJSON';
export { toLatLngBounds as latLngBounds } from 'leaflet/src/geo/LatLngBounds';
