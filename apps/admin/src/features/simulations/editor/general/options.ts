import type { TCapabilities, TSimulationBooleanField } from '@commonpurse/domain';

type TOptionCapabilities = Pick<
  TCapabilities,
  | 'meta_pixel'
  | 'google_translate'
  | 'polco_feed_promotion'
  | 'is_meeting_mode_enabled'
  | 'is_custom_location_maps_enabled'
>;

/** Options that concern revenue, scenarios, deficits or meetings: simulations only. */
const SIMULATION_ONLY: ReadonlySet<TSimulationBooleanField> = new Set([
  'is_revenue_order_randomized',
  'is_revenue_subtotal_displayed',
  'is_revenue_chart_enabled',
  'is_budget_submittable_with_deficit',
  'show_scenario_option_value',
  'allow_adhoc_meeting_creation',
]);

/** The switches of the Options section by group, in order (chart and map flags have their own controls). */
export const OPTION_GROUPS = {
  participation: [
    'is_commenting_enabled',
    'is_sharing_enabled',
    'is_help_expanded',
    'confetti',
    'show_submission_averages',
    'is_budget_submittable_with_deficit',
    'show_scenario_option_value',
    'allow_adhoc_meeting_creation',
  ],
  layout: [
    'is_expense_order_randomized',
    'is_revenue_order_randomized',
    'is_expense_subtotal_displayed',
    'is_revenue_subtotal_displayed',
    'is_revenue_chart_enabled',
    'is_budget_hidden',
    'is_footer_hidden',
    'allow_custom_maps_in_modals',
    'require_custom_maps_in_modals',
  ],
  integrations: ['use_meta_pixel', 'use_google_translate', 'is_polco_feed_promoted'],
} as const satisfies Record<string, readonly TSimulationBooleanField[]>;
export type TOptionGroup = keyof typeof OPTION_GROUPS;

/** Each option needing a capability of the client. */
const NEEDS: Partial<Record<TSimulationBooleanField, keyof TOptionCapabilities>> = {
  use_meta_pixel: 'meta_pixel',
  use_google_translate: 'google_translate',
  is_polco_feed_promoted: 'polco_feed_promotion',
  allow_adhoc_meeting_creation: 'is_meeting_mode_enabled',
  allow_custom_maps_in_modals: 'is_custom_location_maps_enabled',
  require_custom_maps_in_modals: 'is_custom_location_maps_enabled',
};

const offered = (field: TSimulationBooleanField, isPb: boolean, capabilities: TOptionCapabilities) => {
  if (isPb && SIMULATION_ONLY.has(field)) return false;
  const need = NEEDS[field];
  return need === undefined || capabilities[need];
};

/** The option groups the General tab shows for this kind and client (empty groups left out). */
export function optionGroups(isPb: boolean, capabilities: TOptionCapabilities) {
  return (Object.keys(OPTION_GROUPS) as TOptionGroup[])
    .map((group) => ({
      group,
      fields: OPTION_GROUPS[group].filter((field) => offered(field, isPb, capabilities)),
    }))
    .filter((g) => g.fields.length > 0);
}

/** The boolean options the General tab offers for this kind and client. */
export const visibleOptions = (isPb: boolean, capabilities: TOptionCapabilities): TSimulationBooleanField[] =>
  optionGroups(isPb, capabilities).flatMap((g) => g.fields);
