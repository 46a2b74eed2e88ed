import type { FastifyBaseLogger } from 'fastify';
import { allQueries, type Db, type DbOrTx } from '@commonpurse/db';
import type { TReceiptCategoryView, TReceiptView } from '@commonpurse/domain';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  requireReceipt,
  scopeOf,
  type BudgetScope,
  type OwnedBudget,
  type UrlSettings,
} from '../budgets/index.ts';
import { listSubcategories } from '../structure/repo.ts';
import { categoryViewOf } from '../structure/service.ts';
import * as repo from './repo.ts';
import type { TReceiptInclude } from './schemas.ts';
import { receiptViewOf, type ReceiptInputs } from './views.ts';

/** The preview links' signer (app.previewTokens: the simulations' HMAC token). */
export interface PreviewSigner {
  signer(): Promise<(id: number) => string>;
}

/** What the receipt services use of the app. */
export interface ReceiptDeps {
  db: Db;
  urls: UrlSettings;
  previewTokens: PreviewSigner;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The derived fields' inputs for many receipts of the client: a few aggregate queries, whatever their number. */
export async function receiptInputs(
  deps: ReceiptDeps,
  clientId: number,
  rows: OwnedBudget[],
): Promise<Map<number, ReceiptInputs>> {
  const ids = rows.map((row) => row.budget.id);
  const [taxRows, spending, sign] = await allQueries(deps.db, [
    () => repo.taxReceiptsOf(deps.db, clientId, ids),
    () => repo.spendingCounts(deps.db, ids),
    () => deps.previewTokens.signer(),
  ]);
  const result = new Map<number, ReceiptInputs>();
  for (const { budget, owner } of rows) {
    const tax = taxRows.get(budget.id);
    if (!tax) throw new Error(`Receipt ${budget.id} has no tax_receipts row`);
    result.set(budget.id, {
      owner,
      tax,
      spending: spending.get(budget.id) ?? [],
      previewToken: sign(budget.id),
      urls: deps.urls,
    });
  }
  return result;
}

/**
 * The receipt's spending: its expense categories with their items, in display order, each item also
 * answering tax_receipt_category_id (the spec's name of its category, decision 0398).
 */
export async function loadSpending(db: DbOrTx, scope: BudgetScope): Promise<TReceiptCategoryView[]> {
  const categories = await repo.listSpendingCategories(db, scope);
  const items = await listSubcategories(
    db,
    scope,
    categories.map((c) => c.id),
  );
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) {
    const group = itemsOf.get(item.budget_category_id);
    if (group) group.push(item);
    else itemsOf.set(item.budget_category_id, [item]);
  }
  // The receipt parent adds tax_receipt_category_id to every item: the union type cannot say so.
  return categories.map((category) =>
    categoryViewOf('receipt', category, itemsOf.get(category.id) ?? []),
  ) as TReceiptCategoryView[];
}

/** GET admin/receipts/{id}: the receipt of the client (else 404), with its spending when included. */
export async function loadReceiptView(
  deps: ReceiptDeps,
  clientId: number,
  id: number,
  includes: readonly TReceiptInclude[] = [],
): Promise<TReceiptView> {
  const found = await requireReceipt(deps.db, clientId, id);
  const [inputs, expenses] = await allQueries(deps.db, [
    () => receiptInputs(deps, clientId, [found]),
    () => (includes.length > 0 ? loadSpending(deps.db, scopeOf(clientId, id)) : undefined),
  ]);
  const derived = inputs.get(id);
  if (!derived) throw new Error('Derived fields missing');
  return receiptViewOf(found.budget, derived, expenses);
}
