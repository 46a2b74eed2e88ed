import { SIMULATION_MESSAGES as M, type TSimulationView } from '@commonpurse/domain';
import type { AuthContext } from '../auth/session.ts';
import { refusal, requireBudget } from '../budgets/index.ts';
import type { SimulationDeps } from './loader.ts';
import type { TSimulationPatch } from './schemas.ts';
import { changeStatus } from './status-change.ts';
import { updateSimulation } from './update.ts';

/**
 * PATCH admin/budgets/{id}: `{status}` alone changes the status; otherwise the fields are updated. A
 * status sent with fields must be the current one (a whole simulation sent back), else it is refused.
 */
export async function patchSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  body: TSimulationPatch,
): Promise<TSimulationView> {
  const { status, ...fields } = body;
  if (status === undefined) return updateSimulation(deps, auth, id, fields);
  if (Object.keys(fields).length === 0) return changeStatus(deps, auth, id, status);
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (budget.status !== status) throw refusal(422, 'status', M.statusChangeAlone);
  return updateSimulation(deps, auth, id, fields);
}
