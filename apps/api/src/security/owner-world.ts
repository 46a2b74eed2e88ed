import { and, asc, eq } from 'drizzle-orm';
import {
  budgetCategories,
  budgetStrings,
  budgetSubcategories,
  impacts,
  submissions,
  type Db,
} from '@commonpurse/db';
import type { TestApp, TestUser } from '../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation } from '../test/simulations.ts';
import { insertMeeting } from '../modules/meetings/fixtures.ts';
import { insertQuestion } from '../modules/questions/fixtures.ts';
import { insertEligibleReceipt } from '../modules/receipts/fixtures.ts';
import { publicSimulation } from '../modules/public/fixtures.ts';
import { publicPrioritization } from '../modules/public/ballot-fixtures.ts';

// The rows the bad requests aim at: one client with every capability, owning a New simulation, a New
// prioritization and a New receipt (editable, so requests reach their rules) with a category and item
// of each list, a question, an impact, a custom text, a meeting and a paper ballot; and, for the public
// routes, an Active simulation and an Active prioritization residents can write to.

async function firstItem(db: Db, budgetId: number, type: 'expense' | 'revenue') {
  const [row] = await db
    .select({ categoryId: budgetCategories.id, itemId: budgetSubcategories.id })
    .from(budgetCategories)
    .innerJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetSubcategories.id))
    .limit(1);
  if (!row) throw new Error(`No ${type} item in budget ${budgetId}`);
  return row;
}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('Inserting a fixture row failed');
  return row;
}

export async function ownerWorld(t: TestApp) {
  const { client, admin } = await clientWithAdmin(t, {
    total_licenses: 100,
    total_pb_licenses: 100,
    total_receipt_licenses: 100,
  });
  const { db } = t;
  const simulation = await insertEligibleSimulation(db, client.id);
  const prioritization = await insertEligibleSimulation(db, client.id, { is_pb: true });
  const receipt = await insertEligibleReceipt(db, client.id);
  const question = await insertQuestion(db, simulation.id);
  const impact = await insertOne(
    db.insert(impacts).values({ budget_id: simulation.id, name: 'Trees' }).returning(),
  );
  const text = await insertOne(
    db
      .insert(budgetStrings)
      .values({ budget_id: simulation.id, token: 'fuzz_token', content: 'Fuzz' })
      .returning(),
  );
  const paperBallot = await insertOne(
    db.insert(submissions).values({ budget_id: prioritization.id }).returning(),
  );
  return {
    clientId: client.id,
    owner: admin satisfies TestUser,
    simulation: {
      id: simulation.id,
      expense: await firstItem(db, simulation.id, 'expense'),
      revenue: await firstItem(db, simulation.id, 'revenue'),
      questionId: question.id,
      impactId: impact.id,
      textId: text.id,
    },
    prioritization: {
      id: prioritization.id,
      expense: await firstItem(db, prioritization.id, 'expense'),
      paperBallotId: paperBallot.id,
    },
    receipt: { id: receipt.id, expense: await firstItem(db, receipt.id, 'expense') },
    meetingId: (await insertMeeting(db, client.id, simulation.id)).id,
    publicSimulationId: (await publicSimulation(t)).budget.id,
    publicPrioritizationId: (await publicPrioritization(t)).budget.id,
  };
}

export type OwnerWorld = Awaited<ReturnType<typeof ownerWorld>>;
