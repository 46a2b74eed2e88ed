import { PREVIEW_MESSAGES } from './messages.ts';
import { UNCATEGORIZED_CATEGORY_NAME } from './constants.ts';
import { slugProblem } from './slug.ts';

export interface TEligibilityCategory {
  name: string;
  type: 'expense' | 'revenue';
  /** Saved subcategories (items) in the category. */
  subcategoryCount: number;
}

export interface TEligibilityInput {
  slug: string | null;
  isPb: boolean;
  categories: TEligibilityCategory[];
}

/**
 * Why a simulation cannot be previewed (the spec's tooltip), or null when it can: a valid slug, and
 * for a simulation at least one expense and one revenue category, each with a saved subcategory.
 * Prioritizations need only the slug (revenue is not needed and spending is exempt); 'Uncategorized' is
 * exempt everywhere.
 */
export function previewRefusal(input: TEligibilityInput): string | null {
  if (!input.slug || slugProblem(input.slug) !== null) return PREVIEW_MESSAGES.invalidUrl;
  if (input.isPb) return null;
  const expenses = input.categories.filter((c) => c.type === 'expense');
  const revenue = input.categories.filter((c) => c.type === 'revenue');
  if (expenses.length === 0 || revenue.length === 0) return PREVIEW_MESSAGES.missingCategories;
  const empty = (c: TEligibilityCategory) =>
    c.subcategoryCount === 0 && c.name !== UNCATEGORIZED_CATEGORY_NAME;
  const emptyExpense = expenses.find(empty);
  if (emptyExpense) return PREVIEW_MESSAGES.emptyCategory('Spending', emptyExpense.name);
  const emptyRevenue = revenue.find(empty);
  if (emptyRevenue) return PREVIEW_MESSAGES.emptyCategory('Revenue', emptyRevenue.name);
  const hasItems = (list: TEligibilityCategory[]) => list.some((c) => c.subcategoryCount > 0);
  if (!hasItems(expenses) || !hasItems(revenue)) return PREVIEW_MESSAGES.missingCategories;
  return null;
}
