import type { TSimulationView } from '@commonpurse/domain';
import type { AuthContext } from '../auth/session.ts';
import { copyCategoryTree, requireReceipt, requireReceiptsEnabled, scopeOf } from '../budgets/index.ts';
import type { DuplicateInput } from './duplicate.ts';
import { loadView, type SimulationDeps } from './loader.ts';
import { creationMode } from './rules.ts';
import { insertNewSimulation, requireClient } from './service.ts';

/**
 * POST admin/receipts/{id}/duplicate-as-simulation (decision 0450): a New budget-mode simulation of the
 * caller's client, started like a blank one (standard exit questions in its language), holding a copy of
 * one of the client's receipts' spending as its expense categories and items, in one transaction.
 */
export async function duplicateReceiptAsSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  receiptId: number,
  input: DuplicateInput,
): Promise<TSimulationView> {
  // Reading a receipt needs the capability, checked before the lookup so a 403 says nothing of an id.
  await requireReceiptsEnabled(deps.db, auth.clientId);
  await requireReceipt(deps.db, auth.clientId, receiptId);
  const client = await requireClient(deps, auth.clientId);
  // A receipt's items are amounts of spending: a budget simulation, refused like any budget-mode start.
  const mode = creationMode(client, 'budget');
  const id = await deps.db.transaction(async (tx) => {
    const simulationId = await insertNewSimulation(tx, auth.clientId, {
      name: input.name,
      locale: input.locale,
      is_pb: false,
      mode,
    });
    // A receipt's items carry no scenario questions; none are kept should a stray one exist.
    await copyCategoryTree(tx, scopeOf(auth.clientId, receiptId), simulationId, {
      type: 'expense',
      keepQuestions: false,
    });
    return simulationId;
  });
  return loadView(deps, auth.clientId, id);
}
