import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@commonpurse/db';

/**
 * Tables a refused call may still write, and why. Everything else must be byte for byte the same
 * after a refused call: the owner's rows, and every other client's too.
 */
export const TABLES_A_REFUSAL_MAY_CHANGE: Record<string, string> = {
  access_tokens: 'each authenticated call stamps its session as used',
};

/** Both drivers (PGlite, node-postgres) answer raw SQL with `rows`; Drizzle's shared type does not say so. */
async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Per table: its row count and an order-independent sum of each row's hash. */
export type Snapshot = Record<string, string>;

/** One statement over every table of the public schema, so a snapshot costs one round trip. */
export async function snapshotQuery(db: Db): Promise<() => Promise<Snapshot>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const compared = tables.map((row) => row.name).filter((name) => !(name in TABLES_A_REFUSAL_MAY_CHANGE));
  const parts = compared.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as digest from "${name}" t`,
  );
  const statement = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = await rowsOf<{ name: string; digest: string }>(db, statement);
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  };
}

/** The tables whose digest differs between two snapshots. */
export const changedTables = (before: Snapshot, after: Snapshot): string[] =>
  Object.keys(before).filter((name) => before[name] !== after[name]);
