import type { InjectOptions } from 'fastify';
import { demographicQuestions, type Db } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { clientWithAdmin, insertSimulation, type ClientRow } from '../../test/simulations.ts';

type ClientOverrides = Parameters<typeof clientWithAdmin>[1];
type BudgetOverrides = Parameters<typeof insertSimulation>[2];

/** A client (every capability unless overridden), its admin and one of its simulations. */
export async function ownSimulation(t: TestApp, client: ClientOverrides = {}, budget: BudgetOverrides = {}) {
  const { client: row, admin } = await clientWithAdmin(t, client);
  const simulation = await insertSimulation(t.db, row.id, budget);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return {
    client: row as ClientRow,
    admin,
    budget: simulation,
    call,
    path: `/v1/admin/budgets/${simulation.id}`,
  };
}

export async function insertQuestion(
  db: Db,
  budgetId: number,
  overrides: Partial<typeof demographicQuestions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(demographicQuestions)
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
