import {
  isEditable,
  SIMULATION_MESSAGES as M,
  SLUG_MESSAGES,
  type TSimulationUpdate,
  type TSimulationView,
} from '@commonpurse/domain';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from './errors.ts';
import { loadView, requireBudget, type SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';
import { requireClient } from './service.ts';
import { checkedChanges } from './update-rules.ts';

/** PATCH with fields: only while editable (New, Active, Closed); configuration_json keys are merged. */
export async function updateSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  input: TSimulationUpdate,
): Promise<TSimulationView> {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (!isEditable(repo.statusOf(budget))) throw refusal(422, 'status', M.notEditable);
  const client = await requireClient(deps, auth.clientId);
  const { configuration_json: configuration, ...fields } = input;
  const changes = await checkedChanges(deps.db, client, budget, fields);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateBudget(tx, auth.clientId, id, changes);
      if (configuration) await repo.mergeConfiguration(tx, auth.clientId, id, configuration);
    });
  } catch (error) {
    // Two simulations claiming the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw refusal(422, 'slug', SLUG_MESSAGES.taken);
    throw error;
  }
  return loadView(deps, auth.clientId, id);
}
