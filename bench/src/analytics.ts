// npm run bench:analytics [-- --submissions N] [--runs R] [--only postgres|pglite]: every analytics,
// results and reporting endpoint on a 60-item simulation with N (default 100,000) submissions of demo
// activity (the demo planner and the public write paths, as `npm run demo-data`) and a prioritization
// with N ballots, once on PostgreSQL (a throwaway database beside DATABASE_URL) and once on PGlite (a
// temporary directory). Prints p50/p95/max per endpoint (R runs after 2 warm-ups; target p95 < 300 ms
// on PostgreSQL), the freshness of the figures after a resident's 201, and the submissions CSV export
// streamed over HTTP (time, bytes, peak RSS growth of the process). With --database NAME: only the
// measurements, on a database of DATABASE_URL's server an earlier run's seeding filled (PostgreSQL).
// With --endpoints a,b: only the endpoints whose names contain a or b (no freshness nor export).
// With --pglite-dir DIR: PGlite in DIR, kept afterwards; filled on the first run, measured as it is on
// the next ones (filling 100,000 on PGlite takes about half an hour).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  budgetCategories,
  budgets,
  clients,
  createDatabase,
  hashPassword,
  users,
  type Database,
  type Db,
} from '@commonpurse/db';
import { DEMO_PRIORITIZATION_SLUG, type SeededLogin } from '@commonpurse/db/seed';
import { activeTargets, writeDemoActivity } from '@commonpurse/api';
import { ANALYTICS_SIMULATION, seedAnalyticsSimulation } from './analytics-fixture.ts';
import { benchApp } from './app.ts';
import { percentile } from './stats.ts';
import { adminQuery, databaseUrlFor } from './throwaway-database.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const SUBMISSIONS = Number(argument('--submissions') ?? 100_000);
const RUNS = Number(argument('--runs') ?? 20);
const WARM_UPS = 2;
const ONLY = argument('--only');
/** An already filled database on DATABASE_URL's server (a kept run): measured, not seeded nor dropped. */
const EXISTING = argument('--database');
/** Names (parts of) of the only endpoints to measure; unset: every endpoint, freshness and export. */
const PICKED = argument('--endpoints')?.split(',');
/** A PGlite directory kept between runs: filled once, measured as it is afterwards. */
const PGLITE_DIR = argument('--pglite-dir');
const TARGET_MS = 300;
const FRESHNESS_LIMIT_MS = 60_000;
const DB_NAME = `bench_analytics_${process.pid}`;

/** What each endpoint call is given: the simulation, its first category and item, the prioritization. */
interface Ids {
  budget: number;
  category: number;
  item: number;
  pb: number;
  winners: string;
  reportingToken: string;
}

/**
 * The endpoints measured, one line each. `auth`: the console's bearer token (admin) or the client's
 * reporting token (reporting: the /api/... endpoints, e.g.
 * `{ name: 'reporting budget', auth: 'reporting', path: (i) => `/api/budgets/${i.budget}` }`).
 */
const ENDPOINTS: { name: string; auth?: 'admin' | 'reporting'; path: (ids: Ids) => string }[] = [
  { name: 'analytics', path: (i) => `/v1/admin/budgets/${i.budget}/analytics` },
  {
    name: 'category analytics',
    path: (i) => `/v1/admin/budgets/${i.budget}/categories/${i.category}/analytics`,
  },
  {
    name: 'subcategory analytics',
    path: (i) => `/v1/admin/budgets/${i.budget}/categories/${i.category}/subcategories/${i.item}/analytics`,
  },
  { name: 'comments page 1', path: (i) => `/v1/admin/budgets/${i.budget}/comments?page=1` },
  { name: 'comments page 500', path: (i) => `/v1/admin/budgets/${i.budget}/comments?page=500` },
  { name: 'comments export', path: (i) => `/v1/admin/budgets/${i.budget}/comments/export` },
  { name: 'submission locations', path: (i) => `/v1/admin/budgets/${i.budget}/submissions/locations` },
  { name: 'dashboard', path: (i) => `/v1/admin/dashboard?budget_id=${i.budget}` },
  { name: 'pbresults', path: (i) => `/v1/admin/budgets/${i.pb}/pbresults` },
  { name: 'condorcet', path: (i) => `/v1/admin/budgets/${i.pb}/condorcet` },
  { name: 'pbhappy', path: (i) => `/v1/admin/budgets/${i.pb}/pbhappy?winners=${i.winners}` },
  { name: 'questions analytics', path: (i) => `/v1/admin/budgets/${i.budget}/questions/analytics` },
  { name: 'reporting client', auth: 'reporting', path: () => '/api/client' },
  {
    name: 'reporting budget, every include',
    auth: 'reporting',
    path: (i) =>
      `/api/budget/${i.budget}?include=categories,categories.subcategories,categories.subcategories.comments,demographics`,
  },
  { name: 'reporting age CSV', auth: 'reporting', path: (i) => `/api/budget/${i.budget}/age` },
  { name: 'reporting categories CSV', auth: 'reporting', path: (i) => `/api/budget/${i.budget}/categories` },
  {
    name: 'reporting subcategories CSV',
    auth: 'reporting',
    path: (i) => `/api/budget/${i.budget}/category/${i.category}/subcategories`,
  },
];

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

type Bench = Awaited<ReturnType<typeof benchApp>>;

/** The 60-item simulation and the demo prioritization, filled with demo activity. */
async function seed(bench: Bench, clientId: number) {
  const { db } = bench.database;
  const budget = await seedAnalyticsSimulation(db, clientId);
  const pb = await prioritizationOf(db, clientId);
  const parallel = bench.database.kind === 'postgres' ? 4 : 1;
  const targets = await activeTargets(db, [budget, pb]);
  for (const target of targets) {
    const started = performance.now();
    const [report] = await writeDemoActivity(db, [target], { submissions: SUBMISSIONS, seed: 13, parallel });
    console.info(
      `  ${target.name}: ${int(report!.submissions)} submissions from ${int(report!.visits)} visits ` +
        `written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (bench.database.kind === 'postgres') await db.execute(sql`analyze`);
  return idsOf(db, clientId, budget, pb);
}

const prioritizationOf = async (db: Db, clientId: number) =>
  (
    await db
      .select({ id: budgets.id })
      .from(budgets)
      .where(and(eq(budgets.client_id, clientId), eq(budgets.slug, DEMO_PRIORITIZATION_SLUG)))
  )[0]!.id;

async function idsOf(db: Db, clientId: number, budget: number, pb: number): Promise<Ids> {
  const [category] = await db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(eq(budgetCategories.budget_id, budget))
    .orderBy(budgetCategories.display_order)
    .limit(1);
  const { rows: items } = (await db.execute(
    sql`select id from budget_subcategories where budget_category_id = ${category!.id} order by display_order limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const { rows: projects } = (await db.execute(sql`
    select bs.id from budget_subcategories bs join budget_categories bc on bc.id = bs.budget_category_id
    where bc.budget_id = ${pb} and not bs.suggestion_box order by bs.display_order limit 4`)) as unknown as {
    rows: { id: number }[];
  };
  const [client] = await db
    .select({ token: clients.external_reporting_api_token })
    .from(clients)
    .where(eq(clients.id, clientId));
  return {
    budget,
    category: category!.id,
    item: items[0]!.id,
    pb,
    winners: projects.map((p) => p.id).join(','),
    reportingToken: client?.token ?? '',
  };
}

async function timeEndpoints(bench: Bench, ids: Ids, token: string, kind: string) {
  const lines: { name: string; p95: number }[] = [];
  const picked = ENDPOINTS.filter((e) => !PICKED || PICKED.some((part) => e.name.includes(part)));
  for (const endpoint of picked) {
    const url = endpoint.path(ids);
    const authorization = `Bearer ${endpoint.auth === 'reporting' ? ids.reportingToken : token}`;
    const call = async () => {
      const response = await bench.app.inject({ method: 'GET', url, headers: { authorization } });
      if (response.statusCode !== 200)
        throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      return response.body.length;
    };
    let bytes = 0;
    for (let i = 0; i < WARM_UPS; i += 1) bytes = await call();
    const durations: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await call();
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    const p95 = percentile(durations, 95);
    const verdict = kind === 'postgres' ? (p95 < TARGET_MS ? '  ok' : '  OVER 300 ms') : '';
    console.info(
      `  ${endpoint.name.padEnd(22)} p50 ${ms(percentile(durations, 50))}  p95 ${ms(p95)}  ` +
        `max ${ms(durations[durations.length - 1]!)}  ${(bytes / 1024).toFixed(0).padStart(6)} KiB${verdict}`,
    );
    lines.push({ name: endpoint.name, p95 });
  }
  return lines;
}

/** From a resident's 201 to GET .../analytics counting the submission. */
async function freshness(bench: Bench, ids: Ids, token: string) {
  const path = `/v1/admin/budgets/${ids.budget}/analytics`;
  const count = async () => {
    const response = await bench.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json<{ data: { submission_count: number } }>().data.submission_count;
  };
  const before = await count();
  const posted = await bench.app.inject({
    method: 'POST',
    url: `/v1/public/budgets/${ids.budget}/submissions`,
    payload: { items: [] },
  });
  if (posted.statusCode !== 201)
    throw new Error(`The submission answered ${posted.statusCode}: ${posted.body}`);
  const acknowledged = performance.now();
  let polls = 0;
  for (;;) {
    polls += 1;
    if ((await count()) > before) break;
    if (performance.now() - acknowledged > FRESHNESS_LIMIT_MS * 2) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const took = performance.now() - acknowledged;
  const verdict = took < FRESHNESS_LIMIT_MS ? 'under 60 s' : 'OVER 60 s';
  console.info(
    `  freshness              ${ms(took)} from 201 to submission_count + 1 (${polls} polls)  ${verdict}`,
  );
  return took;
}

/** The submissions CSV over HTTP, read as it streams; RSS sampled every 10 ms. */
async function timeExport(bench: Bench, ids: Ids, token: string) {
  const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const response = await fetch(`${address}/v1/admin/budgets/${ids.budget}/submissions/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`The export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  for await (const chunk of response.body!) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
  }
  const took = performance.now() - started;
  clearInterval(sampler);
  console.info(
    `  submissions export     ${ms(took)} for ${int(lines - 1)} rows, ${mib(bytes)} (first byte ${ms(firstByte).trim()}); ` +
      `peak RSS +${mib(peak - baseline)} over ${mib(baseline)}`,
  );
  return { took, rows: lines - 1, growth: peak - baseline };
}

async function runOn(kind: 'postgres' | 'pglite') {
  const dataDir =
    kind === 'pglite' ? (PGLITE_DIR ?? (await mkdtemp(join(tmpdir(), 'cp-bench-analytics-')))) : null;
  const name = EXISTING ?? DB_NAME;
  if (kind === 'postgres' && !EXISTING) await adminQuery(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  try {
    database = await createDatabase(
      kind === 'postgres'
        ? { url: databaseUrlFor(name), maxConnections: 10 }
        : { dataDir: join(dataDir!, 'pglite') },
    );
    await database.migrate();
    const filled = kind === 'postgres' ? EXISTING !== undefined : await hasFilledSimulation(database.db);
    const bench = await benchApp({
      database,
      ...(filled ? { logins: [await resetAdmin(database.db)] } : {}),
    });
    try {
      const [user] = await database.db
        .select({ clientId: users.active_client_id })
        .from(users)
        .where(eq(users.email, bench.logins[0]!.email));
      console.info(
        `\nanalytics on ${kind === 'postgres' ? `PostgreSQL ${name}` : `PGlite ${PGLITE_DIR ?? '(temporary directory)'}`}: ` +
          (filled
            ? 'as an earlier run filled it'
            : `60 items, ${int(SUBMISSIONS)} submissions and ${int(SUBMISSIONS)} ballots of demo activity`),
      );
      const ids = filled
        ? await existingIds(database.db, user!.clientId!)
        : await seed(bench, user!.clientId!);
      const token = await bench.tokenFor(bench.logins[0]!);
      console.info(`  ${RUNS} runs after ${WARM_UPS} warm-ups each:`);
      const lines = await timeEndpoints(bench, ids, token, kind);
      if (!PICKED) {
        await freshness(bench, ids, token);
        await timeExport(bench, ids, token);
      }
      return lines;
    } finally {
      await bench.close();
      database = undefined;
    }
  } finally {
    await database?.close();
    if (kind === 'postgres' && !EXISTING) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir && !PGLITE_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Whether a kept PGlite directory already holds the filled simulation of an earlier run. */
async function hasFilledSimulation(db: Db) {
  if (!PGLITE_DIR) return false;
  const [row] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(eq(budgets.slug, ANALYTICS_SIMULATION.slug!));
  return row !== undefined;
}

/** The demo administrator of a kept database, with a new password (the seed's is not kept). */
async function resetAdmin(db: Db): Promise<SeededLogin> {
  const login = {
    role: 'admin',
    email: 'admin@riverton.example',
    password: randomBytes(12).toString('base64url'),
    clients: [],
  };
  await db
    .update(users)
    .set({ password_hash: await hashPassword(login.password) })
    .where(eq(users.email, login.email));
  return login;
}

async function existingIds(db: Db, clientId: number) {
  const [budget] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(and(eq(budgets.client_id, clientId), eq(budgets.slug, ANALYTICS_SIMULATION.slug!)));
  return idsOf(db, clientId, budget!.id, await prioritizationOf(db, clientId));
}

const kinds = (['postgres', 'pglite'] as const).filter(
  (kind) => (!ONLY || ONLY === kind) && (!EXISTING || kind === 'postgres'),
);
for (const kind of kinds) {
  const lines = await runOn(kind);
  if (kind === 'postgres' && lines.some((line) => line.p95 >= TARGET_MS)) process.exitCode = 1;
}
