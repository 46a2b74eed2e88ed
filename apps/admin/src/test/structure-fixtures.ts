import type { TCategoryView } from '@commonpurse/domain';
import type { TItem } from '@/api/structure-items.ts';

let nextId = 5000;

/** An item as the server answers it, with the defaults of a new subcategory. */
export function makeItem(overrides: Partial<TItem> = {}): TItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    budget_category_id: 1,
    name: `Item ${id}`,
    amount: 0,
    rate: null,
    display_order: 0,
    is_locked: false,
    color: null,
    geojson: null,
    alert_type: 'none',
    alert_text: null,
    alert_threshold: null,
    ceiling_amount: 0,
    ceiling_alert_text: null,
    floor_amount: null,
    floor_alert_text: null,
    custom_increment_amount: null,
    custom_increment_rate: null,
    custom_increment_rate_for_tax_rate: null,
    calculator: 'standard',
    details: null,
    additional_details: null,
    customized_question_json: null,
    standardized_subcategory_id: null,
    image_url: null,
    image_alt: null,
    image_credit: null,
    share_title: null,
    suggestion_box: false,
    suggestion_box_mode: 'no_amount',
    in_tour: false,
    impact_subcategories: [],
    ...overrides,
  };
}

/** A category with its items (their budget_category_id and display_order follow the category). */
export function makeCategory(
  overrides: Partial<TCategoryView> = {},
  items: Partial<TItem>[] = [],
): TCategoryView {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Category ${id}`,
    type: 'expense',
    display_order: 0,
    adjustment: null,
    is_locked: false,
    details: null,
    additional_details: null,
    tour_order: null,
    ...overrides,
    subcategories: items.map((item, index) =>
      makeItem({ display_order: index, ...item, budget_category_id: id }),
    ),
  };
}
