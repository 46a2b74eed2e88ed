import { asc, eq } from 'drizzle-orm';
import { budgetCategories, type DbOrTx } from '@commonpurse/db';

/** Every category id of the simulation (both lists). */
export async function listCategoryIds(db: DbOrTx, budgetId: number): Promise<number[]> {
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(asc(budgetCategories.id));
  return rows.map((row) => row.id);
}

/** Each category's tour_order (null: not in the tour). */
export async function setTourOrders(db: DbOrTx, orders: ReadonlyMap<number, number | null>): Promise<void> {
  for (const [id, tourOrder] of orders)
    await db.update(budgetCategories).set({ tour_order: tourOrder }).where(eq(budgetCategories.id, id));
}

export function listTour(db: DbOrTx, budgetId: number) {
  return db
    .select({ id: budgetCategories.id, tour_order: budgetCategories.tour_order })
    .from(budgetCategories)
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(asc(budgetCategories.id));
}
