import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  budgetCategories,
  budgetQuestions,
  budgets,
  budgetStrings,
  budgetSubcategories,
  clients,
  impacts,
  impactSubcategories,
  submissions,
  subcategoryLinks,
  visits,
  type DbOrTx,
} from '@commonpurse/db';
import { inBudget, inBudgetImpacts, type BudgetScope } from '../budgets/index.ts';

// Reads and writes of the public site. Reads are scoped to the simulation and its client like the
// console's (decision 0202); the simulation itself was found by the client's subdomain or by id.

export type CategoryRow = typeof budgetCategories.$inferSelect;
export type ItemRow = typeof budgetSubcategories.$inferSelect;
export type QuestionRow = typeof budgetQuestions.$inferSelect;
export type ImpactRow = typeof impacts.$inferSelect;

const categoriesOf = (scope: BudgetScope) => inBudget(budgetCategories.budget_id, scope);
const categoryOrder = [asc(budgetCategories.display_order), asc(budgetCategories.id)];
const itemOrder = [asc(budgetSubcategories.display_order), asc(budgetSubcategories.id)];

/** Both lists' categories, in display order. */
export function listCategories(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetCategories)
    .where(categoriesOf(scope))
    .orderBy(...categoryOrder);
}

/** Every item of the simulation, in display order within its category. */
export function listItems(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({ item: budgetSubcategories })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(categoriesOf(scope))
    .orderBy(...itemOrder)
    .then((rows) => rows.map((row) => row.item));
}

/** The enabled entry and exit questions, in display order. */
export function listEnabledQuestions(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetQuestions)
    .where(and(inBudget(budgetQuestions.budget_id, scope), eq(budgetQuestions.is_enabled, true)))
    .orderBy(asc(budgetQuestions.display_order), asc(budgetQuestions.id));
}

export function listImpacts(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(impacts)
    .where(inBudget(impacts.budget_id, scope))
    .orderBy(asc(impacts.display_order), asc(impacts.id));
}

/** Every multiplier of the simulation's impacts. */
export function listMultipliers(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({
      impact_id: impactSubcategories.impact_id,
      budget_subcategory_id: impactSubcategories.budget_subcategory_id,
      multiplier: impactSubcategories.multiplier,
    })
    .from(impactSubcategories)
    .where(inBudgetImpacts(impactSubcategories.impact_id, scope))
    .orderBy(asc(impactSubcategories.budget_subcategory_id));
}

/** Custom texts by token. */
export function listStrings(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({ token: budgetStrings.token, content: budgetStrings.content })
    .from(budgetStrings)
    .where(inBudget(budgetStrings.budget_id, scope));
}

/** The customised text of one token, or null. */
export async function findString(db: DbOrTx, scope: BudgetScope, token: string): Promise<string | null> {
  const [row] = await db
    .select({ content: budgetStrings.content })
    .from(budgetStrings)
    .where(and(inBudget(budgetStrings.budget_id, scope), eq(budgetStrings.token, token)));
  return row?.content ?? null;
}

/** The map's item shapes: each linked item with a shape. */
export function listMapLinks(db: DbOrTx, scope: BudgetScope) {
  return db
    .select({
      budget_subcategory_id: subcategoryLinks.target_budget_subcategory_id,
      geojson: budgetSubcategories.geojson,
    })
    .from(subcategoryLinks)
    .innerJoin(budgetSubcategories, eq(budgetSubcategories.id, subcategoryLinks.target_budget_subcategory_id))
    .where(and(inBudget(subcategoryLinks.budget_id, scope), isNotNull(budgetSubcategories.geojson)))
    .orderBy(asc(subcategoryLinks.id));
}

export async function countSubmissions(db: DbOrTx, budgetId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(eq(submissions.budget_id, budgetId));
  return row?.n ?? 0;
}

/** The columns a public write needs of its simulation and client (not the large map and text columns). */
export interface WriteTarget {
  id: number;
  client_id: number;
  name: string;
  status: string;
  updated_at: Date;
  mode: string;
  is_pb: boolean;
  /** A taxpayer receipt takes visits only (decision 0422). */
  is_receipt: boolean;
  bar_behavior: string;
  max_items: number | null;
  ballot_verification: string;
  adjustment: number | null;
  is_budget_submittable_with_deficit: boolean;
  is_location_enabled: boolean;
  is_location_required: boolean;
  is_commenting_enabled: boolean;
  /** The client's Drop-a-Pin capability (is_custom_location_maps_enabled). */
  location_capability: boolean;
  suppress_ips: boolean;
  max_submissions: number | null;
  /** The visit named by the request is one of this simulation's. */
  visit_found: boolean;
}

function prepareWriteTarget(db: DbOrTx) {
  const visitFound = sql<boolean>`exists (select 1 from ${visits} where ${visits.id} = ${sql.placeholder('visit')} and ${visits.budget_id} = ${budgets.id})`;
  return db
    .select({
      id: budgets.id,
      client_id: budgets.client_id,
      name: budgets.name,
      status: budgets.status,
      updated_at: budgets.updated_at,
      mode: budgets.mode,
      is_pb: budgets.is_pb,
      is_receipt: budgets.is_receipt,
      bar_behavior: budgets.bar_behavior,
      max_items: budgets.max_items,
      ballot_verification: budgets.ballot_verification,
      adjustment: budgets.adjustment,
      is_budget_submittable_with_deficit: budgets.is_budget_submittable_with_deficit,
      is_location_enabled: budgets.is_location_enabled,
      is_location_required: budgets.is_location_required,
      is_commenting_enabled: budgets.is_commenting_enabled,
      location_capability: clients.is_custom_location_maps_enabled,
      suppress_ips: clients.suppress_ips,
      max_submissions: clients.max_submissions,
      visit_found: visitFound,
    })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(eq(budgets.id, sql.placeholder('id')))
    .prepare('public_write_target');
}

/** Prepared once per database: every public write runs it, so it is neither rebuilt nor re-planned. */
const writeTargetQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareWriteTarget>>();

/** A simulation by id for a public write, with whether `visitId` is one of its visits; null when none. */
export async function findWriteTarget(
  db: DbOrTx,
  id: number,
  visitId: number | null,
): Promise<WriteTarget | null> {
  let query = writeTargetQueries.get(db);
  if (!query) writeTargetQueries.set(db, (query = prepareWriteTarget(db)));
  // Visit ids start at 1: 0 (a preview's visit, or none) is never found.
  const [row] = await query.execute({ id, visit: visitId ?? 0 });
  return row ?? null;
}

/** What submission rules are built from: every item with its category's type and lock. */
export function listRuleItems(db: DbOrTx, scope: BudgetScope) {
  const s = budgetSubcategories;
  return db
    .select({
      id: s.id,
      type: budgetCategories.type,
      amount: s.amount,
      rate: s.rate,
      is_locked: sql<boolean>`(${s.is_locked} or ${budgetCategories.is_locked})`,
      floor_amount: s.floor_amount,
      ceiling_amount: s.ceiling_amount,
      custom_increment_amount: s.custom_increment_amount,
      custom_increment_rate: s.custom_increment_rate,
      custom_increment_rate_for_tax_rate: s.custom_increment_rate_for_tax_rate,
      calculator: s.calculator,
      suggestion_box: s.suggestion_box,
      suggestion_box_mode: s.suggestion_box_mode,
      customized_question_json: s.customized_question_json,
    })
    .from(s)
    .innerJoin(budgetCategories, eq(budgetCategories.id, s.budget_category_id))
    .where(categoriesOf(scope))
    .orderBy(...categoryOrder, ...itemOrder);
}
