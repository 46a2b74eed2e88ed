import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { budgets, demographicQuestions, type DbOrTx } from '@commonpurse/db';
import {
  standardExitQuestions,
  translateStandardQuestion,
  type TDemographicDisplayType,
} from '@commonpurse/domain';

export type QuestionRow = typeof demographicQuestions.$inferSelect;
export type QuestionInsert = typeof demographicQuestions.$inferInsert;
export type QuestionChanges = Partial<Omit<QuestionInsert, 'id' | 'budget_id' | 'is_default' | 'created_at'>>;

/** Holds the simulation's row until the transaction ends: question writes of one simulation queue up. */
export async function lockBudget(tx: DbOrTx, budgetId: number): Promise<void> {
  await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, budgetId)).for('update');
}

export function listQuestions(db: DbOrTx, budgetId: number) {
  return db
    .select()
    .from(demographicQuestions)
    .where(eq(demographicQuestions.budget_id, budgetId))
    .orderBy(asc(demographicQuestions.display_order), asc(demographicQuestions.id));
}

export async function findQuestion(db: DbOrTx, budgetId: number, id: number): Promise<QuestionRow | null> {
  const [row] = await db
    .select()
    .from(demographicQuestions)
    .where(and(eq(demographicQuestions.id, id), eq(demographicQuestions.budget_id, budgetId)));
  return row ?? null;
}

/** The CSV labels of the simulation's other questions. */
export async function takenSlugs(db: DbOrTx, budgetId: number, exceptId?: number): Promise<string[]> {
  const rows = await db
    .select({ slug: demographicQuestions.slug })
    .from(demographicQuestions)
    .where(
      and(
        eq(demographicQuestions.budget_id, budgetId),
        exceptId === undefined ? undefined : ne(demographicQuestions.id, exceptId),
      ),
    );
  return rows.map((row) => row.slug);
}

/** The next display_order of one table (entry or exit). */
export async function nextOrder(
  db: DbOrTx,
  budgetId: number,
  displayType: TDemographicDisplayType,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${demographicQuestions.display_order}), -1) + 1)::int` })
    .from(demographicQuestions)
    .where(
      and(eq(demographicQuestions.budget_id, budgetId), eq(demographicQuestions.display_type, displayType)),
    );
  return row?.next ?? 0;
}

export async function insertQuestion(db: DbOrTx, values: QuestionInsert): Promise<QuestionRow> {
  const [row] = await db.insert(demographicQuestions).values(values).returning();
  if (!row) throw new Error('Inserting a question failed');
  return row;
}

export async function updateQuestion(db: DbOrTx, id: number, changes: QuestionChanges): Promise<QuestionRow> {
  const [row] = await db
    .update(demographicQuestions)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(demographicQuestions.id, id))
    .returning();
  if (!row) throw new Error('Updating a question failed');
  return row;
}

export async function deleteQuestion(db: DbOrTx, id: number): Promise<void> {
  await db.delete(demographicQuestions).where(eq(demographicQuestions.id, id));
}

/** display_order = position in `ids`, for rows already known to be the simulation's. */
export async function setQuestionOrder(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db
      .update(demographicQuestions)
      .set({ display_order: position })
      .where(eq(demographicQuestions.id, id));
}

/** The five standard exit questions of a new simulation, in its language (English fallback). */
export async function insertStandardQuestions(tx: DbOrTx, budgetId: number, locale: string): Promise<void> {
  await tx
    .insert(demographicQuestions)
    .values(standardExitQuestions(locale).map((question) => ({ ...question, budget_id: budgetId })));
}

/**
 * Puts the simulation's standard questions in its (new) language: texts and option labels change,
 * CSV labels and option values stay, so answers already collected keep their meaning.
 */
export async function translateStandardQuestions(
  tx: DbOrTx,
  budgetId: number,
  locale: string,
): Promise<void> {
  const standard = await tx
    .select({ id: demographicQuestions.id, slug: demographicQuestions.slug })
    .from(demographicQuestions)
    .where(and(eq(demographicQuestions.budget_id, budgetId), eq(demographicQuestions.is_default, true)));
  for (const question of standard) {
    const translated = translateStandardQuestion(question.slug, locale);
    if (translated) await updateQuestion(tx, question.id, translated);
  }
}
