import type { FastifyBaseLogger } from 'fastify';
import { allQueries, type Db } from '@commonpurse/db';
import type { TSimulationView } from '@commonpurse/domain';
import type { FileStorage } from '../../storage/file-storage.ts';
import { requireBudget, scopeOf, type UrlSettings } from '../budgets/index.ts';
import { loadChildren } from './children.ts';
import type { PreviewTokens } from './preview-token.ts';
import * as repo from './repo.ts';
import { listSubcategoryLinks } from './subcategory-links.ts';
import type { TViewFields, TViewInclude } from './schemas.ts';
import { viewOf, type DerivedInputs } from './views.ts';

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
  const [categories, submissions, sign] = await allQueries(deps.db, [
    () => repo.eligibilityCategories(deps.db, ids),
    () => repo.submissionCounts(deps.db, ids),
    () => deps.previewTokens.signer(),
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

export async function loadView(
  deps: SimulationDeps,
  clientId: number,
  id: number,
  includes: readonly TViewInclude[] = [],
  fields?: TViewFields,
): Promise<TSimulationView> {
  const found = await requireBudget(deps.db, clientId, id);
  const [inputs, children, links] = await allQueries(deps.db, [
    () => derivedInputs(deps, [found]),
    () => loadChildren(deps.db, scopeOf(clientId, id), includes, fields),
    () => listSubcategoryLinks(deps.db, scopeOf(clientId, id)),
  ]);
  const derived = inputs.get(id);
  if (!derived) throw new Error('Derived fields missing');
  return viewOf(found.budget, derived, { ...children, subcategory_links: links });
}
