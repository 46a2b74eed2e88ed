import { and, eq, sql, type SQL } from 'drizzle-orm';
import { submissions, visits, type DbOrTx } from '@commonpurse/db';

// The public writes. Each is one SQL statement (data-modifying CTEs), so it is atomic without a
// transaction and costs one round trip: the submission endpoint's throughput depends on it.

/** created_at and last_seen_at default to now (demo activity sets them in the past). */
export type VisitInsert = Omit<typeof visits.$inferInsert, 'id'>;

export async function insertVisit(db: DbOrTx, values: VisitInsert): Promise<number> {
  const [id] = await insertVisits(db, [values]);
  if (id === undefined) throw new Error('Inserting a visit returned no row');
  return id;
}

/** Several visits in one statement; their ids in the order given. */
export async function insertVisits(db: DbOrTx, values: readonly VisitInsert[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(visits)
    .values([...values])
    .returning({ id: visits.id });
  return rows.map((row) => row.id);
}

/** A JSON parameter read as rows (one parameter whatever the count; the same on PGlite and PostgreSQL). */
const recordset = (rows: readonly object[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(columns)})`;

/** A given moment, or the statement's now(). */
const momentOf = (at: Date | undefined) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export interface ClickRow {
  item: number | null;
  kind: string;
  option: string;
  count: number;
}

/** One visit's click batch: its click counts, its latest amounts, and when it arrived (now if absent). */
export interface ClickBatchWrite {
  visitId: number;
  clicks: readonly ClickRow[];
  amounts: readonly { item: number; amount: number }[];
  seenAt?: Date;
}

/**
 * Adds a batch to the visit's click counts (one row per item, kind and option), sets its latest amounts
 * and moves its last_seen_at. Rows must be unique per key (the caller merges repeats).
 */
export async function recordClicks(
  db: DbOrTx,
  budgetId: number,
  visitId: number,
  clicks: readonly ClickRow[],
  amounts: readonly { item: number; amount: number }[],
): Promise<void> {
  await recordClickBatches(db, budgetId, [{ visitId, clicks, amounts }]);
}

/** Several visits' batches in one statement (demo activity writes hundreds at once); one visit each. */
export async function recordClickBatches(
  db: DbOrTx,
  budgetId: number,
  batches: readonly ClickBatchWrite[],
): Promise<void> {
  if (batches.length === 0) return;
  const clicks = batches.flatMap((b) => b.clicks.map((click) => ({ visit: b.visitId, ...click })));
  const amounts = batches.flatMap((b) => b.amounts.map((line) => ({ visit: b.visitId, ...line })));
  const seen = batches.map((b) => ({ visit: b.visitId, seen: b.seenAt?.toISOString() ?? null }));
  const parts: SQL[] = [];
  if (clicks.length > 0)
    parts.push(sql`c as (
      insert into clicks (budget_id, visit_id, budget_subcategory_id, kind, option_id, count)
      select ${budgetId}::int, x.visit, x.item, x.kind, x.option, x.count
      from ${recordset(clicks, 'visit int, item int, kind text, option text, count int')}
      on conflict (visit_id, (coalesce(budget_subcategory_id, 0)), kind, option_id)
      do update set count = least(clicks.count::bigint + excluded.count, 2147483647)::int
    )`);
  if (amounts.length > 0)
    parts.push(sql`a as (
      insert into visit_amounts (visit_id, budget_subcategory_id, budget_id, amount)
      select x.visit, x.item, ${budgetId}::int, x.amount
      from ${recordset(amounts, 'visit int, item int, amount numeric')}
      on conflict (visit_id, budget_subcategory_id) do update set amount = excluded.amount
    )`);
  const touch = sql`update visits set last_seen_at = coalesce(x.seen, now())
    from ${recordset(seen, 'visit int, seen timestamptz')}
    where visits.id = x.visit and visits.budget_id = ${budgetId}`;
  await db.execute(parts.length === 0 ? touch : sql`with ${sql.join(parts, sql`, `)} ${touch}`);
}

export interface SubmissionWrite {
  budgetId: number;
  visitId: number | null;
  /** The meeting it was submitted through (decision 0480), or null. */
  meetingId?: number | null;
  idempotencyKey: string | null;
  totals: { revenue: number; expenses: number; balance: number };
  location: { lat: number; lng: number; postal_code: string | null; city: string | null } | null;
  ip: string | null;
  /** A ballot's rows carry its rank (and points); a simulation's none. */
  items: { item: number; amount: number; start: number; rank?: number | null; points?: number | null }[];
  /** A prioritization's ballot: its voter, receipt code and source. */
  ballot?: { voterKey: string | null; receiptCode: string; source: 'online' | 'paper' };
  answers: { question: number; value: string }[];
  choices: { item: number; option: string }[];
  comments: { item: number | null; text: string }[];
  /** When it was submitted: now, or a demo resident's moment (npm run demo-data). */
  at?: Date;
}

export interface SubmissionKey {
  id: number;
  user_id: string;
}

/**
 * Stores a submission with its items, answers, choices and comments and moves its visit's
 * last_seen_at, all in one statement. Null when a submission with the same idempotency key exists
 * (then nothing is stored; a concurrent twin waits for the first to commit, then finds it).
 */
export async function insertSubmission(db: DbOrTx, w: SubmissionWrite): Promise<SubmissionKey | null> {
  const parts: SQL[] = [
    sql`s as (
      insert into submissions (budget_id, visit_id, meeting_id, idempotency_key, total_revenue, total_expenses,
        balance, lat, lng, postal_code, city, ip, voter_key, receipt_code, source, created_at)
      values (${w.budgetId}, ${w.visitId}, ${w.meetingId ?? null}, ${w.idempotencyKey}, ${w.totals.revenue}, ${w.totals.expenses},
        ${w.totals.balance}, ${w.location?.lat ?? null}, ${w.location?.lng ?? null},
        ${w.location?.postal_code ?? null}, ${w.location?.city ?? null}, ${w.ip},
        ${w.ballot?.voterKey ?? null}, ${w.ballot?.receiptCode ?? null}, ${w.ballot?.source ?? 'online'}, ${momentOf(w.at)})
      on conflict (budget_id, idempotency_key) where idempotency_key is not null do nothing
      returning id, user_id
    )`,
  ];
  if (w.items.length > 0)
    parts.push(sql`i as (
      insert into submission_items (submission_id, budget_subcategory_id, budget_id, amount, starting_amount,
        rank, points)
      select s.id, x.item, ${w.budgetId}::int, x.amount, x.start, x.rank, x.points
      from s, ${recordset(w.items, 'item int, amount numeric, start numeric, rank int, points int')}
    )`);
  if (w.answers.length > 0)
    parts.push(sql`q as (
      insert into submission_answers (submission_id, question_id, budget_id, value)
      select s.id, x.question, ${w.budgetId}::int, x.value from s, ${recordset(w.answers, 'question int, value text')}
    )`);
  if (w.choices.length > 0)
    parts.push(sql`o as (
      insert into submission_choices (submission_id, budget_subcategory_id, budget_id, option_id)
      select s.id, x.item, ${w.budgetId}::int, x.option from s, ${recordset(w.choices, 'item int, option text')}
    )`);
  if (w.comments.length > 0)
    parts.push(sql`m as (
      insert into comments (budget_id, submission_id, budget_subcategory_id, text, ip)
      select ${w.budgetId}::int, s.id, x.item, x.text, ${w.ip}::text from s, ${recordset(w.comments, 'item int, text text')}
    )`);
  if (w.visitId !== null)
    parts.push(sql`v as (
      update visits set last_seen_at = ${momentOf(w.at)}
      where id = ${w.visitId} and budget_id = ${w.budgetId} and exists (select 1 from s)
    )`);
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select id, user_id from s`);
  return rowsOf<SubmissionKey>(result)[0] ?? null;
}

/** The submission stored earlier under an idempotency key. */
export async function findByIdempotencyKey(
  db: DbOrTx,
  budgetId: number,
  key: string,
): Promise<SubmissionKey | null> {
  const [row] = await db
    .select({ id: submissions.id, user_id: submissions.user_id })
    .from(submissions)
    .where(and(eq(submissions.budget_id, budgetId), eq(submissions.idempotency_key, key)));
  return row ?? null;
}

/** Submissions to one simulation wait for each other here (a capped simulation counts, then inserts). */
export async function lockSubmissions(tx: DbOrTx, budgetId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK_SPACE}, ${budgetId})`);
}

/** The first key of the two-key advisory locks taken for submissions (the second is the budget id). */
const SUBMISSION_LOCK_SPACE = 11_001;
