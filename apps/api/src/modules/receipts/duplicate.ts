import type { TReceiptCreate, TReceiptView } from '@commonpurse/domain';
import type { AuthContext } from '../auth/session.ts';
import { copyCategoryTree, requireBudget, requireReceipt, scopeOf } from '../budgets/index.ts';
import { requireReceiptsEnabled } from './access.ts';
import { loadReceiptView, type ReceiptDeps } from './loader.ts';
import * as repo from './repo.ts';

/**
 * POST admin/receipts/{id}/duplicate: a copy of one of the client's receipts (its fields, its
 * tax_receipts row, its spending categories and items) in one transaction: New, without slug.
 */
export async function duplicateReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  sourceId: number,
  input: TReceiptCreate,
): Promise<TReceiptView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  const { budget: source } = await requireReceipt(deps.db, auth.clientId, sourceId);
  const sourceScope = scopeOf(auth.clientId, sourceId);
  const id = await deps.db.transaction(async (tx) => {
    const tax = (await repo.taxReceiptsOf(tx, auth.clientId, [sourceId])).get(sourceId);
    const { budget_id: _b, created_at: _tc, updated_at: _tu, ...taxFields } = tax ?? {};
    const { id: _id, is_receipt: _r, created_at: _c, updated_at: _u, ...fields } = source;
    const copy = await repo.insertReceipt(
      tx,
      {
        ...fields,
        name: input.name,
        locale: input.locale,
        status: 'new',
        status_at: new Date(),
        activated_at: null,
        slug: null,
        is_discoverable: false,
        // Receipts carry no header image; a stray file would be shared by both rows.
        header_image_url: null,
        header_image_path: null,
      },
      taxFields,
    );
    await copyCategoryTree(tx, sourceScope, copy.id);
    return copy.id;
  });
  return loadReceiptView(deps, auth.clientId, id);
}

/**
 * POST admin/budgets/{id}/duplicate-as-receipt: a New receipt holding a copy of one of the client's
 * simulations' spending (expense categories and items); not its revenue, questions or settings.
 */
export async function duplicateSimulationAsReceipt(
  deps: ReceiptDeps,
  auth: AuthContext,
  simulationId: number,
  input: TReceiptCreate,
): Promise<TReceiptView> {
  await requireReceiptsEnabled(deps.db, auth.clientId);
  await requireBudget(deps.db, auth.clientId, simulationId);
  const id = await deps.db.transaction(async (tx) => {
    const receipt = await repo.insertReceipt(tx, {
      client_id: auth.clientId,
      name: input.name,
      locale: input.locale,
      status: 'new',
      status_at: new Date(),
    });
    await copyCategoryTree(tx, scopeOf(auth.clientId, simulationId), receipt.id, {
      type: 'expense',
      keepQuestions: false,
    });
    return receipt.id;
  });
  return loadReceiptView(deps, auth.clientId, id);
}
