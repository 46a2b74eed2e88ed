import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide secrets and settings shared by every API process (e.g. the preview-link key). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
