import {
  resolveMapSettings,
  TOUR_MORE_INFO_KEY,
  ZScenarioQuestion,
  type TQuestionType,
  type TQuestionDisplayType,
} from '@commonpurse/domain';
import type {
  TPublicCategory,
  TPublicImpact,
  TPublicItem,
  TPublicQuestion,
  TPublicScenarioQuestion,
  TPublicSimulation,
} from '@commonpurse/domain/public';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { PublicSite } from './lookup.ts';
import type { CategoryRow, ImpactRow, ItemRow, QuestionRow } from './repo.ts';

// The resident's page data (GET /v1/public/sites/{subdomain}/budgets/{slug}) from the stored rows.
// Rich text was sanitized when saved; it is sanitized again here, so a row written by an older version,
// an import or by hand never reaches a resident's browser unsanitized.

const rich = (html: string | null | undefined): string | null =>
  typeof html === 'string' ? sanitizeRichText(html) : null;

/** Drop-a-Pin counts only with the client's capability, and Required only while it is on. */
export const locationRequired = (
  capability: boolean,
  budget: { is_location_enabled: boolean; is_location_required: boolean },
) => capability && budget.is_location_enabled && budget.is_location_required;

/** A stored scenario question as the page gets it, or null when there is none or it is not valid. */
export function scenarioOf(stored: unknown): TPublicScenarioQuestion | null {
  if (stored === null || stored === undefined) return null;
  const parsed = ZScenarioQuestion.safeParse(stored);
  if (!parsed.success) return null;
  const question = parsed.data;
  return {
    type: question.type === 'dedicated' ? 'dedicated' : null,
    name: question.name,
    description: question.description,
    allow_multiple: question.allow_multiple,
    options: question.options.map((option) => ({
      id: option.id,
      title: option.title,
      value: option.value,
      extra: option.extra ?? null,
      details: rich(option.details),
      default: option.default,
      ...(option.links
        ? { links: option.links.map((link) => ({ budget_subcategory_id: link.budget_subcategory_id })) }
        : {}),
    })),
  };
}

function itemOf(item: ItemRow, category: CategoryRow): TPublicItem {
  return {
    id: item.id,
    budget_category_id: item.budget_category_id,
    name: item.name,
    amount: item.amount,
    rate: item.rate,
    is_locked: item.is_locked || category.is_locked,
    color: item.color,
    geojson: item.geojson,
    alert_type: item.alert_type,
    alert_text: item.alert_text,
    alert_threshold: item.alert_threshold,
    ceiling_amount: item.ceiling_amount,
    ceiling_alert_text: item.ceiling_alert_text,
    floor_amount: item.floor_amount,
    floor_alert_text: item.floor_alert_text,
    custom_increment_amount: item.custom_increment_amount,
    custom_increment_rate: item.custom_increment_rate,
    custom_increment_rate_for_tax_rate: item.custom_increment_rate_for_tax_rate,
    calculator: item.calculator,
    details: item.details,
    additional_details: rich(item.additional_details),
    question: scenarioOf(item.customized_question_json),
    image_url: item.image_url,
    image_alt: item.image_alt,
    image_credit: item.image_credit,
    share_title: item.share_title,
    suggestion_box: item.suggestion_box,
    suggestion_box_mode: item.suggestion_box_mode,
    in_tour: item.in_tour,
  };
}

function categoriesOf(
  categories: CategoryRow[],
  items: ItemRow[],
  type: 'revenue' | 'expense',
): TPublicCategory[] {
  const byCategory = groupBy(items, (item) => item.budget_category_id);
  return categories
    .filter((category) => category.type === type)
    .map((category) => ({
      id: category.id,
      name: category.name,
      type,
      is_locked: category.is_locked,
      details: category.details,
      additional_details: rich(category.additional_details),
      tour_order: category.tour_order,
      subcategories: (byCategory.get(category.id) ?? []).map((item) => itemOf(item, category)),
    }));
}

function questionOf(question: QuestionRow): TPublicQuestion {
  return {
    id: question.id,
    name: question.name,
    type: question.type as TQuestionType,
    display_type: question.display_type as TQuestionDisplayType,
    is_required: question.is_required,
    ask_on_exit: question.ask_on_exit,
    options:
      question.type === 'select'
        ? (question.options_config ?? []).map((option) => ({ label: option.label, value: option.value }))
        : null,
  };
}

/** Rows grouped by a key, in their order (Map.groupBy needs Node 21). */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface PublicViewRows {
  site: PublicSite;
  categories: CategoryRow[];
  items: ItemRow[];
  questions: QuestionRow[];
  impacts: ImpactRow[];
  multipliers: { impact_id: number; budget_subcategory_id: number; multiplier: number }[];
  strings: { token: string; content: string }[];
  mapLinks: { budget_subcategory_id: number; geojson: string | null }[];
  submissionsAvailable: boolean;
}

function tourOf(rows: PublicViewRows, revenue: TPublicCategory[], expenses: TPublicCategory[]) {
  const { budget, client } = rows.site;
  if (!client.guided_tour || budget.is_pb) return null;
  const steps = [...revenue, ...expenses]
    .filter((category) => category.tour_order !== null)
    .sort((a, b) => a.tour_order! - b.tour_order!)
    .map((category) => ({
      category_id: category.id,
      subcategory_ids: category.subcategories.filter((item) => item.in_tour).map((item) => item.id),
    }));
  if (steps.length === 0) return null;
  return { show_details: budget.configuration_json[TOUR_MORE_INFO_KEY] === true, steps };
}

function mapOf(rows: PublicViewRows) {
  const { budget, client } = rows.site;
  if (!client.simulation_map || !budget.map_enabled) return null;
  const settings = resolveMapSettings(budget);
  return {
    focus_display: settings.focusDisplay,
    geojson: settings.cityLimits,
    center_lat: settings.center?.lat ?? null,
    center_lng: settings.center?.lng ?? null,
    zoom: settings.zoom,
    height: settings.height,
    shape_color: settings.color,
    links: rows.mapLinks.flatMap((link) =>
      link.geojson && link.geojson.trim() !== ''
        ? [{ budget_subcategory_id: link.budget_subcategory_id, geojson: link.geojson }]
        : [],
    ),
  };
}

function impactsOf(rows: PublicViewRows): TPublicImpact[] {
  if (!rows.site.client.impacts_enabled) return [];
  const byImpact = groupBy(rows.multipliers, (row) => row.impact_id);
  return rows.impacts.map((impact) => ({
    id: impact.id,
    name: impact.name,
    description: impact.description,
    additional_details: rich(impact.additional_details),
    target: impact.target,
    prefix: impact.prefix,
    suffix: impact.suffix,
    multipliers: (byImpact.get(impact.id) ?? []).map(({ budget_subcategory_id, multiplier }) => ({
      budget_subcategory_id,
      multiplier,
    })),
  }));
}

/** The number units of configuration_json: currency and number prefix and suffix. */
export function unitsOf(
  budget: Pick<PublicSite['budget'], 'configuration_json'>,
): TPublicSimulation['units'] {
  const config = budget.configuration_json;
  return {
    currency_prefix: text(config.currency_prefix),
    currency_suffix: text(config.currency_suffix),
    number_prefix: text(config.number_prefix),
    number_suffix: text(config.number_suffix),
  };
}

/** Everything the page needs, nothing staff-only (the route serialises it with ZPublicSimulation). */
export function publicViewOf(rows: PublicViewRows): TPublicSimulation {
  const { budget, client, preview } = rows.site;
  const revenue = categoriesOf(rows.categories, rows.items, 'revenue');
  const expenses = categoriesOf(rows.categories, rows.items, 'expense');
  return {
    id: budget.id,
    name: budget.name,
    slug: budget.slug ?? '',
    locale: budget.locale,
    mode: budget.mode,
    is_pb: budget.is_pb,
    preview,
    submissions_available: rows.submissionsAvailable,
    client: {
      name: client.name,
      subdomain: client.subdomain,
      logo_url: client.logo_url,
      logo_outbound_link: client.logo_outbound_link,
    },
    adjustment: budget.adjustment,
    bar_behavior: budget.bar_behavior,
    pb_default_view_mode: budget.pb_default_view_mode,
    goal_modal: budget.goal_modal,
    submission_redirect_url: budget.submission_redirect_url,
    timer_minutes: budget.timer_minutes,
    max_items: budget.max_items,
    ballot_verification: budget.ballot_verification,
    results: rows.site.results,
    header_image_url: budget.header_image_url,
    custom_header_html: rich(budget.custom_header_html),
    entry_screen_introduction_text: rich(budget.entry_screen_introduction_text),
    entry_screen_closing_text: rich(budget.entry_screen_closing_text),
    exit_screen_closing_text: rich(budget.exit_screen_closing_text),
    expense_disclaimer: rich(budget.expense_disclaimer),
    revenue_disclaimer: rich(budget.revenue_disclaimer),
    general_disclaimer: rich(budget.general_disclaimer),
    google_analytics_measurement_id: budget.google_analytics_measurement_id,
    google_tag_id: budget.google_tag_id,
    settings: {
      is_commenting_enabled: budget.is_commenting_enabled,
      is_sharing_enabled: budget.is_sharing_enabled,
      is_expense_order_randomized: budget.is_expense_order_randomized,
      is_revenue_order_randomized: budget.is_revenue_order_randomized,
      is_budget_submittable_with_deficit: budget.is_budget_submittable_with_deficit,
      is_revenue_subtotal_displayed: budget.is_revenue_subtotal_displayed,
      is_expense_subtotal_displayed: budget.is_expense_subtotal_displayed,
      is_revenue_chart_enabled: budget.is_revenue_chart_enabled,
      is_expense_chart_enabled: budget.is_expense_chart_enabled,
      is_expense_bar_chart_enabled: budget.is_expense_bar_chart_enabled,
      confetti: budget.confetti,
      show_scenario_option_value: budget.show_scenario_option_value,
      is_budget_hidden: budget.is_budget_hidden,
      is_footer_hidden: budget.is_footer_hidden,
      is_help_expanded: budget.is_help_expanded,
      use_google_translate: budget.use_google_translate,
      allow_custom_maps_in_modals: budget.allow_custom_maps_in_modals,
      require_custom_maps_in_modals: budget.require_custom_maps_in_modals,
      is_location_enabled: client.is_custom_location_maps_enabled && budget.is_location_enabled,
      is_location_required: locationRequired(client.is_custom_location_maps_enabled, budget),
    },
    units: unitsOf(budget),
    texts: Object.fromEntries(rows.strings.map((row) => [row.token, row.content])),
    revenue,
    expenses,
    questions: rows.questions.map(questionOf),
    impacts: impactsOf(rows),
    tour: tourOf(rows, revenue, expenses),
    map: mapOf(rows),
  };
}
