/** Simulation statuses (spec 1 section 4): stored lowercase, shown capitalised. */
export const SIMULATION_STATUSES = ['new', 'active', 'inactive', 'closed', 'archived'] as const;
export type TSimulationStatus = (typeof SIMULATION_STATUSES)[number];

export const STATUS_LABELS: Record<TSimulationStatus, string> = {
  new: 'New',
  active: 'Active',
  inactive: 'Inactive',
  closed: 'Closed',
  archived: 'Archived',
};

/** Simulation languages (spec 3 section 4), in the order the console lists them. */
export const SIMULATION_LOCALES = [
  { code: 'ar', label: 'Arabic' },
  { code: 'en_US', label: 'English (US)' },
  { code: 'en_GB', label: 'English (UK)' },
  { code: 'fr', label: 'French' },
  { code: 'ht', label: 'Haitian Creole' },
  { code: 'hu-HU', label: 'Hmong' },
  { code: 'km-KH', label: 'Khmer' },
  { code: 'ko-KR', label: 'Korean' },
  { code: 'mi-NZ', label: 'Marshallese' },
  { code: 'pt-BR', label: 'Portuguese (Brazilian)' },
  { code: 'ru-RU', label: 'Russian' },
  { code: 'zh-CHS', label: 'Simplified Chinese' },
  { code: 'zh-CN', label: 'Traditional Chinese' },
  { code: 'es', label: 'Spanish' },
  { code: 'vi_VN', label: 'Vietnamese' },
  { code: 'cy-GB', label: 'Welsh' },
] as const;
export type TSimulationLocale = (typeof SIMULATION_LOCALES)[number]['code'];
export const SIMULATION_LOCALE_CODES = SIMULATION_LOCALES.map((l) => l.code) as [
  TSimulationLocale,
  ...TSimulationLocale[],
];
export const DEFAULT_LOCALE: TSimulationLocale = 'en_US';

/** Modes a simulation is created in; a prioritization's mode may later be any of PB_MODES. */
export const SIMULATION_MODES = ['budget', 'housing'] as const;
export const PB_MODES = [
  'budget',
  'housing',
  'climate',
  'project_management',
  'points',
  'nonnumerical',
] as const;
export type TSimulationMode = (typeof PB_MODES)[number];

export const CREATION_METHODS = [
  'blank',
  'start_from_template',
  'duplicate_simulation',
  'duplicate_tax_receipt',
] as const;
export type TCreationMethod = (typeof CREATION_METHODS)[number];
export const CREATION_METHOD_LABELS: Record<TCreationMethod, string> = {
  blank: 'Start from Scratch',
  start_from_template: 'Start from a Template',
  duplicate_simulation: 'Duplicate a Simulation',
  duplicate_tax_receipt: 'Duplicate a Tax Receipt',
};

/** Prioritization tile layouts. */
export const PB_VIEW_MODES = ['sm', 'lg', 'list'] as const;
export const PB_VIEW_MODE_LABELS = { sm: 'Small Tiles', lg: 'Large Tiles', list: 'List View' } as const;

/**
 * How a prioritization makes sure each resident votes once (issue 12). browser: one ballot per browser
 * (a cookie), a later one replaces it; email: a code mailed to the resident, one ballot per address, a
 * later one replaces it; voter_code: one-time codes staff generate and hand out, each used once.
 */
export const BALLOT_VERIFICATIONS = ['browser', 'email', 'voter_code'] as const;
export type TBallotVerification = (typeof BALLOT_VERIFICATIONS)[number];
export const BALLOT_VERIFICATION_LABELS = {
  browser: 'One ballot per browser',
  email: 'A code sent by e-mail',
  voter_code: 'One-time voter codes',
} as const satisfies Record<TBallotVerification, string>;

/** How published results choose the funded projects: greedy by votes, or the Method of Equal Shares. */
export const RESULTS_METHODS = ['greedy', 'mes'] as const;
export type TResultsMethod = (typeof RESULTS_METHODS)[number];
export const RESULTS_METHOD_LABELS = {
  greedy: 'Most votes first (greedy)',
  mes: 'Method of Equal Shares',
} as const satisfies Record<TResultsMethod, string>;

/** Progress/balance bar behaviour. */
export const BAR_BEHAVIORS = ['normal', 'meet_or_exceed'] as const;
export const BAR_BEHAVIOR_LABELS = {
  normal: 'Stay at or under the available amount',
  meet_or_exceed: 'Meet or exceed the goal',
} as const;

/** The expense chart setting and the two booleans it maps to. */
export const EXPENSE_CHART_TYPES = ['pie', 'bar', 'none'] as const;
export type TExpenseChart = (typeof EXPENSE_CHART_TYPES)[number];
export function expenseChartFlags(chart: TExpenseChart) {
  return { is_expense_chart_enabled: chart === 'pie', is_expense_bar_chart_enabled: chart === 'bar' };
}
export function expenseChartOf(flags: {
  is_expense_chart_enabled: boolean;
  is_expense_bar_chart_enabled: boolean;
}): TExpenseChart {
  if (flags.is_expense_bar_chart_enabled) return 'bar';
  return flags.is_expense_chart_enabled ? 'pie' : 'none';
}

export const UNCATEGORIZED_CATEGORY_NAME = 'Uncategorized';
export const DEFAULT_GOAL_MESSAGE =
  "You've met the goal. Don't forget to select your priorities below and click submit.";
export const DEFAULT_SURPLUS_MESSAGE = 'You cannot submit with a deficit.';
export const SIMULATION_LIMITS = {
  nameMin: 2,
  nameMax: 250,
  descriptionMax: 300,
  slugMax: 250,
  amountMax: 9_999_999_999_999.99,
  headerImageMaxBytes: 20 * 1024 * 1024,
  mapHeightMin: 300,
  mapHeightMax: 1200,
  mapHeightDefault: 500,
  mapZoomDefault: 13,
} as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const MAP_SHAPE_COLOR_DEFAULT = '#E57339';
/** Changing mode or locale refetches the simulation after this delay (spec 1 section 4). */
export const MODE_LOCALE_REFETCH_MS = 2_000;
