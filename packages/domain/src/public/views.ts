import { z } from 'zod';
import { ALERT_TYPES, CALCULATORS, SUGGESTION_BOX_MODES } from '../structure/messages.ts';
import { ZPublicBallotResults } from './ballot.ts';
import { QUESTION_DISPLAY_TYPES, QUESTION_TYPES } from '../questions/constants.ts';
import {
  BALLOT_VERIFICATIONS,
  BAR_BEHAVIORS,
  PB_MODES,
  PB_VIEW_MODES,
  SIMULATION_LOCALE_CODES,
} from '../simulations/constants.ts';

// GET /v1/public/sites/{subdomain}/budgets/{slug}: everything the resident's page needs and nothing
// staff-only (no client id, reporting token, admin description, status dates, counts or other
// simulations). The server serialises with these schemas (unknown keys are stripped), so a field added
// to the admin view never leaks here by accident.

const text = z.string().nullable();
const num = z.number().nullable();

export const ZPublicOption = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  value: z.number(),
  /** Info bubble (plain text). */
  extra: text.optional(),
  /** More details (sanitized HTML). */
  details: text.optional(),
  default: z.boolean(),
  links: z.array(z.object({ budget_subcategory_id: z.number().int() })).optional(),
});

export const ZPublicScenarioQuestion = z.object({
  type: z.enum(['dedicated']).nullable(),
  name: z.string(),
  description: z.string(),
  allow_multiple: z.boolean(),
  options: z.array(ZPublicOption),
});
export type TPublicScenarioQuestion = z.infer<typeof ZPublicScenarioQuestion>;

export const ZPublicItem = z.object({
  id: z.number().int(),
  budget_category_id: z.number().int(),
  name: z.string(),
  amount: z.number(),
  rate: num,
  /** The item's own lock or its category's. */
  is_locked: z.boolean(),
  color: text,
  /** A GeoJSON shape for the map (text, as stored). */
  geojson: text,
  alert_type: z.enum(ALERT_TYPES),
  alert_text: text,
  alert_threshold: num,
  ceiling_amount: z.number(),
  ceiling_alert_text: text,
  floor_amount: num,
  floor_alert_text: text,
  custom_increment_amount: num,
  custom_increment_rate: num,
  custom_increment_rate_for_tax_rate: num,
  calculator: z.enum(CALCULATORS),
  /** More info (plain text). */
  details: text,
  /** More details (sanitized HTML). */
  additional_details: text,
  question: ZPublicScenarioQuestion.nullable(),
  image_url: text,
  image_alt: text,
  image_credit: text,
  share_title: text,
  suggestion_box: z.boolean(),
  suggestion_box_mode: z.enum(SUGGESTION_BOX_MODES),
  in_tour: z.boolean(),
});
export type TPublicItem = z.infer<typeof ZPublicItem>;

export const ZPublicCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['expense', 'revenue']),
  is_locked: z.boolean(),
  details: text,
  /** Sanitized HTML. */
  additional_details: text,
  /** Position in the guided tour, null when not in it. */
  tour_order: z.number().int().nullable(),
  subcategories: z.array(ZPublicItem),
});
export type TPublicCategory = z.infer<typeof ZPublicCategory>;

/** An enabled entry or exit question. Entry questions with ask_on_exit are asked again on exit. */
export const ZPublicQuestion = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(QUESTION_TYPES),
  display_type: z.enum(QUESTION_DISPLAY_TYPES),
  is_required: z.boolean(),
  ask_on_exit: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
});
export type TPublicQuestion = z.infer<typeof ZPublicQuestion>;

export const ZPublicImpact = z.object({
  id: z.number().int(),
  name: z.string(),
  description: text,
  /** Sanitized HTML. */
  additional_details: text,
  target: num,
  prefix: text,
  suffix: text,
  multipliers: z.array(z.object({ budget_subcategory_id: z.number().int(), multiplier: z.number() })),
});
export type TPublicImpact = z.infer<typeof ZPublicImpact>;

export const ZPublicSimulation = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locale: z.enum(SIMULATION_LOCALE_CODES),
  mode: z.enum(PB_MODES),
  is_pb: z.boolean(),
  /** Opened with a valid preview token (a New simulation): the page shows a banner and records nothing. */
  preview: z.boolean(),
  /** False once the client's submission cap for it is reached. */
  submissions_available: z.boolean(),
  client: z.object({
    name: z.string(),
    subdomain: z.string(),
    logo_url: text,
    logo_outbound_link: text,
  }),
  adjustment: num,
  bar_behavior: z.enum(BAR_BEHAVIORS),
  pb_default_view_mode: z.enum(PB_VIEW_MODES),
  goal_modal: text,
  /** With {USER_ID} still in it: the page replaces it with the submission's user_id. */
  submission_redirect_url: text,
  timer_minutes: z.number().int(),
  max_items: z.number().int().nullable(),
  /** A prioritization's way of keeping one ballot per voter (issue 12); 'browser' for simulations. */
  ballot_verification: z.enum(BALLOT_VERIFICATIONS),
  /**
   * A prioritization's published results. Set, the page shows the results instead of the ballot: the
   * page data of an Inactive prioritization with published results is served (otherwise 404).
   */
  results: ZPublicBallotResults.nullable(),
  header_image_url: text,
  // Rich texts, sanitized HTML.
  custom_header_html: text,
  entry_screen_introduction_text: text,
  entry_screen_closing_text: text,
  exit_screen_closing_text: text,
  expense_disclaimer: text,
  revenue_disclaimer: text,
  general_disclaimer: text,
  google_analytics_measurement_id: text,
  google_tag_id: text,
  /** The simulation's options (spec 1 "General tab"). */
  settings: z.object({
    is_commenting_enabled: z.boolean(),
    is_sharing_enabled: z.boolean(),
    is_expense_order_randomized: z.boolean(),
    is_revenue_order_randomized: z.boolean(),
    is_budget_submittable_with_deficit: z.boolean(),
    is_revenue_subtotal_displayed: z.boolean(),
    is_expense_subtotal_displayed: z.boolean(),
    is_revenue_chart_enabled: z.boolean(),
    is_expense_chart_enabled: z.boolean(),
    is_expense_bar_chart_enabled: z.boolean(),
    confetti: z.boolean(),
    show_scenario_option_value: z.boolean(),
    is_budget_hidden: z.boolean(),
    is_footer_hidden: z.boolean(),
    is_help_expanded: z.boolean(),
    use_google_translate: z.boolean(),
    allow_custom_maps_in_modals: z.boolean(),
    require_custom_maps_in_modals: z.boolean(),
    /** Drop-a-Pin. */
    is_location_enabled: z.boolean(),
    is_location_required: z.boolean(),
  }),
  /** Number units: currency_prefix/suffix, number_prefix/suffix (configuration_json). */
  units: z.object({
    currency_prefix: text,
    currency_suffix: text,
    number_prefix: text,
    number_suffix: text,
  }),
  /** Custom texts by token; tokens without one use the page's default (TEXT_TOKENS) in its language. */
  texts: z.record(z.string(), z.string()),
  revenue: z.array(ZPublicCategory),
  expenses: z.array(ZPublicCategory),
  questions: z.array(ZPublicQuestion),
  impacts: z.array(ZPublicImpact),
  /** null when the client lacks the guided tour or no category is in it. */
  tour: z
    .object({
      show_details: z.boolean(),
      /** Categories in tour order, each with the items shown during the tour. */
      steps: z.array(z.object({ category_id: z.number().int(), subcategory_ids: z.array(z.number().int()) })),
    })
    .nullable(),
  /** null unless the client has maps and the simulation displays one. */
  map: z
    .object({
      focus_display: z.boolean(),
      /** City limits (GeoJSON text), drawn as an outline. */
      geojson: text,
      center_lat: num,
      center_lng: num,
      zoom: z.number().int(),
      height: z.number().int(),
      shape_color: z.string(),
      /** Item shapes shown on the map: the item they open. */
      links: z.array(z.object({ budget_subcategory_id: z.number().int(), geojson: z.string() })),
    })
    .nullable(),
  /**
   * Residents' average submitted amount per item, when the simulation shows them
   * (show_submission_averages): from the analytics rollup, so absent items have no submissions counted
   * yet. Omitted when the option is off.
   */
  submission_averages: z
    .array(z.object({ subcategory_id: z.number().int(), average: z.number() }))
    .optional(),
});
export type TPublicSimulation = z.infer<typeof ZPublicSimulation>;

/** POST visits answer. */
export const ZVisitCreated = z.object({ visit_id: z.number().int() });
/** POST submissions answer: user_id replaces {USER_ID} in the redirect URL. */
export const ZSubmissionCreated = z.object({ id: z.number().int(), user_id: z.string() });
export type TSubmissionCreated = z.infer<typeof ZSubmissionCreated>;
