import {
  SLUG_MESSAGES,
  SIMULATION_MESSAGES as M,
  UNCATEGORIZED_CATEGORY_NAME,
  isDeletable,
  slugProblem,
  type TSimulationCounts,
  type TSimulationCreate,
  type TSimulationSummary,
  type TSimulationView,
} from '@commonpurse/domain';
import { allQueries, budgetCategories, type DbOrTx } from '@commonpurse/db';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import { addStandardQuestions } from '../questions/standard.ts';
import { isSlugTaken, refusal, requireBudget, scopeOf, statusOf } from '../budgets/index.ts';
import { derivedInputs, discardFile, loadView, type SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';
import { creationMode, requirePbEnabled } from './rules.ts';
import { summaryOf } from './views.ts';

export async function requireClient(deps: { db: DbOrTx }, clientId: number) {
  const client = await repo.findClient(deps.db, clientId);
  if (!client) throw AppError.unauthenticated();
  return client;
}

export interface ListOptions {
  templates: boolean;
  isPb: boolean | undefined;
  perPage: number;
  page: number;
}

/** The client's simulations (or every client's templates) and the client's licence counters. */
export async function listSimulations(
  deps: SimulationDeps,
  auth: AuthContext,
  options: ListOptions,
): Promise<{ data: TSimulationSummary[]; meta: TSimulationCounts }> {
  const [rows, meta] = await allQueries(deps.db, [
    () =>
      repo.listBudgets(deps.db, {
        clientId: options.templates ? null : auth.clientId,
        isPb: options.isPb,
        limit: options.perPage,
        offset: (options.page - 1) * options.perPage,
      }),
    () => repo.simulationCounts(deps.db, auth.clientId),
  ]);
  const inputs = await derivedInputs(deps, rows);
  const data = rows.flatMap(({ budget }) => {
    const derived = inputs.get(budget.id);
    return derived ? [summaryOf(budget, derived)] : [];
  });
  return { data, meta };
}

/**
 * A New simulation with the five standard exit questions in its language (insertNewSimulation); a
 * prioritization also gets its 'Uncategorized' expense category.
 */
export async function createSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  input: TSimulationCreate,
): Promise<TSimulationView> {
  const client = await requireClient(deps, auth.clientId);
  if (input.is_pb) requirePbEnabled(client);
  const mode = input.is_pb ? 'budget' : creationMode(client, input.mode);
  const id = await deps.db.transaction(async (tx) => {
    const budgetId = await insertNewSimulation(tx, auth.clientId, { ...input, mode });
    if (input.is_pb) {
      await tx
        .insert(budgetCategories)
        .values({ budget_id: budgetId, type: 'expense', name: UNCATEGORIZED_CATEGORY_NAME });
    }
    return budgetId;
  });
  return loadView(deps, auth.clientId, id);
}

export type NewSimulationFields = Pick<TSimulationCreate, 'name' | 'locale' | 'is_pb'> & {
  mode: NonNullable<TSimulationCreate['mode']>;
};

/**
 * A New simulation row of the client with the five standard exit questions in its language: what every
 * way of starting one from nothing of its own (blank, a tax receipt) begins with. Answers its id.
 */
export async function insertNewSimulation(
  tx: DbOrTx,
  clientId: number,
  fields: NewSimulationFields,
): Promise<number> {
  const budget = await repo.insertBudget(tx, {
    client_id: clientId,
    name: fields.name,
    locale: fields.locale,
    is_pb: fields.is_pb,
    mode: fields.mode,
    status: 'new',
    status_at: new Date(),
  });
  await addStandardQuestions(tx, scopeOf(clientId, budget.id), fields.locale);
  return budget.id;
}

/** Only a New simulation can be deleted; its children cascade and its header image goes too. */
export async function deleteSimulation(deps: SimulationDeps, auth: AuthContext, id: number): Promise<void> {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  if (!isDeletable(statusOf(budget))) throw refusal(422, 'status', M.onlyNewCanBeDeleted);
  await repo.deleteBudget(deps.db, auth.clientId, id);
  if (budget.header_image_path) await discardFile(deps, budget.header_image_path);
}

/** The slug's first broken rule, or 'taken' when another simulation or receipt of the client uses it. */
export async function validateSlug(
  deps: SimulationDeps,
  auth: AuthContext,
  slug: string,
  exceptId: number | undefined,
): Promise<void> {
  const problem = slugProblem(slug);
  if (problem) throw refusal(422, 'slug', problem);
  if (await isSlugTaken(deps.db, auth.clientId, slug, exceptId))
    throw refusal(422, 'slug', SLUG_MESSAGES.taken);
}
