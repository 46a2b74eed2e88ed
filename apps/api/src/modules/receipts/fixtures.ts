import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { budgets, taxReceipts, type Db } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertCategory, insertSubcategory } from '../../test/simulations.ts';

// Receipt fixtures written straight to the database, so each test builds exactly what it needs.

const suffix = () => randomBytes(4).toString('hex');

type BudgetOverrides = Partial<typeof budgets.$inferInsert>;
type TaxOverrides = Partial<typeof taxReceipts.$inferInsert>;

/** A receipt row (is_receipt) with its tax_receipts row. */
export async function insertReceipt(
  db: Db,
  clientId: number,
  overrides: BudgetOverrides = {},
  tax: TaxOverrides = {},
) {
  const [row] = await db
    .insert(budgets)
    .values({ client_id: clientId, name: `Receipt ${suffix()}`, ...overrides, is_receipt: true })
    .returning();
  if (!row) throw new Error('Inserting a receipt failed');
  await db.insert(taxReceipts).values({ ...tax, budget_id: row.id });
  return row;
}

/** A receipt that can be previewed and activated: a slug and one spending category with one item. */
export async function insertEligibleReceipt(db: Db, clientId: number, overrides: BudgetOverrides = {}) {
  const receipt = await insertReceipt(db, clientId, { slug: `receipt-${suffix()}`, ...overrides });
  const category = await insertCategory(db, receipt.id, 'expense', { name: 'Parks' });
  await insertSubcategory(db, category.id, { name: 'Trees' });
  return receipt;
}

type ClientOverrides = Parameters<typeof clientWithAdmin>[1];

/** A client with the receipts capability and 2 receipt licences (unless overridden), and its admin. */
export async function receiptClient(t: TestApp, overrides: ClientOverrides = {}) {
  const { client, admin } = await clientWithAdmin(t, { total_receipt_licenses: 2, ...overrides });
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { client, admin, call };
}
