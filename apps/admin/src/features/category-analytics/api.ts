import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
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

/** Leaving the page clears its analytics (spec 2): the cache entry goes when the page unmounts. */
function useClearedOnLeave(key: QueryKey) {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(key);
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: JSON.parse(hash) as QueryKey, exact: true }),
    [queryClient, hash],
  );
}

export function useCategoryAnalytics(budgetId: number, categoryId: number) {
  const queryKey = itemAnalyticsKeys.category(budgetId, categoryId);
  useClearedOnLeave(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiFetch<TData<TCategoryAnalytics>>(`${categoryPath(budgetId, categoryId)}/analytics`, { signal }).then(
        (r) => r.data,
      ),
  });
}

export function useSubcategoryAnalytics(budgetId: number, categoryId: number, subId: number) {
  const queryKey = itemAnalyticsKeys.subcategory(budgetId, categoryId, subId);
  useClearedOnLeave(queryKey);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiFetch<TData<TSubcategoryAnalytics>>(
        `${categoryPath(budgetId, categoryId)}/subcategories/${subId}/analytics`,
        { signal },
      ).then((r) => r.data),
  });
}
