import { budgetQuestions, type Db } from '@commonpurse/db';

export async function insertQuestion(
  db: Db,
  budgetId: number,
  overrides: Partial<typeof budgetQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(budgetQuestions)
    .values({
      budget_id: budgetId,
      name: 'Which side of town?',
      slug: `q_${Math.random().toString(36).slice(2, 10)}`,
      type: 'text',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('Inserting a question failed');
  return row;
}
