import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connection.ts';
import { throwawayPostgres } from './testing/throwaway-postgres.ts';

// These need PostgreSQL itself (several databases, pg_dump): the machine's, as CI has, on both passes.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('migrations from several processes at once (PostgreSQL)', () => {
  const name = `migrate_race_${process.pid}_${Date.now()}`;
  const throwaway = throwawayPostgres(adminUrl);
  afterAll(() => throwaway.drop(name));

  it('apply each migration once, and seed in turn, when three servers start together', async () => {
    const url = await throwaway.create(name);
    const databases = await Promise.all([1, 2, 3].map(() => createDatabase({ url })));
    try {
      await Promise.all(databases.map((database) => database.migrate()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query(
        'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      );
      await client.end();
      expect(applied.rows[0].n).toBe(applied.rows[0].d);
      expect(applied.rows[0].n).toBeGreaterThan(15);
      // Start-up work (the demo seed) runs in one process at a time.
      let running = 0;
      let most = 0;
      await Promise.all(
        databases.map((database) =>
          database.exclusively(async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 50));
            running -= 1;
          }),
        ),
      );
      expect(most).toBe(1);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
