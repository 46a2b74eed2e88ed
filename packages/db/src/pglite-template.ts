import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './connection.ts';

/** The file `npm run build` writes beside the bundled server (decision 0595). */
export const PGLITE_TEMPLATE_FILE = 'pglite-template.tgz';

/**
 * A freshly migrated PGlite data directory as a gzipped tarball: loading one skips initdb (the slowest
 * part of a first start, and the one whose second WebAssembly instance stays resident).
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const database = await createDatabase();
  try {
    await database.migrate();
    if (!database.pglite) throw new Error('Expected an embedded database');
    return await database.pglite.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
}

/**
 * The template shipped beside the bundled server (dist/, or dist/cli/ for the CLIs); absent when running
 * from the sources, where a first start creates the database the slow way.
 */
export async function shippedPgliteTemplate(): Promise<Blob | undefined> {
  for (const relative of [`./${PGLITE_TEMPLATE_FILE}`, `../${PGLITE_TEMPLATE_FILE}`]) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return new Blob([await readFile(path)]);
  }
  return undefined;
}

/** A PGlite data directory that holds a database already (a later start, not the first). */
export const pgliteDataDirExists = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));
