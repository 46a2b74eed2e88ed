import { and, asc, eq } from 'drizzle-orm';
import {
  budgetCategories,
  budgetQuestions,
  budgetSubcategories,
  impacts,
  memberships,
  submissions,
  type Db,
} from '@commonpurse/db';
import type { TestApp } from '../test/helper.ts';
import {
  insertCategory,
  insertClient,
  insertEligibleSimulation,
  insertSubcategory,
} from '../test/simulations.ts';
import { ownerWorld } from './owner-world.ts';

// The audit coverage test's rows: the bad-input test's owner world (a New simulation, prioritization and
// receipt of one client with every capability), plus what some writes need to succeed at all: an
// Active simulation (meetings), an Inactive prioritization (paper ballots, published results), a second
// client the owner manages (switching clients) and a second row in every list an order is set on.

export async function auditWorld(t: TestApp) {
  const world = await ownerWorld(t);
  const { db } = t;
  const active = await insertEligibleSimulation(db, world.clientId, { status: 'active' });
  const inactive = await insertEligibleSimulation(db, world.clientId, { is_pb: true, status: 'inactive' });
  const [inactiveItem] = await itemsOf(db, inactive.id, 'expense');
  const [paperBallot] = await db
    .insert(submissions)
    .values({ budget_id: inactive.id, source: 'paper' })
    .returning({ id: submissions.id });
  const secondClient = await insertClient(db);
  await db.insert(memberships).values({ user_id: world.owner.id, client_id: secondClient.id });
  for (const budgetId of [world.simulation.id, world.prioritization.id, world.receipt.id]) {
    const category = await insertCategory(db, budgetId, 'expense');
    await insertSubcategory(db, category.id);
  }
  for (const category of [world.simulation.expense, world.simulation.revenue, world.receipt.expense])
    await insertSubcategory(db, category.categoryId);
  await insertSubcategory(db, world.prioritization.expense.categoryId);
  return {
    ...world,
    activeSimulationId: active.id,
    inactivePrioritization: {
      id: inactive.id,
      itemId: inactiveItem?.id ?? 0,
      paperBallotId: paperBallot?.id ?? 0,
    },
    secondClientId: secondClient.id,
  };
}

export type AuditWorld = Awaited<ReturnType<typeof auditWorld>>;

/** A budget's categories of one list, in their order. */
export const categoriesOf = (db: Db, budgetId: number, type: 'expense' | 'revenue') =>
  db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));

/** A category's items, in their order. */
export const itemsOfCategory = (db: Db, categoryId: number) =>
  db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .where(eq(budgetSubcategories.budget_category_id, categoryId))
    .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));

/** Every item of a budget's list, category by category. */
export const itemsOf = (db: Db, budgetId: number, type: 'expense' | 'revenue') =>
  db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetCategories.display_order), asc(budgetSubcategories.display_order));

export const questionsOf = (db: Db, budgetId: number) =>
  db
    .select({ id: budgetQuestions.id })
    .from(budgetQuestions)
    .where(eq(budgetQuestions.budget_id, budgetId))
    .orderBy(asc(budgetQuestions.display_order), asc(budgetQuestions.id));

export const impactsOf = (db: Db, budgetId: number) =>
  db
    .select({ id: impacts.id })
    .from(impacts)
    .where(eq(impacts.budget_id, budgetId))
    .orderBy(asc(impacts.display_order), asc(impacts.id));
