import { getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  budgetCategories,
  budgetStrings,
  budgetSubcategories,
  budgetQuestions,
  impacts,
  impactSubcategories,
  subcategoryLinks,
  type Tx,
} from '@commonpurse/db';
import * as children from './children-repo.ts';
import { remapQuestionLinks } from './question-links.ts';
import type { BudgetScope } from '../budgets/index.ts';
import { listSubcategoryLinks } from './subcategory-links.ts';

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

async function idMap(tx: Tx, table: PgTable, oldIds: number[]): Promise<Map<number, number>> {
  const newIds = await reserveIds(tx, table, oldIds.length);
  return new Map(oldIds.map((id, index) => [id, newIds[index] ?? 0]));
}

/** Stays far below PostgreSQL's 65,535 bind parameters per statement, whatever the row width. */
const CHUNK = 500;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

const mapped = (ids: Map<number, number>, id: number) => {
  const value = ids.get(id);
  if (value === undefined) throw new Error(`No copy of row ${id}`);
  return value;
};

/**
 * Copies the children of simulation `sourceId` into `targetId` (inside the caller's transaction):
 * categories, subcategories (scenario links remapped), map links, texts, questions, impacts and their
 * multipliers.
 */
/** `source` names the copied simulation with its owner (a template may be another client's). */
export async function copyChildren(tx: Tx, source: BudgetScope, targetId: number): Promise<void> {
  const categories = await children.listCategories(tx, source);
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

  const subcategories = await children.listSubcategoriesOfBudget(tx, source);
  const subcategoryIds = await idMap(
    tx,
    budgetSubcategories,
    subcategories.map((s) => s.id),
  );
  await insertAll(
    tx,
    budgetSubcategories,
    subcategories.map(({ created_at: _c, updated_at: _u, ...row }) => ({
      ...row,
      id: mapped(subcategoryIds, row.id),
      budget_category_id: mapped(categoryIds, row.budget_category_id),
      customized_question_json: remapQuestionLinks(row.customized_question_json, subcategoryIds),
    })),
  );

  const mapLinks = await listSubcategoryLinks(tx, source);
  await insertAll(
    tx,
    subcategoryLinks,
    mapLinks.map((link) => ({
      budget_id: targetId,
      target_budget_subcategory_id: mapped(subcategoryIds, link.target_budget_subcategory_id),
    })),
  );

  const strings = await children.listStrings(tx, source);
  await insertAll(
    tx,
    budgetStrings,
    strings.map(({ token, content }) => ({ budget_id: targetId, token, content })),
  );

  const questions = await children.listQuestions(tx, source);
  await insertAll(
    tx,
    budgetQuestions,
    questions.map(({ id: _id, created_at: _c, updated_at: _u, ...row }) => ({ ...row, budget_id: targetId })),
  );

  const impactRows = await children.listImpacts(tx, source);
  const impactIds = await idMap(
    tx,
    impacts,
    impactRows.map((i) => i.id),
  );
  await insertAll(
    tx,
    impacts,
    impactRows.map(({ created_at: _c, updated_at: _u, ...row }) => ({
      ...row,
      id: mapped(impactIds, row.id),
      budget_id: targetId,
    })),
  );

  const links = (await children.listImpactLinksOfBudget(tx, source)).filter((link) =>
    subcategoryIds.has(link.budget_subcategory_id),
  );
  await insertAll(
    tx,
    impactSubcategories,
    links.map(({ impact_id, budget_subcategory_id, multiplier }) => ({
      impact_id: mapped(impactIds, impact_id),
      budget_subcategory_id: mapped(subcategoryIds, budget_subcategory_id),
      multiplier,
    })),
  );
}
