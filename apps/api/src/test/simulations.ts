import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  submissions,
  type Db,
} from '@commonpurse/db';
import { ALL_CAPABILITIES_ON } from '@commonpurse/domain';
import type { TestApp, TestUser } from './helper.ts';

// Simulation fixtures written straight to the database, so each test builds exactly what it needs.

const suffix = () => randomBytes(4).toString('hex');

export type ClientRow = typeof clients.$inferSelect;
export type BudgetRow = typeof budgets.$inferSelect;

/** A client with every capability (and 5 simulation / 3 prioritization licences) unless overridden. */
export async function insertClient(
  db: Db,
  overrides: Partial<typeof clients.$inferInsert> = {},
): Promise<ClientRow> {
  const id = suffix();
  const [row] = await db
    .insert(clients)
    .values({
      name: `Test client ${id}`,
      subdomain: `client-${id}`,
      external_reporting_api_token: randomBytes(24).toString('base64url'),
      ...ALL_CAPABILITIES_ON,
      total_licenses: 5,
      total_pb_licenses: 3,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('Inserting a client failed');
  return row;
}

/** A fresh client and an administrator who manages only it. */
export async function clientWithAdmin(
  t: TestApp,
  overrides: Partial<typeof clients.$inferInsert> = {},
): Promise<{ client: ClientRow; admin: TestUser }> {
  const client = await insertClient(t.db, overrides);
  return { client, admin: await t.createUser({ clientIds: [client.id] }) };
}

export async function insertSimulation(
  db: Db,
  clientId: number,
  overrides: Partial<typeof budgets.$inferInsert> = {},
): Promise<BudgetRow> {
  const [row] = await db
    .insert(budgets)
    .values({ client_id: clientId, name: `Simulation ${suffix()}`, ...overrides })
    .returning();
  if (!row) throw new Error('Inserting a simulation failed');
  return row;
}

export async function insertCategory(
  db: Db,
  budgetId: number,
  type: 'expense' | 'revenue',
  overrides: Partial<typeof budgetCategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(budgetCategories)
    .values({ budget_id: budgetId, type, name: `${type} ${suffix()}`, ...overrides })
    .returning();
  if (!row) throw new Error('Inserting a category failed');
  return row;
}

export async function insertSubcategory(
  db: Db,
  categoryId: number,
  overrides: Partial<typeof budgetSubcategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(budgetSubcategories)
    .values({ budget_category_id: categoryId, name: `Item ${suffix()}`, amount: 1000, ...overrides })
    .returning();
  if (!row) throw new Error('Inserting a subcategory failed');
  return row;
}

/**
 * A New simulation that can be previewed and activated: a slug, and one expense and one revenue
 * category with one subcategory each.
 */
export async function insertEligibleSimulation(
  db: Db,
  clientId: number,
  overrides: Partial<typeof budgets.$inferInsert> = {},
): Promise<BudgetRow> {
  const budget = await insertSimulation(db, clientId, { slug: `budget-${suffix()}`, ...overrides });
  for (const type of ['expense', 'revenue'] as const) {
    const category = await insertCategory(db, budget.id, type);
    await insertSubcategory(db, category.id);
  }
  return budget;
}

export async function insertSubmissions(db: Db, budgetId: number, count: number): Promise<void> {
  if (count > 0)
    await db.insert(submissions).values(Array.from({ length: count }, () => ({ budget_id: budgetId })));
}

type ClientOverrides = Parameters<typeof clientWithAdmin>[1];
type BudgetOverrides = Parameters<typeof insertSimulation>[2];

/** A client (every capability unless overridden), its admin and one of its simulations. */
export async function ownSimulation(t: TestApp, client: ClientOverrides = {}, budget: BudgetOverrides = {}) {
  const { client: row, admin } = await clientWithAdmin(t, client);
  const simulation = await insertSimulation(t.db, row.id, budget);
  const call = (options: InjectOptions) => t.injectAs(admin, options);
  return {
    client: row,
    admin,
    budget: simulation,
    call,
    path: `/v1/admin/budgets/${simulation.id}`,
  };
}
