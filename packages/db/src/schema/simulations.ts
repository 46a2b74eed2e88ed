import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clients } from './clients.ts';

const flag = (name: string, value = false) => boolean(name).notNull().default(value);
const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A simulation (budget) or, with is_pb, a prioritization. Spec 1 section 3. */
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
    locale: text('locale').notNull().default('en_US'),
    mode: text('mode').notNull().default('budget'),
    is_pb: flag('is_pb'),
    /** Templates: discoverable simulations every client may start from. */
    is_discoverable: flag('is_discoverable'),
    adjustment: money('adjustment'),
    bar_behavior: text('bar_behavior').notNull().default('normal'),
    pb_default_view_mode: text('pb_default_view_mode').notNull().default('sm'),
    goal_modal: text('goal_modal'),
    submission_redirect_url: text('submission_redirect_url'),
    timer_minutes: integer('timer_minutes').notNull().default(0),
    max_items: integer('max_items'),
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
    index('budgets_client_idx').on(t.client_id),
    // The slug is unique per client (the client's subdomain holds its public pages).
    uniqueIndex('budgets_client_slug_unique')
      .on(t.client_id, sql`lower(${t.slug})`)
      .where(sql`${t.slug} is not null`),
  ],
);

/** Revenue and expense categories (a prioritization's are its project groups). */
export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    adjustment: money('adjustment'),
    is_locked: flag('is_locked'),
    details: text('details'),
    additional_details: text('additional_details'),
    tour_order: integer('tour_order'),
    display_order: integer('display_order').notNull().default(0),
    ...stamps,
  },
  (t) => [index('budget_categories_budget_idx').on(t.budget_id, t.type, t.display_order)],
);

/** Items of a category (projects in a prioritization). */
export const budgetSubcategories = pgTable(
  'budget_subcategories',
  {
    id: serial('id').primaryKey(),
    budget_category_id: integer('budget_category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: money('amount').notNull().default(0),
    rate: doublePrecision('rate'),
    display_order: integer('display_order').notNull().default(0),
    is_locked: flag('is_locked'),
    color: text('color'),
    geojson: text('geojson'),
    alert_type: text('alert_type').notNull().default('none'),
    alert_text: text('alert_text'),
    alert_threshold: money('alert_threshold'),
    ceiling_amount: money('ceiling_amount').notNull().default(0),
    ceiling_alert_text: text('ceiling_alert_text'),
    floor_amount: money('floor_amount'),
    floor_alert_text: text('floor_alert_text'),
    custom_increment_amount: money('custom_increment_amount'),
    custom_increment_rate: doublePrecision('custom_increment_rate'),
    custom_increment_rate_for_tax_rate: doublePrecision('custom_increment_rate_for_tax_rate'),
    calculator: text('calculator').notNull().default('standard'),
    details: text('details'),
    additional_details: text('additional_details'),
    customized_question_json: jsonb('customized_question_json'),
    standardized_subcategory_id: integer('standardized_subcategory_id'),
    image_url: text('image_url'),
    image_alt: text('image_alt'),
    image_credit: text('image_credit'),
    /**
     * The storage key of an uploaded image (null for a stock photo or a pasted URL). Copies of the item
     * (duplicated simulations) share the file: it is removed when no item points at it any more.
     */
    image_path: text('image_path'),
    share_title: text('share_title'),
    suggestion_box: flag('suggestion_box'),
    suggestion_box_mode: text('suggestion_box_mode').notNull().default('no_amount'),
    in_tour: flag('in_tour'),
    ...stamps,
  },
  (t) => [
    index('budget_subcategories_category_idx').on(t.budget_category_id, t.display_order),
    index('budget_subcategories_image_path_idx')
      .on(t.image_path)
      .where(sql`${t.image_path} is not null`),
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

/** Entry and exit (demographic) questions. */
export const demographicQuestions = pgTable(
  'demographic_questions',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    display_type: text('display_type').notNull().default('exit'),
    is_enabled: flag('is_enabled', true),
    is_required: flag('is_required'),
    ask_on_exit: flag('ask_on_exit'),
    is_default: flag('is_default'),
    display_order: integer('display_order').notNull().default(0),
    options_config: jsonb('options_config').$type<{ id: string; label: string; value: string }[]>(),
    ...stamps,
  },
  (t) => [
    index('demographic_questions_budget_idx').on(t.budget_id, t.display_order),
    // CSV labels name the answer columns of the simulation's exports: one question each.
    uniqueIndex('demographic_questions_slug_unique').on(t.budget_id, t.slug),
  ],
);

export const impacts = pgTable(
  'impacts',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    additional_details: text('additional_details'),
    target: doublePrecision('target'),
    prefix: text('prefix'),
    suffix: text('suffix'),
    type: text('type'),
    display_order: integer('display_order').notNull().default(0),
    ...stamps,
  },
  (t) => [index('impacts_budget_idx').on(t.budget_id, t.display_order)],
);

export const impactSubcategories = pgTable(
  'impact_subcategories',
  {
    id: serial('id').primaryKey(),
    impact_id: integer('impact_id')
      .notNull()
      .references(() => impacts.id, { onDelete: 'cascade' }),
    budget_subcategory_id: integer('budget_subcategory_id')
      .notNull()
      .references(() => budgetSubcategories.id, { onDelete: 'cascade' }),
    multiplier: doublePrecision('multiplier').notNull().default(0),
  },
  (t) => [
    uniqueIndex('impact_subcategories_unique').on(t.impact_id, t.budget_subcategory_id),
    // Deleting items (and re-importing a list) checks this foreign key once per item.
    index('impact_subcategories_subcategory_idx').on(t.budget_subcategory_id),
  ],
);

/**
 * The simulation map's subcategory_links (spec 1 section 3 "Map"): the subcategories whose shapes the
 * map draws and opens; a link goes with its subcategory.
 */
export const subcategoryLinks = pgTable(
  'subcategory_links',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    target_budget_subcategory_id: integer('target_budget_subcategory_id')
      .notNull()
      .references(() => budgetSubcategories.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subcategory_links_unique').on(t.budget_id, t.target_budget_subcategory_id),
    index('subcategory_links_target_idx').on(t.target_budget_subcategory_id),
  ],
);

/**
 * A resident's submitted budget. Only what the lists need so far (count per simulation); the public
 * site's issue adds the line items, answers and locations.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submissions_budget_idx').on(t.budget_id, t.created_at)],
);

/** Server-wide secrets and settings shared by every API process (e.g. the preview-link key). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
