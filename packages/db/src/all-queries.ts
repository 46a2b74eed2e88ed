import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection.ts';

/** Whether `db` is an open transaction: one connection, which runs one query at a time. */
export const isTransaction = (db: DbOrTx): boolean => is(db, PgTransaction);

type Queries = readonly (() => unknown)[];
type QueryResults<T extends Queries> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * `Promise.all` for queries on `db`: together on a pool, where each takes a connection of its own, and
 * one after another, in order, on a transaction. node-postgres gives a transaction a single client, on
 * which a query sent while another runs only waits its turn, with a deprecation warning (an error from
 * pg 9, decision 0624). PGlite, one connection, queues them itself either way.
 */
export async function allQueries<const T extends Queries>(db: DbOrTx, queries: T): Promise<QueryResults<T>> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((query) => query()))) as QueryResults<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as QueryResults<T>;
}
