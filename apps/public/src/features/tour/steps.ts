import type { TPublicCategory, TPublicItem, TPublicSimulation } from '@commonpurse/domain/public';

export interface TTourStep {
  category: TPublicCategory;
  items: TPublicItem[];
}

/** The tour's steps in order, each category with its tour items in the tour's order; unknown ids skipped. */
export function tourSteps(
  tour: NonNullable<TPublicSimulation['tour']>,
  categories: readonly TPublicCategory[],
): TTourStep[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return tour.steps.flatMap((step) => {
    const category = byId.get(step.category_id);
    if (!category) return [];
    const items = new Map(category.subcategories.map((item) => [item.id, item]));
    return [{ category, items: step.subcategory_ids.flatMap((id) => items.get(id) ?? []) }];
  });
}
