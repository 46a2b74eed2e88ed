import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './connection.ts';

/**
 * An isolated, migrated database for one test file: in-memory PGlite, or a fresh PostgreSQL database
 * created beside TEST_DATABASE_URL's (and dropped on close) when that variable is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await createDatabase();
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
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
