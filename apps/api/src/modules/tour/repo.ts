import { asc } from 'drizzle-orm';
import { budgetCategories, type DbOrTx } from '@commonpurse/db';
import { inBudget, positionOf, type BudgetScope } from '../budgets/index.ts';

const ofScope = (scope: BudgetScope) => inBudget(budgetCategories.budget_id, scope);

/** Every category id of the simulation (both lists). */
export async function listCategoryIds(db: DbOrTx, scope: BudgetScope): Promise<number[]> {
  const rows = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(ofScope(scope))
    .orderBy(asc(budgetCategories.id));
  return rows.map((row) => row.id);
}

/** The listed categories get tour_order 0..n-1 and every other one of the simulation null, in one UPDATE. */
export async function setTourOrder(db: DbOrTx, scope: BudgetScope, ids: readonly number[]): Promise<void> {
  await db
    .update(budgetCategories)
    .set({ tour_order: ids.length === 0 ? null : positionOf(budgetCategories.id, ids) })
    .where(ofScope(scope));
}

export function listTour(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({ id: budgetCategories.id, tour_order: budgetCategories.tour_order })
    .from(budgetCategories)
    .where(ofScope(scope))
    .orderBy(asc(budgetCategories.id));
}
