import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  budgetCategories,
  budgets,
  budgetSubcategories,
  clients,
  meetings,
  type DbOrTx,
} from '@commonpurse/db';
import { inBudgetCategories, type BudgetScope } from '../budgets/index.ts';

// Every query names the caller's client; a meeting's simulation is always one of that client's.

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingChanges = Partial<
  Pick<typeof meetings.$inferInsert, 'name' | 'description' | 'location' | 'budget_id' | 'subcategory_ids'>
>;

/**
 * The stored subcategory ids that are still items of the meeting's simulation, in their order: an item
 * deleted since it was chosen drops out of the answer (decision 0462).
 */
const liveSubcategoryIds = sql<number[]>`coalesce((
  select jsonb_agg(chosen.value order by chosen.position)
  from jsonb_array_elements(${meetings.subcategory_ids}) with ordinality as chosen(value, position)
  where (chosen.value)::int in (
    select ${budgetSubcategories.id} from ${budgetSubcategories}
    inner join ${budgetCategories} on ${budgetCategories.id} = ${budgetSubcategories.budget_category_id}
    where ${budgetCategories.budget_id} = ${meetings.budget_id}
  )
), '[]'::jsonb)`;

const listedColumns = {
  meeting: meetings,
  categories: liveSubcategoryIds,
  budget: { id: budgets.id, name: budgets.name, slug: budgets.slug, status: budgets.status },
  subdomain: clients.subdomain,
};

/** A meeting as the views need it: the row, its live item ids, its simulation and the client's subdomain. */
export interface ListedMeeting {
  meeting: MeetingRow;
  categories: number[];
  budget: { id: number; name: string; slug: string | null; status: string };
  subdomain: string;
}

function selectListed(db: DbOrTx, clientId: number, where: SQL | undefined) {
  return db
    .select(listedColumns)
    .from(meetings)
    .innerJoin(budgets, and(eq(budgets.id, meetings.budget_id), eq(budgets.client_id, meetings.client_id)))
    .innerJoin(clients, eq(clients.id, meetings.client_id))
    .where(and(eq(meetings.client_id, clientId), where));
}

/** The client's meetings (of one simulation when `budgetId` is given), most recently updated first. */
export function listMeetings(
  db: DbOrTx,
  clientId: number,
  filter: { budgetId: number | undefined; limit: number; offset: number },
): Promise<ListedMeeting[]> {
  return selectListed(
    db,
    clientId,
    filter.budgetId === undefined ? undefined : eq(meetings.budget_id, filter.budgetId),
  )
    .orderBy(desc(meetings.updated_at), desc(meetings.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** A meeting of the client, or null. */
export async function findMeeting(db: DbOrTx, clientId: number, id: number): Promise<ListedMeeting | null> {
  const [row] = await selectListed(db, clientId, eq(meetings.id, id));
  return row ?? null;
}

/** Which of `ids` are items (subcategories) of the scope's simulation. */
export async function subcategoriesOf(db: DbOrTx, scope: BudgetScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: budgetSubcategories.id })
    .from(budgetSubcategories)
    .where(
      and(
        inArray(budgetSubcategories.id, ids),
        inBudgetCategories(budgetSubcategories.budget_category_id, scope),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertMeeting(
  db: DbOrTx,
  values: { client_id: number; budget_id: number; name: string },
): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  if (!row) throw new Error('Inserting a meeting returned no row');
  return row;
}

/** Writes the changes (and the update time) of the client's meeting. */
export async function updateMeeting(
  db: DbOrTx,
  clientId: number,
  id: number,
  changes: MeetingChanges,
): Promise<void> {
  await db
    .update(meetings)
    .set({ ...changes, updated_at: new Date() })
    .where(and(eq(meetings.id, id), eq(meetings.client_id, clientId)));
}

/** Deletes the client's meeting; false when it has none with that id. */
export async function deleteMeeting(db: DbOrTx, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(meetings)
    .where(and(eq(meetings.id, id), eq(meetings.client_id, clientId)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}
