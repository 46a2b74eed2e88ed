import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@commonpurse/db';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findClientImagePath, referencedImagePaths } from './item-repo.ts';

export interface ImageFileDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Removes the uploaded item images no item points at any more (copies of a simulation share them).
 * Called after the change that let go of them is committed, so a failure only leaves an orphan file:
 * logged, never answered as an error.
 */
export async function releaseImageFiles(
  deps: ImageFileDeps,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
  if (candidates.length === 0) return;
  try {
    const kept = await referencedImagePaths(deps.db, candidates);
    for (const key of candidates) if (!kept.has(key)) await deps.storage.remove(key);
  } catch (error) {
    deps.log.warn({ err: error, keys: candidates }, 'could not remove uploaded item images');
  }
}

/**
 * The image_path an item saved with `image_url` gets: the uploaded file of the client's item that
 * already shows that URL, else none (an outside link).
 */
export function imagePathFor(deps: ImageFileDeps, clientId: number, imageUrl: string | null) {
  return imageUrl === null ? Promise.resolve(null) : findClientImagePath(deps.db, clientId, imageUrl);
}
