import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { budgetCategories, budgetSubcategories, impactSubcategories, type DbOrTx } from '@commonpurse/db';
import type { TCategoryType } from '@commonpurse/domain';

export type CategoryRow = typeof budgetCategories.$inferSelect;
export type CategoryInsert = typeof budgetCategories.$inferInsert;
export type SubcategoryRow = typeof budgetSubcategories.$inferSelect;
export type SubcategoryInsert = typeof budgetSubcategories.$inferInsert;
export type CategoryChanges = Partial<Omit<CategoryInsert, 'id' | 'budget_id' | 'type' | 'created_at'>>;
export type SubcategoryChanges = Partial<Omit<SubcategoryInsert, 'id' | 'created_at'>>;

/** A category of the simulation's list (expense or revenue), or null. */
export async function findCategory(
  db: DbOrTx,
  budgetId: number,
  type: TCategoryType,
  id: number,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(budgetCategories)
    .where(
      and(
        eq(budgetCategories.id, id),
        eq(budgetCategories.budget_id, budgetId),
        eq(budgetCategories.type, type),
      ),
    );
  return row ?? null;
}

export async function findSubcategory(
  db: DbOrTx,
  categoryId: number,
  id: number,
): Promise<SubcategoryRow | null> {
  const [row] = await db
    .select()
    .from(budgetSubcategories)
    .where(and(eq(budgetSubcategories.id, id), eq(budgetSubcategories.budget_category_id, categoryId)));
  return row ?? null;
}

export function listCategoryIds(db: DbOrTx, budgetId: number, type: TCategoryType) {
  return db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
}

export function listSubcategories(db: DbOrTx, categoryIds: number[]) {
  if (categoryIds.length === 0) return Promise.resolve([] as SubcategoryRow[]);
  return db
    .select()
    .from(budgetSubcategories)
    .where(inArray(budgetSubcategories.budget_category_id, categoryIds))
    .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
}

export function listImpactLinks(db: DbOrTx, subcategoryId: number) {
  return db
    .select()
    .from(impactSubcategories)
    .where(eq(impactSubcategories.budget_subcategory_id, subcategoryId))
    .orderBy(asc(impactSubcategories.id));
}

/** Every scenario question of the simulation (the customized_question_json that are set). */
export async function listQuestions(db: DbOrTx, budgetId: number): Promise<unknown[]> {
  const rows = await db
    .select({ question: budgetSubcategories.customized_question_json })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(
      and(eq(budgetCategories.budget_id, budgetId), isNotNull(budgetSubcategories.customized_question_json)),
    );
  return rows.map((row) => row.question);
}

/** The next display_order of the simulation's list. */
async function nextCategoryOrder(db: DbOrTx, budgetId: number, type: TCategoryType): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${budgetCategories.display_order}), -1) + 1)::int` })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)));
  return row?.next ?? 0;
}

export async function nextSubcategoryOrder(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${budgetSubcategories.display_order}), -1) + 1)::int` })
    .from(budgetSubcategories)
    .where(eq(budgetSubcategories.budget_category_id, categoryId));
  return row?.next ?? 0;
}

export async function insertCategory(
  db: DbOrTx,
  values: Omit<CategoryInsert, 'display_order'>,
): Promise<CategoryRow> {
  const display_order = await nextCategoryOrder(db, values.budget_id, values.type as TCategoryType);
  const [row] = await db
    .insert(budgetCategories)
    .values({ ...values, display_order })
    .returning();
  if (!row) throw new Error('Inserting a category failed');
  return row;
}

export async function updateCategory(db: DbOrTx, id: number, changes: CategoryChanges): Promise<CategoryRow> {
  const [row] = await db
    .update(budgetCategories)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(budgetCategories.id, id))
    .returning();
  if (!row) throw new Error('Updating a category failed');
  return row;
}

/** Its subcategories go with it (foreign key cascade). */
export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(budgetCategories).where(eq(budgetCategories.id, id));
}

export async function insertSubcategory(
  db: DbOrTx,
  values: Omit<SubcategoryInsert, 'display_order'>,
): Promise<SubcategoryRow> {
  const display_order = await nextSubcategoryOrder(db, values.budget_category_id);
  const [row] = await db
    .insert(budgetSubcategories)
    .values({ ...values, display_order })
    .returning();
  if (!row) throw new Error('Inserting a subcategory failed');
  return row;
}

export async function updateSubcategory(
  db: DbOrTx,
  id: number,
  changes: SubcategoryChanges,
): Promise<SubcategoryRow> {
  const [row] = await db
    .update(budgetSubcategories)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(budgetSubcategories.id, id))
    .returning();
  if (!row) throw new Error('Updating a subcategory failed');
  return row;
}

export async function deleteSubcategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(budgetSubcategories).where(eq(budgetSubcategories.id, id));
}

/** Every subcategory id of the simulation's expense categories (a prioritization's projects). */
export async function listProjectIds(db: DbOrTx, budgetId: number): Promise<number[]> {
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, 'expense')));
  return rows.map((row) => row.id);
}

/** display_order = position in `ids`, for rows already known to be the scope's. */
export async function setCategoryOrder(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.update(budgetCategories).set({ display_order: position }).where(eq(budgetCategories.id, id));
}

export async function setSubcategoryOrder(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db
      .update(budgetSubcategories)
      .set({ display_order: position })
      .where(eq(budgetSubcategories.id, id));
}

export async function listCategoryNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .where(inArray(budgetCategories.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
