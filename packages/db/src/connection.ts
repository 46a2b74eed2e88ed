import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { pgliteListen, postgresListeners, type Listen } from './notifications.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Where reads that may lag a little go (reporting, analytics): the replica pool when a read URL was
   * given, else `db` itself. Writes and reads of one's own writes use `db` (decision 0576).
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs. */
  pglite?: PGlite;
  /** Applies every pending migration (the same SQL files for both engines). */
  migrate(): Promise<void>;
  /** Runs start-up work (the demo seed) in one process at a time; PGlite has only one. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** LISTEN on a channel (notifications sent with pg_notify, from any process on PostgreSQL). */
  listen: Listen;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite engine is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL (each pool: the primary's and the replica's). */
  maxConnections?: number;
  /** A PostgreSQL read replica for `readDb`; ignored without `url` (PGlite has no replica). */
  readUrl?: string | undefined;
  /** A PGlite data directory dump to start from (tests restore a migrated template). */
  loadDataDir?: Blob | undefined;
}

/** The SQL migrations: beside the sources in the repository, or copied next to the built server. */
export function migrationsFolder(): string {
  const candidates = [new URL('../drizzle', import.meta.url), new URL('./drizzle', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(resolve(path, 'meta/_journal.json'))) return path;
  }
  throw new Error('Cannot find the database migrations folder');
}

/** Any constant: the advisory lock every process takes around its start-up work. */
const STARTUP_LOCK = 74_320_117;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own (a pooled query may
 * use any connection), released when that connection closes: processes starting together take turns.
 */
async function withStartupLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Several server processes starting at once would apply the same migration twice: they migrate one
 * after the other, over the locked connection (the later ones find nothing pending; decision 0569).
 */
const migratePostgres = (url: string) =>
  withStartupLock(url, (client) =>
    migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() }),
  );

/** The replica's connections name themselves, so pg_stat_activity (and tests) can tell them apart. */
export const READ_POOL_APPLICATION_NAME = 'commonpurse-read';

function postgresPool(url: string, max: number, applicationName?: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(applicationName && { application_name: applicationName }),
  });
  // An idle client's error (a server restart, an administrator's termination) must not crash the
  // process: the pool drops that client and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/**
 * PGlite's own start-up flags plus a smaller buffer cache: WebAssembly memory never shrinks, so
 * PostgreSQL's 128 MB default ends up resident once touched. 32 MB holds the demo data's working set
 * (decision 0596).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const max = options.maxConnections ?? 10;
    const pool = postgresPool(options.url, max);
    const readPool = options.readUrl ? postgresPool(options.readUrl, max, READ_POOL_APPLICATION_NAME) : null;
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = postgresListeners(options.url);
    return {
      db,
      readDb: readPool ? (drizzlePg(readPool, { schema }) as unknown as Db) : db,
      kind: 'postgres',
      migrate: () => migratePostgres(options.url ?? ''),
      exclusively: (work) => withStartupLock(options.url ?? '', () => work()),
      listen: listeners.listen,
      close: async () => {
        await listeners.closeAll();
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, {
    // In-memory (test) databases keep PGlite's defaults: they are short-lived and their timing unchanged.
    ...(options.dataDir ? { startParams: PGLITE_START_PARAMS } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const typed = drizzlePglite(client, { schema });
  return {
    db: typed as unknown as Db,
    readDb: typed as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(typed, { migrationsFolder: migrationsFolder() }),
    exclusively: (work) => work(),
    listen: pgliteListen(client),
    close: () => client.close(),
  };
}
