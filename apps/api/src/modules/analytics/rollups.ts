import { eq, sql, type SQL } from 'drizzle-orm';
import { analyticsRollups, type DbOrTx } from '@commonpurse/db';
import { METRIC_QUESTION_SLUGS, DEMOGRAPHIC_SETS } from '@commonpurse/domain/analytics';
import type { BudgetScope } from '../budgets/index.ts';
import * as repo from './repo.ts';

// Analytics rollups (decision 0390): the raw SQL aggregates of a simulation (repo.ts), stored as they
// were computed, for simulations with many submissions. At 100,000 submissions x 60 items the raw
// reads scan six million item rows and sort them for medians (seconds); the stored figures are read
// in milliseconds. A job (rollup-job.ts) recomputes a simulation's figures within seconds of new
// submissions or visits, so they are the raw SQL's figures of a few seconds ago, never others.

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
export const ROLLUP_MIN_SUBMISSIONS = 5_000;

/** The questions analytics counts answers of (demographics and the metric pies). */
export const ANSWER_SLUGS = [...new Set([...DEMOGRAPHIC_SETS, ...Object.values(METRIC_QUESTION_SLUGS)])];

/**
 * The aggregates from the raw tables (what analytics reads of a small simulation on every call). With
 * `only` (a filter of the items, alias `it`): the item and category figures of those items alone.
 */
export async function computeFigures(db: DbOrTx, scope: BudgetScope, only?: SQL): Promise<RollupFigures> {
  const whole = only === undefined;
  const [items, categories, clicks, itemSessions, categorySessions, visits, submissions, answers] =
    await Promise.all([
      repo.itemSummaries(db, scope, only),
      repo.categorySummaries(db, scope, only),
      repo.clickCounts(db, scope),
      repo.sessionChanges(db, scope, false, only),
      repo.sessionChanges(db, scope, true, only),
      whole ? repo.visitBreakdown(db, scope) : [],
      whole ? repo.submissionBreakdown(db, scope) : [],
      whole ? repo.answerCounts(db, scope, ANSWER_SLUGS) : [],
    ]);
  return { items, categories, clicks, itemSessions, categorySessions, visits, submissions, answers };
}

const submissionCountOf = (figures: RollupFigures) =>
  figures.submissions.find((row) => row.is_total)?.count ?? 0;

/** Recomputes and stores a simulation's rollup; answers its figures. */
export async function refreshRollup(db: DbOrTx, scope: BudgetScope): Promise<RollupFigures> {
  const figures = await computeFigures(db, scope);
  const row = {
    budget_id: scope.budgetId,
    submission_count: submissionCountOf(figures),
    figures,
    computed_at: new Date(),
  };
  await db
    .insert(analyticsRollups)
    .values(row)
    .onConflictDoUpdate({ target: analyticsRollups.budget_id, set: row });
  return figures;
}

export interface StoredRollup {
  submission_count: number;
  figures: RollupFigures;
  computed_at: Date;
}

export async function readRollup(db: DbOrTx, budgetId: number): Promise<StoredRollup | null> {
  const [row] = await db
    .select({
      submission_count: analyticsRollups.submission_count,
      figures: analyticsRollups.figures,
      computed_at: analyticsRollups.computed_at,
    })
    .from(analyticsRollups)
    .where(eq(analyticsRollups.budget_id, budgetId));
  return row ? { ...row, figures: row.figures as RollupFigures } : null;
}

/**
 * What analytics shows of a simulation (`only`: of some items): its rollup when it has many
 * submissions, else the raw SQL (a simulation crossing the threshold is read raw until the job stores
 * its first rollup, within seconds).
 */
export async function analyticsFigures(db: DbOrTx, scope: BudgetScope, only?: SQL): Promise<RollupFigures> {
  const rollup = await readRollup(db, scope.budgetId);
  if (rollup && rollup.submission_count >= ROLLUP_MIN_SUBMISSIONS) return rollup.figures;
  return computeFigures(db, scope, only);
}

/**
 * Residents' average submitted amount per item (the public page's show_submission_averages): from
 * the rollup only, so a page view never aggregates submissions; none before the job's first pass.
 */
export async function itemAverages(db: DbOrTx, budgetId: number): Promise<Map<number, number>> {
  const rollup = await readRollup(db, budgetId);
  return new Map(
    (rollup?.figures.items ?? [])
      .filter((row) => row.count > 0)
      .map((row) => [row.key, Math.round(row.total_cents / row.count) / 100]),
  );
}

/** The simulation's client, for a job that has only its id. */
export async function scopeOfBudget(db: DbOrTx, budgetId: number): Promise<BudgetScope | null> {
  const { rows } = (await db.execute(
    sql`select client_id from budgets where id = ${budgetId}`,
  )) as unknown as { rows: { client_id: number }[] };
  return rows[0] ? { clientId: rows[0].client_id, budgetId } : null;
}
