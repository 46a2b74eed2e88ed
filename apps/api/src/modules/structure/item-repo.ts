import { and, eq, inArray } from 'drizzle-orm';
import { budgetCategories, budgets, budgetSubcategories, clients, type DbOrTx } from '@commonpurse/db';
import { inBudget, inBudgetCategories, type BudgetScope } from '../budgets/index.ts';
import type { SubcategoryChanges, SubcategoryRow } from './repo.ts';

const itemOf = (scope: BudgetScope) => inBudgetCategories(budgetSubcategories.budget_category_id, scope);

// Queries of the calls that name an item by the simulation alone (images) and of scenario questions.

/** An item of any category (either list) of the simulation, or null. */
export async function findBudgetItem(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
): Promise<SubcategoryRow | null> {
  const [row] = await db
    .select()
    .from(budgetSubcategories)
    .where(and(eq(budgetSubcategories.id, id), itemOf(scope)));
  return row ?? null;
}

/**
 * Changes an item's image columns and answers the uploaded file it pointed at before, holding the row
 * so two uploads at once each release what they replaced. Null when the item is gone.
 */
export async function swapItemImage(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
  changes: Pick<SubcategoryChanges, 'image_url' | 'image_path' | 'image_alt' | 'image_credit'>,
): Promise<{ row: SubcategoryRow; previous: string | null } | null> {
  const one = and(eq(budgetSubcategories.id, id), itemOf(scope));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ path: budgetSubcategories.image_path })
      .from(budgetSubcategories)
      .where(one)
      .for('update');
    if (!before) return null;
    const [row] = await tx
      .update(budgetSubcategories)
      .set({ ...changes, updated_at: new Date() })
      .where(one)
      .returning();
    return row ? { row, previous: before.path } : null;
  });
}

/** Which of `keys` some item (of any client: copies share files) still points at. */
export async function referencedImagePaths(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ path: budgetSubcategories.image_path })
    .from(budgetSubcategories)
    .where(inArray(budgetSubcategories.image_path, keys));
  return new Set(rows.map((row) => row.path).filter((path): path is string => path !== null));
}

/**
 * The uploaded file behind `url` when an item of the client already shows it (an item the console
 * duplicated by posting its fields), so the copy shares the file instead of a dangling link.
 */
export async function findClientImagePath(db: DbOrTx, clientId: number, url: string): Promise<string | null> {
  const [row] = await db
    .select({ path: budgetSubcategories.image_path })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .innerJoin(budgets, eq(budgets.id, budgetCategories.budget_id))
    .where(and(eq(budgetSubcategories.image_url, url), eq(budgets.client_id, clientId)))
    .limit(1);
  return row?.path ?? null;
}

/** Which of `ids` are spending (expense) items of the simulation. */
export async function spendingItemIds(db: DbOrTx, scope: BudgetScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(
      and(
        inArray(budgetSubcategories.id, ids),
        inBudget(budgetCategories.budget_id, scope),
        eq(budgetCategories.type, 'expense'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The client's scenario capabilities (spec 1 section 6). */
export async function findScenarioCapabilities(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      scenarios: clients.custom_questions_management,
      dedicated: clients.simulation_dedicated_funding_questions,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? { scenarios: false, dedicated: false };
}
