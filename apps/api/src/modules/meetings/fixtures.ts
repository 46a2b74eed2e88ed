import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { budgetCategories, budgetSubcategories, meetings, type Db } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation } from '../../test/simulations.ts';

// Meeting fixtures written straight to the database, so each test builds exactly what it needs.

type ClientOverrides = Parameters<typeof clientWithAdmin>[1];
type BudgetOverrides = Parameters<typeof insertEligibleSimulation>[2];

/** A client with every capability (meetings included, unless overridden), its admin and a call as them. */
export async function meetingClient(t: TestApp, overrides: ClientOverrides = {}) {
  const { client, admin } = await clientWithAdmin(t, overrides);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return { client, admin, call };
}

/** An Active simulation (a slug, one expense and one revenue category with one item each). */
export const insertActiveSimulation = (db: Db, clientId: number, overrides: BudgetOverrides = {}) =>
  insertEligibleSimulation(db, clientId, { status: 'active', ...overrides });

export async function insertMeeting(
  db: Db,
  clientId: number,
  budgetId: number,
  overrides: Partial<typeof meetings.$inferInsert> = {},
) {
  const [row] = await db
    .insert(meetings)
    .values({ client_id: clientId, budget_id: budgetId, name: 'Town hall', ...overrides })
    .returning();
  if (!row) throw new Error('Inserting a meeting failed');
  return row;
}

/** The ids of the simulation's items (subcategories), expense and revenue, in id order. */
export async function itemIdsOf(db: Db, budgetId: number): Promise<number[]> {
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(asc(budgetSubcategories.id));
  return rows.map((row) => row.id);
}
