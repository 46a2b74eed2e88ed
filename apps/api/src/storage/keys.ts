import { randomBytes } from 'node:crypto';

/** `<folder>/<name>.<ext>`, nothing else: keys come from the database, never from a request. */
const KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** A new random, never reused key in `folder` (a client's id), so a file can be cached for good. */
export function newKeyIn(folder: string, extension: string): string {
  if (!SEGMENT.test(folder) || !SEGMENT.test(extension)) throw new Error('Invalid storage folder or type');
  return `${folder}/${randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
}
