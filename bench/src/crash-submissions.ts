// bench:crash scenario 2: residents post submissions concurrently, the server is killed (kill -9) at a
// random moment; after a restart every acknowledged submission must be stored, and retrying the
// unanswered ones under their Idempotency-Key must store no second copy.
import { sql } from 'drizzle-orm';
import type { Database } from '@commonpurse/db';
import type { IngestFixture } from './ingest-fixture.ts';
import { submissionBodies } from './ingest-fixture.ts';
import { readDatabase, type CrashTarget } from './crash-target.ts';

const RESIDENTS = 8;
/** The kill lands this long after the load starts (uniformly in between). */
const KILL_FROM_MS = 1_000;
const KILL_TO_MS = 4_000;

export interface SubmissionFigures {
  rounds: number;
  sent: number;
  acknowledged: number;
  stored: number;
  acknowledgedMissing: number;
  /** Acknowledged with an id the stored row under that key does not have. */
  idMismatch: number;
  storedUnacknowledged: number;
  retried: number;
  /** Retries of stored-but-unacknowledged submissions answered with the stored id. */
  retriedSameId: number;
  /** Rows beyond one per key after the retries. */
  duplicates: number;
  /** Keys sent that are still not stored after their retry. */
  lostAfterRetry: number;
}

interface Round {
  bodies: Map<string, string>;
  acknowledged: Map<string, number>;
}

const PATH = (budgetId: number) => `/v1/public/budgets/${budgetId}/submissions`;

async function post(url: string, budgetId: number, key: string, body: string) {
  const response = await fetch(`${url}${PATH(budgetId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body,
  });
  const text = await response.text();
  if (response.status !== 201) return { status: response.status, id: null };
  return { status: 201, id: (JSON.parse(text) as { data: { id: number } }).data.id };
}

/** Residents posting in a loop until the server stops answering them. */
async function loadUntilKilled(target: CrashTarget, fixture: IngestFixture, round: number): Promise<Round> {
  const url = target.server.url;
  const bodies = submissionBodies(fixture, 500);
  const sent = new Map<string, string>();
  const acknowledged = new Map<string, number>();
  const resident = async (n: number) => {
    for (let i = 0; ; i += 1) {
      const key = `crash-${round}-${n}-${i}`;
      const body = bodies[(n * 61 + i) % bodies.length]!;
      sent.set(key, body);
      try {
        const { status, id } = await post(url, fixture.budgetId, key, body);
        if (id !== null) acknowledged.set(key, id);
        else throw new Error(`A submission was answered ${status}`);
      } catch (error) {
        // The server's end (a reset or a refused connection) ends the resident; anything else is a bug.
        if (error instanceof TypeError) return;
        throw error;
      }
    }
  };
  const residents = Array.from({ length: RESIDENTS }, (_, n) => resident(n));
  await new Promise((resolve) =>
    setTimeout(resolve, KILL_FROM_MS + Math.random() * (KILL_TO_MS - KILL_FROM_MS)),
  );
  await target.server.kill();
  await Promise.all(residents);
  return { bodies: sent, acknowledged };
}

/** The round's submissions by key, and how many the simulation holds in all (keyed or not). */
async function storedOf(database: Database, budgetId: number, round: number) {
  const keyed = (await database.db.execute(sql`
    select idempotency_key as key, id from submissions
    where budget_id = ${budgetId} and idempotency_key like ${`crash-${round}-%`}`)) as unknown as {
    rows: { key: string; id: number }[];
  };
  const all = (await database.db.execute(
    sql`select count(*)::int as n from submissions where budget_id = ${budgetId}`,
  )) as unknown as { rows: { n: number }[] };
  return { byKey: new Map(keyed.rows.map((row) => [row.key, Number(row.id)])), total: all.rows[0]!.n };
}

export async function crashSubmissions(
  target: CrashTarget,
  fixture: IngestFixture,
  rounds: number,
): Promise<SubmissionFigures> {
  const figures: SubmissionFigures = {
    rounds,
    sent: 0,
    acknowledged: 0,
    stored: 0,
    acknowledgedMissing: 0,
    idMismatch: 0,
    storedUnacknowledged: 0,
    retried: 0,
    retriedSameId: 0,
    duplicates: 0,
    lostAfterRetry: 0,
  };
  const { budgetId } = fixture;
  for (let round = 1; round <= rounds; round += 1) {
    const { bodies, acknowledged } = await loadUntilKilled(target, fixture, round);
    await target.server.start();
    const before = await readDatabase(target, (database) => storedOf(database, budgetId, round));
    const stored = before.byKey;
    figures.sent += bodies.size;
    figures.acknowledged += acknowledged.size;
    figures.stored += stored.size;
    for (const [key, id] of acknowledged) {
      if (!stored.has(key)) figures.acknowledgedMissing += 1;
      else if (stored.get(key) !== id) figures.idMismatch += 1;
    }
    // The resident's retry of every request left unanswered, under the same key and body.
    const unanswered = [...bodies.keys()].filter((key) => !acknowledged.has(key));
    for (const key of unanswered) {
      const { id } = await post(target.server.url, budgetId, key, bodies.get(key)!);
      figures.retried += 1;
      if (!stored.has(key)) continue;
      figures.storedUnacknowledged += 1;
      if (id === stored.get(key)) figures.retriedSameId += 1;
    }
    const after = await readDatabase(target, (database) => storedOf(database, budgetId, round));
    // Only the retries of requests never stored may add rows, one each.
    const newlyStored = unanswered.filter((key) => !stored.has(key)).length;
    figures.duplicates += after.total - before.total - newlyStored;
    figures.lostAfterRetry += bodies.size - after.byKey.size;
  }
  return figures;
}
