import { SIMULATION_MESSAGES as M, type TSimulationView } from '@commonpurse/domain';
import { detectImageType } from '../../lib/image-type.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal, requireEditable } from '../budgets/index.ts';
import { discardFile, loadView, type SimulationDeps } from './loader.ts';
import * as repo from './repo.ts';

/** Stores a PNG, JPEG or GIF (judged by its content) as the header image, replacing the previous one. */
export async function replaceHeaderImage(
  deps: SimulationDeps,
  auth: AuthContext,
  id: number,
  data: Uint8Array,
): Promise<{ url: string; view: TSimulationView }> {
  await requireEditable(deps, auth, id);
  const extension = detectImageType(data);
  if (!extension) throw refusal(422, 'header_image', M.imageTypeInvalid);
  const file = await deps.storage.save(String(auth.clientId), extension, data);
  let previous: string | null;
  try {
    previous = await repo.swapHeaderImage(deps.db, auth.clientId, id, file);
  } catch (error) {
    await discardFile(deps, file.key);
    throw error;
  }
  if (previous) await discardFile(deps, previous);
  return { url: file.url, view: await loadView(deps, auth.clientId, id) };
}

export async function removeHeaderImage(deps: SimulationDeps, auth: AuthContext, id: number): Promise<void> {
  await requireEditable(deps, auth, id);
  const previous = await repo.swapHeaderImage(deps.db, auth.clientId, id, null);
  if (previous) await discardFile(deps, previous);
}
