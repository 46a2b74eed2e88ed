import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { budgets, budgetQuestions, type DbOrTx } from '@commonpurse/db';
import type { TQuestionDisplayType } from '@commonpurse/domain';
import { inBudget, ownedBudgetId, positionOf, type BudgetScope } from '../budgets/index.ts';

// Every query names the simulation and its client (a BudgetScope) and is scoped by both in its SQL.

export type QuestionRow = typeof budgetQuestions.$inferSelect;
export type QuestionInsert = typeof budgetQuestions.$inferInsert;
export type QuestionChanges = Partial<Omit<QuestionInsert, 'id' | 'budget_id' | 'is_default' | 'created_at'>>;

const ofScope = (scope: BudgetScope) => inBudget(budgetQuestions.budget_id, scope);
const oneOf = (scope: BudgetScope, id: number) => and(eq(budgetQuestions.id, id), ofScope(scope));

/** Holds the simulation's row until the transaction ends: question writes of one simulation queue up. */
export async function lockBudget(tx: DbOrTx, scope: BudgetScope): Promise<void> {
  await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.id, scope.budgetId), eq(budgets.client_id, scope.clientId)))
    .for('update');
}

export function listQuestions(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetQuestions)
    .where(ofScope(scope))
    .orderBy(asc(budgetQuestions.display_order), asc(budgetQuestions.id));
}

export async function findQuestion(db: DbOrTx, scope: BudgetScope, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(budgetQuestions).where(oneOf(scope, id));
  return row ?? null;
}

/** The CSV labels of the simulation's other questions. */
export async function takenSlugs(db: DbOrTx, scope: BudgetScope, exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ slug: budgetQuestions.slug })
    .from(budgetQuestions)
    .where(and(ofScope(scope), exceptId === undefined ? undefined : ne(budgetQuestions.id, exceptId)));
  return rows.map((row) => row.slug);
}

/** The next display_order of one table (entry or exit). */
export async function nextOrder(
  db: DbOrTx,
  scope: BudgetScope,
  displayType: TQuestionDisplayType,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${budgetQuestions.display_order}), -1) + 1)::int` })
    .from(budgetQuestions)
    .where(and(ofScope(scope), eq(budgetQuestions.display_type, displayType)));
  return row?.next ?? 0;
}

/** Inserts into the scope's simulation only (nothing when the client does not own it). */
export async function insertQuestions(
  db: DbOrTx,
  scope: BudgetScope,
  values: Omit<QuestionInsert, 'budget_id'>[],
): Promise<QuestionRow[]> {
  if (values.length === 0) return [];
  const budgetId = await ownedBudgetId(db, scope);
  if (budgetId === null) return [];
  return db
    .insert(budgetQuestions)
    .values(values.map((value) => ({ ...value, budget_id: budgetId })))
    .returning();
}

export async function insertQuestion(
  db: DbOrTx,
  scope: BudgetScope,
  values: Omit<QuestionInsert, 'budget_id'>,
): Promise<QuestionRow> {
  const [row] = await insertQuestions(db, scope, [values]);
  if (!row) throw new Error('Inserting a question failed');
  return row;
}

/** The updated row, or null when it is not a question of the scope. */
export async function updateQuestion(
  db: DbOrTx,
  scope: BudgetScope,
  id: number,
  changes: QuestionChanges,
): Promise<QuestionRow | null> {
  const [row] = await db
    .update(budgetQuestions)
    .set({ ...changes, updated_at: new Date() })
    .where(oneOf(scope, id))
    .returning();
  return row ?? null;
}

/** The number of rows deleted (0 outside the scope). */
export async function deleteQuestion(db: DbOrTx, scope: BudgetScope, id: number): Promise<number> {
  const rows = await db.delete(budgetQuestions).where(oneOf(scope, id)).returning({ id: budgetQuestions.id });
  return rows.length;
}

/** display_order = position in `ids`, in one statement; ids outside the scope are left alone. */
export async function setQuestionOrder(
  db: DbOrTx,
  scope: BudgetScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(budgetQuestions)
    .set({ display_order: positionOf(budgetQuestions.id, ids) })
    .where(and(ofScope(scope), inArray(budgetQuestions.id, [...ids])));
}

/** The simulation's standard questions (id and CSV label). */
export function listStandardQuestions(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({ id: budgetQuestions.id, slug: budgetQuestions.slug })
    .from(budgetQuestions)
    .where(and(ofScope(scope), eq(budgetQuestions.is_default, true)));
}
