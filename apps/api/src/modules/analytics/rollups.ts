import { eq, sql, type SQL } from 'drizzle-orm';
import { allQueries, analyticsAmounts, analyticsRollups, type DbOrTx } from '@commonpurse/db';
import {
  DEMOGRAPHIC_SETS,
  METRIC_QUESTION_SLUGS,
  QUESTION_HIGHLIGHT_ANSWERS,
} from '@commonpurse/domain/analytics';
import type { BudgetScope } from '../budgets/index.ts';
import * as repo from './repo.ts';

// Analytics rollups (decision 0390): the raw SQL aggregates of a simulation (repo.ts), stored as they
// were computed, for simulations with many submissions. At 100,000 submissions x 60 items the raw
// reads scan six million item rows and sort them for medians (seconds); the stored figures are read
// in milliseconds: the item and category amounts are counted incrementally (analytics_amounts: how
// many submissions gave each amount), the lighter aggregates recomputed, by a job (rollup-job.ts) within
// seconds of new submissions or visits. The figures are the raw SQL's of a few seconds ago.

/** Every aggregate analytics reads from the residents' rows: the raw SQL's answers as they are. */
export interface RollupFigures {
  items: repo.SummaryRow[];
  categories: repo.SummaryRow[];
  clicks: repo.ClickRow[];
  itemSessions: repo.SessionRow[];
  categorySessions: repo.SessionRow[];
  visits: repo.VisitCountRow[];
  submissions: repo.SubmissionTotalsRow[];
  answers: { slug: string; value: string; count: number }[];
}

export const NO_FIGURES: RollupFigures = {
  items: [],
  categories: [],
  clicks: [],
  itemSessions: [],
  categorySessions: [],
  visits: [],
  submissions: [],
  answers: [],
};

/** From this many current submissions, analytics reads the rollup rather than the raw rows. */
export const ROLLUP_MIN_SUBMISSIONS = 1_000;

/** The questions analytics counts answers of (demographics and the metric pies). */
export const ANSWER_SLUGS = [...new Set([...DEMOGRAPHIC_SETS, ...Object.values(METRIC_QUESTION_SLUGS)])];

/**
 * The aggregates from the raw tables (what analytics reads of a small simulation on every call). With
 * `only` (a filter of the items, alias `it`): the item and category figures of those items alone.
 */
export async function computeFigures(db: DbOrTx, scope: BudgetScope, only?: SQL): Promise<RollupFigures> {
  const whole = only === undefined;
  const [items, categories, clicks, itemSessions, categorySessions, visits, submissions, answers] =
    await allQueries(db, [
      () => repo.itemSummaries(db, scope, only),
      () => repo.categorySummaries(db, scope, only),
      () => repo.clickCounts(db, scope),
      () => repo.sessionChanges(db, scope, false, only),
      () => repo.sessionChanges(db, scope, true, only),
      () => (whole ? repo.visitBreakdown(db, scope) : []),
      () => (whole ? repo.submissionBreakdown(db, scope) : []),
      () => (whole ? repo.answerCounts(db, scope, ANSWER_SLUGS) : []),
    ]);
  return { items, categories, clicks, itemSessions, categorySessions, visits, submissions, answers };
}

/** The aggregates the job stores whole (the item and category amounts are counted instead). */
type StoredFigures = Omit<RollupFigures, 'items' | 'categories'> & {
  /** When the visit aggregates (visits, clicks, session changes) were last computed (ISO). */
  visits_computed_at?: string;
  /** The question highlights' aggregates (absent from rollups stored before they were kept). */
  questions?: QuestionFigures;
};

/** What the question highlights read of the answers: counts per question and value, newest texts. */
export interface QuestionFigures {
  counts: repo.AnswerCountRow[];
  latest: repo.LatestAnswerRow[];
}

/**
 * The visit aggregates (visits, clicks, session changes: hundreds of thousands of visit rows) are
 * recomputed at most every VISIT_FIGURES_MS, after the pass has stored the submission aggregates
 * (counts by city, averages, answers, amounts: every pass), so a new submission shows within one pass
 * even when the visit aggregates take many seconds (PGlite at 100,000 submissions).
 */
export const VISIT_FIGURES_MS = 60_000;

type VisitFigures = Pick<
  StoredFigures,
  'clicks' | 'itemSessions' | 'categorySessions' | 'visits' | 'visits_computed_at'
>;

async function visitFigures(db: DbOrTx, scope: BudgetScope): Promise<VisitFigures> {
  const [clicks, itemSessions, categorySessions, visits] = await allQueries(db, [
    () => repo.clickCounts(db, scope),
    () => repo.sessionChanges(db, scope, false),
    () => repo.sessionChanges(db, scope, true),
    () => repo.visitBreakdown(db, scope),
  ]);
  return { clicks, itemSessions, categorySessions, visits, visits_computed_at: new Date().toISOString() };
}

async function submissionFigures(db: DbOrTx, scope: BudgetScope) {
  const [submissions, answers, counts, latest] = await allQueries(db, [
    () => repo.submissionBreakdown(db, scope),
    () => repo.answerCounts(db, scope, ANSWER_SLUGS),
    () => repo.questionAnswerCounts(db, scope),
    () => repo.latestTextAnswers(db, scope, QUESTION_HIGHLIGHT_ANSWERS),
  ]);
  return { submissions, answers, questions: { counts, latest } };
}

const visitsDue = (earlier: StoredFigures | undefined) =>
  earlier?.visits_computed_at === undefined ||
  Date.now() - Date.parse(earlier.visits_computed_at) >= VISIT_FIGURES_MS;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const one = async <T>(db: DbOrTx, query: SQL) => rowsOf<T>(await db.execute(query))[0]!;

/** The items amounts are counted against: a change of any (moved, repriced, removed) means a recount. */
const fingerprintOf = async (db: DbOrTx, budgetId: number) =>
  (
    await one<{ f: string | null }>(
      db,
      sql`select string_agg(bs.id || ':' || bs.budget_category_id || ':' || bs.amount, ',' order by bs.id) as f
      from budget_subcategories bs join budget_categories bc on bc.id = bs.budget_category_id
      where bc.budget_id = ${budgetId}`,
    )
  ).f ?? '';

/**
 * Adds current submissions to analytics_amounts: each item's amount and each category's (the sum of its
 * items' in that submission), with the starting amounts the raw SQL measures from (repo.ts itemAmounts
 * and categoryAmounts), in cents. `which`: every current submission with an id up to `upTo`, or the
 * ids given (an incremental pass: the planner, which cannot tell that the newest ids are of one
 * simulation, would otherwise scan six million item rows for one new submission).
 */
async function countAmounts(db: DbOrTx, budgetId: number, which: { upTo: number } | { ids: number[] }) {
  if ('ids' in which && which.ids.length === 0) return;
  const chosen =
    'ids' in which ? sql`sub.id = any(${`{${which.ids.join(',')}}`}::int[])` : sql`sub.id <= ${which.upTo}`;
  const lines = sql`
    select si.submission_id, si.budget_subcategory_id as item, bs.budget_category_id as category,
      round(si.amount * 100)::bigint as c, round(bs.amount * 100)::bigint as s
    from submissions sub
    join submission_items si on si.submission_id = sub.id and si.budget_id = ${budgetId}
    join budget_subcategories bs on bs.id = si.budget_subcategory_id
    join budget_categories bc on bc.id = bs.budget_category_id and bc.budget_id = ${budgetId}
    where sub.budget_id = ${budgetId} and sub.is_current and ${chosen}`;
  const upsert = sql`on conflict (budget_id, kind, key, amount_cents, starting_cents)
    do update set count = analytics_amounts.count + excluded.count`;
  await db.execute(sql`
    insert into analytics_amounts (budget_id, kind, key, amount_cents, starting_cents, count)
    select ${budgetId}, 'item', item, c, s, count(*)::int from (${lines}) l group by item, c, s ${upsert}`);
  await db.execute(sql`
    insert into analytics_amounts (budget_id, kind, key, amount_cents, starting_cents, count)
    select ${budgetId}, 'category', category, c, s, count(*)::int from (
      select category, sum(c) as c, sum(s) as s from (${lines}) l group by category, submission_id) t
    group by category, c, s ${upsert}`);
}

/**
 * The summary rows (repo.SummaryRow) of the counted amounts: the raw SQL's aggregates weighted by the
 * counts; the median is percentile_cont(0.5)'s, the mean of the values at ranks floor and ceil of
 * (n - 1) / 2.
 */
export const amountSummaries = async (db: DbOrTx, budgetId: number, kind: 'item' | 'category') =>
  rowsOf<repo.SummaryRow>(
    await db.execute(sql`
    with h as (
      select key, amount_cents as c, starting_cents as s, count as n from analytics_amounts
      where budget_id = ${budgetId} and kind = ${kind} and count > 0),
    ranked as (
      select key, c, sum(n)::bigint as n,
        sum(sum(n)) over (partition by key order by c) - sum(n) as before,
        sum(sum(n)) over (partition by key) as total
      from h group by key, c),
    medians as (
      select key, (
          min(c) filter (where before <= floor((total - 1) / 2.0) and floor((total - 1) / 2.0) < before + n)
          + min(c) filter (where before <= ceil((total - 1) / 2.0) and ceil((total - 1) / 2.0) < before + n)
        ) / 2.0 as median
      from ranked group by key)
    select h.key, sum(n)::int as count, sum(c * n)::float8 as total_cents,
      min(c)::float8 as min_cents, max(c)::float8 as max_cents,
      coalesce(sum(n) filter (where c > s), 0)::int as increased_count,
      coalesce(sum((c - s) * n) filter (where c > s), 0)::float8 as increased_cents,
      coalesce(sum(n) filter (where c < s), 0)::int as decreased_count,
      coalesce(sum((s - c) * n) filter (where c < s), 0)::float8 as decreased_cents,
      min(m.median)::float8 as median_cents
    from h join medians m on m.key = h.key group by h.key`),
  );

/**
 * One pass of the job over a simulation: counts the submissions since the last pass into
 * analytics_amounts (all of them again after an edit of its items, or when the count does not add
 * up: a deletion, a replaced ballot, a submission committed after a later one) and recomputes the
 * submission aggregates; then, once they are VISIT_FIGURES_MS old, the visit aggregates (stored first
 * when the rollup has none yet, so that a stored rollup always has every figure).
 */
export async function refreshRollup(db: DbOrTx, scope: BudgetScope): Promise<void> {
  const { budgetId } = scope;
  const earlier = await readRollup(db, budgetId);
  const recount = !earlier || earlier.fingerprint !== (await fingerprintOf(db, budgetId));
  const visitPart = recount || !earlier.figures.visits_computed_at ? await visitFigures(db, scope) : null;
  const figures: StoredFigures = {
    ...(visitPart ?? pickVisitFigures(earlier!.figures)),
    ...(await submissionFigures(db, scope)),
  };
  // One snapshot for the counts and the amounts counted: a submission committed meanwhile is in both
  // or in neither.
  await db.transaction(
    async (tx) => {
      const state = await readRollup(tx, budgetId);
      const fingerprint = await fingerprintOf(tx, budgetId);
      let after = state && state.fingerprint === fingerprint ? state.last_submission_id : 0;
      const { top, current, added } = await one<{ top: number; current: number; added: number }>(
        tx,
        sql`select coalesce(max(id), 0)::int as top, (count(*) filter (where is_current))::int as current,
            (count(*) filter (where is_current and id > ${after}))::int as added
          from submissions where budget_id = ${budgetId}`,
      );
      if (after > 0 && state!.submission_count + added !== current) after = 0;
      if (after === 0) {
        await tx.delete(analyticsAmounts).where(eq(analyticsAmounts.budget_id, budgetId));
        await countAmounts(tx, budgetId, { upTo: top });
      } else {
        const ids = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from submissions
            where budget_id = ${budgetId} and is_current and id > ${after} and id <= ${top}`),
        ).map((row) => row.id);
        await countAmounts(tx, budgetId, { ids });
      }
      const row = {
        budget_id: budgetId,
        submission_count: current,
        last_submission_id: top,
        fingerprint,
        figures,
        computed_at: new Date(),
      };
      await tx
        .insert(analyticsRollups)
        .values(row)
        .onConflictDoUpdate({ target: analyticsRollups.budget_id, set: row });
    },
    { isolationLevel: 'repeatable read' },
  );
  if (!visitPart && visitsDue(earlier?.figures)) {
    const later = await visitFigures(db, scope);
    await db.execute(sql`update analytics_rollups set figures = figures || ${JSON.stringify(later)}::jsonb
      where budget_id = ${budgetId}`);
  }
}

const pickVisitFigures = ({
  clicks,
  itemSessions,
  categorySessions,
  visits,
  visits_computed_at,
}: StoredFigures): VisitFigures => ({ clicks, itemSessions, categorySessions, visits, visits_computed_at });

export interface StoredRollup {
  submission_count: number;
  last_submission_id: number;
  fingerprint: string;
  figures: StoredFigures;
  computed_at: Date;
}

export async function readRollup(db: DbOrTx, budgetId: number): Promise<StoredRollup | null> {
  const [row] = await db
    .select({
      submission_count: analyticsRollups.submission_count,
      last_submission_id: analyticsRollups.last_submission_id,
      fingerprint: analyticsRollups.fingerprint,
      figures: analyticsRollups.figures,
      computed_at: analyticsRollups.computed_at,
    })
    .from(analyticsRollups)
    .where(eq(analyticsRollups.budget_id, budgetId));
  return row ? { ...row, figures: row.figures as StoredFigures } : null;
}

/**
 * What analytics shows of a simulation (`only`: of some items): its rollup when it has many
 * submissions, else the raw SQL (a simulation crossing the threshold is read raw until the job stores
 * its first rollup, within seconds).
 */
export async function analyticsFigures(db: DbOrTx, scope: BudgetScope, only?: SQL): Promise<RollupFigures> {
  const rollup = await readRollup(db, scope.budgetId);
  if (!rollup || rollup.submission_count < ROLLUP_MIN_SUBMISSIONS) return computeFigures(db, scope, only);
  const [items, categories] = await allQueries(db, [
    () => amountSummaries(db, scope.budgetId, 'item'),
    () => amountSummaries(db, scope.budgetId, 'category'),
  ]);
  return { ...rollup.figures, items, categories };
}

/**
 * The question highlights' aggregates of a simulation with many submissions, from its rollup; null
 * (read the raw answers) for a small one or before the job has stored them.
 */
export async function storedQuestionFigures(db: DbOrTx, budgetId: number): Promise<QuestionFigures | null> {
  const rollup = await readRollup(db, budgetId);
  if (!rollup || rollup.submission_count < ROLLUP_MIN_SUBMISSIONS) return null;
  return rollup.figures.questions ?? null;
}

/**
 * Residents' average submitted amount per item (the public page's show_submission_averages): from
 * the rollup only, so a page view never aggregates submissions; none before the job's first pass.
 */
export async function itemAverages(db: DbOrTx, budgetId: number): Promise<Map<number, number>> {
  const rows = rowsOf<{ key: number; average: number }>(
    await db.execute(sql`
      select key, (round(sum(amount_cents * count)::numeric / sum(count)) / 100)::float8 as average
      from analytics_amounts where budget_id = ${budgetId} and kind = 'item' and count > 0 group by key`),
  );
  return new Map(rows.map((row) => [row.key, row.average]));
}

/** The simulation's client, for a job that has only its id. */
export async function scopeOfBudget(db: DbOrTx, budgetId: number): Promise<BudgetScope | null> {
  const { rows } = (await db.execute(
    sql`select client_id from budgets where id = ${budgetId}`,
  )) as unknown as { rows: { client_id: number }[] };
  return rows[0] ? { clientId: rows[0].client_id, budgetId } : null;
}
