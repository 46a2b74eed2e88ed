import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@commonpurse/db';

export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
