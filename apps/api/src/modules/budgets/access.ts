import type { DbOrTx } from '@commonpurse/db';
import {
  isEditable,
  isReceiptEditable,
  RECEIPT_MESSAGES,
  RECEIPT_STATUSES,
  SIMULATION_MESSAGES as M,
  type TReceiptStatus,
} from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from './refusal.ts';
import { findBudget, findReceiptRow, statusOf, type BudgetRow, type OwnedBudget } from './repo.ts';

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

/** A taxpayer receipt of the client or 404. */
export async function requireReceipt(db: DbOrTx, clientId: number, id: number): Promise<OwnedBudget> {
  const found = await findReceiptRow(db, clientId, id);
  if (!found) throw AppError.notFound();
  return found;
}

export const receiptStatusOf = (row: BudgetRow): TReceiptStatus =>
  (RECEIPT_STATUSES as readonly string[]).includes(row.status) ? (row.status as TReceiptStatus) : 'new';

/** A receipt of the client (else 404) that can still be edited (not Archived; else 422). */
export async function requireEditableReceipt(
  deps: { db: DbOrTx },
  auth: AuthContext,
  id: number,
): Promise<BudgetRow> {
  const found = await requireReceipt(deps.db, auth.clientId, id);
  if (!isReceiptEditable(receiptStatusOf(found.budget)))
    throw refusal(422, 'status', RECEIPT_MESSAGES.notEditable);
  return found.budget;
}
