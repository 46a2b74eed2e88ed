import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';

/** `<folder>/<name>.<ext>`, nothing else: keys come from the database, never from a request. */
const KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Files under `root` (DATA_DIR/uploads), served at `${publicUrl}/<key>`. */
export function createLocalStorage(root: string, publicUrl: string): FileStorage {
  const stored = (key: string): StoredFile => ({ key, url: `${publicUrl}/${key}` });
  const newKey = async (folder: string, extension: string) => {
    if (!SEGMENT.test(folder) || !SEGMENT.test(extension)) throw new Error('Invalid storage folder or type');
    await mkdir(join(root, folder), { recursive: true });
    return `${folder}/${randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
  };

  return {
    async save(folder, extension, data) {
      const key = await newKey(folder, extension);
      await writeFile(join(root, key), data, { flag: 'wx' });
      return stored(key);
    },
    async copy(key, folder) {
      assertKey(key);
      const target = await newKey(folder, extname(key).slice(1));
      try {
        await copyFile(join(root, key), join(root, target));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
      return stored(target);
    },
    async remove(key) {
      assertKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}
