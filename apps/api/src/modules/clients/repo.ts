import { and, eq, ne, sql } from 'drizzle-orm';
import { clients, users, type DbOrTx } from '@commonpurse/db';

export type ClientChanges = Partial<
  Pick<
    typeof clients.$inferInsert,
    | 'name'
    | 'postal_code'
    | 'subdomain'
    | 'logo_outbound_link'
    | 'public_frame_ancestors'
    | 'console_metadata'
  >
>;

/** The client's row, locked until the transaction ends (changes read and write it whole). */
export async function lockClientRow(tx: DbOrTx, clientId: number) {
  const [row] = await tx
    .select({
      subdomain: clients.subdomain,
      console_metadata: clients.console_metadata,
      logo_path: clients.logo_path,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row ?? null;
}

export async function updateClient(db: DbOrTx, clientId: number, changes: ClientChanges): Promise<void> {
  await db
    .update(clients)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(clients.id, clientId));
}

/** Whether another client's public site already has this address (compared case-insensitively). */
export async function isSubdomainTaken(db: DbOrTx, subdomain: string, exceptClientId: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(sql`lower(${clients.subdomain}) = lower(${subdomain})`, ne(clients.id, exceptClientId)));
  return row !== undefined;
}

export async function currentSubdomain(db: DbOrTx, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ subdomain: clients.subdomain })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.subdomain ?? null;
}

export async function isSuperadmin(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ flag: users.is_superadmin }).from(users).where(eq(users.id, userId));
  return row?.flag === true;
}

/** Points the client's logo at `file` (or none), answering the storage key it pointed at before. */
export async function swapLogo(
  db: DbOrTx,
  clientId: number,
  file: { key: string; url: string } | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await lockClientRow(tx, clientId);
    await tx
      .update(clients)
      .set({ logo_path: file?.key ?? null, logo_url: file?.url ?? null, updated_at: new Date() })
      .where(eq(clients.id, clientId));
    return row?.logo_path ?? null;
  });
}
