import { and, asc, eq, sql } from 'drizzle-orm';
import { budgets, clients, submissions, type Db, type DbOrTx } from '@commonpurse/db';
import {
  createRandom,
  planBallot,
  planMood,
  planPopularity,
  planSimulationActivity,
  planVisit,
  seedOf,
  type TDemoPlace,
  type TDemoVisit,
  type TDemoWindow,
  type TRandom,
} from '@commonpurse/domain/demo';
import { checkBallot, checkSubmission, classifyReferrer } from '@commonpurse/domain/public';
import { ballotRows, totalsFit } from '../modules/ballots/rows.ts';
import { storeBallot } from '../modules/ballots/store.ts';
import { ballotWriteOf } from '../modules/public/ballot.ts';
import { postalArea } from '../modules/public/geo.ts';
import { findWriteTarget, type WriteTarget } from '../modules/public/repo.ts';
import { ballotRulesOf, loadStructure, rulesOf } from '../modules/public/rules.ts';
import { visitRowOf } from '../modules/public/service.ts';
import { submissionWriteOf } from '../modules/public/submit.ts';
import { browserVoterKey } from '../modules/public/voters.ts';
import { insertSubmission, insertVisits, recordClickBatches } from '../modules/public/writes.ts';

// Made-up resident activity (npm run demo-data, and the first start's demo city): visits, clicks,
// submissions and ballots planned by @commonpurse/domain/demo, checked by the same rules and stored by
// the same write functions as the public API (decision 0360). Only the moments are the residents' own
// (spread over the last 30 days) and visits carry no IP.

export interface DemoActivityOptions {
  /** Submissions (and ballots) in total, shared evenly between the targets. */
  submissions: number;
  seed: number;
  /** Chunks written at once (PostgreSQL: several connections; PGlite: one). */
  parallel?: number;
  now?: Date;
}

export interface DemoTargetReport {
  id: number;
  name: string;
  visits: number;
  submissions: number;
}

/** Visits that submit: the rest look, click and leave. */
const SUBMITTING_SHARE = 0.4;
/** Visits written per transaction. */
const CHUNK_VISITS = 500;
const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** The Active simulations and prioritizations of the demo city (subdomain demo), oldest first. */
export async function demoCityTargets(db: DbOrTx): Promise<WriteTarget[]> {
  const rows = await db
    .select({ id: budgets.id })
    .from(budgets)
    .innerJoin(clients, eq(clients.id, budgets.client_id))
    .where(and(eq(clients.subdomain, 'demo'), eq(budgets.status, 'active'), eq(budgets.is_receipt, false)))
    .orderBy(asc(budgets.id));
  return activeTargets(
    db,
    rows.map((row) => row.id),
  );
}

/** The simulations by id; each must be Active (residents write to nothing else). */
export async function activeTargets(db: DbOrTx, ids: readonly number[]): Promise<WriteTarget[]> {
  const targets: WriteTarget[] = [];
  for (const id of ids) {
    const target = await findWriteTarget(db, id, null);
    if (!target) throw new Error(`No simulation ${id}`);
    if (target.status !== 'active')
      throw new Error(`Simulation ${id} is not Active: residents cannot write to it`);
    targets.push(target);
  }
  return targets;
}

interface Planned {
  visit: TDemoVisit;
  clicks: { item: number | null; kind: string; option: string; count: number }[];
  amounts: { item: number; amount: number }[];
  /** Stores the visit's submission or ballot; null for a visit that does not submit. */
  write: ((db: Db, visitId: number) => Promise<void>) | null;
}

/** The client's area: its centre and the postal codes around it (null without a postal code). */
async function areaOf(db: DbOrTx, target: WriteTarget): Promise<TDemoPlace | null> {
  const [client] = await db
    .select({ postal_code: clients.postal_code })
    .from(clients)
    .where(eq(clients.id, target.client_id));
  return client?.postal_code ? postalArea(client.postal_code) : null;
}

/** Where residents of this simulation drop pins: only when its page asks for a location. */
const placeOf = (target: WriteTarget, area: TDemoPlace | null): TDemoPlace | null =>
  target.location_capability && target.is_location_enabled ? area : null;

async function windowOf(db: DbOrTx, target: WriteTarget, now: Date): Promise<TDemoWindow> {
  const [row] = await db
    .select({ activated_at: budgets.activated_at })
    .from(budgets)
    .where(eq(budgets.id, target.id));
  const earliest = now.getTime() - WINDOW_DAYS * DAY_MS;
  return { from: new Date(Math.max(earliest, row?.activated_at?.getTime() ?? earliest)), to: now };
}

/** How many more the client's max_submissions allows (no cap: all). */
async function allowed(db: DbOrTx, target: WriteTarget, wanted: number): Promise<number> {
  if (target.max_submissions === null) return wanted;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(eq(submissions.budget_id, target.id));
  return Math.max(0, Math.min(wanted, target.max_submissions - (row?.n ?? 0)));
}

/** A planner of one visit's activity and its write (null: this visit does not submit). */
async function plannerFor(db: DbOrTx, target: WriteTarget, random: TRandom, area: TDemoPlace | null) {
  const place = placeOf(target, area);
  const postalCodes = area?.postal_codes ?? [];
  const structure = await loadStructure(db, target.client_id, target.id);
  const origin = { idempotencyKey: null, ip: null };
  if (target.is_pb) {
    const rules = ballotRulesOf(target, structure);
    const mood = planMood(random, rules, postalCodes);
    const popularity = planPopularity(random, rules);
    return (visit: TDemoVisit, submitting: boolean): Omit<Planned, 'visit'> => {
      const clicks = rules.items
        .filter(() => random.chance(0.2))
        .map((item) => ({ item: item.id, kind: 'open', option: '', count: 1 }));
      const base = { clicks, amounts: [] };
      if (!submitting) return { ...base, write: null };
      const ballot = planBallot(random, rules, mood, popularity, place);
      const { problems, checked } = checkBallot(rules, ballot);
      const rows = ballotRows(checked, target.adjustment);
      if (problems.length > 0 || !totalsFit(rows))
        throw new Error(`A demo ballot broke the rules: ${JSON.stringify(problems)}`);
      const voter = {
        kind: 'replaceable' as const,
        key: browserVoterKey(target.id, `demo-${random.next()}`),
      };
      return {
        ...base,
        write: async (db, visitId) => {
          const write = await ballotWriteOf(target, rows, ballot, { ...origin, visitId });
          await storeBallot(db, {
            write: { ...write, at: visit.last_seen_at },
            voter,
            cap: target.max_submissions,
          });
        },
      };
    };
  }
  const rules = rulesOf(target, structure);
  const mood = planMood(random, rules, postalCodes);
  return (visit: TDemoVisit, submitting: boolean): Omit<Planned, 'visit'> => {
    const activity = planSimulationActivity(random, rules, mood, submitting, place);
    const clicks = activity.clicks.map((c) => ({
      item: c.subcategory_id,
      kind: c.kind,
      option: c.option_id === undefined ? '' : String(c.option_id),
      count: c.count,
    }));
    const amounts = activity.amounts.map((line) => ({ item: line.subcategory_id, amount: line.amount }));
    const submission = activity.submission;
    if (!submission) return { clicks, amounts, write: null };
    const { problems, checked } = checkSubmission(rules, submission);
    if (problems.length > 0)
      throw new Error(`A demo submission broke the rules: ${JSON.stringify(problems)}`);
    return {
      clicks,
      amounts,
      write: async (db, visitId) => {
        const write = await submissionWriteOf(
          target,
          rules,
          checked,
          { ...submission, visit_id: visitId },
          { ...origin, visitId },
        );
        if (!(await insertSubmission(db, { ...write, at: visit.last_seen_at })))
          throw new Error('A demo submission was not stored');
      },
    };
  };
}

/** Writes one chunk of visits with their clicks and submissions in one transaction. */
async function writeChunk(db: Db, target: WriteTarget, chunk: readonly Planned[]): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await insertVisits(
      tx,
      chunk.map(({ visit }) => ({
        ...visitRowOf(target, classifyReferrer(visit.referrer), visit.user_agent, visit.returning, {
          ip: null,
          country: visit.country,
        }),
        created_at: visit.created_at,
        last_seen_at: visit.last_seen_at,
      })),
    );
    // The page sends no click batch for a visit that clicked nothing.
    await recordClickBatches(
      tx,
      target.id,
      chunk.flatMap((planned, index) =>
        planned.clicks.length > 0 || planned.amounts.length > 0
          ? [
              {
                visitId: ids[index]!,
                clicks: planned.clicks,
                amounts: planned.amounts,
                seenAt: planned.visit.last_seen_at,
              },
            ]
          : [],
      ),
    );
    // A transaction is a database here (a ballot's own transaction becomes a savepoint in it).
    for (const [index, planned] of chunk.entries()) await planned.write?.(tx as unknown as Db, ids[index]!);
  });
}

/**
 * Writes `options.submissions` submissions (ballots for a prioritization) with the visits around them,
 * shared evenly between the targets. Deterministic for a seed, whatever `parallel` is.
 */
export async function writeDemoActivity(
  db: Db,
  targets: readonly WriteTarget[],
  options: DemoActivityOptions,
): Promise<DemoTargetReport[]> {
  const now = options.now ?? new Date();
  const parallel = Math.max(1, options.parallel ?? 1);
  const reports: DemoTargetReport[] = [];
  for (const [index, target] of targets.entries()) {
    const share =
      Math.floor(options.submissions / targets.length) +
      (index < options.submissions % targets.length ? 1 : 0);
    const wanted = await allowed(db, target, share);
    const random = createRandom(options.seed ^ seedOf(`budget:${target.id}`));
    const window = await windowOf(db, target, now);
    const plan = await plannerFor(db, target, random, await areaOf(db, target));
    const report = { id: target.id, name: target.name, visits: 0, submissions: 0 };
    const running = new Set<Promise<void>>();
    let chunk: Planned[] = [];
    const flush = async () => {
      const written = writeChunk(db, target, chunk).finally(() => running.delete(written));
      running.add(written);
      chunk = [];
      if (running.size >= parallel) await Promise.race(running);
    };
    // A simulation no sequence of steps can balance gets no submissions: stop after this many visits.
    const visitLimit = wanted * 20 + 100;
    while (report.submissions < wanted && report.visits < visitLimit) {
      const submitting = random.chance(SUBMITTING_SHARE);
      const visit = planVisit(random, window, submitting);
      chunk.push({ visit, ...plan(visit, submitting) });
      report.visits += 1;
      if (chunk[chunk.length - 1]!.write) report.submissions += 1;
      if (chunk.length >= CHUNK_VISITS) await flush();
    }
    if (chunk.length > 0) await flush();
    await Promise.all(running);
    reports.push(report);
  }
  return reports;
}
