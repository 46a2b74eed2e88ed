import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { submissionItems, submissions, voterCodes, type DbOrTx } from '@commonpurse/db';
import { randomCode } from './codes.ts';

// Voter codes and paper ballots of one prioritization. Every function takes a budget id the service
// has already found in the caller's client (requirePrioritization).

export type VoterCodeRow = typeof voterCodes.$inferSelect;

/** Codes newest batch first (a batch shares its created_at), in the order they were drawn. */
export function listVoterCodes(db: DbOrTx, budgetId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(voterCodes)
    .where(eq(voterCodes.budget_id, budgetId))
    .orderBy(desc(voterCodes.created_at), asc(voterCodes.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countVoterCodes(db: DbOrTx, budgetId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      used: sql<number>`count(${voterCodes.used_at})::int`,
    })
    .from(voterCodes)
    .where(eq(voterCodes.budget_id, budgetId));
  return { total: row?.total ?? 0, used: row?.used ?? 0 };
}

/** Rows per insert: well under PostgreSQL's parameter limit. */
const INSERT_CHUNK = 2_000;

/**
 * `count` new codes, unique within the prioritization: drawn at random, and any that clash with an
 * existing code are drawn again (run inside a transaction: all or none).
 */
export async function insertVoterCodes(
  tx: DbOrTx,
  budgetId: number,
  count: number,
  batch: string | null,
): Promise<VoterCodeRow[]> {
  const inserted: VoterCodeRow[] = [];
  const createdAt = new Date();
  while (inserted.length < count) {
    const wanted = Math.min(INSERT_CHUNK, count - inserted.length);
    const drawn = new Set<string>();
    while (drawn.size < wanted) drawn.add(randomCode());
    const rows = await tx
      .insert(voterCodes)
      .values([...drawn].map((code) => ({ budget_id: budgetId, code, batch, created_at: createdAt })))
      .onConflictDoNothing()
      .returning();
    inserted.push(...rows);
  }
  return inserted.sort((a, b) => a.id - b.id);
}

/** Every code for the CSV, oldest batch first (the order they were printed). */
export function allVoterCodes(db: DbOrTx, budgetId: number) {
  return db.select().from(voterCodes).where(eq(voterCodes.budget_id, budgetId)).orderBy(asc(voterCodes.id));
}

const paperOf = (budgetId: number) =>
  and(eq(submissions.budget_id, budgetId), eq(submissions.source, 'paper'));

export async function listPaperBallots(
  db: DbOrTx,
  budgetId: number,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: submissions.id,
      receipt_code: submissions.receipt_code,
      created_at: submissions.created_at,
    })
    .from(submissions)
    .where(paperOf(budgetId))
    .orderBy(desc(submissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((row) => row.id);
  const items = ids.length
    ? await db
        .select({
          submission_id: submissionItems.submission_id,
          subcategory_id: submissionItems.budget_subcategory_id,
          rank: submissionItems.rank,
          points: submissionItems.points,
        })
        .from(submissionItems)
        .where(and(inArray(submissionItems.submission_id, ids), isNotNull(submissionItems.rank)))
        .orderBy(asc(submissionItems.rank))
    : [];
  return rows.map((row) => ({
    id: row.id,
    receipt_code: row.receipt_code ?? '',
    created_at: row.created_at.toISOString(),
    items: items
      .filter((item) => item.submission_id === row.id)
      .map(({ subcategory_id, rank, points }) => ({ subcategory_id, rank: rank!, points })),
  }));
}

export async function countPaperBallots(db: DbOrTx, budgetId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(paperOf(budgetId));
  return row?.n ?? 0;
}

/** Deletes a paper ballot (its rows go with it); false when the id is no paper ballot of this budget. */
export async function deletePaperBallot(db: DbOrTx, budgetId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(submissions)
    .where(and(paperOf(budgetId), eq(submissions.id, id)))
    .returning({ id: submissions.id });
  return rows.length > 0;
}
