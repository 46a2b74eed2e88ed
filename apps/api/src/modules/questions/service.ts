import {
  changedContentFields,
  QUESTION_MESSAGES as M,
  generateCsvLabel,
  isPermutationOf,
  normalizeQuestion,
  optionsProblem,
  ZQuestionView,
  type TQuestionDisplayType,
  type TQuestionPatch,
  type TQuestionSave,
  type TQuestionView,
} from '@commonpurse/domain';
import type { Db, DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthContext } from '../auth/session.ts';
import { serializeRow } from '../../lib/serialize-row.ts';
import {
  clientCapabilities,
  refusal,
  requireBudget,
  requireCapability,
  requireEditable,
  scopeOf,
  type BudgetScope,
  type TCapabilityFlags,
} from '../budgets/index.ts';
import * as repo from './repo.ts';

export interface QuestionsDeps {
  db: Db;
}

export const questionView = (row: repo.QuestionRow): TQuestionView => ZQuestionView.parse(serializeRow(row));

/** A question of the simulation, else 404 'Invalid demographics question ID'. */
async function requireQuestion(db: DbOrTx, scope: BudgetScope, id: number) {
  const row = await repo.findQuestion(db, scope, id);
  if (!row) throw new AppError(404, M.invalidQuestion);
  return questionView(row);
}

/** Custom questions need the plan's custom demographics; entry questions also custom entry questions. */
function requireCustomQuestions(capabilities: TCapabilityFlags, displayType: TQuestionDisplayType) {
  requireCapability(capabilities, 'custom_demographics', 'display_type', M.customQuestionsDisabled);
  if (displayType === 'entry')
    requireCapability(capabilities, 'custom_entry_questions', 'display_type', M.customEntryQuestionsDisabled);
}

/** The label given (refused when another question has it), or one generated from the text. */
async function resolveSlug(
  tx: DbOrTx,
  scope: BudgetScope,
  given: string | null | undefined,
  questionText: string,
  exceptId?: number,
): Promise<string> {
  const taken = await repo.takenSlugs(tx, scope, exceptId);
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
export async function listQuestions(deps: QuestionsDeps, auth: AuthContext, budgetId: number) {
  await requireBudget(deps.db, auth.clientId, budgetId);
  return (await repo.listQuestions(deps.db, scopeOf(auth.clientId, budgetId))).map(questionView);
}

/** A custom question, last in its table; its CSV label generated from the text when empty. */
export async function createQuestion(
  deps: QuestionsDeps,
  auth: AuthContext,
  budgetId: number,
  input: TQuestionSave,
): Promise<TQuestionView> {
  await requireEditable(deps, auth, budgetId);
  requireCustomQuestions(await clientCapabilities(deps.db, auth.clientId), input.display_type);
  const scope = scopeOf(auth.clientId, budgetId);
  const row = await withUniqueSlug(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockBudget(tx, scope);
      const { slug, ...fields } = normalizeQuestion(input);
      return repo.insertQuestion(tx, scope, {
        ...fields,
        slug: await resolveSlug(tx, scope, slug, input.name),
        is_default: false,
        display_order: await repo.nextOrder(tx, scope, input.display_type),
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
  deps: QuestionsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
  patch: TQuestionPatch,
): Promise<TQuestionView> {
  await requireEditable(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  const stored = await requireQuestion(deps.db, scope, id);
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
    requireCustomQuestions(await clientCapabilities(deps.db, auth.clientId), merged.display_type);
  }
  const problem = optionsProblem(merged.type, merged.options_config);
  if (problem) throw refusal(422, 'options_config', problem);

  const row = await withUniqueSlug(() =>
    deps.db.transaction(async (tx) => {
      await repo.lockBudget(tx, scope);
      const changes: repo.QuestionChanges = normalizeQuestion(merged);
      if (patch.name !== undefined) changes.name = patch.name;
      if (changed.includes('slug'))
        changes.slug = await resolveSlug(tx, scope, patch.slug, patch.name ?? stored.name, id);
      if (changed.includes('display_type'))
        changes.display_order = await repo.nextOrder(tx, scope, merged.display_type);
      const updated = await repo.updateQuestion(tx, scope, id, changes);
      if (!updated) throw new AppError(404, M.invalidQuestion);
      return updated;
    }),
  );
  return questionView(row);
}

export async function deleteQuestion(
  deps: QuestionsDeps,
  auth: AuthContext,
  budgetId: number,
  id: number,
): Promise<void> {
  await requireEditable(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  const stored = await requireQuestion(deps.db, scope, id);
  if (stored.is_default) throw refusal(422, 'id', M.defaultNotDeletable);
  await repo.deleteQuestion(deps.db, scope, id);
}

/**
 * Orders one table (every entry question, or every exit question) or both at once: the list must hold
 * exactly those ids, else 422 errors.display_order and nothing changes.
 */
export async function orderQuestions(
  deps: QuestionsDeps,
  auth: AuthContext,
  budgetId: number,
  ids: number[],
): Promise<void> {
  await requireEditable(deps, auth, budgetId);
  const scope = scopeOf(auth.clientId, budgetId);
  await deps.db.transaction(async (tx) => {
    const rows = await repo.listQuestions(tx, scope);
    const idsOf = (type?: TQuestionDisplayType) =>
      rows.filter((row) => type === undefined || row.display_type === type).map((row) => row.id);
    const scopes = [idsOf('entry'), idsOf('exit'), idsOf()];
    if (!scopes.some((scope) => isPermutationOf(ids, scope)))
      throw refusal(422, 'display_order', M.orderMismatch);
    await repo.setQuestionOrder(tx, scope, ids);
  });
}
