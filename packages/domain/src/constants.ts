/** Timings and limits shared by the server and the console (spec 2 section 9, spec 3 section 9). */
export const TIMINGS = {
  apiTimeoutMs: 240_000,
  reportingTimeoutMs: 15_000,
  snackbarMs: 4_000,
  successMessageMs: 6_000,
  savedIndicatorMs: 1_000,
  publisherSearchDebounceMs: 200,
  locationMapRetryMs: 2_000,
} as const;

export const LIST_PAGE_SIZE = 1000;
export const HELP_TOOLTIP_VISIT_LIMIT = 5;
export const NOT_FOUND_MESSAGE = 'The page you requested was not found';
export const DASHBOARD_EMPTY_MESSAGE =
  "Once you have an active Simulation or Taxpayer Receipt, you'll start seeing lots of great data on this page.";
export const publishersFoundLabel = (count: number) => `${count} publishers found`;
/** The fixed OAuth client id the console sends with the password grant. */
export const CONSOLE_OAUTH_CLIENT_ID = 'commonpurse-console';
export const CONSOLE_OAUTH_SCOPE = 'all';

/** The largest value of a PostgreSQL integer column (ids, orders): larger ids name no row. */
export const DB_INTEGER_MAX = 2_147_483_647;

/** Messages of the request-level rules every call follows, whatever its fields. */
export const INPUT_MESSAGES = {
  /** A NUL character (U+0000) or a lone UTF-16 surrogate in any text sent: stores cannot hold them. */
  forbiddenCharacter: 'This value contains a character that is not allowed.',
  /** A list of ids in a query (`budgets=1,2`) that is not digits and commas. */
  idListInvalid: 'Give the ids as numbers separated by commas.',
} as const;
