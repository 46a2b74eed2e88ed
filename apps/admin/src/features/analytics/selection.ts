import type { TSimulationSummary } from '@commonpurse/domain';

/** The selector's list: New simulations have no data and are left out (spec 2 /analytics). */
export const selectable = (budgets: readonly TSimulationSummary[]) =>
  budgets.filter((b) => b.status !== 'new');

/** The route's simulation if listed, else the first Active one, else the first. */
export function defaultSelection(
  budgets: readonly TSimulationSummary[],
  routeId: number | null,
): TSimulationSummary | null {
  return (
    budgets.find((b) => b.id === routeId) ?? budgets.find((b) => b.status === 'active') ?? budgets[0] ?? null
  );
}
