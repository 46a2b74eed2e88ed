import type { TSimulationLocale, TSimulationView } from '@commonpurse/domain';
import { AppError } from '../../http/app-error.ts';
import type { StoredFile } from '../../storage/file-storage.ts';
import type { AuthContext } from '../auth/session.ts';
import { translateStandardQuestions } from '../questions/standard.ts';
import { copyChildren } from './copy-repo.ts';
import { discardFile, loadView, type SimulationDeps } from './loader.ts';
import { findDuplicableBudget, scopeOf } from '../budgets/index.ts';
import * as repo from './repo.ts';
import { modeRefusal, requirePbEnabled } from './rules.ts';
import { requireClient } from './service.ts';

export interface DuplicateInput {
  name: string;
  locale: TSimulationLocale;
}

/** The copy's header image: its own file (so deleting one never breaks the other), or a kept link. */
async function copyHeaderImage(
  deps: SimulationDeps,
  source: repo.BudgetRow,
  clientId: number,
): Promise<{ url: string | null; file: StoredFile | null }> {
  if (!source.header_image_path) return { url: source.header_image_url, file: null };
  const file = await deps.storage.copy(source.header_image_path, String(clientId));
  return { url: file?.url ?? null, file };
}

/**
 * A deep copy of one of the client's simulations or of any template, into the caller's active client,
 * in one transaction: New, without slug, not a template, with every child and setting.
 */
export async function duplicateSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  sourceId: number,
  input: DuplicateInput,
): Promise<TSimulationView> {
  const found = await findDuplicableBudget(deps.db, auth.clientId, sourceId);
  if (!found) throw AppError.notFound();
  const source = found.budget;
  const client = await requireClient(deps, auth.clientId);
  if (source.is_pb) requirePbEnabled(client);
  const refused = modeRefusal(client, source.is_pb, source.mode);
  if (refused) throw refused;

  const image = await copyHeaderImage(deps, source, auth.clientId);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const { id: _id, created_at: _c, updated_at: _u, ...fields } = source;
      const copy = await repo.insertBudget(tx, {
        ...fields,
        client_id: auth.clientId,
        name: input.name,
        locale: input.locale,
        status: 'new',
        status_at: new Date(),
        activated_at: null,
        slug: null,
        is_discoverable: false,
        header_image_url: image.url,
        header_image_path: image.file?.key ?? null,
      });
      await copyChildren(tx, scopeOf(source.client_id, source.id), copy.id);
      if (input.locale !== source.locale)
        await translateStandardQuestions(tx, scopeOf(auth.clientId, copy.id), input.locale);
      return copy.id;
    });
  } catch (error) {
    if (image.file) await discardFile(deps, image.file.key);
    throw error;
  }
  return loadView(deps, auth.clientId, id);
}
