import { tourOrders, TOUR_MESSAGES as M } from '@commonpurse/domain';
import type { Db } from '@commonpurse/db';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from '../simulations/errors.ts';
import { clientFeatures, requireFeature } from '../simulations/features.ts';
import { requireEditable } from '../simulations/loader.ts';
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
  requireFeature(
    await clientFeatures(deps.db, auth.clientId),
    'guided_tour',
    'display_order',
    M.tourDisabled,
  );
  if (budget.is_pb) throw refusal(422, 'display_order', M.noTourForPb);
  return deps.db.transaction(async (tx) => {
    const orders = tourOrders(await repo.listCategoryIds(tx, budgetId), ids);
    if (!orders) throw refusal(422, 'display_order', M.orderInvalid);
    await repo.setTourOrders(tx, orders);
    return repo.listTour(tx, budgetId);
  });
}
