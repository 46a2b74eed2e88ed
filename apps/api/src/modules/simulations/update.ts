import {
  isEditable,
  SIMULATION_MESSAGES as M,
  SLUG_MESSAGES,
  type TSimulationUpdate,
  type TSimulationView,
} from '@commonpurse/domain';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthContext } from '../auth/session.ts';
import { translateStandardQuestions } from '../questions/standard.ts';
import { refuseMissingCapabilities } from './editor-rules.ts';
import { refusal, requireBudget, scopeOf, statusOf } from '../budgets/index.ts';
import { loadView, type SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';
import { requireClient } from './service.ts';
import { replaceSubcategoryLinks } from './subcategory-links.ts';
import { checkedChanges } from './update-rules.ts';

/**
 * PATCH with fields: only while editable (New, Active, Closed); configuration_json keys are merged,
 * subcategory_links replaced, all in one transaction.
 */
export async function updateSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  input: TSimulationUpdate,
): Promise<TSimulationView> {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (!isEditable(statusOf(budget))) throw refusal(422, 'status', M.notEditable);
  const client = await requireClient(deps, auth.clientId);
  const { configuration_json: configuration, subcategory_links: links, ...fields } = input;
  const changes = await checkedChanges(deps.db, client, budget, fields);
  await refuseMissingCapabilities(deps.db, auth.clientId, budget, changes, configuration, links);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateBudget(tx, auth.clientId, id, changes);
      if (configuration) await repo.mergeConfiguration(tx, auth.clientId, id, configuration);
      if (links) await replaceSubcategoryLinks(tx, scopeOf(auth.clientId, id), links);
      // The standard exit questions follow the simulation's language.
      if (changes.locale !== undefined && changes.locale !== budget.locale)
        await translateStandardQuestions(tx, scopeOf(auth.clientId, id), changes.locale);
    });
  } catch (error) {
    // Two simulations claiming the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw refusal(422, 'slug', SLUG_MESSAGES.taken);
    throw error;
  }
  return loadView(deps, auth.clientId, id);
}
