import { and, asc, eq } from 'drizzle-orm';
import { budgetCategories, budgetSubcategories, type DbOrTx } from '@commonpurse/db';
import { yesNoQuestion, type TCategoryType, type TCsvCategory } from '@commonpurse/domain';
import { inBudget, ownedBudgetId, type BudgetScope } from '../budgets/index.ts';
import type { CategoryRow, SubcategoryRow } from './repo.ts';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters, whatever the file's size. */
const CHUNK = 500;

async function inChunks<T, R>(rows: readonly T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(...(await run(rows.slice(start, start + CHUNK))));
  return out;
}

/** Every item of the simulation's list, in category then item display order. */
async function listItemsOfList(
  tx: DbOrTx,
  scope: BudgetScope,
  type: TCategoryType,
): Promise<SubcategoryRow[]> {
  const rows = await tx
    .select({ item: budgetSubcategories })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(and(inBudget(budgetCategories.budget_id, scope), eq(budgetCategories.type, type)))
    .orderBy(
      asc(budgetCategories.display_order),
      asc(budgetSubcategories.display_order),
      asc(budgetSubcategories.id),
    );
  return rows.map((row) => row.item);
}

/**
 * Replaces the simulation's list with `categories` (inside the caller's transaction) in a few bulk
 * statements; a `yes_no` item gets its yes/no scenario question. Answers the new rows in order (none
 * when the client does not own the simulation).
 */
export async function replaceCategoryList(
  tx: DbOrTx,
  scope: BudgetScope,
  type: TCategoryType,
  categories: readonly TCsvCategory[],
): Promise<{ categories: CategoryRow[]; subcategories: SubcategoryRow[] }> {
  const budgetId = await ownedBudgetId(tx, scope);
  if (budgetId === null) return { categories: [], subcategories: [] };
  await tx
    .delete(budgetCategories)
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)));
  const categoryRows = await inChunks(
    categories.map((category, position) => ({
      budget_id: budgetId,
      type,
      name: category.name,
      display_order: position,
    })),
    (chunk) => tx.insert(budgetCategories).values(chunk).returning(),
  );
  // Matched by display_order (the file position), not by the order RETURNING happens to answer in.
  const idAt = new Map(categoryRows.map((row) => [row.display_order, row.id]));
  const items = categories.flatMap((category, position) =>
    category.subcategories.map((item, order) => ({
      budget_category_id: idAt.get(position) ?? 0,
      name: item.name,
      amount: item.amount,
      details: item.details,
      display_order: order,
      customized_question_json: item.yes_no ? yesNoQuestion(item.name, item.amount) : null,
    })),
  );
  // No RETURNING, then one read: far quicker than returning every column of every row.
  await inChunks(items, async (chunk) => {
    await tx.insert(budgetSubcategories).values(chunk);
    return [];
  });
  return {
    categories: categoryRows.sort((a, b) => a.display_order - b.display_order),
    subcategories: await listItemsOfList(tx, scope, type),
  };
}
