import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.ts';

import { assertKey, newKeyIn } from './keys.ts';

/** Files under `root` (DATA_DIR/uploads), served at `${publicUrl}/<key>`. */
export function createLocalStorage(root: string, publicUrl: string): FileStorage {
  const stored = (key: string): StoredFile => ({ key, url: `${publicUrl}/${key}` });
  const newKey = async (folder: string, extension: string) => {
    const key = newKeyIn(folder, extension);
    await mkdir(join(root, folder), { recursive: true });
    return key;
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
