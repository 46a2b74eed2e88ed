import { sql } from 'drizzle-orm';
import type { Db } from '@commonpurse/db';

// A snapshot of every table after every request would cost seconds each; instead a test-only trigger on
// every table notes each inserted, updated or deleted row's table into a journal, so "did this refused
// request change anything?" is one query. Rows of a rolled-back transaction leave no journal entry.

const JOURNAL = 'fuzz_change_journal';

interface Rows<T> {
  rows: T[];
}

/** Installs the journal and its trigger on every table of the current schema but `exceptTables`. */
export async function installChangeJournal(db: Db, exceptTables: readonly string[]): Promise<void> {
  await db.execute(
    sql.raw(
      `create table ${JOURNAL} (id bigserial primary key, table_name text not null, operation text not null)`,
    ),
  );
  await db.execute(
    sql.raw(`
      create function fuzz_journal_change() returns trigger language plpgsql as $$
      begin
        insert into ${JOURNAL} (table_name, operation) values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> ${JOURNAL}`,
  )) as unknown as Rows<{ tablename: string }>;
  for (const { tablename } of result.rows) {
    if (tablename.startsWith('__drizzle') || exceptTables.includes(tablename)) continue;
    await db.execute(
      sql.raw(
        `create trigger fuzz_journal after insert or update or delete on "${tablename}" ` +
          `for each row execute function fuzz_journal_change()`,
      ),
    );
  }
}

/** The tables changed since the last call ("budgets UPDATE"), emptying the journal. */
export async function takeChanges(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql.raw(`delete from ${JOURNAL} returning table_name, operation`),
  )) as unknown as Rows<{ table_name: string; operation: string }>;
  return [...new Set(result.rows.map((row) => `${row.table_name} ${row.operation}`))];
}

export async function removeChangeJournal(db: Db): Promise<void> {
  await db.execute(sql.raw('drop function fuzz_journal_change() cascade'));
  await db.execute(sql.raw(`drop table ${JOURNAL}`));
}
