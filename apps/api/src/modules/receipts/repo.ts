import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  taxReceipts,
  type DbOrTx,
} from '@commonpurse/db';
import type { TReceiptCounts } from '@commonpurse/domain';
import {
  inBudget,
  ownerColumns,
  type BudgetRow,
  type BudgetScope,
  type OwnedBudget,
} from '../budgets/index.ts';

// A receipt is a budgets row with is_receipt, its own fields in tax_receipts (decision 0398). Every
// query names the caller's client.

export type TaxReceiptRow = typeof taxReceipts.$inferSelect;
export type TaxReceiptChanges = Partial<Omit<typeof taxReceipts.$inferInsert, 'budget_id' | 'created_at'>>;
export type ReceiptBudgetInsert = Omit<typeof budgets.$inferInsert, 'is_receipt'>;
export type ReceiptBudgetChanges = Partial<
  Omit<typeof budgets.$inferInsert, 'id' | 'client_id' | 'is_receipt' | 'created_at'>
>;
/** A category of the receipt's spending with how many saved items it holds (preview eligibility). */
export interface SpendingCategoryCount {
  name: string;
  subcategoryCount: number;
}

const isReceiptOf = (clientId: number) => and(eq(budgets.client_id, clientId), eq(budgets.is_receipt, true));

/** What the receipt rules need of the client. */
export async function findReceiptClient(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      is_trial: clients.is_trial,
      total_receipt_licenses: clients.total_receipt_licenses,
      meta_pixel_id: clients.meta_pixel_id,
      google_translate_id: clients.google_translate_id,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}
export type ReceiptClient = NonNullable<Awaited<ReturnType<typeof findReceiptClient>>>;

/** The client's receipts, newest first. */
export function listReceipts(
  db: DbOrTx,
  clientId: number,
  page: { limit: number; offset: number },
): Promise<OwnedBudget[]> {
  return db
    .select({ budget: budgets, owner: ownerColumns })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(isReceiptOf(clientId))
    .orderBy(desc(budgets.created_at), desc(budgets.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Active receipts against the client's receipt licences (the list's counter). */
export async function receiptCounts(db: DbOrTx, clientId: number): Promise<TReceiptCounts> {
  const [row] = await db
    .select({
      active_count: sql<number>`count(${budgets.id})::int`,
      allowed_count: clients.total_receipt_licenses,
    })
    .from(clients)
    .leftJoin(
      budgets,
      and(eq(budgets.client_id, clients.id), eq(budgets.is_receipt, true), eq(budgets.status, 'active')),
    )
    .where(eq(clients.id, clientId))
    .groupBy(clients.id);
  return row ?? { active_count: 0, allowed_count: 0 };
}

/** Active receipts of the client; run after lockClient so two activations cannot both take the last licence. */
export async function countActiveReceipts(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(budgets)
    .where(and(isReceiptOf(clientId), eq(budgets.status, 'active')));
  return row?.n ?? 0;
}

/**
 * Gives each of the client's receipts `ids` that lacks one its tax_receipts row (defaults): a receipt
 * row written by hand or by a fixture then answers and saves every field like one made by the API.
 */
async function ensureTaxReceipts(db: DbOrTx, clientId: number, ids: number[]): Promise<void> {
  const receipts = await db
    .select({ id: budgets.id })
    .from(budgets)
    .leftJoin(taxReceipts, eq(taxReceipts.budget_id, budgets.id))
    .where(and(inArray(budgets.id, ids), isReceiptOf(clientId), isNull(taxReceipts.budget_id)));
  if (receipts.length > 0)
    await db
      .insert(taxReceipts)
      .values(receipts.map(({ id }) => ({ budget_id: id })))
      .onConflictDoNothing();
}

/** The tax_receipts rows of the client's receipts `ids`. */
export async function taxReceiptsOf(
  db: DbOrTx,
  clientId: number,
  ids: number[],
): Promise<Map<number, TaxReceiptRow>> {
  if (ids.length === 0) return new Map();
  const read = () =>
    db
      .select()
      .from(taxReceipts)
      .where(
        and(
          inArray(taxReceipts.budget_id, ids),
          sql`${taxReceipts.budget_id} in (select ${budgets.id} from ${budgets} where ${isReceiptOf(clientId)})`,
        ),
      );
  let rows = await read();
  if (rows.length < ids.length) {
    await ensureTaxReceipts(db, clientId, ids);
    rows = await read();
  }
  return new Map(rows.map((row) => [row.budget_id, row]));
}

/** Each receipt's spending categories (in display order) with their number of saved items. */
export async function spendingCounts(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, SpendingCategoryCount[]>> {
  const result = new Map<number, SpendingCategoryCount[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      budget_id: budgetCategories.budget_id,
      name: budgetCategories.name,
      subcategoryCount: sql<number>`count(${budgetSubcategories.id})::int`,
    })
    .from(budgetCategories)
    .leftJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(and(inArray(budgetCategories.budget_id, ids), eq(budgetCategories.type, 'expense')))
    .groupBy(budgetCategories.id)
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  for (const { budget_id, ...category } of rows) result.get(budget_id)?.push(category);
  return result;
}

/** The receipt's spending categories, in display order. */
export function listSpendingCategories(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetCategories)
    .where(and(inBudget(budgetCategories.budget_id, scope), eq(budgetCategories.type, 'expense')))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
}

/** A receipt: its budgets row (is_receipt) and its tax_receipts row, inside the caller's transaction. */
export async function insertReceipt(
  db: DbOrTx,
  values: ReceiptBudgetInsert,
  fields: TaxReceiptChanges = {},
): Promise<BudgetRow> {
  const [row] = await db
    .insert(budgets)
    .values({ ...values, is_receipt: true })
    .returning();
  if (!row) throw new Error('Inserting a receipt returned no row');
  await db.insert(taxReceipts).values({ ...fields, budget_id: row.id });
  return row;
}

/** Writes the receipt's columns of both tables (either may be empty). */
export async function updateReceipt(
  db: DbOrTx,
  scope: BudgetScope,
  changes: ReceiptBudgetChanges,
  fields: TaxReceiptChanges,
): Promise<void> {
  const now = new Date();
  await db
    .update(budgets)
    .set({ ...changes, updated_at: now })
    .where(and(eq(budgets.id, scope.budgetId), isReceiptOf(scope.clientId)));
  if (Object.keys(fields).length === 0) return;
  await ensureTaxReceipts(db, scope.clientId, [scope.budgetId]);
  await db
    .update(taxReceipts)
    .set({ ...fields, updated_at: now })
    .where(inBudget(taxReceipts.budget_id, scope));
}

/** The uploaded item images of the receipt's spending (released after the receipt is deleted). */
export async function itemImagePaths(db: DbOrTx, scope: BudgetScope): Promise<(string | null)[]> {
  const rows = await db
    .select({ path: budgetSubcategories.image_path })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(inBudget(budgetCategories.budget_id, scope));
  return rows.map((row) => row.path);
}

/** Deletes the receipt; its tax_receipts row, categories and items cascade. */
export async function deleteReceipt(db: DbOrTx, scope: BudgetScope): Promise<void> {
  await db.delete(budgets).where(and(eq(budgets.id, scope.budgetId), isReceiptOf(scope.clientId)));
}
