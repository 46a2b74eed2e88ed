import { boolean, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column shapes the schema files share.

export const flag = (name: string, value = false) => boolean(name).notNull().default(value);
export const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
export const stamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
