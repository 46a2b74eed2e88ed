import type { TImpactCalculation, TImpactPatch, TImpactSave, TImpactView } from '@commonpurse/domain';
import { apiFetch } from '@/api/client.ts';
import type { TData } from '@/api/types.ts';

// Calls of editor-api.md "Impacts". The impacts come with the simulation (include=impacts); the
// multiplier table of one impact is its own query, keys beside the fetchers.

export const impactKeys = {
  multipliers: (budgetId: number, impactId: number) =>
    ['simulations', 'detail', budgetId, 'impacts', impactId, 'multipliers'] as const,
};

const impactsPath = (budgetId: number) => `/v1/admin/budgets/${budgetId}/impacts`;

export const createImpact = (budgetId: number, body: TImpactSave) =>
  apiFetch<TData<TImpactView>>(impactsPath(budgetId), { method: 'POST', body }).then((r) => r.data);

export const updateImpact = (budgetId: number, impactId: number, body: TImpactPatch) =>
  apiFetch<TData<TImpactView>>(`${impactsPath(budgetId)}/${impactId}`, { method: 'PATCH', body }).then(
    (r) => r.data,
  );

export const deleteImpact = (budgetId: number, impactId: number) =>
  apiFetch<unknown>(`${impactsPath(budgetId)}/${impactId}`, { method: 'DELETE' });

export const saveImpactOrder = (budgetId: number, ids: number[]) =>
  apiFetch<unknown>(`${impactsPath(budgetId)}/set-order`, { method: 'POST', body: { display_order: ids } });

export const fetchMultipliers = (budgetId: number, impactId: number, signal?: AbortSignal) =>
  apiFetch<TData<TImpactCalculation>>(`${impactsPath(budgetId)}/${impactId}/multipliers`, { signal }).then(
    (r) => r.data,
  );

/** Replaces the impact's whole multiplier table; an item left out has none (0). */
export const saveMultipliers = (
  budgetId: number,
  impactId: number,
  multipliers: { budget_subcategory_id: number; multiplier: number }[],
) =>
  apiFetch<TData<TImpactCalculation>>(`${impactsPath(budgetId)}/${impactId}/multipliers`, {
    method: 'PUT',
    body: { multipliers },
  }).then((r) => r.data);
