import { allQueries } from '@commonpurse/db';
import {
  isReceiptDeletable,
  RECEIPT_MESSAGES as M,
  type TPredefinedCalculations,
  type TPredefinedCalculationsView,
  type TReceiptCounts,
  type TReceiptCreate,
  type TReceiptSummary,
  type TReceiptView,
} from '@commonpurse/domain';
import type { AuthContext } from '../auth/session.ts';
import {
  receiptStatusOf,
  refusal,
  requireEditableReceipt,
  requireReceipt,
  scopeOf,
} from '../budgets/index.ts';
import { releaseImageFiles } from '../structure/image-files.ts';
import { requireReceiptsEnabled } from './access.ts';
import { loadReceiptView, receiptInputs, type ReceiptDeps } from './loader.ts';
import * as repo from './repo.ts';
import type { TReceiptInclude, TReceiptPatch } from './schemas.ts';
import { changeReceiptStatus } from './status-change.ts';
import { updateReceipt } from './update.ts';
import { predefinedCalculationsOf, receiptSummaryOf } from './views.ts';

/** GET admin/receipts: the client's receipts, newest first, and the licence counter. */
export async function listReceipts(
  deps: ReceiptDeps,
  auth: AuthContext,
  page: { perPage: number; page: number },
): Promise<{ data: TReceiptSummary[]; meta: TReceiptCounts }> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  const [rows, meta] = await allQueries(deps.db, [
    () =>
      repo.listReceipts(deps.db, auth.clientId, {
        limit: page.perPage,
        offset: (page.page - 1) * page.perPage,
      }),
    () => repo.receiptCounts(deps.db, auth.clientId),
  ]);
  const inputs = await receiptInputs(deps, auth.clientId, rows);
  const data = rows.flatMap(({ budget }) => {
    const derived = inputs.get(budget.id);
    return derived ? [receiptSummaryOf(budget, derived)] : [];
  });
  return { data, meta };
}

/** GET admin/receipts/{id}. */
export async function getReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  id: number,
  includes: readonly TReceiptInclude[],
): Promise<TReceiptView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  return loadReceiptView(deps, auth.clientId, id, includes);
}

/** POST admin/receipts: a New receipt (its budgets row and its tax_receipts row, in one transaction). */
export async function createReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  input: TReceiptCreate,
): Promise<TReceiptView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  const receipt = await deps.db.transaction((tx) =>
    repo.insertReceipt(tx, {
      client_id: auth.clientId,
      name: input.name,
      locale: input.locale,
      status: 'new',
      status_at: new Date(),
    }),
  );
  return loadReceiptView(deps, auth.clientId, receipt.id);
}

/**
 * PATCH admin/receipts/{id}: `{status}` alone changes the status; otherwise the fields are updated. A
 * status sent with fields must be the current one (a whole receipt sent back), else it is refused.
 */
export async function patchReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  id: number,
  body: TReceiptPatch,
): Promise<TReceiptView> {
  const { status, ...fields } = body;
  if (status === undefined) return updateReceipt(deps, auth, id, fields);
  if (Object.keys(fields).length === 0) return changeReceiptStatus(deps, auth, id, status);
  await requireReceiptsEnabled(deps.db, auth.clientId);
  const { budget } = await requireReceipt(deps.db, auth.clientId, id);
  if (receiptStatusOf(budget) !== status) throw refusal(422, 'status', M.statusChangeAlone);
  return updateReceipt(deps, auth, id, fields);
}

/** DELETE admin/receipts/{id}: only a New receipt; its spending cascades and its item images go too. */
export async function deleteReceipt(deps: ReceiptDeps, auth: AuthContext, id: number): Promise<void> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  const { budget } = await requireReceipt(deps.db, auth.clientId, id);
  if (!isReceiptDeletable(receiptStatusOf(budget))) throw refusal(422, 'status', M.onlyNewCanBeDeleted);
  const scope = scopeOf(auth.clientId, id);
  const images = await deps.db.transaction(async (tx) => {
    const paths = await repo.itemImagePaths(tx, scope);
    await repo.deleteReceipt(tx, scope);
    return paths;
  });
  await releaseImageFiles(deps, images);
}

/**
 * PATCH admin/receipts/{id}/predefined-calculations: any of the calculator fields; answers all of them
 * (has_additional_custom_calculations is never changed here).
 */
export async function updatePredefinedCalculations(
  deps: ReceiptDeps,
  auth: AuthContext,
  id: number,
  input: TPredefinedCalculations,
): Promise<TPredefinedCalculationsView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  await requireEditableReceipt(deps, auth, id);
  await deps.db.transaction((tx) => repo.updateReceipt(tx, scopeOf(auth.clientId, id), {}, input));
  const tax = (await repo.taxReceiptsOf(deps.db, auth.clientId, [id])).get(id);
  if (!tax) throw new Error(`Receipt ${id} has no tax_receipts row`);
  return predefinedCalculationsOf(tax);
}
