import {
  canTransition,
  licenceRefusal,
  previewRefusal,
  SIMULATION_MESSAGES as M,
  STATUS_LABELS,
  type TSimulationStatus,
  type TSimulationView,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { findBudget, lockClient, refusal, statusOf } from '../budgets/index.ts';
import { loadView, type SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';
import { requireClient } from './service.ts';

/** Activation: not a trial client, a free licence of the kind (by is_pb), and preview-eligible. */
async function checkActivation(db: DbOrTx, client: repo.ClientRow, budget: repo.BudgetRow): Promise<void> {
  const licence = licenceRefusal({
    isTrial: client.is_trial,
    activeCount: await repo.countActive(db, client.id, budget.is_pb),
    allowed: budget.is_pb ? client.total_pb_licenses : client.total_licenses,
  });
  if (licence === 'trial') throw refusal(403, 'status', M.trialCannotActivate);
  if (licence === 'no_licence')
    throw refusal(403, 'status', budget.is_pb ? M.noPbLicenceFree : M.noLicenceFree);
  const categories = (await repo.eligibilityCategories(db, [budget.id])).get(budget.id) ?? [];
  const refused = previewRefusal({ slug: budget.slug, isPb: budget.is_pb, categories });
  if (refused) throw refusal(422, 'status', refused);
}

/**
 * PATCH {status}: activate, deactivate, close, archive, unarchive (archived -> inactive). The client row
 * is locked for the change, so two activations cannot both take the last licence.
 */
export async function changeStatus(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  target: TSimulationStatus,
): Promise<TSimulationView> {
  await deps.db.transaction(async (tx) => {
    await lockClient(tx, auth.clientId);
    const client = await requireClient({ db: tx }, auth.clientId);
    const found = await findBudget(tx, auth.clientId, id);
    if (!found) throw AppError.notFound();
    const from = statusOf(found.budget);
    if (target === 'new' || !canTransition(from, target))
      throw refusal(422, 'status', M.transitionNotAllowed(STATUS_LABELS[from], STATUS_LABELS[target]));
    if (target === 'active') await checkActivation(tx, client, found.budget);
    const now = new Date();
    await repo.updateBudget(tx, auth.clientId, id, {
      status: target,
      status_at: now,
      ...(target === 'active' ? { activated_at: now } : {}),
    });
  });
  return loadView(deps, auth.clientId, id);
}
