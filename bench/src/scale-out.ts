// npm run bench:scale [-- --residents N] [--seconds S] [--port P] [--app-ports A,B,C] [--database NAME]:
// the built server (`npm run build` first) as three processes behind HAProxy (Debian's package,
// installed with apt-get when missing; the configuration is deploy/haproxy.cfg's) on a throwaway
// PostgreSQL database beside DATABASE_URL's and on Redis (REDIS_URL, default redis://127.0.0.1:6379).
// a. public submissions/s from the same N residents (default 24) for S s (default 15): 1 process, then 3;
// d. the 11th sign-in attempt for one address is refused whichever process answers;
// b. a rolling restart under load (SIGTERM, drain, start, UP; one process at a time): 0 failed requests;
// c. kill -9 of one process under load: no acknowledged submission lost, retries add no copy.
// Prints figures; exits 1 when a proof fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '@commonpurse/db';
import { seedCrashFixture } from './crash-fixture.ts';
import { submissionBodies } from './ingest-fixture.ts';
import { Balancer, ensureHaproxy } from './scale-balancer.ts';
import { Cluster, DRAIN_SECONDS } from './scale-cluster.ts';
import { latencyLine, rate, type LoadResult, type Reconciliation } from './scale-load.ts';
import { killUnderLoad, rollingRestart, signInLimit, throughput, type Target } from './scale-scenarios.ts';
import { freePort } from './server-process.ts';
import { adminQuery, databaseUrlFor } from './throwaway-database.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const RESIDENTS = Number(argument('--residents') ?? 24);
const SECONDS = Number(argument('--seconds') ?? 15);
const DB_NAME = argument('--database') ?? `bench_scale_${process.pid}`;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Fresh counters for this run, beside anything else on the same Redis. */
const REDIS_KEY_PREFIX = `${process.env.REDIS_KEY_PREFIX ?? 'commonpurse:'}bench-scale-${process.pid}:`;
/** The per-address sign-in limit's default (LOGIN_RATE_LIMIT_PER_EMAIL 10/15m), and some past it. */
const SIGN_IN_LIMIT = 10;
const SIGN_IN_ATTEMPTS = 16;

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const line = (label: string, value: string) => console.info(`  ${label.padEnd(38)} ${value}`);
const failures = (r: LoadResult) => {
  const kinds = new Map<string, number>();
  for (const what of r.failed.values()) {
    const kind = what.slice(0, 60);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return r.failed.size === 0
    ? '0'
    : `${r.failed.size} (${[...kinds].map(([k, n]) => `${n} × ${k}`).join('; ')})`;
};
const loadLine = (r: LoadResult) =>
  `${int(r.bodies.size)} sent, ${int(r.acknowledged.size)} × 201 in ${r.seconds.toFixed(1)} s, failed ${failures(r)}`;
const reconciliationLines = (r: Reconciliation) => {
  line('acknowledged, then missing or other id', `${int(r.acknowledged)}, ${r.lost}`);
  line('without a 201, retried under their key', `${r.retried} (${r.storedBeforeRetry} already stored)`);
  line('duplicates; missing after the retries', `${r.duplicates}; ${r.missingAfterRetry}`);
};
const reconciled = (r: Reconciliation) => r.lost === 0 && r.duplicates === 0 && r.missingAfterRetry === 0;

async function run(): Promise<boolean> {
  const haproxy = ensureHaproxy();
  const dir = await mkdtemp(join(tmpdir(), 'cp-bench-scale-'));
  const appPorts = argument('--app-ports')?.split(',').map(Number) ?? [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const balancer = new Balancer(dir, Number(argument('--port') ?? (await freePort())));
  const databaseUrl = databaseUrlFor(DB_NAME);
  const cluster = new Cluster({
    databaseUrl,
    redisUrl: REDIS_URL,
    redisKeyPrefix: REDIS_KEY_PREFIX,
    dir,
    ports: appPorts,
  });
  let database: Database | undefined;
  await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  try {
    database = await createDatabase({ url: databaseUrl, maxConnections: 2 });
    await database.migrate();
    const fixture = await seedCrashFixture(database.db);
    const t: Target = {
      database,
      balancer,
      cluster,
      budgetId: fixture.submissions.budgetId,
      bodies: submissionBodies(fixture.submissions, 500),
      residents: RESIDENTS,
    };
    console.info(
      `scale-out: ${haproxy.split(' - ')[0]}, PostgreSQL ${DB_NAME}, Redis ${REDIS_URL}, ${availableParallelism()} CPUs, ` +
        `${RESIDENTS} residents posting 20-item budgets, drain ${DRAIN_SECONDS} s, ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );

    await cluster.start(0);
    await balancer.start(cluster.addresses(1));
    const one = await throughput(t, '1', SECONDS);
    await balancer.stop();
    await Promise.all([cluster.start(1), cluster.start(2)]);
    await balancer.start(cluster.addresses(3));
    const three = await throughput(t, '3', SECONDS);
    console.info(`\na. public submission throughput through HAProxy, ${SECONDS} s after a 3 s warm-up`);
    line('1 process', `${int(rate(one))}/s (${latencyLine(one)}); ${loadLine(one)}`);
    line('3 processes', `${int(rate(three))}/s (${latencyLine(three)}); ${loadLine(three)}`);
    line('3 against 1', `× ${(rate(three) / rate(one)).toFixed(2)}`);
    const throughputHeld = one.failed.size === 0 && three.failed.size === 0;

    const limits = await signInLimit(t, fixture.admin.email, SIGN_IN_ATTEMPTS);
    console.info(`\nd. sign-in attempts for one address through HAProxy (limit ${SIGN_IN_LIMIT} per window)`);
    line(
      'answers in order (status@process)',
      limits.attempts.map((a) => `${a.status}@${a.servedBy}`).join(' '),
    );
    line('429s in each process /metrics', limits.refusedPerProcess.join(', '));
    const before = limits.attempts.slice(0, SIGN_IN_LIMIT);
    const after = limits.attempts.slice(SIGN_IN_LIMIT);
    const limitHeld =
      before.every((a) => a.status !== 429) &&
      after.every((a) => a.status === 429) &&
      limits.refusedPerProcess.filter((n) => n > 0).length >= 2;

    const rolling = await rollingRestart(t);
    console.info('\nb. rolling restart under load (SIGTERM, exit, start, UP again; one process at a time)');
    line('requests', loadLine(rolling.load));
    rolling.restarts.forEach((r, i) =>
      line(
        `app${i + 1}`,
        `SIGTERM to exit ${int(r.stopMs)} ms, code ${r.exitCode} (out of rotation before exit: ${r.outOfRotationBeforeExit ? 'yes' : 'NO'}), start to UP ${int(r.backMs)} ms`,
      ),
    );
    reconciliationLines(rolling.reconciliation);
    const downs = await balancer.downCounts();
    line('times HAProxy marked each DOWN so far', [1, 2, 3].map((n) => downs.get(`app${n}`) ?? 0).join(', '));
    const rollingHeld =
      rolling.load.failed.size === 0 &&
      reconciled(rolling.reconciliation) &&
      rolling.restarts.every((r) => r.exitCode === 0 && r.outOfRotationBeforeExit);

    const kill = await killUnderLoad(t);
    console.info('\nc. kill -9 of app2 under load (started again before the load ends)');
    line('requests', loadLine(kill.load));
    line('kill to DOWN in HAProxy', `${int(kill.detectedMs)} ms`);
    reconciliationLines(kill.reconciliation);
    const killHeld = reconciled(kill.reconciliation);

    const starts = [...cluster.startMs].sort((a, b) => a - b);
    line(
      '\n  server start until /healthz',
      `${int(starts[0]!)}-${int(starts.at(-1)!)} ms (${starts.length} starts)`,
    );
    return throughputHeld && limitHeld && rollingHeld && killHeld;
  } finally {
    await balancer.stop();
    await cluster.stopAll();
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  }
}

if (!(await run())) process.exitCode = 1;
