import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { budgetCategories, budgetSubcategories, impactSubcategories, type DbOrTx } from '@commonpurse/db';
import type { TCategoryType } from '@commonpurse/domain';
import {
  inBudget,
  inBudgetCategories,
  ownedBudgetId,
  positionOf,
  type BudgetScope,
} from '../budgets/index.ts';

// Every query names the simulation and its client (a BudgetScope) and is scoped by both in its SQL.

const categoryOf = (scope: BudgetScope) => inBudget(budgetCategories.budget_id, scope);
const itemOf = (scope: BudgetScope) => inBudgetCategories(budgetSubcategories.budget_category_id, scope);

export type CategoryRow = typeof budgetCategories.$inferSelect;
export type CategoryInsert = typeof budgetCategories.$inferInsert;
export type SubcategoryRow = typeof budgetSubcategories.$inferSelect;
export type SubcategoryInsert = typeof budgetSubcategories.$inferInsert;
export type CategoryChanges = Partial<Omit<CategoryInsert, 'id' | 'budget_id' | 'type' | 'created_at'>>;
export type SubcategoryChanges = Partial<Omit<SubcategoryInsert, 'id' | 'created_at'>>;

/** A category of the simulation's list (expense or revenue), or null. */
export async function findCategory(
  db: DbOrTx,
  scope: BudgetScope,
  type: TCategoryType,
  id: number,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), categoryOf(scope), eq(budgetCategories.type, type)));
  return row ?? null;
}

export async function findSubcategory(
  db: DbOrTx,
  scope: BudgetScope,
  categoryId: number,
  id: number,
): Promise<SubcategoryRow | null> {
  const [row] = await db
    .select()
    .from(budgetSubcategories)
    .where(
      and(
        eq(budgetSubcategories.id, id),
        eq(budgetSubcategories.budget_category_id, categoryId),
        itemOf(scope),
      ),
    );
  return row ?? null;
}

export function listCategoryIds(db: DbOrTx, scope: BudgetScope, type: TCategoryType) {
  return db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(categoryOf(scope), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
}

export function listSubcategories(db: DbOrTx, scope: BudgetScope, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([] as SubcategoryRow[]);
  return db
    .select()
    .from(budgetSubcategories)
    .where(and(inArray(budgetSubcategories.budget_category_id, categoryIds), itemOf(scope)))
    .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
}

export function listImpactLinks(db: DbOrTx, scope: BudgetScope, subcategoryId: number) {
  return db
    .select()
    .from(impactSubcategories)
    .where(
      and(
        eq(impactSubcategories.budget_subcategory_id, subcategoryId),
        sql`${impactSubcategories.budget_subcategory_id} in (select ${budgetSubcategories.id} from ${budgetSubcategories} where ${itemOf(scope)})`,
      ),
    )
    .orderBy(asc(impactSubcategories.id));
}

/** Every scenario question of the simulation (the customized_question_json that are set). */
export async function listQuestions(db: DbOrTx, scope: BudgetScope): Promise<unknown[]> {
  const rows = await db
    .select({ question: budgetSubcategories.customized_question_json })
    .from(budgetSubcategories)
    .where(and(itemOf(scope), isNotNull(budgetSubcategories.customized_question_json)));
  return rows.map((row) => row.question);
}

/** The next display_order of the simulation's list. */
async function nextCategoryOrder(db: DbOrTx, scope: BudgetScope, type: TCategoryType): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${budgetCategories.display_order}), -1) + 1)::int` })
    .from(budgetCategories)
    .where(and(categoryOf(scope), eq(budgetCategories.type, type)));
  return row?.next ?? 0;
}

export async function nextSubcategoryOrder(
  db: DbOrTx,
  scope: BudgetScope,
  categoryId: number,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${budgetSubcategories.display_order}), -1) + 1)::int` })
    .from(budgetSubcategories)
    .where(and(eq(budgetSubcategories.budget_category_id, categoryId), itemOf(scope)));
  return row?.next ?? 0;
}

/** Last in its list; null when the client does not own the simulation. */
export async function insertCategory(
  db: DbOrTx,
  scope: BudgetScope,
  values: Omit<CategoryInsert, 'display_order' | 'budget_id'>,
): Promise<CategoryRow | null> {
  const budgetId = await ownedBudgetId(db, scope);
  if (budgetId === null) return null;
  const display_order = await nextCategoryOrder(db, scope, values.type as TCategoryType);
  const [row] = await db
    .insert(budgetCategories)
    .values({ ...values, budget_id: budgetId, display_order })
    .returning();
  if (!row) throw new Error('Inserting a category failed');
  return row;
}

/** The updated row, or null when it is not a category of the scope. */
export async function updateCategory(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
  changes: CategoryChanges,
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(budgetCategories)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(budgetCategories.id, id), categoryOf(scope)))
    .returning();
  return row ?? null;
}

/** Its subcategories go with it (foreign key cascade). The number of rows deleted (0 outside the scope). */
export async function deleteCategory(db: DbOrTx, scope: BudgetScope, id: number): Promise<number> {
  const rows = await db
    .delete(budgetCategories)
    .where(and(eq(budgetCategories.id, id), categoryOf(scope)))
    .returning({ id: budgetCategories.id });
  return rows.length;
}

/** Last in its category; null when the category is not one of the scope. */
export async function insertSubcategory(
  db: DbOrTx,
  scope: BudgetScope,
  values: Omit<SubcategoryInsert, 'display_order'>,
): Promise<SubcategoryRow | null> {
  const [category] = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, values.budget_category_id), categoryOf(scope)));
  if (!category) return null;
  const display_order = await nextSubcategoryOrder(db, scope, category.id);
  const [row] = await db
    .insert(budgetSubcategories)
    .values({ ...values, display_order })
    .returning();
  return row ?? null;
}

/**
 * The updated row, or null when it is not an item of the scope. A new budget_category_id must be a
 * category of the scope too (the service checks its list).
 */
export async function updateSubcategory(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
  changes: SubcategoryChanges,
): Promise<SubcategoryRow | null> {
  const [row] = await db
    .update(budgetSubcategories)
    .set({ ...changes, updated_at: new Date() })
    .where(
      and(
        eq(budgetSubcategories.id, id),
        itemOf(scope),
        changes.budget_category_id === undefined
          ? undefined
          : inBudgetCategories(sql`${changes.budget_category_id}::int`, scope),
      ),
    )
    .returning();
  return row ?? null;
}

/** The number of rows deleted (0 outside the scope). */
export async function deleteSubcategory(db: DbOrTx, scope: BudgetScope, id: number): Promise<number> {
  const rows = await db
    .delete(budgetSubcategories)
    .where(and(eq(budgetSubcategories.id, id), itemOf(scope)))
    .returning({ id: budgetSubcategories.id });
  return rows.length;
}

/** Every subcategory id of the simulation's expense categories (a prioritization's projects). */
export async function listProjectIds(db: DbOrTx, scope: BudgetScope): Promise<number[]> {
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(and(categoryOf(scope), eq(budgetCategories.type, 'expense')));
  return rows.map((row) => row.id);
}

/** display_order = position in `ids`, in one statement; ids outside the scope are left alone. */
export async function setCategoryOrder(
  db: DbOrTx,
  scope: BudgetScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(budgetCategories)
    .set({ display_order: positionOf(budgetCategories.id, ids) })
    .where(and(inArray(budgetCategories.id, [...ids]), categoryOf(scope)));
}

export async function setSubcategoryOrder(
  db: DbOrTx,
  scope: BudgetScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(budgetSubcategories)
    .set({ display_order: positionOf(budgetSubcategories.id, ids) })
    .where(and(inArray(budgetSubcategories.id, [...ids]), itemOf(scope)));
}

export async function listCategoryNames(
  db: DbOrTx,
  scope: BudgetScope,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .where(and(inArray(budgetCategories.id, ids), categoryOf(scope)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
