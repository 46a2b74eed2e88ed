import { and, asc, eq } from 'drizzle-orm';
import {
  budgetCategories,
  budgetQuestions,
  budgets,
  budgetStrings,
  budgetSubcategories,
  clients,
  impacts,
  meetings,
  submissions,
  taxReceipts,
  type Db,
} from '@commonpurse/db';
import { DEMO_BUDGET_SLUG, DEMO_PRIORITIZATION_SLUG, DEMO_RECEIPT_SLUG } from '@commonpurse/db/seed';
import type { TestApp, TestUser } from '../test/helper.ts';
import { clientWithAdmin, insertEligibleSimulation } from '../test/simulations.ts';

/** A category of a simulation or receipt with its first item. */
interface CategoryIds {
  categoryId: number;
  subId: number;
}

/** One of each kind of resource the owner (the seeded demo client) holds, by id. */
export interface OwnerFixture {
  clientId: number;
  /** The client a public path names (/v1/public/sites/:subdomain/...). */
  subdomain: string;
  slugs: { simulation: string; receipt: string };
  admin: TestUser;
  reportingToken: string;
  integrationToken: string;
  simulation: {
    id: number;
    expense: CategoryIds;
    revenue: CategoryIds;
    questionId: number;
    impactId: number;
    stringId: number;
  };
  prioritization: { id: number; paperBallotId: number; item: CategoryIds };
  receipt: { id: number; expense: CategoryIds };
  meetingId: number;
}

const single = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`Tenancy fixture: no ${what} in the seeded demo client`);
  return row;
};

export async function budgetBySlug(db: Db, clientId: number, slug: string): Promise<number> {
  const rows = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.client_id, clientId), eq(budgets.slug, slug)));
  return single(rows, `budget ${slug}`).id;
}

async function firstCategory(db: Db, budgetId: number, type: 'expense' | 'revenue'): Promise<CategoryIds> {
  const rows = await db
    .select({ categoryId: budgetCategories.id, subId: budgetSubcategories.id })
    .from(budgetCategories)
    .innerJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(and(eq(budgetCategories.budget_id, budgetId), eq(budgetCategories.type, type)))
    .orderBy(asc(budgetCategories.id), asc(budgetSubcategories.id))
    .limit(1);
  return single(rows, `${type} category with an item in budget ${budgetId}`);
}

async function firstIdOf(
  db: Db,
  table: typeof budgetQuestions | typeof impacts,
  budgetId: number,
): Promise<number> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.budget_id, budgetId))
    .orderBy(asc(table.id))
    .limit(1);
  return single(rows, `row of ${budgetId}`).id;
}

async function insertedId(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  return single(await rows, what).id;
}

/** A fresh integration token of the client's admin, through the API (only its hash is stored). */
async function createIntegrationToken(t: TestApp, admin: TestUser): Promise<string> {
  const response = await t.injectAs(admin, { method: 'POST', url: '/v1/admin/integrations/budget-software' });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`Tenancy fixture: integration token refused: ${response.body}`);
  const token = response.json<{ data: { token?: string } }>().data.token;
  if (!token) throw new Error(`Tenancy fixture: no token secret in ${response.body}`);
  return token;
}

async function reportingTokenOf(db: Db, clientId: number): Promise<string> {
  const rows = await db
    .select({ token: clients.external_reporting_api_token })
    .from(clients)
    .where(eq(clients.id, clientId));
  const token = single(rows, `client ${clientId}`).token;
  if (!token) throw new Error(`Tenancy fixture: client ${clientId} has no reporting token`);
  return token;
}

/**
 * The seeded demo client's simulation, prioritization and receipt, plus the kinds the seed does not
 * make (a meeting, a custom text, a paper ballot, an integration token).
 */
export async function buildOwnerFixture(t: TestApp): Promise<OwnerFixture> {
  const db = t.db;
  const clientId = await t.clientId('demo');
  const simulationId = await budgetBySlug(db, clientId, DEMO_BUDGET_SLUG);
  const prioritizationId = await budgetBySlug(db, clientId, DEMO_PRIORITIZATION_SLUG);
  const receiptId = await budgetBySlug(db, clientId, DEMO_RECEIPT_SLUG);
  const meetingId = await insertMeeting(db, clientId, simulationId);
  const admin = t.users.demoAdmin;
  return {
    clientId,
    subdomain: 'demo',
    slugs: { simulation: DEMO_BUDGET_SLUG, receipt: DEMO_RECEIPT_SLUG },
    admin,
    reportingToken: await reportingTokenOf(db, clientId),
    integrationToken: await createIntegrationToken(t, admin),
    simulation: {
      id: simulationId,
      expense: await firstCategory(db, simulationId, 'expense'),
      revenue: await firstCategory(db, simulationId, 'revenue'),
      questionId: await firstIdOf(db, budgetQuestions, simulationId),
      impactId: await firstIdOf(db, impacts, simulationId),
      stringId: await insertString(db, simulationId),
    },
    prioritization: {
      id: prioritizationId,
      paperBallotId: await insertPaperBallot(db, prioritizationId),
      item: await firstCategory(db, prioritizationId, 'expense'),
    },
    receipt: { id: receiptId, expense: await firstCategory(db, receiptId, 'expense') },
    meetingId,
  };
}

const insertString = (db: Db, budgetId: number) =>
  insertedId(
    db
      .insert(budgetStrings)
      .values({ budget_id: budgetId, token: 'submit_button', content: 'Send it' })
      .returning({ id: budgetStrings.id }),
    'custom text',
  );

const insertPaperBallot = (db: Db, budgetId: number) =>
  insertedId(
    db.insert(submissions).values({ budget_id: budgetId, source: 'paper' }).returning({ id: submissions.id }),
    'paper ballot',
  );

export const insertMeeting = (db: Db, clientId: number, budgetId: number) =>
  insertedId(
    db
      .insert(meetings)
      .values({ client_id: clientId, budget_id: budgetId, name: 'Town hall' })
      .returning({ id: meetings.id }),
    'meeting',
  );

async function eligibleBudget(
  db: Db,
  clientId: number,
  overrides: Parameters<typeof insertEligibleSimulation>[2],
) {
  const { id, slug } = await insertEligibleSimulation(db, clientId, overrides);
  return { id, slug: slug ?? '', expense: await firstCategory(db, id, 'expense') };
}

/**
 * The other client, with one of each kind of its own (fresh, New, no submissions, so no editing freeze
 * answers first) and every capability on, so no capability or licence check answers before tenancy.
 */
export async function buildIntruder(t: TestApp): Promise<OwnerFixture> {
  const db = t.db;
  const { client, admin } = await clientWithAdmin(t, { total_receipt_licenses: 3 });
  // Active, as meetings, paper ballots and the dashboard require; no submissions, so nothing is frozen.
  const active = { status: 'active', activated_at: new Date() };
  const simulation = await eligibleBudget(db, client.id, active);
  const prioritization = await eligibleBudget(db, client.id, { ...active, is_pb: true });
  const receipt = await eligibleBudget(db, client.id, { is_receipt: true });
  await db.insert(taxReceipts).values({ budget_id: receipt.id });
  const questionId = await insertedId(
    db
      .insert(budgetQuestions)
      .values({ budget_id: simulation.id, name: 'Age?', slug: 'age', type: 'text' })
      .returning({ id: budgetQuestions.id }),
    'question',
  );
  const impactId = await insertedId(
    db
      .insert(impacts)
      .values({ budget_id: simulation.id, name: 'Trees', display_order: 0 })
      .returning({ id: impacts.id }),
    'impact',
  );
  return {
    clientId: client.id,
    subdomain: client.subdomain,
    slugs: { simulation: simulation.slug, receipt: receipt.slug },
    admin,
    reportingToken: await reportingTokenOf(db, client.id),
    integrationToken: await createIntegrationToken(t, admin),
    simulation: {
      id: simulation.id,
      expense: simulation.expense,
      revenue: await firstCategory(db, simulation.id, 'revenue'),
      questionId,
      impactId,
      stringId: await insertString(db, simulation.id),
    },
    prioritization: {
      id: prioritization.id,
      paperBallotId: await insertPaperBallot(db, prioritization.id),
      item: prioritization.expense,
    },
    receipt: { id: receipt.id, expense: receipt.expense },
    meetingId: await insertMeeting(db, client.id, simulation.id),
  };
}
