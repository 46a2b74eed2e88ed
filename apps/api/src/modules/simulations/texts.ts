import { and, eq } from 'drizzle-orm';
import { budgetStrings } from '@commonpurse/db';
import { isTextTokenFor, SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { inBudget, refusal, requireEditable, scopeOf } from '../budgets/index.ts';
import type { SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';

/**
 * Sets the custom text of a token (one of the simulation's kind). Content is plain text, kept as given:
 * an empty string is a deliberately blank text, and DELETE brings the default back.
 */
export async function saveText(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  input: { token: string; content: string },
) {
  const budget = await requireEditable(deps, auth, id);
  if (!isTextTokenFor(input.token, budget.is_pb)) throw refusal(422, 'token', M.textTokenInvalid);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(budgetStrings)
      .values({ budget_id: id, token: input.token, content: input.content })
      .onConflictDoUpdate({
        target: [budgetStrings.budget_id, budgetStrings.token],
        set: { content: input.content, updated_at: now },
      })
      .returning({ id: budgetStrings.id, token: budgetStrings.token, content: budgetStrings.content });
    if (!row) throw new Error('Saving a custom text returned no row');
    await repo.updateBudget(tx, auth.clientId, id, {});
    return row;
  });
}

export async function deleteText(deps: SimulationDeps, auth: AuthContext, id: number, stringId: number) {
  await requireEditable(deps, auth, id);
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(budgetStrings)
      .where(
        and(eq(budgetStrings.id, stringId), inBudget(budgetStrings.budget_id, scopeOf(auth.clientId, id))),
      )
      .returning({ id: budgetStrings.id });
    if (deleted.length === 0) throw AppError.notFound();
    await repo.updateBudget(tx, auth.clientId, id, {});
  });
}
