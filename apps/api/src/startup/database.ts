import { join } from 'node:path';
import { createDatabase, type Database } from '@commonpurse/db';
import type { AppConfig } from '../config.ts';

/** PostgreSQL from DATABASE_URL, else embedded PGlite in DATA_DIR/pglite; migrated before use. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
