import { z } from 'zod';
import { SIMULATION_BOOLEAN_FIELDS, type TSimulationBooleanField } from './schemas.ts';
import { ZSubcategoryLink } from '../maps/links.ts';
import { ALERT_TYPES, CALCULATORS, SUGGESTION_BOX_MODES } from '../structure/messages.ts';
import {
  BALLOT_VERIFICATIONS,
  BAR_BEHAVIORS,
  PB_MODES,
  PB_VIEW_MODES,
  SIMULATION_LOCALE_CODES,
} from './constants.ts';

// Response shapes of the simulation calls (docs/api.md): the server serialises with them and the
// console infers its types from them.

const booleanShape = Object.fromEntries(SIMULATION_BOOLEAN_FIELDS.map((f) => [f, z.boolean()])) as Record<
  TSimulationBooleanField,
  z.ZodBoolean
>;

export const ZCustomText = z.object({ id: z.number().int(), token: z.string(), content: z.string() });

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** An item (subcategory) as every structure call answers it (spec 1 section 3 "Subcategory"). */
export const ZSubcategoryView = z
  .object({
    id: z.number().int(),
    budget_category_id: z.number().int(),
    name: z.string(),
    amount: z.number(),
    rate: nullableNumber,
    display_order: z.number().int(),
    is_locked: z.boolean(),
    color: nullableText,
    geojson: nullableText,
    alert_type: z.enum(ALERT_TYPES),
    alert_text: nullableText,
    alert_threshold: nullableNumber,
    ceiling_amount: z.number(),
    ceiling_alert_text: nullableText,
    floor_amount: nullableNumber,
    floor_alert_text: nullableText,
    custom_increment_amount: nullableNumber,
    /** The stored fraction (percent / 100). */
    custom_increment_rate: nullableNumber,
    custom_increment_rate_for_tax_rate: nullableNumber,
    calculator: z.enum(CALCULATORS),
    details: nullableText,
    additional_details: nullableText,
    customized_question_json: z.unknown(),
    standardized_subcategory_id: z.number().int().nullable(),
    image_url: nullableText,
    image_alt: nullableText,
    image_credit: nullableText,
    share_title: nullableText,
    suggestion_box: z.boolean(),
    suggestion_box_mode: z.enum(SUGGESTION_BOX_MODES),
    in_tour: z.boolean(),
  })
  .catchall(z.unknown());
export type TSubcategoryView = z.infer<typeof ZSubcategoryView>;

/** A revenue or expense category with its items in display order. */
export const ZCategoryView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(['expense', 'revenue']),
    display_order: z.number().int(),
    adjustment: nullableNumber,
    is_locked: z.boolean(),
    details: nullableText,
    additional_details: nullableText,
    tour_order: z.number().int().nullable(),
    subcategories: z.array(ZSubcategoryView),
  })
  .catchall(z.unknown());
export type TCategoryView = z.infer<typeof ZCategoryView>;

/** Fields every simulation answer carries (list rows and the editor). */
export const ZSimulationSummary = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(['new', 'active', 'inactive', 'closed', 'archived']),
  locale: z.enum(SIMULATION_LOCALE_CODES),
  mode: z.enum(PB_MODES),
  is_pb: z.boolean(),
  is_discoverable: z.boolean(),
  /** Drop-a-Pin: residents may place their location (the analytics location map needs it). */
  is_location_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** updated_at as the list shows it, e.g. 'Nov 22, 2026'. */
  formatted_updated_at: z.string(),
  /** Preview-eligible (spec 1 section 4); preview_refusal holds the tooltip when not. */
  can_preview: z.boolean(),
  preview_refusal: z.string().nullable(),
  /** Eligible and the client may publish (not a trial). */
  can_publish: z.boolean(),
  /** Submissions received so far. */
  submissions: z.number().int(),
  /** False once the client's per-simulation submission cap is reached. */
  has_submissions_available: z.boolean(),
  /** {scheme}://{subdomain}.{PUBLIC_BASE_HOST}/{slug}, or null without a slug. */
  public_url: z.string().nullable(),
  /** public_url with ?preview=<token>, or null without a slug. */
  preview_url: z.string().nullable(),
});
export type TSimulationSummary = z.infer<typeof ZSimulationSummary>;

/** GET admin/budgets/{id}: every field, plus the children named in include=. */
export const ZSimulationView = ZSimulationSummary.extend({
  /** When the status last changed. */
  status_at: z.string().nullable(),
  /** When it was last activated; once set, the slug can no longer change. */
  activated_at: z.string().nullable(),
  adjustment: z.number().nullable(),
  bar_behavior: z.enum(BAR_BEHAVIORS),
  pb_default_view_mode: z.enum(PB_VIEW_MODES),
  goal_modal: z.string().nullable(),
  submission_redirect_url: z.string().nullable(),
  timer_minutes: z.number().int(),
  max_items: z.number().int().nullable(),
  ballot_verification: z.enum(BALLOT_VERIFICATIONS),
  header_image_url: z.string().nullable(),
  custom_header_html: z.string().nullable(),
  entry_screen_introduction_text: z.string().nullable(),
  entry_screen_closing_text: z.string().nullable(),
  exit_screen_closing_text: z.string().nullable(),
  expense_disclaimer: z.string().nullable(),
  revenue_disclaimer: z.string().nullable(),
  general_disclaimer: z.string().nullable(),
  google_analytics_measurement_id: z.string().nullable(),
  google_tag_id: z.string().nullable(),
  geojson: z.string().nullable(),
  map_center_lat: z.number().nullable(),
  map_center_lng: z.number().nullable(),
  map_zoom_level: z.number().int().nullable(),
  map_height: z.number().int().nullable(),
  map_shape_color: z.string().nullable(),
  is_location_enabled: z.boolean(),
  is_location_required: z.boolean(),
  configuration_json: z.record(z.string(), z.unknown()),
  ...booleanShape,
  strings: z.array(ZCustomText).optional(),
  revenue: z.array(ZCategoryView).optional(),
  expenses: z.array(ZCategoryView).optional(),
  demographics: z.array(z.record(z.string(), z.unknown())).optional(),
  impacts: z.array(z.record(z.string(), z.unknown())).optional(),
  /** The map's subcategory links (always answered by the admin calls). */
  subcategory_links: z.array(ZSubcategoryLink).optional(),
});
export type TSimulationView = z.infer<typeof ZSimulationView>;

/**
 * What the console's Spending and Revenue boards draw of an item: GET admin/budgets/{id}?fields=board
 * answers the lists' items with these fields only (a few hundred KiB less at a thousand items); a
 * dialog reads the whole item when it opens.
 */
export const ZBoardSubcategoryView = ZSubcategoryView.pick({
  id: true,
  budget_category_id: true,
  name: true,
  amount: true,
  display_order: true,
  is_locked: true,
  suggestion_box: true,
  in_tour: true,
  standardized_subcategory_id: true,
  /** The scenario or dedicated-funds chip, and which items a dedicated question links. */
  customized_question_json: true,
});
export type TBoardSubcategoryView = z.infer<typeof ZBoardSubcategoryView>;
export const BOARD_SUBCATEGORY_FIELDS = Object.keys(
  ZBoardSubcategoryView.shape,
) as (keyof TBoardSubcategoryView)[];

export const ZBoardCategoryView = ZCategoryView.extend({ subcategories: z.array(ZBoardSubcategoryView) });
export type TBoardCategoryView = z.infer<typeof ZBoardCategoryView>;

/** GET admin/budgets/{id}?fields=board: the simulation with its lists' items as the boards draw them. */
export const ZSimulationBoardView = ZSimulationView.extend({
  revenue: z.array(ZBoardCategoryView).optional(),
  expenses: z.array(ZBoardCategoryView).optional(),
});
export type TSimulationBoardView = z.infer<typeof ZSimulationBoardView>;

/** The licence counters of GET admin/budgets (meta), counted separately by is_pb. */
export const ZSimulationCounts = z.object({
  active_count: z.number().int(),
  allowed_count: z.number().int(),
  active_pb_count: z.number().int(),
  allowed_pb_count: z.number().int(),
});
export type TSimulationCounts = z.infer<typeof ZSimulationCounts>;
