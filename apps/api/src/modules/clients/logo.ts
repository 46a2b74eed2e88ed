import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@commonpurse/db';
import { ACCOUNT_MESSAGES as M, LOGO_FIELD, type TClientView } from '@commonpurse/domain';
import { detectImageType } from '../../lib/image-type.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadClientView } from '../account/service.ts';
import type { AuthContext } from '../auth/session.ts';
import { refusal } from '../budgets/index.ts';
import { swapLogo } from './repo.ts';

export interface LogoDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Removes a file the client no longer shows, after the change is committed: a failure only logs. */
async function releaseFile(deps: LogoDeps, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await deps.storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, key }, 'could not remove a replaced logo');
  }
}

/** Stores a PNG, JPEG or GIF (judged by its content) as the client's logo, replacing the previous one. */
export async function replaceLogo(
  deps: LogoDeps,
  auth: AuthContext,
  data: Uint8Array,
): Promise<{ url: string; client: TClientView }> {
  const extension = detectImageType(data);
  if (!extension) throw refusal(422, LOGO_FIELD, M.logoTypeInvalid);
  const file = await deps.storage.save(String(auth.clientId), extension, data);
  let previous: string | null;
  try {
    previous = await swapLogo(deps.db, auth.clientId, file);
  } catch (error) {
    await releaseFile(deps, file.key);
    throw error;
  }
  await releaseFile(deps, previous);
  return { url: file.url, client: await loadClientView(deps.db, auth) };
}

/** Removes the logo (the public pages and the console then show the client's name). */
export async function removeLogo(deps: LogoDeps, auth: AuthContext): Promise<TClientView> {
  await releaseFile(deps, await swapLogo(deps.db, auth.clientId, null));
  return loadClientView(deps.db, auth);
}
