import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@commonpurse/db';
import { inBudget, type BudgetScope } from '../budgets/index.ts';

// Counting 100,000 ballots every way takes seconds (docs/performance.md), and staff open the PB results,
// Condorcet and consensus tabs again and again while nothing changes. So each process keeps the last
// counts of a prioritization with the ballots' watermark they were counted at (how many current
// ballots, their highest id and the sum of their ids: any ballot added, replaced or deleted changes
// it) and with what was counted (projects, settings). A call reads the watermark first (one indexed
// aggregate), then either answers the kept counts or counts anew (decision 0393). Counts are kept per
// database handle (an app's own), and nothing is shared between processes, so several servers, and
// tests with databases of their own, stay correct each on its own.

const MAX_ENTRIES = 64;

interface Entry {
  watermark: string;
  value: unknown;
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

/** A short key for what was counted (the projects, the settings): the same inputs, the same key. */
export const countedKey = (kind: string, scope: BudgetScope, inputs: unknown) =>
  `${kind}:${scope.clientId}:${scope.budgetId}:${createHash('sha256').update(JSON.stringify(inputs)).digest('base64url')}`;

/** The kept value for `key` at `watermark` in `db`, or `compute()`'s, kept for next time. */
export async function keptOrCounted<T>(
  db: object,
  key: string,
  watermark: string,
  compute: () => Promise<T>,
): Promise<T> {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  const kept = entries.get(key);
  if (kept && kept.watermark === watermark) {
    // Most recently used last: the oldest entry is the first to go.
    entries.delete(key);
    entries.set(key, kept);
    return kept.value as T;
  }
  const value = await compute();
  entries.delete(key);
  entries.set(key, { watermark, value });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}
