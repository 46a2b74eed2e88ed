import { createDatabase, pgliteDataDirExists, shippedPgliteTemplate, type Database } from '@commonpurse/db';
import type { AppConfig } from '../config.ts';
import { explainDatabaseError } from './database-errors.ts';
import { lockDataDir, pgliteDirOf } from './data-dir-lock.ts';

/**
 * PostgreSQL from DATABASE_URL (with DATABASE_READ_URL's replica for lagging reads), else embedded PGlite in DATA_DIR/pglite (locked to this process while
 * open); migrated before use.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'databaseReadUrl'>>,
): Promise<Database> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    // The first query (the migration's) is where a missing database or server shows.
    return migrated(await createDatabase({ url, readUrl: config.databaseReadUrl })).catch(
      (error: unknown) => {
        throw explainDatabaseError(error, url);
      },
    );
  }
  const dataDir = pgliteDirOf(config.dataDir);
  const release = await lockDataDir(dataDir);
  try {
    // A first start loads the migrated template shipped with the build (decision 0595); the migrations
    // below still apply any newer than it.
    const loadDataDir = pgliteDataDirExists(dataDir) ? undefined : await shippedPgliteTemplate();
    const database = await createDatabase({ dataDir, loadDataDir });
    const close = database.close;
    return await migrated({
      ...database,
      close: async () => {
        await close();
        await release();
      },
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Opens the database and, given `seed`, seeds it. A PGlite database this start creates is then closed
 * and opened again: loading the template and writing the demo data grew PGlite's WebAssembly memory,
 * which never shrinks, and opened afresh (about a second) the server idles at a reopen's footprint
 * (decision 0629).
 */
export async function openSeeded<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<AppConfig, 'databaseReadUrl'>>,
  seed: ((database: Database) => Promise<T>) | null,
  open: typeof openDatabase = openDatabase,
): Promise<{ database: Database; seeded: T | null }> {
  const created = pgliteIsNew(config);
  const database = await open(config);
  const seeded = seed ? await seed(database) : null;
  if (!created) return { database, seeded };
  await database.close();
  return { database: await open(config), seeded };
}

/** Whether this start will create the embedded PGlite database (no DATABASE_URL, no data directory yet). */
export function pgliteIsNew(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): boolean {
  return !config.databaseUrl && !pgliteDataDirExists(pgliteDirOf(config.dataDir));
}

async function migrated(database: Database): Promise<Database> {
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
