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
  /** A simulation's name in the analytics selectors is cut to this many characters. */
  simulationLabelChars: 151,
} as const;

/** A simulation's name as the analytics selectors show it: its first 151 characters, then '…'. */
export const simulationLabel = (name: string) =>
  name.length > ANALYTICS_LIMITS.simulationLabelChars
    ? `${name.slice(0, ANALYTICS_LIMITS.simulationLabelChars)}…`
    : name;

/** Lists and pages of the analytics calls (spec 2 section 9). */
export const ANALYTICS_LISTS = {
  /** Top Referrers names the first 10 referring hosts. */
  topReferrers: 10,
  /** Each demographics table shows its first 5 rows (the API sends every row). */
  demographicRows: 5,
  /** Comments table: 10 a page, newest first. */
  commentsPage: 10,
  /** The newest comments a subcategory or category analytics page lists (the comments call pages the rest). */
  itemComments: 50,
  /** The newest submission locations the location map draws. */
  locationMarkers: 10_000,
} as const;

/** The new-vs-returning chart's two slices (metrics.user_type). */
export const USER_TYPE_LABELS = { new: 'New Visitor', returning: 'Returning Visitor' } as const;

/** The demographic sets, by the CSV label (slug) of the standard exit question they come from. */
export const DEMOGRAPHIC_SETS = ['age_range', 'race', 'postal_code', 'gender'] as const;
export type TDemographicSet = (typeof DEMOGRAPHIC_SETS)[number];

/** The questions whose answers are the age and gender charts (metrics.age, metrics.gender). */
export const METRIC_QUESTION_SLUGS = { age: 'age_range', gender: 'gender' } as const;

export const ANALYTICS_MESSAGES = {
  analyticsDisabled: 'Analytics are not included in your plan.',
  locationMapsDisabled: 'Custom location maps are not included in your plan.',
  /** A chart or a list without data (spec 2 section 8). */
  noData: 'No data to display',
} as const;
