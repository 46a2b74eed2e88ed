import { z } from 'zod';
import { SIMULATION_MESSAGES as M } from './messages.ts';
import {
  BALLOT_VERIFICATIONS,
  BAR_BEHAVIORS,
  CREATION_METHODS,
  PB_MODES,
  PB_VIEW_MODES,
  SIMULATION_LIMITS as L,
  SIMULATION_LOCALE_CODES,
  SIMULATION_STATUSES,
  SIMULATION_MODES,
} from './constants.ts';
import { STATUS_ACTIONS } from './status.ts';
import { ZSlug } from './slug.ts';
import { cleanRedirectUrl, numericInput } from './cleanup.ts';
import { geojsonProblem } from '../structure/geojson.ts';
import { ZSubcategoryLinkInput } from '../maps/links.ts';
import { ZMapColor } from '../maps/settings.ts';
import { TOUR_MORE_INFO_KEY } from '../tour/tour.ts';

export const ZSimulationName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .min(L.nameMin, { error: M.nameTooShort })
  .max(L.nameMax, { error: M.nameTooLong });

export const ZLocale = z.enum(SIMULATION_LOCALE_CODES, { error: M.localeRequired });

/** POST admin/budgets. */
export const ZSimulationCreate = z.object({
  name: ZSimulationName,
  locale: ZLocale,
  is_pb: z.boolean().default(false),
  mode: z.enum(PB_MODES).optional(),
});
export type TSimulationCreate = z.infer<typeof ZSimulationCreate>;

/** POST admin/budgets/{id}/duplicate (and receipts/{id}/duplicate-as-simulation). */
export const ZSimulationDuplicate = z.object({
  name: ZSimulationName,
  locale: ZLocale,
  /** Sent with templates; the copy always lands in the caller's active client. */
  clientId: z.number().int().optional(),
});

/** The console's create dialog: the method decides which source is required. */
export const ZCreateSimulationForm = z
  .object({
    name: ZSimulationName,
    locale: ZLocale,
    method: z.enum(CREATION_METHODS, { error: M.methodRequired }),
    source_id: z.number().int().positive().nullable(),
    mode: z.enum(SIMULATION_MODES),
  })
  .superRefine((form, ctx) => {
    if (form.source_id !== null || form.method === 'blank') return;
    const message = {
      start_from_template: M.templateSourceRequired,
      duplicate_simulation: M.simulationSourceRequired,
      duplicate_tax_receipt: M.receiptSourceRequired,
    }[form.method];
    ctx.addIssue({ code: 'custom', path: ['source_id'], message });
  });
export type TCreateSimulationForm = z.infer<typeof ZCreateSimulationForm>;

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .max(max, message ? { error: message } : undefined)
    .nullable();

/** A numeric input: a number, or a decimal string with currency signs and commas (adjustment). */
const ZStrippedNumber = z
  .union([z.number(), z.string()])
  .nullable()
  .transform(numericInput)
  .pipe(z.number({ error: M.adjustmentNotNumber }).min(-L.amountMax).max(L.amountMax).nullable());

export const SIMULATION_BOOLEAN_FIELDS = [
  'is_commenting_enabled',
  'is_sharing_enabled',
  'is_expense_order_randomized',
  'is_revenue_order_randomized',
  'is_budget_submittable_with_deficit',
  'is_revenue_subtotal_displayed',
  'is_expense_subtotal_displayed',
  'is_revenue_chart_enabled',
  'is_expense_chart_enabled',
  'is_expense_bar_chart_enabled',
  'confetti',
  'show_scenario_option_value',
  'show_submission_averages',
  'allow_adhoc_meeting_creation',
  'is_budget_hidden',
  'is_footer_hidden',
  'use_meta_pixel',
  'use_google_translate',
  'allow_custom_maps_in_modals',
  'require_custom_maps_in_modals',
  'is_help_expanded',
  'is_polco_feed_promoted',
  'map_enabled',
  'map_focus_display',
] as const;
export type TSimulationBooleanField = (typeof SIMULATION_BOOLEAN_FIELDS)[number];

const booleanShape = Object.fromEntries(SIMULATION_BOOLEAN_FIELDS.map((f) => [f, z.boolean()])) as Record<
  TSimulationBooleanField,
  z.ZodBoolean
>;

/** configuration_json: key-value settings; the units and presets keys are known, others pass through. */
export const ZSimulationConfiguration = z
  .object({
    currency_prefix: z.string().max(10).nullable(),
    currency_suffix: z.string().max(20).nullable(),
    number_prefix: z.string().max(10).nullable(),
    number_suffix: z.string().max(20).nullable(),
    presets_mode: z.enum(['standard', 'custom']),
    /** The Guided Tour tab's 'Show more info and more details during tour.' */
    [TOUR_MORE_INFO_KEY]: z.boolean(),
  })
  .partial()
  .catchall(z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));
export type TSimulationConfiguration = z.infer<typeof ZSimulationConfiguration>;

/** A city-limits GeoJSON text (spec 1 "Map tab"), checked like an item's; empty means none. */
const ZCityLimits = z
  .string()
  .max(5_000_000)
  .nullable()
  .superRefine((text, ctx) => {
    const problem = text === null ? null : geojsonProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((text) => (text === null || text.trim() === '' ? null : text));

/** PATCH admin/budgets/{id}: one field, several, or the whole simulation (server-owned fields ignored). */
export const ZSimulationUpdate = z
  .object({
    name: ZSimulationName,
    slug: ZSlug.nullable(),
    description: optionalText(L.descriptionMax, M.descriptionTooLong),
    locale: ZLocale,
    mode: z.enum(PB_MODES),
    adjustment: ZStrippedNumber,
    bar_behavior: z.enum(BAR_BEHAVIORS),
    pb_default_view_mode: z.enum(PB_VIEW_MODES),
    goal_modal: optionalText(1000),
    submission_redirect_url: z
      .string()
      .max(2000)
      .nullable()
      .transform((url) => (url === null ? null : cleanRedirectUrl(url) || null)),
    timer_minutes: z.number().int().min(0).max(1440),
    max_items: z.number().int().min(1).max(100_000).nullable(),
    /** A prioritization's one-ballot-per-voter check (decision 0330: fixed once online ballots exist). */
    ballot_verification: z.enum(BALLOT_VERIFICATIONS),
    custom_header_html: optionalText(100_000),
    expense_disclaimer: optionalText(10_000),
    revenue_disclaimer: optionalText(10_000),
    general_disclaimer: optionalText(10_000),
    entry_screen_introduction_text: optionalText(100_000),
    entry_screen_closing_text: optionalText(100_000),
    exit_screen_closing_text: optionalText(100_000),
    google_analytics_measurement_id: optionalText(50),
    google_tag_id: optionalText(50),
    /** The city-limits border: valid GeoJSON, or empty / null for none. */
    geojson: ZCityLimits,
    map_center_lat: z.number().min(-90).max(90).nullable(),
    map_center_lng: z.number().min(-180).max(180).nullable(),
    /** Null means the default, 13 (saved as such). */
    map_zoom_level: z.number().int().min(1).max(20).nullable(),
    /** 300-1200; below 300 or null is saved as 500, above 1200 as 1200. */
    map_height: z.number().int().nullable(),
    /** #RRGGBB; empty or null is saved as the default #E57339. */
    map_shape_color: ZMapColor,
    /** The whole list; replaces the stored links. */
    subcategory_links: z.array(ZSubcategoryLinkInput),
    /** Drop-a-Pin in the entry modal, and whether residents must place a pin (saved false when off). */
    is_location_enabled: z.boolean(),
    is_location_required: z.boolean(),
    configuration_json: ZSimulationConfiguration,
    ...booleanShape,
  })
  .partial();
export type TSimulationUpdate = z.infer<typeof ZSimulationUpdate>;

/** PATCH admin/budgets/{id} with {status}. */
export const ZSimulationStatusChange = z.object({ status: z.enum(STATUS_ACTIONS) });

export const ZSimulationStatus = z.enum(SIMULATION_STATUSES);

/** POST admin/budgets/{id}/strings: a custom text by token. */
export const ZCustomTextSave = z.object({
  token: z.string().min(1).max(100),
  content: z.string().max(5000),
});
