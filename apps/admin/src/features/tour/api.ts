import { apiFetch } from '@/api/client.ts';

// editor-api.md "Guided tour": the tour's order. A category's tour_order and an item's in_tour are
// saved by the structure calls (../structure/api.ts).

export interface TTourOrderAnswer {
  meta: { status: 'saved' };
  /** Every category of the simulation with its tour_order (null: not in the tour). */
  data: { id: number; tour_order: number | null }[];
}

/** The tour, in order (may be empty): every other category of the simulation leaves it. */
export const saveTourOrder = (budgetId: number, categoryIds: number[]) =>
  apiFetch<TTourOrderAnswer>(`/v1/admin/budgets/${budgetId}/tour/set-order`, {
    method: 'POST',
    body: { display_order: categoryIds },
  });
