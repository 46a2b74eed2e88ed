import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  allQueries,
  budgetCategories,
  budgets,
  budgetSubcategories,
  taxReceipts,
  type Db,
} from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { clientWithAdmin, type BudgetRow } from '../../test/simulations.ts';

// A taxpayer receipt written straight to the database (decision 0398: a budgets row with is_receipt and
// its tax_receipts row), for tests that need one without the receipts calls.

export async function insertReceipt(
  db: Db,
  clientId: number,
  overrides: Partial<typeof budgets.$inferInsert> = {},
): Promise<BudgetRow> {
  const [row] = await db
    .insert(budgets)
    .values({
      client_id: clientId,
      name: `Receipt ${randomBytes(4).toString('hex')}`,
      ...overrides,
      is_receipt: true,
    })
    .returning();
  if (!row) throw new Error('Inserting a receipt failed');
  await db.insert(taxReceipts).values({ budget_id: row.id });
  return row;
}

/** A fresh client, its admin, one receipt and the admin's calls on it. */
export async function ownReceipt(t: TestApp, overrides: Partial<typeof budgets.$inferInsert> = {}) {
  const { client, admin } = await clientWithAdmin(t);
  const receipt = await insertReceipt(t.db, client.id, overrides);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { client, admin, receipt, call, path: `/v1/admin/receipts/${receipt.id}` };
}

/** The receipt's spending as stored: expense categories and their items, in display order. */
export async function spendingOf(db: Db, receiptId: number) {
  const categories = await db
    .select({ id: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.budget_id, receiptId), eq(budgetCategories.type, 'expense')))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  return allQueries(
    db,
    categories.map((category) => async () => ({
      name: category.name,
      items: await db
        .select({
          name: budgetSubcategories.name,
          amount: budgetSubcategories.amount,
          details: budgetSubcategories.details,
        })
        .from(budgetSubcategories)
        .where(eq(budgetSubcategories.budget_category_id, category.id))
        .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id)),
    })),
  );
}
