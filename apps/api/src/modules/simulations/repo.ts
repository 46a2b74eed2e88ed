import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { notReceipt, ownerColumns, type BudgetRow, type OwnedBudget } from '../budgets/index.ts';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  submissions,
  type DbOrTx,
} from '@commonpurse/db';
import { type TEligibilityCategory, type TSimulationCounts } from '@commonpurse/domain';

export type { BudgetOwner, BudgetRow, OwnedBudget } from '../budgets/index.ts';
export type BudgetInsert = typeof budgets.$inferInsert;
export type BudgetChanges = Partial<Omit<BudgetInsert, 'id' | 'client_id' | 'created_at'>>;

export async function findClient(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      ...ownerColumns,
      total_licenses: clients.total_licenses,
      total_pb_licenses: clients.total_pb_licenses,
      is_pb_enabled: clients.is_pb_enabled,
      simulation_mode_budget: clients.simulation_mode_budget,
      simulation_mode_housing: clients.simulation_mode_housing,
      survey_redirects: clients.survey_redirects,
      meta_pixel_id: clients.meta_pixel_id,
      google_translate_id: clients.google_translate_id,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row ?? null;
}
export type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export interface ListFilter {
  /** The client's own simulations, or (null) every client's templates. */
  clientId: number | null;
  isPb: boolean | undefined;
  limit: number;
  offset: number;
}

/** Own simulations newest first; templates by name, case-insensitively. */
export async function listBudgets(db: DbOrTx, filter: ListFilter): Promise<OwnedBudget[]> {
  const templates = filter.clientId === null;
  const scope =
    filter.clientId === null ? eq(budgets.is_discoverable, true) : eq(budgets.client_id, filter.clientId);
  return db
    .select({ budget: budgets, owner: ownerColumns })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(and(scope, notReceipt, filter.isPb === undefined ? undefined : eq(budgets.is_pb, filter.isPb)))
    .orderBy(
      ...(templates
        ? [sql`lower(${budgets.name})`, asc(budgets.id)]
        : [desc(budgets.created_at), desc(budgets.id)]),
    )
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Active simulations and prioritizations against the client's licences, counted in SQL. */
export async function simulationCounts(db: DbOrTx, clientId: number): Promise<TSimulationCounts> {
  const [row] = await db
    .select({
      active_count: sql<number>`(count(${budgets.id}) filter (where not ${budgets.is_pb}))::int`,
      allowed_count: clients.total_licenses,
      active_pb_count: sql<number>`(count(${budgets.id}) filter (where ${budgets.is_pb}))::int`,
      allowed_pb_count: clients.total_pb_licenses,
    })
    .from(clients)
    .leftJoin(budgets, and(eq(budgets.client_id, clients.id), eq(budgets.status, 'active'), notReceipt))
    .where(eq(clients.id, clientId))
    .groupBy(clients.id);
  return row ?? { active_count: 0, allowed_count: 0, active_pb_count: 0, allowed_pb_count: 0 };
}

/** Active ones of a kind; run after lockClient so two activations cannot both take the last licence. */
export async function countActive(db: DbOrTx, clientId: number, isPb: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(budgets)
    .where(
      and(eq(budgets.client_id, clientId), eq(budgets.status, 'active'), eq(budgets.is_pb, isPb), notReceipt),
    );
  return row?.n ?? 0;
}

/** Submissions per simulation, in one aggregate query. */
export async function submissionCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: submissions.budget_id, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(inArray(submissions.budget_id, ids))
    .groupBy(submissions.budget_id);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Whether a resident has voted online (paper ballots carry no voter, so they do not count here). */
export async function hasOnlineBallots(db: DbOrTx, budgetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.budget_id, budgetId), eq(submissions.source, 'online')))
    .limit(1);
  return row !== undefined;
}

/** Each simulation's categories (in display order) with their number of saved subcategories. */
export async function eligibilityCategories(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, TEligibilityCategory[]>> {
  const result = new Map<number, TEligibilityCategory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      budget_id: budgetCategories.budget_id,
      name: budgetCategories.name,
      type: budgetCategories.type,
      subcategoryCount: sql<number>`count(${budgetSubcategories.id})::int`,
    })
    .from(budgetCategories)
    .leftJoin(budgetSubcategories, eq(budgetSubcategories.budget_category_id, budgetCategories.id))
    .where(inArray(budgetCategories.budget_id, ids))
    .groupBy(budgetCategories.id)
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
  for (const { budget_id, type, ...category } of rows) {
    if (type === 'expense' || type === 'revenue') result.get(budget_id)?.push({ ...category, type });
  }
  return result;
}

export async function insertBudget(db: DbOrTx, values: BudgetInsert): Promise<BudgetRow> {
  const [row] = await db.insert(budgets).values(values).returning();
  if (!row) throw new Error('Inserting a simulation returned no row');
  return row;
}

export async function updateBudget(
  db: DbOrTx,
  clientId: number,
  id: number,
  changes: BudgetChanges,
): Promise<void> {
  await db
    .update(budgets)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(budgets.id, id), eq(budgets.client_id, clientId)));
}

/** Merges keys into the stored configuration_json (atomically, in SQL). */
export async function mergeConfiguration(
  db: DbOrTx,
  clientId: number,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .update(budgets)
    .set({
      configuration_json: sql`${budgets.configuration_json} || ${JSON.stringify(patch)}::jsonb`,
      updated_at: new Date(),
    })
    .where(and(eq(budgets.id, id), eq(budgets.client_id, clientId)));
}

/** Deletes the simulation; its categories, texts, questions, impacts and submissions cascade. */
export async function deleteBudget(db: DbOrTx, clientId: number, id: number): Promise<void> {
  await db.delete(budgets).where(and(eq(budgets.id, id), eq(budgets.client_id, clientId)));
}

/**
 * Sets (or clears) the header image and answers the file it replaces, holding the row so two uploads
 * at once cannot both keep the same previous file.
 */
export async function swapHeaderImage(
  db: DbOrTx,
  clientId: number,
  id: number,
  next: { url: string; key: string } | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ path: budgets.header_image_path })
      .from(budgets)
      .where(and(eq(budgets.id, id), eq(budgets.client_id, clientId)))
      .for('update');
    await updateBudget(tx, clientId, id, {
      header_image_url: next?.url ?? null,
      header_image_path: next?.key ?? null,
    });
    return row?.path ?? null;
  });
}
