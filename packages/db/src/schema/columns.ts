import { sql } from 'drizzle-orm';
import { boolean, check, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes the schema files share.

export const flag = (name: string, value = false) => boolean(name).notNull().default(value);
export const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
export const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A double precision column holds only finite numbers (or null): PostgreSQL would store NaN and
 * ±Infinity, which no JSON answer can carry, so one such value would break every read of its row.
 */
export const finite = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or (${column} > '-Infinity'::float8 and ${column} < 'Infinity'::float8)`);
