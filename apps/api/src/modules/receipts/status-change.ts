import {
  canReceiptTransition,
  licenceRefusal,
  RECEIPT_MESSAGES as M,
  RECEIPT_STATUS_LABELS,
  receiptPreviewRefusal,
  type TReceiptStatus,
  type TReceiptView,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  findReceiptRow,
  lockClient,
  receiptStatusOf,
  refusal,
  scopeOf,
  type BudgetRow,
} from '../budgets/index.ts';
import { requireReceiptClient, requireReceiptsEnabled } from './access.ts';
import { loadReceiptView, type ReceiptDeps } from './loader.ts';
import * as repo from './repo.ts';

/** Activation: not a trial client (403), a free receipt licence (403), and preview-eligible (422). */
async function checkActivation(db: DbOrTx, client: repo.ReceiptClient, budget: BudgetRow): Promise<void> {
  const licence = licenceRefusal({
    isTrial: client.is_trial,
    activeCount: await repo.countActiveReceipts(db, client.id),
    allowed: client.total_receipt_licenses,
  });
  if (licence === 'trial') throw refusal(403, 'status', M.trialCannotActivate);
  if (licence === 'no_licence') throw refusal(403, 'status', M.noLicenceFree);
  const spending = (await repo.spendingCounts(db, [budget.id])).get(budget.id) ?? [];
  const refused = receiptPreviewRefusal({ slug: budget.slug, categories: spending });
  if (refused) throw refusal(422, 'status', refused);
}

/**
 * PATCH {status}: activate, deactivate, archive, unarchive (archived -> inactive). The client row is
 * locked for the change, so two activations cannot both take the last licence.
 */
export async function changeReceiptStatus(
  deps: ReceiptDeps,
  auth: AuthContext,
  id: number,
  target: TReceiptStatus,
): Promise<TReceiptView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  await deps.db.transaction(async (tx) => {
    await lockClient(tx, auth.clientId);
    const client = await requireReceiptClient(tx, auth.clientId);
    const found = await findReceiptRow(tx, auth.clientId, id);
    if (!found) throw AppError.notFound();
    const from = receiptStatusOf(found.budget);
    if (target === 'new' || !canReceiptTransition(from, target))
      throw refusal(
        422,
        'status',
        M.transitionNotAllowed(RECEIPT_STATUS_LABELS[from], RECEIPT_STATUS_LABELS[target]),
      );
    if (target === 'active') await checkActivation(tx, client, found.budget);
    const now = new Date();
    await repo.updateReceipt(
      tx,
      scopeOf(auth.clientId, id),
      { status: target, status_at: now, ...(target === 'active' ? { activated_at: now } : {}) },
      {},
    );
  });
  return loadReceiptView(deps, auth.clientId, id);
}
