import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.ts';
import { analyzeGrownTables, grownTables } from './maintenance.ts';
import { createTestDatabase } from './testing/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// A table of its own (not the schema's), so that other tests' rows do not matter.
describe('ANALYZE of the tables that grew (PGlite has no autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table maintenance_probe (id serial primary key, label text not null)`,
    );
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists maintenance_probe`);
    await database.close();
  });

  const insert = (rows: number) =>
    database.db.execute(
      sql`insert into maintenance_probe (label) select repeat('x', 100) from generate_series(1, ${rows})`,
    );
  const estimate = async () =>
    rowsOf<{ reltuples: number }>(
      await database.db.execute(sql`select reltuples from pg_class where relname = 'maintenance_probe'`),
    )[0]!.reltuples;

  it('leaves a small table alone, analyzes one that grew past a tenth and 8 pages, then leaves it', async () => {
    await insert(10);
    expect(await grownTables(database.db)).not.toContain('maintenance_probe');

    await insert(5_000);
    expect(await grownTables(database.db)).toContain('maintenance_probe');
    expect(await analyzeGrownTables(database.db)).toContain('maintenance_probe');
    expect(await estimate()).toBe(5_010);
    expect(await grownTables(database.db)).not.toContain('maintenance_probe');

    // Growth under a tenth waits; past it the table is analyzed again.
    await insert(100);
    expect(await grownTables(database.db)).not.toContain('maintenance_probe');
    await insert(1_000);
    expect(await analyzeGrownTables(database.db)).toContain('maintenance_probe');
    expect(await estimate()).toBe(6_110);
  });
});
