import { sql } from 'drizzle-orm';
import type { DbOrTx } from './connection.ts';

// PGlite runs PostgreSQL in single-user mode: no autovacuum launcher and no statistics collector, so
// nothing ever runs ANALYZE. After residents' rows arrive the planner still believes the tables are
// empty and joins 1.2 M submission items by nested loops over bitmap scans (a rollup count of 20,000
// submissions ran for minutes instead of 1.3 s; decision 0511). So the server analyzes what grew itself,
// as autovacuum would: a table whose size in pages passed its size at the last ANALYZE by a tenth (and
// 8 pages, so that small tables are left alone) is analyzed again. ANALYZE reads a bounded sample
// (30,000 rows a table), about a second at 100,000 submissions.

/** A table grown past this share of its pages at the last ANALYZE is analyzed again. */
export const ANALYZE_GROWTH = 0.1;
const ANALYZE_MIN_PAGES = 8;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The public tables that grew since their last ANALYZE (relpages is 0 before the first). */
export async function grownTables(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and pg_relation_size(c.oid) / current_setting('block_size')::int
          > c.relpages * (1 + ${ANALYZE_GROWTH}::float8) + ${ANALYZE_MIN_PAGES}::int
      order by c.relname`),
  );
  return rows.map((row) => row.name);
}

/** Analyzes the tables that grew (see above); answers their names. */
export async function analyzeGrownTables(db: DbOrTx): Promise<string[]> {
  const tables = await grownTables(db);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}
