/** Exact strings of the Map tab and the maps (spec 1 sections 2, 8; spec 2 section 5). */
export const MAP_MESSAGES = {
  loadFailed: 'Error loading the map.',
  polygonPoints: 'Polygons must have 3 or more points.',
  /** Not in the spec: its caution and the server's refusals, in our words. */
  focusCaution:
    'Caution: the map-focused display does not support every simulation configuration. Preview your simulation before activating it.',
  colorInvalid: 'The map colour must be a hex colour such as #E57339.',
  mapsDisabled: 'Maps are not available on your plan.',
  locationMapsDisabled: 'Drop-a-Pin is not available on your plan.',
} as const;

export const MAP_LABELS = {
  tab: 'Map',
  display: 'Display a Map',
  color: 'Shape Colour',
  height: 'Map Height',
  focusDisplay: 'Use map-focused Display',
  location: 'Map Location',
  locationPlaceholder: 'City, zip or address',
  search: 'Search',
  searchAgain: 'Search again',
  cityLimits: 'Show the city limits border',
  borderGeojson: 'Border GeoJSON',
} as const;
