import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  budgetCategories,
  budgetSubcategories,
  impacts,
  impactSubcategories,
  type DbOrTx,
} from '@commonpurse/db';
import {
  inBudget,
  inBudgetCategories,
  inBudgetImpacts,
  ownedBudgetId,
  positionOf,
  type BudgetScope,
} from '../budgets/index.ts';

// Every query names the simulation and its client (a BudgetScope) and is scoped by both in its SQL.

export type ImpactRow = typeof impacts.$inferSelect;
export type ImpactInsert = typeof impacts.$inferInsert;
export type ImpactChanges = Partial<Omit<ImpactInsert, 'id' | 'budget_id' | 'created_at'>>;

const ofScope = (scope: BudgetScope) => inBudget(impacts.budget_id, scope);
const oneOf = (scope: BudgetScope, id: number) => and(eq(impacts.id, id), ofScope(scope));

export function listImpacts(db: DbOrTx, scope: BudgetScope) {
  return db.select().from(impacts).where(ofScope(scope)).orderBy(asc(impacts.display_order), asc(impacts.id));
}

export async function findImpact(db: DbOrTx, scope: BudgetScope, id: number): Promise<ImpactRow | null> {
  const [row] = await db.select().from(impacts).where(oneOf(scope, id));
  return row ?? null;
}

/** Last in the simulation's order; null when the client does not own the simulation. */
export async function insertImpact(
  db: DbOrTx,
  scope: BudgetScope,
  values: Omit<ImpactInsert, 'display_order' | 'budget_id'>,
): Promise<ImpactRow | null> {
  const budgetId = await ownedBudgetId(db, scope);
  if (budgetId === null) return null;
  const [last] = await db
    .select({ next: sql<number>`(coalesce(max(${impacts.display_order}), -1) + 1)::int` })
    .from(impacts)
    .where(eq(impacts.budget_id, budgetId));
  const [row] = await db
    .insert(impacts)
    .values({ ...values, budget_id: budgetId, display_order: last?.next ?? 0 })
    .returning();
  return row ?? null;
}

/** The updated row, or null when it is not an impact of the scope. */
export async function updateImpact(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
  changes: ImpactChanges,
): Promise<ImpactRow | null> {
  const [row] = await db
    .update(impacts)
    .set({ ...changes, updated_at: new Date() })
    .where(oneOf(scope, id))
    .returning();
  return row ?? null;
}

/** Its multipliers go with it (foreign key cascade). The number of rows deleted (0 outside the scope). */
export async function deleteImpact(db: DbOrTx, scope: BudgetScope, id: number): Promise<number> {
  const rows = await db.delete(impacts).where(oneOf(scope, id)).returning({ id: impacts.id });
  return rows.length;
}

/** display_order = position in `ids`, in one statement; ids outside the scope are left alone. */
export async function setImpactOrder(db: DbOrTx, scope: BudgetScope, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(impacts)
    .set({ display_order: positionOf(impacts.id, ids) })
    .where(and(ofScope(scope), inArray(impacts.id, [...ids])));
}

/** Which of `ids` are items of the simulation. */
export async function subcategoryIdsOf(db: DbOrTx, scope: BudgetScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .where(
      and(
        inBudgetCategories(budgetSubcategories.budget_category_id, scope),
        inArray(budgetSubcategories.id, ids),
      ),
    );
  return rows.map((row) => row.id);
}

/** The impact's whole multiplier table becomes `rows` (inside the caller's transaction). */
export async function replaceMultipliers(
  tx: DbOrTx,
  scope: BudgetScope,
  impactId: number,
  rows: readonly { budget_subcategory_id: number; multiplier: number }[],
): Promise<void> {
  const [impact] = await tx.select({ id: impacts.id }).from(impacts).where(oneOf(scope, impactId));
  if (!impact) return;
  await tx
    .delete(impactSubcategories)
    .where(
      and(
        eq(impactSubcategories.impact_id, impact.id),
        inBudgetImpacts(impactSubcategories.impact_id, scope),
      ),
    );
  if (rows.length > 0)
    await tx.insert(impactSubcategories).values(rows.map((row) => ({ ...row, impact_id: impact.id })));
}

/**
 * Every item of the simulation with its multiplier for the impact (0 without one): spending first,
 * then revenue, each in category and item order.
 */
export function calculationRows(db: DbOrTx, scope: BudgetScope, impactId: number) {
  return db
    .select({
      budget_subcategory_id: budgetSubcategories.id,
      subcategory_name: budgetSubcategories.name,
      budget_category_id: budgetCategories.id,
      category_name: budgetCategories.name,
      category_type: budgetCategories.type,
      amount: budgetSubcategories.amount,
      multiplier: sql<number>`coalesce(${impactSubcategories.multiplier}, 0)`.mapWith(Number),
    })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .leftJoin(
      impactSubcategories,
      and(
        eq(impactSubcategories.budget_subcategory_id, budgetSubcategories.id),
        eq(impactSubcategories.impact_id, impactId),
      ),
    )
    .where(inBudget(budgetCategories.budget_id, scope))
    .orderBy(
      desc(sql`${budgetCategories.type} = 'expense'`),
      asc(budgetCategories.display_order),
      asc(budgetCategories.id),
      asc(budgetSubcategories.display_order),
      asc(budgetSubcategories.id),
    );
}
