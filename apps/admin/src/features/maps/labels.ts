// Wording of our own for the Map tab. The spec's texts and the field names it gives (Display a Map,
// Use map-focused Display, Map Location, Search, Search again, Border GeoJSON...) are MAP_LABELS and
// MAP_MESSAGES in packages/domain.

export const MAP_TAB_LABELS = {
  appearance: 'Appearance',
  location: 'Location',
  cityLimits: 'City Limits',
  preview: 'Preview',
  colorValue: (color: string) => `Selected colour ${color}`,
  heightValue: (px: number) => `${px} px`,
  centre: (lat: number, lng: number, zoom: number) =>
    `Centred on ${lat.toFixed(4)}, ${lng.toFixed(4)} at zoom ${zoom}.`,
  found: (label: string) => `Found ${label}.`,
  noCentre: 'No location yet: search for the city, zip or address the map starts on.',
  notFound: (query: string) => `No place matches “${query}”. Try another city, zip or address.`,
  searching: 'Searching…',
  cancel: 'Cancel',
  saveBorder: 'Save Border',
  borderHelp: 'Paste a GeoJSON Polygon, Feature or FeatureCollection. It is drawn as an outline.',
  removeBorderTitle: 'Remove the city limits border?',
  removeBorderBody: 'The Border GeoJSON is deleted and the map no longer shows the city limits.',
  removeBorder: 'Remove',
  mapRegion:
    'Map preview. Drag it or use the arrow keys to move it and + or - to zoom: the view you leave is where the map starts.',
  loading: 'Loading the map…',
} as const;
