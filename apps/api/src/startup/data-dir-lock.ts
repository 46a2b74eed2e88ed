import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`${dataDir} is in use by process ${pid}: stop it first (PGlite allows one process per folder).`);
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * An embedded database folder opened by two processes is corrupted: the server, a backup or a restore
 * first claims `<dir>.lock` with its pid. A lock whose process is gone (a kill -9) is taken over.
 * Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir.replace(/\/+$/, '')}.lock`;
  // A first start: DATA_DIR itself may not exist yet.
  await mkdir(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');
