import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@commonpurse/db';
import { isEditable, SIMULATION_MESSAGES as M, type TSimulationView } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuthContext } from '../auth/session.ts';
import { loadChildren } from './children.ts';
import { refusal } from './errors.ts';
import type { PreviewTokens } from './preview-token.ts';
import * as repo from './repo.ts';
import { listSubcategoryLinks } from './subcategory-links.ts';
import type { TViewInclude } from './schemas.ts';
import { viewOf, type DerivedInputs, type UrlSettings } from './views.ts';

/** What the simulation services use of the app. */
export interface SimulationDeps {
  db: Db;
  urls: UrlSettings;
  previewTokens: PreviewTokens;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Removes a file the database no longer points at. The change it follows is already committed, so a
 * failure here only leaves an orphan file behind: logged, not answered as an error.
 */
export async function discardFile(deps: SimulationDeps, key: string): Promise<void> {
  try {
    await deps.storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'could not remove an uploaded file');
  }
}

/** The derived fields' inputs for many simulations: two aggregate queries, whatever their number. */
export async function derivedInputs(
  deps: SimulationDeps,
  rows: repo.OwnedBudget[],
): Promise<Map<number, DerivedInputs>> {
  const ids = rows.map((row) => row.budget.id);
  const [categories, submissions, sign] = await Promise.all([
    repo.eligibilityCategories(deps.db, ids),
    repo.submissionCounts(deps.db, ids),
    deps.previewTokens.signer(),
  ]);
  return new Map(
    rows.map(({ budget, owner }) => [
      budget.id,
      {
        owner,
        categories: categories.get(budget.id) ?? [],
        submissions: submissions.get(budget.id) ?? 0,
        previewToken: sign(budget.id),
        urls: deps.urls,
      },
    ]),
  );
}

/** A simulation of the client or 404 (never saying whether it exists elsewhere). */
export async function requireBudget(db: Db, clientId: number, id: number): Promise<repo.OwnedBudget> {
  const found = await repo.findBudget(db, clientId, id);
  if (!found) throw AppError.notFound();
  return found;
}

/** A simulation of the client that can still be edited (New, Active, Closed). */
export async function requireEditable(deps: Pick<SimulationDeps, 'db'>, auth: AuthContext, id: number) {
  const found = await requireBudget(deps.db, auth.clientId, id);
  if (!isEditable(repo.statusOf(found.budget))) throw refusal(422, 'status', M.notEditable);
  return found.budget;
}

export async function loadView(
  deps: SimulationDeps,
  clientId: number,
  id: number,
  includes: readonly TViewInclude[] = [],
): Promise<TSimulationView> {
  const found = await requireBudget(deps.db, clientId, id);
  const [inputs, children, links] = await Promise.all([
    derivedInputs(deps, [found]),
    loadChildren(deps.db, id, includes),
    listSubcategoryLinks(deps.db, id),
  ]);
  const derived = inputs.get(id);
  if (!derived) throw new Error('Derived fields missing');
  return viewOf(found.budget, derived, { ...children, subcategory_links: links });
}
