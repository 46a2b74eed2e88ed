// npm run bench:ingest: the real server on PostgreSQL takes 20-item budgets from 50 concurrent residents
// (autocannon) for about 20 s; prints submissions/s, p50/p99 and whether every acknowledged submission,
// and nothing more, is stored. DATABASE_URL names the server (a throwaway database is created beside it).
// With --ballots: prioritization ballots (1-5 ranked projects, one per browser) instead; ballots/s.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '@commonpurse/db';
import { ballotBodies, seedBallotFixture } from './ingest-ballots.ts';
import { seedIngestFixture, submissionBodies } from './ingest-fixture.ts';
import { cpuBetween, readCpu } from './process-cpu.ts';
import { startServer, stopServer } from './server-process.ts';
import { adminQuery, databaseUrlFor } from './throwaway-database.ts';

const CONNECTIONS = 50;
const TARGET_SECONDS = Number(process.env.INGEST_SECONDS || 20);
const WARM_UP_REQUESTS = 1_000;
const DB_NAME = `bench_ingest_${process.pid}`;
const BALLOTS = process.argv.includes('--ballots');
/** What one request carries, in the printed lines. */
const UNIT = BALLOTS ? 'ballots' : 'submissions';
const SHAPE = BALLOTS ? 'ranked ballots of 1-5 projects' : '20-item budgets';

/** The Active target and the bodies residents send to it. */
async function seedTarget(db: Database['db']): Promise<{ budgetId: number; bodies: string[] }> {
  if (BALLOTS) {
    const fixture = await seedBallotFixture(db);
    return { budgetId: fixture.budgetId, bodies: ballotBodies(fixture, 2_000) };
  }
  const fixture = await seedIngestFixture(db);
  return { budgetId: fixture.budgetId, bodies: submissionBodies(fixture, 2_000) };
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** Requests over the connections until `amount` answers came back (none left in flight at the end). */
function load(url: string, path: string, bodies: string[], amount: number, keyPrefix: string) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            body: bodies[n % bodies.length],
            headers: { ...request.headers, 'idempotency-key': `${keyPrefix}-${n}` },
          };
        },
      },
    ],
  });
}

const count201 = (result: autocannon.Result) => result.statusCodeStats?.['201']?.count ?? 0;

async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'cp-bench-ingest-'));
  const databaseUrl = databaseUrlFor(DB_NAME);
  let database: Database | undefined;
  let server: ChildProcess | undefined;
  const cleanUp = async () => {
    if (server) await stopServer(server);
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp().finally(() => process.exit(130));
  });

  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  try {
    database = await createDatabase({ url: databaseUrl, maxConnections: 2 });
    await database.migrate();
    const fixture = await seedTarget(database.db);
    const started = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    server = started.child;
    const path = `/v1/public/budgets/${fixture.budgetId}/submissions`;
    const { bodies } = fixture;
    const count = async (table: 'submissions' | 'submission_items') => {
      const result = await database!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };

    // One submission sent twice under one key: the contract (201, then the same answer) before the load.
    const once = () =>
      fetch(`${started.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'bench-preflight' },
        body: bodies[0],
      });
    const first = await once();
    if (first.status !== 201) {
      console.error(
        `POST ${path} answered ${first.status}: ${(await first.text()).slice(0, 500)}\n` +
          (first.status === 404
            ? 'The submissions endpoint is not in this build (or not at this path): nothing to measure.'
            : `A valid body (${SHAPE}) was refused: fix the bench or the endpoint before measuring.`),
      );
      process.exitCode = 1;
      return;
    }
    const retried = await once();
    const [a, b] = [await first.json(), await retried.json()];
    if (JSON.stringify(a) !== JSON.stringify(b) || (await count('submissions')) !== 1)
      console.warn(`The retried submission was not answered as the first: ${JSON.stringify({ a, b })}`);

    console.info(`ingest: POST ${path}, ${SHAPE}, ${CONNECTIONS} connections, PostgreSQL ${DB_NAME}`);
    const warmUp = await load(started.url, path, bodies, WARM_UP_REQUESTS, 'warm');
    const warmRate = WARM_UP_REQUESTS / warmUp.duration;
    const amount = Math.max(WARM_UP_REQUESTS, Math.round(warmRate * TARGET_SECONDS));

    const { rows: backends } = (await database.db.execute<{ pid: number }>(
      sql`select pid from pg_stat_activity where datname = ${DB_NAME} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { pid: number }[] };
    const watched = [server.pid!, ...backends.map((r) => r.pid)];
    const cpuBefore = readCpu(watched);
    const ownBefore = process.cpuUsage();
    const measured = await load(started.url, path, bodies, amount, 'run');
    const ownCpu = process.cpuUsage(ownBefore);
    const serverCpu = cpuBetween(new Map([[server.pid!, cpuBefore.get(server.pid!) ?? null]]), [server.pid!]);
    const dbCpu = cpuBetween(new Map([...cpuBefore].filter(([pid]) => pid !== server!.pid)), []);

    const acknowledged = 1 + count201(warmUp) + count201(measured);
    const stored = await count('submissions');
    const storedItems = await count('submission_items');
    const non2xx = warmUp.non2xx + measured.non2xx;
    const seconds = measured.duration;
    const core = (cpu: number | null) => (cpu === null ? 'n/a' : `${Math.round((cpu / seconds) * 100)} %`);
    const lines = [
      ['sustained', `${int(count201(measured) / seconds)} ${UNIT}/s over ${seconds.toFixed(1)} s`],
      [
        'latency',
        `p50 ${measured.latency.p50} ms   p99 ${measured.latency.p99} ms   max ${measured.latency.max} ms`,
      ],
      ['acknowledged (201)', int(acknowledged)],
      ['stored (count(*))', `${int(stored)}   ${stored === acknowledged ? 'equal' : 'NOT EQUAL'}`],
      [
        'stored items',
        `${int(storedItems)} (${(storedItems / Math.max(stored, 1)).toFixed(1)} per ${UNIT.slice(0, -1)})`,
      ],
      [
        'non-2xx',
        `${int(non2xx)}   errors ${warmUp.errors + measured.errors}   timeouts ${measured.timeouts}`,
      ],
      [
        'CPU (share of a core)',
        `API server ${core(serverCpu)}   PostgreSQL backends ${core(dbCpu)}   load generator ${core((ownCpu.user + ownCpu.system) / 1e6)}`,
      ],
    ];
    for (const [label, value] of lines) console.info(`  ${label!.padEnd(22)} ${value}`);
    if (stored !== acknowledged || non2xx > 0) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

await run();
