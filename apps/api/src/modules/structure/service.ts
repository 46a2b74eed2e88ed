import {
  alertTextProblem,
  dedicatedFundsLinkedIds,
  DEFAULT_SUGGESTION_BOX_NAME,
  isPermutationOf,
  normalizeSubcategory,
  STRUCTURE_MESSAGES as M,
  type TCategoryPatch,
  type TCategorySave,
  type TCategoryType,
  type TSubcategoryPatch,
  type TSubcategorySave,
} from '@commonpurse/domain';
import type { DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { AuthContext } from '../auth/session.ts';
import { serializeRow } from '../../lib/serialize-row.ts';
import {
  refusal,
  requireBudget,
  requireEditable,
  requireEditableReceipt,
  requireReceipt,
  requireReceiptsEnabled,
  scopeOf,
  type BudgetRow,
  type BudgetScope,
  type OwnedBudget,
} from '../budgets/index.ts';
import { imagePathFor, releaseImageFiles, type ImageFileDeps } from './image-files.ts';
import * as repo from './repo.ts';
import { scenarioToStore } from './scenario.ts';
import { requireStandardizedSubcategory } from './standardized.ts';

/**
 * Whose structure the calls change: a simulation's (/v1/admin/budgets/{id}/...) or a taxpayer
 * receipt's spending (/v1/admin/receipts/{id}/expenses...; decision 0398). Each parent's id is a 404
 * on the other's calls.
 */
export type TStructureParent = 'simulation' | 'receipt';

/**
 * The database, the file storage of item images (released when items let go of them) and the parent
 * the registration serves.
 */
export type StructureDeps = ImageFileDeps & { parent: TStructureParent };

/** The path's list name and the category type it holds. */
export const CATEGORY_LISTS = { expenses: 'expense', revenue: 'revenue' } as const;
export type TCategoryList = keyof typeof CATEGORY_LISTS;

const sanitized = (value: string | null | undefined) =>
  typeof value === 'string' ? sanitizeRichText(value) : value;

/**
 * A receipt's calls first need the client's `receipts` capability (else 403; decision 0400), checked
 * before the lookup so the refusal says nothing about the id.
 */
async function requireParentCapability(deps: StructureDeps, auth: AuthContext): Promise<void> {
  if (deps.parent === 'receipt') await requireReceiptsEnabled(deps.db, auth.clientId);
}

/**
 * The parent of the client (else 404) whose structure may change (else 422 errors.status): a simulation
 * that is not Inactive or Archived, a receipt that is not Archived.
 */
export async function requireEditableBudget(
  deps: StructureDeps,
  auth: AuthContext,
  id: number,
): Promise<BudgetRow> {
  await requireParentCapability(deps, auth);
  const guard = deps.parent === 'receipt' ? requireEditableReceipt : requireEditable;
  return guard(deps, auth, id);
}

/** The parent of the client, whatever its status (reads), else 404. */
export async function requireParent(
  deps: StructureDeps,
  auth: AuthContext,
  id: number,
): Promise<OwnedBudget> {
  await requireParentCapability(deps, auth);
  const find = deps.parent === 'receipt' ? requireReceipt : requireBudget;
  return find(deps.db, auth.clientId, id);
}

/** The category, or 404 'Category not found' (also when a write finds it gone). */
function categoryFound<T>(category: T | null): T {
  if (!category) throw new AppError(404, M.categoryNotFound);
  return category;
}

function subcategoryFound<T>(subcategory: T | null): T {
  if (!subcategory) throw new AppError(404, M.subcategoryNotFound);
  return subcategory;
}

const requireCategory = async (db: DbOrTx, scope: BudgetScope, type: TCategoryType, id: number) =>
  categoryFound(await repo.findCategory(db, scope, type, id));

const requireSubcategory = async (db: DbOrTx, scope: BudgetScope, categoryId: number, id: number) =>
  subcategoryFound(await repo.findSubcategory(db, scope, categoryId, id));

/**
 * An item's answer fields: image_path (the storage key) is the server's business. A receipt's item also
 * names its category as tax_receipt_category_id (spec 3 section 3 lists both names).
 */
function subcategoryFields(parent: TStructureParent, { image_path: _path, ...row }: repo.SubcategoryRow) {
  const fields = serializeRow(row);
  return parent === 'receipt' ? { ...fields, tax_receipt_category_id: row.budget_category_id } : fields;
}

/** A category with its items (already in display order). */
export const categoryViewOf = (
  parent: TStructureParent,
  category: repo.CategoryRow,
  subcategories: repo.SubcategoryRow[],
) => ({
  ...serializeRow(category),
  type: category.type as TCategoryType,
  subcategories: subcategories.map((item) => subcategoryFields(parent, item)),
});

export async function categoryView(deps: StructureDeps, scope: BudgetScope, category: repo.CategoryRow) {
  return categoryViewOf(deps.parent, category, await repo.listSubcategories(deps.db, scope, [category.id]));
}

export async function subcategoryView(
  deps: StructureDeps,
  scope: BudgetScope,
  subcategory: repo.SubcategoryRow,
) {
  return {
    ...subcategoryFields(deps.parent, subcategory),
    impact_subcategories: await repo.listImpactLinks(deps.db, scope, subcategory.id),
  };
}

export async function createCategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  input: TCategorySave,
) {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  const row = await repo.insertCategory(deps.db, scope, {
    ...input,
    additional_details: sanitized(input.additional_details),
    type: CATEGORY_LISTS[list],
  });
  if (!row) throw AppError.notFound();
  return categoryView(deps, scope, row);
}

export async function updateCategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  input: TCategoryPatch,
) {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  const changes: repo.CategoryChanges = { ...input };
  if (input.additional_details !== undefined)
    changes.additional_details = sanitized(input.additional_details);
  return categoryView(
    deps,
    scope,
    categoryFound(await repo.updateCategory(deps.db, scope, categoryId, changes)),
  );
}

/** Refused while a dedicated-funds question links to any of `subcategoryIds`. */
export async function refuseDedicatedLinks(
  db: DbOrTx,
  scope: BudgetScope,
  subcategoryIds: number[],
): Promise<void> {
  const linked = dedicatedFundsLinkedIds(await repo.listQuestions(db, scope));
  if (subcategoryIds.some((id) => linked.has(id))) throw refusal(422, 'id', M.dedicatedFundsLinked);
}

export async function deleteCategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
): Promise<void> {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  const images = await deps.db.transaction(async (tx) => {
    const subcategories = await repo.listSubcategories(tx, scope, [categoryId]);
    await refuseDedicatedLinks(
      tx,
      scope,
      subcategories.map((s) => s.id),
    );
    await repo.deleteCategory(tx, scope, categoryId);
    return subcategories.map((s) => s.image_path);
  });
  await releaseImageFiles(deps, images);
}

/**
 * The checked, normalized and sanitized columns of a subcategory save: a scenario question is checked
 * against the client's capabilities and the simulation's spending items; a new image_url drops the
 * item's own uploaded file (or shares the one of the client's item showing that URL).
 */
async function subcategoryChanges(
  deps: StructureDeps,
  auth: AuthContext,
  scope: BudgetScope,
  input: TSubcategoryPatch,
  stored: repo.SubcategoryRow | null,
): Promise<repo.SubcategoryChanges> {
  if (input.standardized_subcategory_id != null)
    await requireStandardizedSubcategory(deps.db, input.standardized_subcategory_id);
  const changes: repo.SubcategoryChanges = normalizeSubcategory(input);
  if (input.additional_details !== undefined)
    changes.additional_details = sanitized(input.additional_details);
  if (input.customized_question_json)
    changes.customized_question_json = await scenarioToStore(deps.db, scope, input.customized_question_json);
  if (input.image_url !== undefined && input.image_url !== stored?.image_url)
    changes.image_path = await imagePathFor(deps, auth.clientId, input.image_url);
  return changes;
}

export async function createSubcategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  input: TSubcategorySave,
) {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  const name = input.name ?? (input.suggestion_box ? DEFAULT_SUGGESTION_BOX_NAME : undefined);
  if (name === undefined) throw refusal(422, 'name', M.nameRequired);
  const changes = await subcategoryChanges(deps, auth, scope, input, null);
  const row = await repo.insertSubcategory(deps.db, scope, {
    ...changes,
    name,
    budget_category_id: categoryId,
  });
  return subcategoryView(deps, scope, categoryFound(row));
}

/** GET one item of the parent's list, whatever the parent's status (a dialog reads it to edit it). */
export async function readSubcategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  subcategoryId: number,
) {
  await requireParent(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  return subcategoryView(deps, scope, await requireSubcategory(deps.db, scope, categoryId, subcategoryId));
}

/** PATCH; a budget_category_id of another category of the same list moves it there (appended last). */
export async function updateSubcategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  subcategoryId: number,
  input: TSubcategoryPatch,
) {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  const stored = await requireSubcategory(deps.db, scope, categoryId, subcategoryId);
  const alert = alertTextProblem({
    alert_type: input.alert_type ?? stored.alert_type,
    alert_text: input.alert_text === undefined ? stored.alert_text : input.alert_text,
  });
  if (alert) throw refusal(422, 'alert_text', alert);
  const changes = await subcategoryChanges(deps, auth, scope, input, stored);
  const target = input.budget_category_id;
  const row = await deps.db.transaction(async (tx) => {
    if (target !== undefined && target !== categoryId) {
      const found = await repo.findCategory(tx, scope, CATEGORY_LISTS[list], target);
      if (!found) throw refusal(422, 'budget_category_id', M.invalidCategory);
      changes.display_order = await repo.nextSubcategoryOrder(tx, scope, target);
    }
    return subcategoryFound(await repo.updateSubcategory(tx, scope, subcategoryId, changes));
  });
  if (changes.image_path !== undefined && changes.image_path !== stored.image_path)
    await releaseImageFiles(deps, [stored.image_path]);
  return subcategoryView(deps, scope, row);
}

export async function deleteSubcategory(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  subcategoryId: number,
): Promise<void> {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await requireCategory(deps.db, scope, CATEGORY_LISTS[list], categoryId);
  const stored = await requireSubcategory(deps.db, scope, categoryId, subcategoryId);
  await deps.db.transaction(async (tx) => {
    await refuseDedicatedLinks(tx, scope, [subcategoryId]);
    await repo.deleteSubcategory(tx, scope, subcategoryId);
  });
  await releaseImageFiles(deps, [stored.image_path]);
}

/** Every id of the scope once, else 422 errors.display_order and nothing changes. */
function requireExactOrder(ids: readonly number[], scope: readonly number[]): void {
  if (!isPermutationOf(ids, scope)) throw refusal(422, 'display_order', M.orderMismatch);
}

export async function orderCategories(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  ids: number[],
): Promise<void> {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await deps.db.transaction(async (tx) => {
    const current = await repo.listCategoryIds(tx, scope, CATEGORY_LISTS[list]);
    requireExactOrder(
      ids,
      current.map((row) => row.id),
    );
    await repo.setCategoryOrder(tx, scope, ids);
  });
}

export async function orderSubcategories(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  list: TCategoryList,
  categoryId: number,
  ids: number[],
): Promise<void> {
  await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await deps.db.transaction(async (tx) => {
    await requireCategory(tx, scope, CATEGORY_LISTS[list], categoryId);
    const current = await repo.listSubcategories(tx, scope, [categoryId]);
    requireExactOrder(
      ids,
      current.map((row) => row.id),
    );
    await repo.setSubcategoryOrder(tx, scope, ids);
  });
}

/** A prioritization's projects: every item of its (expense) categories, in one order. */
export async function orderProjects(
  deps: StructureDeps,
  auth: AuthContext,
  budgetId: number,
  ids: number[],
): Promise<void> {
  const budget = await requireEditableBudget(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  if (!budget.is_pb) throw refusal(422, 'display_order', M.projectsOnlyPb);
  await deps.db.transaction(async (tx) => {
    requireExactOrder(ids, await repo.listProjectIds(tx, scope));
    await repo.setSubcategoryOrder(tx, scope, ids);
  });
}
