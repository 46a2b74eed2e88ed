import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrationsFolder, type Database } from '../connection.ts';

/**
 * A migrated PGlite data directory, dumped once per migration history and shared by test files through
 * a temporary file: loading it takes a fraction of a fresh PGlite's initdb.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const journal = await readFile(join(migrationsFolder(), 'meta/_journal.json'));
  const key = createHash('sha256').update(journal).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `commonpurse-pglite-template-${key}.tgz`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const database = await createDatabase();
    await database.migrate();
    if (!database.pglite) throw new Error('Expected an embedded database');
    const dump = await database.pglite.dumpDataDir('gzip');
    await database.close();
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}

/**
 * An isolated, migrated database for one test file: in-memory PGlite, or a fresh PostgreSQL database
 * created beside TEST_DATABASE_URL's (and dropped on close) when that variable is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase({ loadDataDir: await migratedPgliteTemplate() });
    await database.migrate();
    return database;
  }
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), maxConnections: 4 });
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
