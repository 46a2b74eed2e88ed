import type { DbOrTx } from '@commonpurse/db';
import { isEditable, SIMULATION_MESSAGES as M } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from './refusal.ts';
import { findBudget, statusOf, type BudgetRow, type OwnedBudget } from './repo.ts';

/** A simulation of the client or 404 (never saying whether it exists elsewhere). */
export async function requireBudget(db: DbOrTx, clientId: number, id: number): Promise<OwnedBudget> {
  const found = await findBudget(db, clientId, id);
  if (!found) throw AppError.notFound();
  return found;
}

/** A simulation of the client (else 404) that can still be edited (New, Active, Closed; else 422). */
export async function requireEditable(
  deps: { db: DbOrTx },
  auth: AuthContext,
  id: number,
): Promise<BudgetRow> {
  const found = await requireBudget(deps.db, auth.clientId, id);
  if (!isEditable(statusOf(found.budget))) throw refusal(422, 'status', M.notEditable);
  return found.budget;
}
