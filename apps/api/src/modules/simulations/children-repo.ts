import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { inBudget, type BudgetScope } from '../budgets/index.ts';
import type { TBoardSubcategoryView } from '@commonpurse/domain';
import {
  budgetCategories,
  budgetStrings,
  budgetSubcategories,
  budgetQuestions,
  impacts,
  impactSubcategories,
  type DbOrTx,
} from '@commonpurse/db';

// The children of one simulation, each in its display order (then id), for include= and duplication;
// each read is scoped to the simulation's owner in its SQL, like every child repo.

export type CategoryRow = typeof budgetCategories.$inferSelect;
export type SubcategoryRow = typeof budgetSubcategories.$inferSelect;
export type StringRow = typeof budgetStrings.$inferSelect;
export type QuestionRow = typeof budgetQuestions.$inferSelect;
export type ImpactRow = typeof impacts.$inferSelect;
export type ImpactLinkRow = typeof impactSubcategories.$inferSelect;

export function listCategories(db: DbOrTx, scope: BudgetScope, type?: 'expense' | 'revenue') {
  return db
    .select()
    .from(budgetCategories)
    .where(
      and(
        inBudget(budgetCategories.budget_id, scope),
        type === undefined ? undefined : eq(budgetCategories.type, type),
      ),
    )
    .orderBy(asc(budgetCategories.display_order), asc(budgetCategories.id));
}

export async function listSubcategories(db: DbOrTx, categoryIds: number[]): Promise<SubcategoryRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(budgetSubcategories)
    .where(inArray(budgetSubcategories.budget_category_id, categoryIds))
    .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
}

/** What a board draws of an item: BOARD_SUBCATEGORY_FIELDS (the answer's schema checks they agree). */
const BOARD_COLUMNS = {
  id: budgetSubcategories.id,
  budget_category_id: budgetSubcategories.budget_category_id,
  name: budgetSubcategories.name,
  amount: budgetSubcategories.amount,
  display_order: budgetSubcategories.display_order,
  is_locked: budgetSubcategories.is_locked,
  suggestion_box: budgetSubcategories.suggestion_box,
  in_tour: budgetSubcategories.in_tour,
  standardized_subcategory_id: budgetSubcategories.standardized_subcategory_id,
  customized_question_json: budgetSubcategories.customized_question_json,
} satisfies Record<keyof TBoardSubcategoryView, unknown>;

/** The items of a board (fields=board): only the columns it draws, a third of a whole row's. */
export async function listBoardSubcategories(db: DbOrTx, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select(BOARD_COLUMNS)
    .from(budgetSubcategories)
    .where(inArray(budgetSubcategories.budget_category_id, categoryIds))
    .orderBy(asc(budgetSubcategories.display_order), asc(budgetSubcategories.id));
}

export async function listImpactLinks(db: DbOrTx, subcategoryIds: number[]): Promise<ImpactLinkRow[]> {
  if (subcategoryIds.length === 0) return [];
  return db
    .select()
    .from(impactSubcategories)
    .where(inArray(impactSubcategories.budget_subcategory_id, subcategoryIds))
    .orderBy(asc(impactSubcategories.id));
}

export function listStrings(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetStrings)
    .where(inBudget(budgetStrings.budget_id, scope))
    .orderBy(asc(budgetStrings.id));
}

export function listQuestions(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(budgetQuestions)
    .where(inBudget(budgetQuestions.budget_id, scope))
    .orderBy(asc(budgetQuestions.display_order), asc(budgetQuestions.id));
}

export function listImpacts(db: DbOrTx, scope: BudgetScope) {
  return db
    .select()
    .from(impacts)
    .where(inBudget(impacts.budget_id, scope))
    .orderBy(asc(impacts.display_order), asc(impacts.id));
}

/** Every impact multiplier of the simulation's impacts (for copying). */
export function listImpactLinksOfBudget(db: DbOrTx, scope: BudgetScope) {
  return db
    .select(getTableColumns(impactSubcategories))
    .from(impactSubcategories)
    .innerJoin(impacts, eq(impacts.id, impactSubcategories.impact_id))
    .where(inBudget(impacts.budget_id, scope))
    .orderBy(asc(impactSubcategories.id));
}
