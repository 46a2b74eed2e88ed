import {
  SIMULATION_BOOLEAN_FIELDS,
  type TSimulationBooleanField,
  type TSimulationCounts,
  type TSimulationSummary,
  type TSimulationView,
} from '@commonpurse/domain';

let nextId = 100;

export function makeSummary(overrides: Partial<TSimulationSummary> = {}): TSimulationSummary {
  const id = overrides.id ?? nextId++;
  const slug = overrides.slug === undefined ? `sim-${id}` : overrides.slug;
  return {
    id,
    client_id: 1,
    name: `Simulation ${id}`,
    slug,
    description: null,
    status: 'new',
    locale: 'en_US',
    mode: 'budget',
    is_pb: false,
    is_discoverable: false,
    is_location_enabled: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    formatted_updated_at: 'Jan 2, 2026',
    can_preview: true,
    preview_refusal: null,
    can_publish: true,
    submissions: 0,
    has_submissions_available: true,
    public_url: slug ? `http://city-of-riverton.localhost:3000/${slug}` : null,
    preview_url: slug ? `http://city-of-riverton.localhost:3000/${slug}?preview=abc` : null,
    ...overrides,
  };
}

const booleans = Object.fromEntries(SIMULATION_BOOLEAN_FIELDS.map((f) => [f, false])) as Record<
  TSimulationBooleanField,
  boolean
>;

export function makeView(overrides: Partial<TSimulationView> = {}): TSimulationView {
  return {
    ...makeSummary(overrides),
    status_at: null,
    activated_at: null,
    adjustment: 0,
    bar_behavior: 'normal',
    pb_default_view_mode: 'sm',
    goal_modal: null,
    submission_redirect_url: null,
    timer_minutes: 0,
    max_items: null,
    ballot_verification: 'browser',
    header_image_url: null,
    custom_header_html: null,
    entry_screen_introduction_text: null,
    entry_screen_closing_text: null,
    exit_screen_closing_text: null,
    expense_disclaimer: null,
    revenue_disclaimer: null,
    general_disclaimer: null,
    google_analytics_measurement_id: null,
    google_tag_id: null,
    geojson: null,
    map_center_lat: null,
    map_center_lng: null,
    map_zoom_level: null,
    map_height: null,
    map_shape_color: null,
    is_location_enabled: false,
    is_location_required: false,
    configuration_json: {},
    ...booleans,
    is_expense_chart_enabled: true,
    is_revenue_chart_enabled: true,
    strings: [],
    revenue: [],
    expenses: [],
    demographics: [],
    impacts: [],
    ...overrides,
  };
}

export function makeCounts(overrides: Partial<TSimulationCounts> = {}): TSimulationCounts {
  return { active_count: 1, allowed_count: 3, active_pb_count: 0, allowed_pb_count: 1, ...overrides };
}
