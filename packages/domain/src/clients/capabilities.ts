/**
 * Capability switches of a client (spec 3 section 7). Each is a boolean column on the client; the
 * derived flags (meta pixel, google translate, trial, subscription) come from other client fields.
 */
export const CAPABILITY_SWITCHES = [
  'analytics',
  'guided_tour',
  'impacts_enabled',
  'simulation_map',
  'receipts',
  'simulation_dedicated_funding_questions',
  'is_meeting_mode_enabled',
  'is_pb_enabled',
  'simulation_mode_housing',
  'simulation_mode_budget',
  'custom_demographics',
  'custom_entry_questions',
  'is_custom_location_maps_enabled',
  'custom_questions_management',
  'standard_simulation_settings',
  'survey_redirects',
  'polco_feed_promotion',
  'integrations',
] as const;
export type TCapabilitySwitch = (typeof CAPABILITY_SWITCHES)[number];

export type TCapabilitySwitches = Record<TCapabilitySwitch, boolean>;

export interface TCapabilitySource extends TCapabilitySwitches {
  is_trial: boolean;
  stripe_id: string | null;
  meta_pixel_id: string | null;
  google_translate_id: string | null;
}

export interface TCapabilities extends TCapabilitySwitches {
  meta_pixel: boolean;
  google_translate: boolean;
  is_trial: boolean;
  has_subscription: boolean;
}

const present = (value: string | null) => value !== null && value.trim() !== '';

export function capabilitiesOf(client: TCapabilitySource): TCapabilities {
  const flags = Object.fromEntries(CAPABILITY_SWITCHES.map((f) => [f, client[f]])) as TCapabilitySwitches;
  return {
    ...flags,
    meta_pixel: present(client.meta_pixel_id),
    google_translate: present(client.google_translate_id),
    is_trial: client.is_trial,
    has_subscription: present(client.stripe_id),
  };
}

/** Every capability on: the demo client. */
export const ALL_CAPABILITIES_ON: TCapabilitySwitches = Object.fromEntries(
  CAPABILITY_SWITCHES.map((f) => [f, true]),
) as TCapabilitySwitches;
