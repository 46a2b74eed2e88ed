// Benchmarks that need PostgreSQL create their own database beside DATABASE_URL's and drop it after.
import { sql } from 'drizzle-orm';
import { createDatabase } from '@commonpurse/db';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** CREATE / DROP DATABASE on DATABASE_URL's server (outside any transaction). */
export async function adminQuery(text: string) {
  const admin = await createDatabase({ url: ADMIN_URL, maxConnections: 1 });
  try {
    await admin.db.execute(sql.raw(text));
  } finally {
    await admin.close();
  }
}

/** The address of database `name` on DATABASE_URL's server. */
export const databaseUrlFor = (name: string) =>
  Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
