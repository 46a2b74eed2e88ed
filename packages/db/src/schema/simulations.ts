import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  BAR_BEHAVIORS,
  PB_VIEW_MODES,
  TBallotVerification,
  TSimulationLocale,
  TSimulationMode,
} from '@commonpurse/domain';
import { clients } from './clients.ts';
import { finite, flag, money, stamps } from './columns.ts';

/**
 * A simulation (budget); with is_pb, a prioritization; with is_receipt, a taxpayer receipt (spec 3: its
 * spending categories are this table's expense categories, its own fields in tax_receipts; decision 0398).
 */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug'),
    description: text('description'),
    status: text('status').notNull().default('new'),
    status_at: timestamp('status_at', { withTimezone: true }),
    /** When it was last activated (the public base URL forwards to the most recent). */
    activated_at: timestamp('activated_at', { withTimezone: true }),
    locale: text('locale').$type<TSimulationLocale>().notNull().default('en_US'),
    mode: text('mode').$type<TSimulationMode>().notNull().default('budget'),
    is_pb: flag('is_pb'),
    /** A taxpayer receipt: never listed, counted nor opened as a simulation (decision 0398). */
    is_receipt: flag('is_receipt'),
    /** Templates: discoverable simulations every client may start from. */
    is_discoverable: flag('is_discoverable'),
    adjustment: money('adjustment'),
    bar_behavior: text('bar_behavior').$type<(typeof BAR_BEHAVIORS)[number]>().notNull().default('normal'),
    pb_default_view_mode: text('pb_default_view_mode')
      .$type<(typeof PB_VIEW_MODES)[number]>()
      .notNull()
      .default('sm'),
    goal_modal: text('goal_modal'),
    submission_redirect_url: text('submission_redirect_url'),
    timer_minutes: integer('timer_minutes').notNull().default(0),
    max_items: integer('max_items'),
    /** A prioritization's one-ballot-per-voter check (BALLOT_VERIFICATIONS; issue 12). */
    ballot_verification: text('ballot_verification')
      .$type<TBallotVerification>()
      .notNull()
      .default('browser'),
    header_image_path: text('header_image_path'),
    header_image_url: text('header_image_url'),
    custom_header_html: text('custom_header_html'),
    entry_screen_introduction_text: text('entry_screen_introduction_text'),
    entry_screen_closing_text: text('entry_screen_closing_text'),
    exit_screen_closing_text: text('exit_screen_closing_text'),
    expense_disclaimer: text('expense_disclaimer'),
    revenue_disclaimer: text('revenue_disclaimer'),
    general_disclaimer: text('general_disclaimer'),
    google_analytics_measurement_id: text('google_analytics_measurement_id'),
    google_tag_id: text('google_tag_id'),
    is_expense_chart_enabled: flag('is_expense_chart_enabled', true),
    is_expense_bar_chart_enabled: flag('is_expense_bar_chart_enabled'),
    is_revenue_chart_enabled: flag('is_revenue_chart_enabled', true),
    is_commenting_enabled: flag('is_commenting_enabled', true),
    is_sharing_enabled: flag('is_sharing_enabled', true),
    is_expense_order_randomized: flag('is_expense_order_randomized'),
    is_revenue_order_randomized: flag('is_revenue_order_randomized'),
    is_budget_submittable_with_deficit: flag('is_budget_submittable_with_deficit'),
    is_revenue_subtotal_displayed: flag('is_revenue_subtotal_displayed', true),
    is_expense_subtotal_displayed: flag('is_expense_subtotal_displayed', true),
    confetti: flag('confetti'),
    show_scenario_option_value: flag('show_scenario_option_value'),
    show_submission_averages: flag('show_submission_averages'),
    allow_adhoc_meeting_creation: flag('allow_adhoc_meeting_creation'),
    is_budget_hidden: flag('is_budget_hidden'),
    is_footer_hidden: flag('is_footer_hidden'),
    use_meta_pixel: flag('use_meta_pixel'),
    use_google_translate: flag('use_google_translate'),
    allow_custom_maps_in_modals: flag('allow_custom_maps_in_modals'),
    require_custom_maps_in_modals: flag('require_custom_maps_in_modals'),
    is_help_expanded: flag('is_help_expanded'),
    is_polco_feed_promoted: flag('is_polco_feed_promoted'),
    /** Drop-a-pin location capture (entry modal). */
    is_location_enabled: flag('is_location_enabled'),
    is_location_required: flag('is_location_required'),
    map_enabled: flag('map_enabled'),
    map_focus_display: flag('map_focus_display'),
    geojson: text('geojson'),
    map_center_lat: doublePrecision('map_center_lat'),
    map_center_lng: doublePrecision('map_center_lng'),
    map_zoom_level: integer('map_zoom_level'),
    map_height: integer('map_height'),
    map_shape_color: text('map_shape_color'),
    configuration_json: jsonb('configuration_json').$type<Record<string, unknown>>().notNull().default({}),
    ...stamps,
  },
  (t) => [
    finite('budgets_map_center_lat_finite', t.map_center_lat),
    finite('budgets_map_center_lng_finite', t.map_center_lng),
    index('budgets_client_idx').on(t.client_id),
    // The slug is unique per client (the client's subdomain holds its public pages).
    uniqueIndex('budgets_client_slug_unique')
      .on(t.client_id, sql`lower(${t.slug})`)
      .where(sql`${t.slug} is not null`),
  ],
);

/** Custom texts by token (spec 3 section 5). */
export const budgetStrings = pgTable(
  'budget_strings',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    content: text('content').notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('budget_strings_token_unique').on(t.budget_id, t.token)],
);
