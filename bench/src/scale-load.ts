// bench:scale's residents: each posts public submissions through the load balancer in a loop, one
// Idempotency-Key per submission, until told to stop; every answer is recorded (201s with their ids).
import { sql } from 'drizzle-orm';
import type { Database } from '@commonpurse/db';
import { percentile } from './stats.ts';

export interface LoadResult {
  /** Every key sent, with its body (a retry sends the same). */
  bodies: Map<string, string>;
  /** 201s: key and the submission id answered. */
  acknowledged: Map<string, number>;
  /** Anything else: key and what came back (a status, or "no answer"). */
  failed: Map<string, string>;
  /** Per acknowledged request, ms. */
  latencies: number[];
  seconds: number;
}

export const submissionsPath = (budgetId: number) => `/v1/public/budgets/${budgetId}/submissions`;

/** One submission; its id on 201, else what came back. */
export async function submit(url: string, budgetId: number, key: string, body: string) {
  try {
    const response = await fetch(`${url}${submissionsPath(budgetId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (response.status === 201) return { id: (JSON.parse(text) as { data: { id: number } }).data.id };
    return { failure: `${response.status} ${text.slice(0, 120)}` };
  } catch (error) {
    return { failure: `no answer (${error instanceof Error ? error.message : String(error)})` };
  }
}

export class ResidentLoad {
  private stopping = false;
  private readonly result: LoadResult;
  private readonly loops: Promise<void>[];
  private readonly started = performance.now();

  constructor(url: string, budgetId: number, bodies: string[], keyPrefix: string, residents: number) {
    this.result = {
      bodies: new Map(),
      acknowledged: new Map(),
      failed: new Map(),
      latencies: [],
      seconds: 0,
    };
    const resident = async (n: number) => {
      for (let i = 0; !this.stopping; i += 1) {
        const key = `${keyPrefix}-${n}-${i}`;
        const body = bodies[(n * 61 + i) % bodies.length]!;
        this.result.bodies.set(key, body);
        const sent = performance.now();
        const answer = await submit(url, budgetId, key, body);
        if (answer.id === undefined) this.result.failed.set(key, answer.failure);
        else {
          this.result.acknowledged.set(key, answer.id);
          this.result.latencies.push(performance.now() - sent);
        }
      }
    };
    this.loops = Array.from({ length: residents }, (_, n) => resident(n));
  }

  /** Lets every resident finish the request it has in flight, then answers what happened. */
  async stop(): Promise<LoadResult> {
    this.stopping = true;
    await Promise.all(this.loops);
    this.result.seconds = (performance.now() - this.started) / 1000;
    this.result.latencies.sort((a, b) => a - b);
    return this.result;
  }
}

/** Runs residents for `seconds` and answers what happened. */
export async function loadFor(
  seconds: number,
  ...args: ConstructorParameters<typeof ResidentLoad>
): Promise<LoadResult> {
  const load = new ResidentLoad(...args);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return load.stop();
}

export const rate = (r: LoadResult) => r.acknowledged.size / r.seconds;
export const latencyLine = (r: LoadResult) =>
  `p50 ${percentile(r.latencies, 50).toFixed(0)} ms, p95 ${percentile(r.latencies, 95).toFixed(0)} ms`;

/** The stored submissions whose key starts with `prefix`: key and id. */
export async function storedByKey(database: Database, budgetId: number, prefix: string) {
  const result = (await database.db.execute(sql`
    select idempotency_key as key, id from submissions
    where budget_id = ${budgetId} and idempotency_key like ${`${prefix}-%`}`)) as unknown as {
    rows: { key: string; id: number }[];
  };
  return new Map(result.rows.map((row) => [row.key, Number(row.id)]));
}

export interface Reconciliation {
  acknowledged: number;
  /** Acknowledged but not stored, or stored under another id. */
  lost: number;
  /** Sent without a 201 (failed or unanswered), then retried under the same key. */
  retried: number;
  /** Of those, already stored before the retry (the first attempt had committed). */
  storedBeforeRetry: number;
  /** Keys with more than one row, or rows beyond one per key. */
  duplicates: number;
  /** Keys not stored even after their retry. */
  missingAfterRetry: number;
}

/**
 * Acknowledged against stored (by key and id), then the resident's retry of every request that got no
 * 201, under its key; the retries must add one row per key that was not stored, and no second copy.
 */
export async function reconcile(
  database: Database,
  url: string,
  budgetId: number,
  prefix: string,
  result: LoadResult,
): Promise<Reconciliation> {
  const before = await storedByKey(database, budgetId, prefix);
  let lost = 0;
  for (const [key, id] of result.acknowledged) if (before.get(key) !== id) lost += 1;
  const unanswered = [...result.bodies.keys()].filter((key) => !result.acknowledged.has(key));
  for (const key of unanswered) await submit(url, budgetId, key, result.bodies.get(key)!);
  const counts = (await database.db.execute(sql`
    select count(*)::int as n, count(distinct idempotency_key)::int as keys from submissions
    where budget_id = ${budgetId} and idempotency_key like ${`${prefix}-%`}`)) as unknown as {
    rows: { n: number; keys: number }[];
  };
  const after = await storedByKey(database, budgetId, prefix);
  return {
    acknowledged: result.acknowledged.size,
    lost,
    retried: unanswered.length,
    storedBeforeRetry: unanswered.filter((key) => before.has(key)).length,
    duplicates: counts.rows[0]!.n - counts.rows[0]!.keys,
    missingAfterRetry: result.bodies.size - after.size,
  };
}
