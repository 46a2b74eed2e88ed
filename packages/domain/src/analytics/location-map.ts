// The location map panel of /analytics/{id} (spec 2 'Location map', section 8).

/** Spec 2 section 8: the markers could not be loaded. */
export const locationMapLoadFailed = (message: string) => `Failed to load the location map data: ${message}`;

/** The analytics maps' zoom (spec 2 section 9). */
export const LOCATION_MAP_ZOOM = 10;

/** The panel is enabled only when the client allows custom location maps and the simulation Drop-a-Pin. */
export const isLocationMapEnabled = (
  client: { is_custom_location_maps_enabled: boolean },
  simulation: {
    is_location_enabled: boolean;
  },
) => client.is_custom_location_maps_enabled && simulation.is_location_enabled;
