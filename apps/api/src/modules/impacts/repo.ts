import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  budgetCategories,
  budgetSubcategories,
  impacts,
  impactSubcategories,
  type DbOrTx,
} from '@commonpurse/db';

export type ImpactRow = typeof impacts.$inferSelect;
export type ImpactInsert = typeof impacts.$inferInsert;
export type ImpactChanges = Partial<Omit<ImpactInsert, 'id' | 'budget_id' | 'created_at'>>;

export function listImpacts(db: DbOrTx, budgetId: number) {
  return db
    .select()
    .from(impacts)
    .where(eq(impacts.budget_id, budgetId))
    .orderBy(asc(impacts.display_order), asc(impacts.id));
}

export async function findImpact(db: DbOrTx, budgetId: number, id: number): Promise<ImpactRow | null> {
  const [row] = await db
    .select()
    .from(impacts)
    .where(and(eq(impacts.id, id), eq(impacts.budget_id, budgetId)));
  return row ?? null;
}

export async function insertImpact(
  db: DbOrTx,
  values: Omit<ImpactInsert, 'display_order'>,
): Promise<ImpactRow> {
  const [last] = await db
    .select({ next: sql<number>`(coalesce(max(${impacts.display_order}), -1) + 1)::int` })
    .from(impacts)
    .where(eq(impacts.budget_id, values.budget_id));
  const [row] = await db
    .insert(impacts)
    .values({ ...values, display_order: last?.next ?? 0 })
    .returning();
  if (!row) throw new Error('Inserting an impact failed');
  return row;
}

export async function updateImpact(db: DbOrTx, id: number, changes: ImpactChanges): Promise<ImpactRow> {
  const [row] = await db
    .update(impacts)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(impacts.id, id))
    .returning();
  if (!row) throw new Error('Updating an impact failed');
  return row;
}

/** Its multipliers go with it (foreign key cascade). */
export async function deleteImpact(db: DbOrTx, id: number): Promise<void> {
  await db.delete(impacts).where(eq(impacts.id, id));
}

export async function setImpactOrder(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.update(impacts).set({ display_order: position }).where(eq(impacts.id, id));
}

/** Which of `ids` are items of the simulation. */
export async function subcategoryIdsOf(db: DbOrTx, budgetId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(and(eq(budgetCategories.budget_id, budgetId), inArray(budgetSubcategories.id, ids)));
  return rows.map((row) => row.id);
}

/** The impact's whole multiplier table becomes `rows` (inside the caller's transaction). */
export async function replaceMultipliers(
  tx: DbOrTx,
  impactId: number,
  rows: readonly { budget_subcategory_id: number; multiplier: number }[],
): Promise<void> {
  await tx.delete(impactSubcategories).where(eq(impactSubcategories.impact_id, impactId));
  if (rows.length > 0)
    await tx.insert(impactSubcategories).values(rows.map((row) => ({ ...row, impact_id: impactId })));
}

/**
 * Every item of the simulation with its multiplier for the impact (0 without one): spending first,
 * then revenue, each in category and item order.
 */
export function calculationRows(db: DbOrTx, budgetId: number, impactId: number) {
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
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(
      desc(sql`${budgetCategories.type} = 'expense'`),
      asc(budgetCategories.display_order),
      asc(budgetCategories.id),
      asc(budgetSubcategories.display_order),
      asc(budgetSubcategories.id),
    );
}
