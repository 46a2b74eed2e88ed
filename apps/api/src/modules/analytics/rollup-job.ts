import { sql } from 'drizzle-orm';
import type { Db } from '@commonpurse/db';
import type { JobLease } from '../../lib/job-lease.ts';
import { refreshRollup, ROLLUP_MIN_SUBMISSIONS, scopeOfBudget } from './rollups.ts';

// The rollup job (decision 0390): every few seconds, in each API process, one pass over what residents
// wrote since the last pass, read from the database itself (the highest submission and visit ids), so
// it works the same on PostgreSQL and PGlite, with one process or several, and for rows written by
// `npm run demo-data`. A simulation with new rows is recomputed when it has a rollup, reaches
// ROLLUP_MIN_SUBMISSIONS, or shows residents' averages on its page (prioritizations, whose replaced
// ballots would mean recounts, are read raw); every rollup is also recomputed
// after MAX_AGE (edits of items, deleted submissions and later clicks of old visits leave no new id).

export const ROLLUP_INTERVAL_MS = 10_000;
const MAX_AGE_MS = 10 * 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface RollupJob {
  /** One pass now (tests, and the timer); a pass already running is awaited instead. */
  sweep(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** When the last pass ended well (null before the first): the metrics' job lag. */
  lastPassAt(): Date | null;
}

export interface RollupJobOptions {
  /** Upkeep before each pass (on PGlite: ANALYZE of the tables that grew, decision 0511). */
  beforePass?: ((db: Db) => Promise<unknown>) | undefined;
  /** Several processes: a timed pass runs only in the one holding the lease (decision 0567). */
  lease?: JobLease | undefined;
}

export function createRollupJob(
  db: Db,
  log: { error(obj: unknown, msg: string): void; debug?(obj: unknown, msg: string): void },
  options: RollupJobOptions = {},
): RollupJob {
  let seen = { submission: 0, visit: 0 };
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** The timer's tick in flight (taking the lease, then its pass): stop() waits for it. */
  let ticking: Promise<void> | null = null;
  let lastPassAt: Date | null = null;

  /** Simulations with submissions or visits above the ids seen, that need a rollup. */
  async function changedBudgets(upTo: typeof seen): Promise<number[]> {
    const rows = rowsOf<{ budget_id: number }>(
      await db.execute(sql`
        with changed as (
          select distinct budget_id from submissions where id > ${seen.submission} and id <= ${upTo.submission}
          union
          select distinct budget_id from visits where id > ${seen.visit} and id <= ${upTo.visit})
        select b.id as budget_id from changed c join budgets b on b.id = c.budget_id
        where not b.is_pb and (exists (select 1 from analytics_rollups r where r.budget_id = b.id)
          or (b.show_submission_averages
            and exists (select 1 from submissions s where s.budget_id = b.id and s.is_current))
          or (select count(*) from submissions s where s.budget_id = b.id and s.is_current)
            >= ${ROLLUP_MIN_SUBMISSIONS})`),
    );
    return rows.map((row) => row.budget_id);
  }

  const staleRollups = async () =>
    rowsOf<{ budget_id: number }>(
      await db.execute(
        sql`select budget_id from analytics_rollups where computed_at < ${new Date(Date.now() - MAX_AGE_MS)}`,
      ),
    ).map((row) => row.budget_id);

  async function pass() {
    await options.beforePass?.(db);
    const [top] = rowsOf<{ submission: number; visit: number }>(
      await db.execute(sql`
        select (select coalesce(max(id), 0) from submissions)::int as submission,
          (select coalesce(max(id), 0) from visits)::int as visit`),
    );
    const upTo = top ?? seen;
    const changed =
      upTo.submission !== seen.submission || upTo.visit !== seen.visit ? await changedBudgets(upTo) : [];
    const ids = new Set([...changed, ...(await staleRollups())]);
    for (const id of ids) {
      const scope = await scopeOfBudget(db, id);
      const started = performance.now();
      if (scope) await refreshRollup(db, scope);
      log.debug?.(
        { budgetId: id, ms: Math.round(performance.now() - started) },
        'Analytics rollup refreshed',
      );
    }
    seen = upTo;
    lastPassAt = new Date();
  }

  const sweep = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, 'The analytics rollup pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  /** The timer's pass: only while this process holds the lease, when there is one. */
  const timedSweep = async () => {
    try {
      if (options.lease && !(await options.lease.acquire())) return;
    } catch (error) {
      log.error({ err: error }, 'The analytics job lease could not be taken');
      return;
    }
    // Stopped while the lease was being taken: no pass after stop().
    if (timer === null) return;
    await sweep();
  };

  const tick = () => {
    ticking ??= timedSweep().finally(() => {
      ticking = null;
    });
  };

  return {
    sweep,
    lastPassAt: () => lastPassAt,
    start(intervalMs = ROLLUP_INTERVAL_MS) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      // A tick still taking the lease would otherwise take it (and run) after the release below.
      await ticking;
      await running;
      await options.lease?.release().catch(() => undefined);
    },
  };
}
