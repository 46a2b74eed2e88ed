import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrationsFolder, type Database } from '../connection.ts';
import { dumpMigratedPglite } from '../pglite-template.ts';

/** The journal and every SQL file: a migration edited in place (not yet released) is a new history. */
async function migrationHistoryKey(): Promise<string> {
  const folder = migrationsFolder();
  const hash = createHash('sha256').update(await readFile(join(folder, 'meta/_journal.json')));
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(await readFile(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, dumped once per migration history and shared by test files through
 * a temporary file: loading it takes a fraction of a fresh PGlite's initdb.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const key = await migrationHistoryKey();
  const path = join(tmpdir(), `commonpurse-pglite-template-${key}.tgz`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const dump = await dumpMigratedPglite();
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}

/** The rows the migrations themselves insert (e.g. the standardized subcategories), by table. */
type TMigrationRows = Map<string, unknown[]>;

/**
 * PGlite databases a test file closed, kept for the next file of the same worker (test files share
 * their worker's modules: `isolate: false`). Loading the template costs seconds of WebAssembly start-up
 * per file; emptying the tables again costs a fraction of one (decision 0399).
 */
const idlePglites: { database: Database; migrationRows: TMigrationRows }[] = [];

const userTables = async (database: Database) =>
  (
    await database.pglite!.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);

async function readMigrationRows(database: Database): Promise<TMigrationRows> {
  const rows: TMigrationRows = new Map();
  for (const table of await userTables(database)) {
    const { rows: found } = await database.pglite!.query(`select * from ${table}`);
    if (found.length > 0) rows.set(table, found);
  }
  return rows;
}

/**
 * Back to the freshly migrated state: every table emptied with its sequences restarted, the migrations'
 * own rows put back (their sequences moved past them), and the session's state (settings, advisory
 * locks, LISTEN channels, prepared statements) discarded.
 */
async function resetPglite(database: Database, migrationRows: TMigrationRows): Promise<void> {
  const pglite = database.pglite!;
  await pglite.exec('DISCARD ALL');
  const tables = await userTables(database);
  await pglite.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
  for (const [table, rows] of migrationRows) {
    await pglite.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
      JSON.stringify(rows),
    ]);
    await pglite.query(
      `select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${table})) where pg_get_serial_sequence($1, 'id') is not null`,
      [table],
    );
  }
}

async function pgliteTestDatabase(): Promise<Database> {
  const idle = idlePglites.pop();
  let database = idle?.database;
  let migrationRows = idle?.migrationRows;
  if (database && migrationRows) {
    await resetPglite(database, migrationRows);
  } else {
    database = await createDatabase({ loadDataDir: await migratedPgliteTemplate() });
    await database.migrate();
    migrationRows = await readMigrationRows(database);
  }
  const kept = { database, migrationRows };
  // Closing hands it to the next test file of this worker; the worker's exit ends it.
  return { ...database, close: async () => void idlePglites.push(kept) };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Any constant: the advisory lock test workers take while one of them makes the template. */
const TEMPLATE_LOCK = 59_500_001;

/**
 * A migrated PostgreSQL database per migration history, made once by whichever worker comes first
 * (under an advisory lock; built under another name and renamed, so a half-made one is never used) and
 * cloned with CREATE DATABASE ... TEMPLATE for every test database (decision 0597). Nobody connects
 * to it after it is made, which cloning requires.
 */
async function migratedPostgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `cp_template_${await migrationHistoryKey()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await createDatabase({ url: databaseUrl(adminUrl, building), maxConnections: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // The lock is per database: a run against another TEST_DATABASE_URL of the same server made it.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await admin.query(`DROP DATABASE ${building}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * An isolated, migrated database for one test file: in-memory PGlite (reused, emptied, from the
 * worker's previous file when there is one), or a PostgreSQL database cloned from the migrated
 * template beside TEST_DATABASE_URL's (and dropped on close) when that variable is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return pgliteTestDatabase();
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await migratedPostgresTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({ url: databaseUrl(adminUrl, name), maxConnections: 4 });
  // Nothing is pending on a clone; kept so a test database is migrated whatever its origin.
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // The pool's sockets close asynchronously: wait for their backends to go before dropping.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
