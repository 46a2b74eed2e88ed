// npm run bench:crash [-- --only postgres|pglite] [--runs N] [--rounds R] [--port P]: crash safety of the
// real server (apps/api/src/main.ts in its own process), once on PostgreSQL (a throwaway database
// beside DATABASE_URL's) and once on PGlite (a temporary data directory).
// 1. N (default 10) 5,000-row CSV imports of a simulation's spending, each killed with SIGKILL at a
//    random 5-80 % of a clean import's duration; after the restart the list must be exactly the one
//    before or exactly the file's (all-or-nothing).
// 2. R (default 3) rounds of 8 residents posting submissions, the server killed at a random moment
//    (1-4 s in); after the restart every 201 must be stored (no loss), and the unanswered requests,
//    retried under their Idempotency-Key, must add no second copy.
// Prints figures; exits 1 when all-or-nothing, no-loss or idempotency fails, or the data directory does
// not open again.
import { sql } from 'drizzle-orm';
import type { Database } from '@commonpurse/db';
import { seedCrashFixture } from './crash-fixture.ts';
import { crashImports, IMPORT_ROWS, type ImportFigures } from './crash-import.ts';
import { crashSubmissions, type SubmissionFigures } from './crash-submissions.ts';
import { crashTarget, type CrashKind, type CrashTarget } from './crash-target.ts';
import { percentile } from './stats.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const ONLY = argument('--only');
const RUNS = Number(argument('--runs') ?? 10);
const ROUNDS = Number(argument('--rounds') ?? 3);
const PORT = Number(argument('--port') ?? 0);

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const line = (label: string, value: string) => console.info(`  ${label.padEnd(34)} ${value}`);

/** The durability settings the engine reports (PGlite reports them too; see decision 0560). */
async function durabilitySettings(database: Database) {
  const show = async (name: string) => {
    const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return Object.values(result.rows[0]!)[0];
  };
  return `fsync ${await show('fsync')}, synchronous_commit ${await show('synchronous_commit')}`;
}

async function prepare(target: CrashTarget) {
  const database = await target.open();
  try {
    await database.migrate();
    return { fixture: await seedCrashFixture(database.db), settings: await durabilitySettings(database) };
  } finally {
    await database.close();
  }
}

function printImports(f: ImportFigures) {
  console.info(`  CSV import of ${int(IMPORT_ROWS)} spending rows (clean run ${f.cleanMs.toFixed(0)} ms)`);
  const window = f.cleanTransactionMs;
  if (window)
    line('its transaction open (clean run)', `from ${window.from.toFixed(0)} to ${window.to.toFixed(0)} ms`);
  line('runs killed at 5-80 % of it', String(f.runs));
  line('kills landed during the import', `${f.landed}/${f.runs}`);
  if (f.insideTransaction !== null)
    line('of which inside its transaction', `${f.insideTransaction}/${f.runs} (pg_stat_activity)`);
  line('all-or-nothing held', `${f.held}/${f.runs} (as before ${f.rolledBack}, the file ${f.committed})`);
  for (const detail of f.details) console.info(`    ${detail}`);
}

function printSubmissions(f: SubmissionFigures) {
  console.info(`  public submissions, ${f.rounds} rounds killed at a random 1-4 s of load`);
  line('requests sent', int(f.sent));
  line('201s acknowledged', int(f.acknowledged));
  line('stored after the restart', int(f.stored));
  line(
    'acknowledged but missing',
    `${int(f.acknowledgedMissing)} (and ${f.idMismatch} stored under another id)`,
  );
  line('stored but unacknowledged', int(f.storedUnacknowledged));
  line('their retries, same id answered', `${f.retriedSameId}/${f.storedUnacknowledged}`);
  line(
    'unanswered retried',
    `${int(f.retried)}; duplicates ${f.duplicates}; still missing ${f.lostAfterRetry}`,
  );
}

const importsHeld = (f: ImportFigures) => f.held === f.runs;
const submissionsHeld = (f: SubmissionFigures) =>
  f.acknowledgedMissing === 0 &&
  f.idMismatch === 0 &&
  f.duplicates === 0 &&
  f.lostAfterRetry === 0 &&
  f.retriedSameId === f.storedUnacknowledged;

async function runOn(kind: CrashKind) {
  const target = await crashTarget(kind, PORT);
  try {
    const { fixture, settings } = await prepare(target);
    console.info(`\ncrash safety on ${target.label} (${settings})`);
    await target.server.start();
    const imports = await crashImports(target, fixture.admin, fixture.importBudgetId, RUNS);
    printImports(imports);
    const submissions = await crashSubmissions(target, fixture.submissions, ROUNDS);
    printSubmissions(submissions);
    const starts = [...target.server.startMs].sort((a, b) => a - b);
    line(
      'server start until /healthz',
      `p50 ${percentile(starts, 50).toFixed(0)} ms, max ${starts.at(-1)!.toFixed(0)} ms (${starts.length} starts, most after a kill -9)`,
    );
    return importsHeld(imports) && submissionsHeld(submissions);
  } finally {
    await target.server.stop();
    await target.dispose();
  }
}

const kinds = (['postgres', 'pglite'] as const).filter((kind) => !ONLY || ONLY === kind);
for (const kind of kinds) {
  if (!(await runOn(kind))) process.exitCode = 1;
}
