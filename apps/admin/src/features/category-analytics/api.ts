import { useQuery } from '@tanstack/react-query';
import type { TCategoryAnalytics, TSubcategoryAnalytics } from '@commonpurse/domain/analytics';
import { apiFetch } from '@/api/client.ts';
import { budgetPath } from '@/api/parent.ts';
import type { TData } from '@/api/types.ts';

// GET admin/budgets/{id}/categories/{categoryId}/analytics and .../subcategories/{subId}/analytics
// (docs/api.md "Simulation analytics").

export const itemAnalyticsKeys = {
  category: (budgetId: number, categoryId: number) => ['category-analytics', budgetId, categoryId] as const,
  subcategory: (budgetId: number, categoryId: number, subId: number) =>
    ['subcategory-analytics', budgetId, categoryId, subId] as const,
};

const categoryPath = (budgetId: number, categoryId: number) =>
  `${budgetPath(budgetId)}/categories/${categoryId}`;

/**
 * Leaving the page clears its analytics (spec 2): with no garbage-collection time the cache drops the
 * figures as soon as no page observes them (an unmount-effect removal would cancel the fetch of a page
 * mounted again at once, as StrictMode does: decision 0377).
 */
const CLEARED_ON_LEAVE = { gcTime: 0 } as const;

export function useCategoryAnalytics(budgetId: number, categoryId: number) {
  return useQuery({
    ...CLEARED_ON_LEAVE,
    queryKey: itemAnalyticsKeys.category(budgetId, categoryId),
    queryFn: ({ signal }) =>
      apiFetch<TData<TCategoryAnalytics>>(`${categoryPath(budgetId, categoryId)}/analytics`, { signal }).then(
        (r) => r.data,
      ),
  });
}

export function useSubcategoryAnalytics(budgetId: number, categoryId: number, subId: number) {
  return useQuery({
    ...CLEARED_ON_LEAVE,
    queryKey: itemAnalyticsKeys.subcategory(budgetId, categoryId, subId),
    queryFn: ({ signal }) =>
      apiFetch<TData<TSubcategoryAnalytics>>(
        `${categoryPath(budgetId, categoryId)}/subcategories/${subId}/analytics`,
        { signal },
      ).then((r) => r.data),
  });
}
