import { and, asc, eq, ne, or, sql, ilike } from 'drizzle-orm';
import { clients, memberships, userMeta, users, type DbOrTx } from '@commonpurse/db';

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      is_superadmin: users.is_superadmin,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function isEmailTakenByAnother(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return row !== undefined;
}

export type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'first_name' | 'last_name' | 'email' | 'password_hash' | 'active_client_id'>
>;

export async function updateUser(db: DbOrTx, userId: number, changes: UserChanges): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(users.id, userId));
}

/** A client the user manages (a membership exists), else null: the tenancy check of the switcher. */
export async function findManagedClient(db: DbOrTx, userId: number, clientId: number) {
  const [row] = await db
    .select({ client: clients })
    .from(clients)
    .innerJoin(memberships, and(eq(memberships.client_id, clients.id), eq(memberships.user_id, userId)))
    .where(eq(clients.id, clientId));
  return row?.client ?? null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listManagedClients(db: DbOrTx, userId: number, filter: string | undefined) {
  const pattern = filter ? `%${escapeLike(filter)}%` : undefined;
  return db
    .select({
      id: clients.id,
      name: clients.name,
      presiding_area: clients.presiding_area,
      subdomain: clients.subdomain,
    })
    .from(clients)
    .innerJoin(memberships, and(eq(memberships.client_id, clients.id), eq(memberships.user_id, userId)))
    .where(pattern ? or(ilike(clients.name, pattern), ilike(clients.presiding_area, pattern)) : undefined)
    .orderBy(sql`lower(${clients.name})`, asc(clients.id));
}

export async function listMeta(db: DbOrTx, userId: number, clientId: number) {
  return db
    .select({ key: userMeta.key, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.user_id, userId), eq(userMeta.client_id, clientId)))
    .orderBy(asc(userMeta.key));
}

export async function upsertMeta(
  db: DbOrTx,
  entry: { userId: number; clientId: number; key: string; value: string },
) {
  const now = new Date();
  await db
    .insert(userMeta)
    .values({
      user_id: entry.userId,
      client_id: entry.clientId,
      key: entry.key,
      value: entry.value,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [userMeta.user_id, userMeta.client_id, userMeta.key],
      set: { value: entry.value, updated_at: now },
    });
}
