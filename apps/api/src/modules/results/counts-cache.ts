import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@commonpurse/db';
import { inBudget, type BudgetScope } from '../budgets/index.ts';

// Counting 100,000 ballots every way takes seconds (docs/performance.md), and staff open the PB results,
// Condorcet and consensus tabs again and again while nothing changes. So each process keeps the last
// counts of a prioritization with the ballots' watermark they were counted at (how many current
// ballots, their highest id and the sum of their ids: any ballot added, replaced or deleted changes
// it) and with what was counted (projects, settings). A call reads the watermark first (one indexed
// aggregate), then either answers the kept counts or counts anew (decision 0393). From
// RECOUNT_BEHIND_FROM ballots, a changed watermark is answered with the kept counts while one recount
// runs behind the answer (decision 0510): the figures are a recount (seconds) behind, never a caller.
// Counts are kept per database handle (an app's own), and nothing is shared between processes, so
// several servers, and tests with databases of their own, stay correct each on its own.

const MAX_ENTRIES = 64;

/** From this many current ballots a changed watermark is recounted behind the answer. */
export const RECOUNT_BEHIND_FROM = 5_000;

interface Entry {
  watermark: string;
  value: unknown;
  /** The recount running behind the answers, if any. */
  recounting?: Promise<void>;
}

/** What was kept (or counted) and the watermark it was counted at. */
export interface Counted<T> {
  value: T;
  watermark: string;
}

const byDatabase = new WeakMap<object, Map<string, Entry>>();

/** The current ballots' watermark: count, highest id and the sum of ids. */
export async function ballotsWatermark(db: DbOrTx, scope: BudgetScope): Promise<string> {
  const result = (await db.execute(sql`
    select count(*)::int as n, coalesce(max(id), 0)::int as top, coalesce(sum(id), 0)::text as total
    from submissions
    where budget_id = ${scope.budgetId} and is_current and ${inBudget(sql`budget_id`, scope)}`)) as unknown as {
    rows: { n: number; top: number; total: string }[];
  };
  const row = result.rows[0];
  return row ? `${row.n}:${row.top}:${row.total}` : '0:0:0';
}

/** How many current ballots a watermark counts. */
export const ballotsOf = (watermark: string) => Number(watermark.split(':')[0]);

/** A short key for what was counted (the projects, the settings): the same inputs, the same key. */
export const countedKey = (kind: string, scope: BudgetScope, inputs: unknown) =>
  `${kind}:${scope.clientId}:${scope.budgetId}:${createHash('sha256').update(JSON.stringify(inputs)).digest('base64url')}`;

function entriesOf(db: object) {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  return entries;
}

function keep(entries: Map<string, Entry>, key: string, entry: Entry) {
  // Most recently used last: the oldest entry is the first to go.
  entries.delete(key);
  entries.set(key, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/**
 * The kept value for `key` at `watermark` in `db`, or `count()`'s, kept for next time. With
 * `behind` (a recount in a snapshot of its own, giving the watermark it counted at), a kept value of an
 * older watermark of RECOUNT_BEHIND_FROM ballots or more is answered at once while `behind` runs.
 */
export async function keptOrCounted<T>(
  db: object,
  key: string,
  watermark: string,
  count: () => Promise<T>,
  behind?: () => Promise<Counted<T>>,
): Promise<Counted<T>> {
  const entries = entriesOf(db);
  const kept = entries.get(key);
  if (kept && kept.watermark === watermark) {
    keep(entries, key, kept);
    return { value: kept.value as T, watermark };
  }
  if (kept && behind && ballotsOf(watermark) >= RECOUNT_BEHIND_FROM) {
    kept.recounting ??= behind()
      .then((fresh) => {
        if (entries.get(key) === kept) keep(entries, key, { ...fresh });
      })
      // A failed recount leaves the kept counts; the next call starts another.
      .catch(() => undefined)
      .finally(() => {
        kept.recounting = undefined;
      });
    return { value: kept.value as T, watermark: kept.watermark };
  }
  const value = await count();
  keep(entries, key, { watermark, value });
  return { value, watermark };
}

/** The recounts running behind answers in `db` (tests wait for them). */
export async function recountsOf(db: object): Promise<void> {
  const entries = byDatabase.get(db);
  if (entries) await Promise.all([...entries.values()].map((entry) => entry.recounting));
}

/**
 * A kept pageview count is counted whole again after this long, so a visit committed after a higher id
 * was counted is missing for at most the minute the figures promise.
 */
const PAGEVIEWS_RECOUNT_MS = 60_000;

interface KeptPageviews {
  count: number;
  top: number;
  countedAt: number;
}

const pageviewsByDatabase = new WeakMap<object, Map<string, KeptPageviews>>();

/**
 * The prioritization's visits, counted once and then by the visits added since (ids above the last
 * counted, read through the primary key): at 250,000 visits a whole count cost 130 ms on every PB
 * results call. Counted whole again every PAGEVIEWS_RECOUNT_MS.
 */
export async function keptPageviews(db: object, tx: DbOrTx, scope: BudgetScope): Promise<number> {
  let entries = pageviewsByDatabase.get(db);
  if (!entries) pageviewsByDatabase.set(db, (entries = new Map()));
  const key = `${scope.clientId}:${scope.budgetId}`;
  const kept = entries.get(key);
  const fresh = kept && Date.now() - kept.countedAt < PAGEVIEWS_RECOUNT_MS;
  const after = fresh ? kept.top : 0;
  const result = (await tx.execute(sql`
    select count(*)::int as n, coalesce(max(id), ${after}::int)::int as top
    from visits where id > ${after}::int and ${inBudget(sql`budget_id`, scope)}`)) as unknown as {
    rows: { n: number; top: number }[];
  };
  const { n, top } = result.rows[0] ?? { n: 0, top: after };
  const count = (fresh ? kept.count : 0) + n;
  entries.set(key, { count, top, countedAt: fresh ? kept.countedAt : Date.now() });
  return count;
}
