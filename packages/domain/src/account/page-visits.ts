// The page-visit counter of a screen (spec 2 sections 3, 4 and 9): user meta page_visits_{route name},
// counted on each visit, reset by ?reset_page_visits; the screen's help tooltip shows below 5 visits.

/** Help tooltips show while a screen has been visited fewer times than this. */
export const HELP_TOOLTIP_VISITS = 5;

/** The query parameter that sets the screen's counter back to zero. */
export const RESET_PAGE_VISITS_PARAM = 'reset_page_visits';

/**
 * The user-meta key of a screen's counter. User-meta keys hold no spaces (decision 0019), so the route
 * name is written in lower case with underscores: 'Edit Simulation' -> page_visits_edit_simulation.
 */
export const pageVisitsKey = (routeName: string): string =>
  `page_visits_${routeName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`;

/** The stored count; anything that is not a whole number of visits counts as none. */
export function visitsOf(stored: string | undefined): number {
  if (stored === undefined || !/^\d+$/.test(stored.trim())) return 0;
  return Math.min(Number(stored.trim()), Number.MAX_SAFE_INTEGER);
}

/** Whether a screen visited `visitsBefore` times before this visit still shows its help tooltip. */
export const showsHelpTooltip = (visitsBefore: number): boolean => visitsBefore < HELP_TOOLTIP_VISITS;
