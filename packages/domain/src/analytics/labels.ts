/** Chart labels and dashboard limits of spec 2 section 9. */

/** The slice that small pie slices are merged into. */
export const OTHER_SLICE_LABEL = 'Other';
/** The same slice on the city chart. */
export const OTHER_CITIES_LABEL = 'Other Cities';

export const ANALYTICS_LIMITS = {
  /** Slices at or below this percent of the whole are merged into 'Other'. */
  smallSlicePercent: 2,
  /** The city chart names at most this many cities. */
  topCities: 10,
  /** City slices show their label only above this percent. */
  cityLabelMinPercent: 1,
  /** Top increases and top decreases listed on the dashboard. */
  topChanges: 3,
} as const;
