import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `case id when ids[0] then 0 when ids[1] then 1 ... end`: a whole new order in one UPDATE. */
export function positionOf(idColumn: AnyPgColumn, ids: readonly number[]): SQL<number> {
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  return sql<number>`case ${idColumn} ${cases} end`;
}
