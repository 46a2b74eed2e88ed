/** Exact strings of the Guided Tour tab (spec 1 "Tour tab"). */
export const TOUR_MESSAGES = {
  title: 'Guided Tour',
  showMoreInfo: 'Show more info and more details during tour.',
  emptyHint: 'Add a category to the tour using the button on the right.',
  /** Not in the spec: the server's refusals. */
  tourDisabled: 'The guided tour is not available on your plan.',
  noTourForPb: 'A prioritization has no guided tour.',
  orderInvalid: 'The tour can only list categories of this simulation, each once.',
} as const;

/** configuration_json key of the 'Show more info and more details during tour.' checkbox. */
export const TOUR_MORE_INFO_KEY = 'show_tour_more_info';

/**
 * The tour_order of every category once the tour lists `tourIds` (in that order): its position,
 * or null for a category not in the tour. Null when the list repeats an id or names a category
 * outside `categoryIds`.
 */
export function tourOrders(
  categoryIds: readonly number[],
  tourIds: readonly number[],
): Map<number, number | null> | null {
  const known = new Set(categoryIds);
  if (new Set(tourIds).size !== tourIds.length || tourIds.some((id) => !known.has(id))) return null;
  const position = new Map(tourIds.map((id, index) => [id, index]));
  return new Map(categoryIds.map((id) => [id, position.get(id) ?? null]));
}
