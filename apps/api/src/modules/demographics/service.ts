import {
  changedContentFields,
  DEMOGRAPHIC_MESSAGES as M,
  generateCsvLabel,
  isPermutationOf,
  normalizeQuestion,
  optionsProblem,
  ZDemographicQuestionView,
  type TClientFeatureFlags,
  type TDemographicDisplayType,
  type TDemographicQuestionPatch,
  type TDemographicQuestionSave,
  type TDemographicQuestionView,
} from '@commonpurse/domain';
import type { Db, DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from '../simulations/errors.ts';
import { clientFeatures, requireFeature } from '../simulations/features.ts';
import { requireBudget, requireEditable } from '../simulations/loader.ts';
import { serializeRow } from '../simulations/views.ts';
import * as repo from './repo.ts';

export interface DemographicsDeps {
  db: Db;
}

export const questionView = (row: repo.QuestionRow): TDemographicQuestionView =>
  ZDemographicQuestionView.parse(serializeRow(row));

/** A question of the simulation, else 404 'Invalid demographics question ID'. */
async function requireQuestion(db: DbOrTx, budgetId: number, id: number) {
  const row = await repo.findQuestion(db, budgetId, id);
  if (!row) throw new AppError(404, M.invalidQuestion);
  return questionView(row);
}

/** Custom questions need the plan's custom demographics; entry questions also custom entry questions. */
function requireCustomQuestions(features: TClientFeatureFlags, displayType: TDemographicDisplayType) {
  requireFeature(features, 'custom_demographics', 'display_type', M.customQuestionsDisabled);
  if (displayType === 'entry')
    requireFeature(features, 'custom_entry_questions', 'display_type', M.customEntryQuestionsDisabled);
}

/** The label given (refused when another question has it), or one generated from the text. */
async function resolveSlug(
  tx: DbOrTx,
  budgetId: number,
  given: string | null | undefined,
  questionText: string,
  exceptId?: number,
): Promise<string> {
  const taken = await repo.takenSlugs(tx, budgetId, exceptId);
  if (!given) return generateCsvLabel(questionText, taken);
  if (taken.includes(given)) throw refusal(422, 'slug', M.csvLabelTaken);
  return given;
}

/** Runs a write; a label claimed at the same moment by another request is answered like a taken one. */
async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal(422, 'slug', M.csvLabelTaken);
    throw error;
  }
}

/** Both tables, each in display order (readable in any status). */
export async function listQuestions(deps: DemographicsDeps, auth: AuthContext, budgetId: number) {
  await requireBudget(deps.db, auth.clientId, budgetId);
  return (await repo.listQuestions(deps.db, budgetId)).map(questionView);
}

/** A custom question, last in its table; its CSV label generated from the text when empty. */
export async function createQuestion(
  deps: DemographicsDeps,
  auth: AuthContext,
  budgetId: number,
  input: TDemographicQuestionSave,
): Promise<TDemographicQuestionView> {
  await requireEditable(deps, auth, budgetId);
  requireCustomQuestions(await clientFeatures(deps.db, auth.clientId), input.display_type);
  const row = await withUniqueSlug(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockBudget(tx, budgetId);
      const { slug, ...fields } = normalizeQuestion(input);
      return repo.insertQuestion(tx, {
        ...fields,
        budget_id: budgetId,
        slug: await resolveSlug(tx, budgetId, slug, input.name),
        is_default: false,
        display_order: await repo.nextOrder(tx, budgetId, input.display_type),
      });
    }),
  );
  return questionView(row);
}

/**
 * PATCH: a standard question may only change its flags; a custom one's content needs the plan's
 * custom questions. The result is checked whole (a select keeps two or more options).
 */
export async function updateQuestion(
  deps: DemographicsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
  patch: TDemographicQuestionPatch,
): Promise<TDemographicQuestionView> {
  await requireEditable(deps, auth, budgetId);
  const stored = await requireQuestion(deps.db, budgetId, id);
  const changed = changedContentFields(stored, patch);
  const merged = {
    type: patch.type ?? stored.type,
    display_type: patch.display_type ?? stored.display_type,
    is_enabled: patch.is_enabled ?? stored.is_enabled,
    is_required: patch.is_required ?? stored.is_required,
    ask_on_exit: patch.ask_on_exit ?? stored.ask_on_exit,
    options_config: patch.options_config === undefined ? stored.options_config : patch.options_config,
  };
  if (changed.length > 0) {
    if (stored.is_default) throw refusal(422, changed[0] ?? 'name', M.defaultNotEditable);
    requireCustomQuestions(await clientFeatures(deps.db, auth.clientId), merged.display_type);
  }
  const problem = optionsProblem(merged.type, merged.options_config);
  if (problem) throw refusal(422, 'options_config', problem);

  const row = await withUniqueSlug(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockBudget(tx, budgetId);
      const changes: repo.QuestionChanges = normalizeQuestion(merged);
      if (patch.name !== undefined) changes.name = patch.name;
      if (changed.includes('slug'))
        changes.slug = await resolveSlug(tx, budgetId, patch.slug, patch.name ?? stored.name, id);
      if (changed.includes('display_type'))
        changes.display_order = await repo.nextOrder(tx, budgetId, merged.display_type);
      return repo.updateQuestion(tx, id, changes);
    }),
  );
  return questionView(row);
}

export async function deleteQuestion(
  deps: DemographicsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
): Promise<void> {
  await requireEditable(deps, auth, budgetId);
  const stored = await requireQuestion(deps.db, budgetId, id);
  if (stored.is_default) throw refusal(422, 'id', M.defaultNotDeletable);
  await repo.deleteQuestion(deps.db, id);
}

/**
 * Orders one table (every entry question, or every exit question) or both at once: the list must hold
 * exactly those ids, else 422 errors.display_order and nothing changes.
 */
export async function orderQuestions(
  deps: DemographicsDeps,
  auth: AuthContext,
  budgetId: number,
  ids: number[],
): Promise<void> {
  await requireEditable(deps, auth, budgetId);
  await deps.db.transaction(async (tx) => {
    const rows = await repo.listQuestions(tx, budgetId);
    const idsOf = (type?: TDemographicDisplayType) =>
      rows.filter((row) => type === undefined || row.display_type === type).map((row) => row.id);
    const scopes = [idsOf('entry'), idsOf('exit'), idsOf()];
    if (!scopes.some((scope) => isPermutationOf(ids, scope)))
      throw refusal(422, 'display_order', M.orderMismatch);
    await repo.setQuestionOrder(tx, ids);
  });
}
