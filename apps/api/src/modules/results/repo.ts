import { and, asc, eq, sql } from 'drizzle-orm';
import { ballotResults, budgetCategories, budgetSubcategories, type DbOrTx } from '@commonpurse/db';
import type { TResultsMethod } from '@commonpurse/domain';
import type { TPublicBallotResults } from '@commonpurse/domain/public';
import type {
  TExportBallot,
  TPbAnalyticsProject,
  TPublishProject,
  TWeightedBallot,
} from '@commonpurse/domain/results';
import { inBudget, inBudgetCategories, type BudgetScope } from '../budgets/index.ts';

// Ballots are read in one aggregated statement: each current ballot's projects in rank order, identical
// ballots grouped in SQL (100,000 ballots travel as the distinct ones they are). Only items naming a
// project count (a deleted project's rows are unseen, as everywhere); the projects are given as one
// array constant, which keeps the planner from guessing how many there are (bench:publish).

/** The prioritization's projects: its items that are not suggestion boxes, in page order. */
export function listProjects(
  db: DbOrTx,
  scope: BudgetScope,
): Promise<(TPublishProject & TPbAnalyticsProject)[]> {
  return db
    .select({
      id: budgetSubcategories.id,
      name: budgetSubcategories.name,
      cost: budgetSubcategories.amount,
      image_url: budgetSubcategories.image_url,
      image_alt: budgetSubcategories.image_alt,
      category_id: budgetCategories.id,
      category_name: budgetCategories.name,
    })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(
      and(
        inBudgetCategories(budgetSubcategories.budget_category_id, scope),
        eq(budgetSubcategories.suggestion_box, false),
      ),
    )
    .orderBy(
      asc(budgetCategories.display_order),
      asc(budgetCategories.id),
      asc(budgetSubcategories.display_order),
      asc(budgetSubcategories.id),
    );
}

/** A list of ids as one PostgreSQL array parameter (drizzle would spread a JS array into a list). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The scope's current ballots (online and paper). */
const currentSubmissions = (scope: BudgetScope) =>
  sql`select id from submissions where budget_id = ${scope.budgetId} and is_current and ${inBudget(sql`budget_id`, scope)}`;

/** Each current ballot naming a project: its projects in rank order, and their points when asked. */
const ballotRows = (scope: BudgetScope, projectIds: readonly number[], withPoints: boolean) => sql`
  select si.submission_id as id,
    array_agg(si.budget_subcategory_id order by si.rank, si.budget_subcategory_id) as projects,
    ${withPoints ? sql`array_agg(coalesce(si.points, 0) order by si.rank, si.budget_subcategory_id)` : sql`null::int[]`} as points
  from submission_items si
  where si.budget_id = ${scope.budgetId} and si.submission_id in (${currentSubmissions(scope)})
    and si.budget_subcategory_id = any(${intArray(projectIds)})
  group by si.submission_id`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The current ballots, identical ones grouped with their count (points only in points mode). */
export async function weightedBallots(
  db: DbOrTx,
  scope: BudgetScope,
  projectIds: readonly number[],
  withPoints: boolean,
): Promise<TWeightedBallot[]> {
  return rowsOf<TWeightedBallot>(
    await db.execute(sql`
      select projects, points, count(*)::int as count
      from (${ballotRows(scope, projectIds, withPoints)}) ballot
      group by projects, points`),
  );
}

/** Every current ballot by submission id, for the pabulib export. */
export async function exportBallots(
  db: DbOrTx,
  scope: BudgetScope,
  projectIds: readonly number[],
  withPoints: boolean,
): Promise<TExportBallot[]> {
  return rowsOf<TExportBallot>(
    await db.execute(sql`
      select id, projects, points from (${ballotRows(scope, projectIds, withPoints)}) ballot order by id`),
  );
}

/** The current ballots naming a project, and how many of them came on paper. */
export async function countBallots(db: DbOrTx, scope: BudgetScope, projectIds: readonly number[]) {
  const [row] = rowsOf<{ ballots: number; paper_ballots: number }>(
    await db.execute(sql`
      select count(*)::int as ballots, (count(*) filter (where s.source = 'paper'))::int as paper_ballots
      from submissions s
      where s.id in (${currentSubmissions(scope)})
        and exists (select 1 from submission_items si
          where si.submission_id = s.id and si.budget_subcategory_id = any(${intArray(projectIds)}))`),
  );
  return row ?? { ballots: 0, paper_ballots: 0 };
}

export async function findResults(db: DbOrTx, scope: BudgetScope): Promise<TPublicBallotResults | null> {
  const [row] = await db
    .select({ results: ballotResults.results })
    .from(ballotResults)
    .where(inBudget(ballotResults.budget_id, scope));
  return (row?.results as TPublicBallotResults | undefined) ?? null;
}

export async function saveResults(
  db: DbOrTx,
  scope: BudgetScope,
  method: TResultsMethod,
  results: TPublicBallotResults,
): Promise<void> {
  const values = { method, results, published_at: new Date(results.published_at) };
  await db
    .insert(ballotResults)
    .values({ budget_id: scope.budgetId, ...values })
    .onConflictDoUpdate({ target: ballotResults.budget_id, set: values });
}

export async function deleteResults(db: DbOrTx, scope: BudgetScope): Promise<void> {
  await db.delete(ballotResults).where(inBudget(ballotResults.budget_id, scope));
}
