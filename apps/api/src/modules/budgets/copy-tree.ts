import { and, asc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { budgetCategories, budgetSubcategories, type Tx } from '@commonpurse/db';
import type { TCategoryType } from '@commonpurse/domain';
import { remapQuestionLinks } from './question-links.ts';
import { inBudget, type BudgetScope } from './scope.ts';

// Copying a simulation's or a receipt's rows into another one (duplication), inside the caller's
// transaction.

/**
 * `n` ids from the table's own sequence, in ascending order: rows can then be inserted in bulk with
 * known ids, so the old-to-new map does not depend on the order RETURNING answers in.
 */
async function reserveIds(tx: Tx, table: PgTable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int` })
    .from(sql`generate_series(1, ${n}::int)`);
  return rows.map((row) => row.id);
}

/** A new id of `table` for each of `oldIds`. */
export async function idMap(tx: Tx, table: PgTable, oldIds: number[]): Promise<Map<number, number>> {
  const newIds = await reserveIds(tx, table, oldIds.length);
  return new Map(oldIds.map((id, index) => [id, newIds[index] ?? 0]));
}

/** Stays far below PostgreSQL's 65,535 bind parameters per statement, whatever the row width. */
const CHUNK = 500;

export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

export const mapped = (ids: Map<number, number>, id: number) => {
  const value = ids.get(id);
  if (value === undefined) throw new Error(`No copy of row ${id}`);
  return value;
};

export interface CopyTreeOptions {
  /** Only the categories of this type (a receipt takes a simulation's spending only); all by default. */
  type?: TCategoryType;
  /**
   * Whether the items keep their scenario questions (dedicated-funds links remapped to the copies); a
   * receipt made from a simulation has no questions to answer, so its items get none.
   */
  keepQuestions?: boolean;
}

/**
 * Copies the categories of `source` (with every field and their items) into `targetId`, in display
 * order. Answers the old-to-new id maps, for the rows that point at them.
 */
export async function copyCategoryTree(
  tx: Tx,
  source: BudgetScope,
  targetId: number,
  options: CopyTreeOptions = {},
): Promise<{ categoryIds: Map<number, number>; subcategoryIds: Map<number, number> }> {
  const categories = await tx
    .select()
    .from(budgetCategories)
    .where(
      and(
        inBudget(budgetCategories.budget_id, source),
        options.type === undefined ? undefined : eq(budgetCategories.type, options.type),
      ),
    )
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  const categoryIds = await idMap(
    tx,
    budgetCategories,
    categories.map((c) => c.id),
  );
  await insertAll(
    tx,
    budgetCategories,
    categories.map(({ created_at: _c, updated_at: _u, ...row }) => ({
      ...row,
      id: mapped(categoryIds, row.id),
      budget_id: targetId,
    })),
  );

  const subcategories =
    categories.length === 0
      ? []
      : await tx
          .select(getTableColumns(budgetSubcategories))
          .from(budgetSubcategories)
          .where(inArray(budgetSubcategories.budget_category_id, [...categoryIds.keys()]))
          .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
  const subcategoryIds = await idMap(
    tx,
    budgetSubcategories,
    subcategories.map((s) => s.id),
  );
  const keepQuestions = options.keepQuestions ?? true;
  await insertAll(
    tx,
    budgetSubcategories,
    subcategories.map(({ created_at: _c, updated_at: _u, ...row }) => ({
      ...row,
      id: mapped(subcategoryIds, row.id),
      budget_category_id: mapped(categoryIds, row.budget_category_id),
      customized_question_json: keepQuestions
        ? remapQuestionLinks(row.customized_question_json, subcategoryIds)
        : null,
    })),
  );
  return { categoryIds, subcategoryIds };
}
