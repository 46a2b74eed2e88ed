import { tourOrders, TOUR_MESSAGES as M } from '@commonpurse/domain';
import type { Db } from '@commonpurse/db';
import type { AuthContext } from '../auth/session.ts';
import {
  clientCapabilities,
  refusal,
  requireCapability,
  requireEditable,
  scopeOf,
} from '../budgets/index.ts';
import * as repo from './repo.ts';

export interface TourDeps {
  db: Db;
}

/**
 * The guided tour's categories in order: tour_order 0..n-1 for the listed ones, null for every other
 * category of the simulation, in one transaction. Needs the plan's guided tour; not for prioritizations.
 */
export async function setTourOrder(
  deps: TourDeps,
  auth: AuthContext,
  budgetId: number,
  ids: number[],
): Promise<{ id: number; tour_order: number | null }[]> {
  const budget = await requireEditable(deps, auth, budgetId);
  requireCapability(
    await clientCapabilities(deps.db, auth.clientId),
    'guided_tour',
    'display_order',
    M.tourDisabled,
  );
  if (budget.is_pb) throw refusal(422, 'display_order', M.noTourForPb);
  const scope = scopeOf(auth.clientId, budgetId);
  return deps.db.transaction(async (tx) => {
    if (!tourOrders(await repo.listCategoryIds(tx, scope), ids))
      throw refusal(422, 'display_order', M.orderInvalid);
    await repo.setTourOrder(tx, scope, ids);
    return repo.listTour(tx, scope);
  });
}
