import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const feature = (name: string) => boolean(name).notNull().default(false);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    postal_code: text('postal_code'),
    /** Where the client's public pages live: {subdomain}.{PUBLIC_BASE_HOST}. */
    subdomain: text('subdomain').notNull(),
    /** Shown beside the name in the publisher switcher (e.g. "Springfield, IL"). */
    presiding_area: text('presiding_area'),
    type: text('type').notNull().default('city'),
    logo_url: text('logo_url'),
    logo_path: text('logo_path'),
    logo_outbound_link: text('logo_outbound_link'),
    suppress_ips: boolean('suppress_ips').notNull().default(false),
    /** Origins allowed to frame the client's public pages (CSP frame-ancestors); empty: none. */
    public_frame_ancestors: text('public_frame_ancestors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is_trial: boolean('is_trial').notNull().default(false),
    stripe_id: text('stripe_id'),
    total_licenses: integer('total_licenses').notNull().default(1),
    total_pb_licenses: integer('total_pb_licenses').notNull().default(0),
    total_receipt_licenses: integer('total_receipt_licenses').notNull().default(0),
    /** The plan's submission cap per simulation (null: unlimited); Active ones at the cap show a warning. */
    max_submissions: integer('max_submissions'),
    meta_pixel_id: text('meta_pixel_id'),
    google_translate_id: text('google_translate_id'),
    console_metadata: jsonb('console_metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Bearer token of the reporting API; the console reads it to call /api/*, so it is kept as is. */
    external_reporting_api_token: text('external_reporting_api_token').notNull(),
    // Capability switches (spec 3 section 7), one column each; names match CAPABILITY_SWITCHES.
    analytics: feature('analytics'),
    guided_tour: feature('guided_tour'),
    impacts_enabled: feature('impacts_enabled'),
    simulation_map: feature('simulation_map'),
    receipts: feature('receipts'),
    simulation_dedicated_funding_questions: feature('simulation_dedicated_funding_questions'),
    is_meeting_mode_enabled: feature('is_meeting_mode_enabled'),
    is_pb_enabled: feature('is_pb_enabled'),
    simulation_mode_housing: feature('simulation_mode_housing'),
    simulation_mode_budget: boolean('simulation_mode_budget').notNull().default(true),
    custom_demographics: feature('custom_demographics'),
    custom_entry_questions: feature('custom_entry_questions'),
    is_custom_location_maps_enabled: feature('is_custom_location_maps_enabled'),
    custom_questions_management: feature('custom_questions_management'),
    standard_simulation_settings: feature('standard_simulation_settings'),
    survey_redirects: feature('survey_redirects'),
    polco_feed_promotion: feature('polco_feed_promotion'),
    integrations: feature('integrations'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_subdomain_unique').on(sql`lower(${t.subdomain})`),
    uniqueIndex('clients_reporting_token_unique').on(t.external_reporting_api_token),
  ],
);
