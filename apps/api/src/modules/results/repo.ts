import { and, asc, eq, sql } from 'drizzle-orm';
import { ballotResults, budgetCategories, budgetSubcategories, type DbOrTx } from '@commonpurse/db';
import type { TResultsMethod } from '@commonpurse/domain';
import type { TPublicBallotResults } from '@commonpurse/domain/public';
import type { TExportBallot, TPublishProject, TWeightedBallot } from '@commonpurse/domain/results';
import { inBudget, inBudgetCategories, type BudgetScope } from '../budgets/index.ts';

// Ballots are read in one aggregated statement: each current ballot's projects in rank order (its
// items of projects that still exist: a deleted project's rows are unseen, as everywhere), identical
// ballots grouped in SQL, so 100,000 ballots travel as the few thousand distinct ones they are.

/** The prioritization's projects: its items that are not suggestion boxes, in page order. */
export function listProjects(db: DbOrTx, scope: BudgetScope): Promise<TPublishProject[]> {
  return db
    .select({
      id: budgetSubcategories.id,
      name: budgetSubcategories.name,
      cost: budgetSubcategories.amount,
      image_url: budgetSubcategories.image_url,
      image_alt: budgetSubcategories.image_alt,
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

/** Each current ballot (online and paper) with its counted projects in rank order, and their points. */
const currentBallots = (scope: BudgetScope) => sql`
  select si.submission_id as id, s.source,
    array_agg(si.budget_subcategory_id order by si.rank, si.budget_subcategory_id) as projects,
    array_agg(coalesce(si.points, 0) order by si.rank, si.budget_subcategory_id) as points
  from submission_items si
  join submissions s on s.id = si.submission_id
  where si.budget_id = ${scope.budgetId} and s.budget_id = ${scope.budgetId} and s.is_current
    and ${inBudget(sql`s.budget_id`, scope)}
    and si.budget_subcategory_id in (
      select bs.id from budget_subcategories bs
      join budget_categories bc on bc.id = bs.budget_category_id
      where bc.budget_id = ${scope.budgetId} and not bs.suggestion_box)
  group by si.submission_id, s.source`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface WeightedBallots {
  ballots: TWeightedBallot[];
  paper: number;
}

/** The current ballots, identical ones grouped with their count; and how many came on paper. */
export async function weightedBallots(db: DbOrTx, scope: BudgetScope): Promise<WeightedBallots> {
  const rows = rowsOf<{ projects: number[]; points: number[]; count: number; paper: number }>(
    await db.execute(sql`
      select projects, points, count(*)::int as count, (count(*) filter (where source = 'paper'))::int as paper
      from (${currentBallots(scope)}) ballot
      group by projects, points`),
  );
  return {
    ballots: rows.map(({ projects, points, count }) => ({ projects, points, count })),
    paper: rows.reduce((sum, row) => sum + row.paper, 0),
  };
}

/** Every current ballot by submission id, for the pabulib export. */
export async function exportBallots(db: DbOrTx, scope: BudgetScope): Promise<TExportBallot[]> {
  return rowsOf<TExportBallot>(
    await db.execute(sql`
      select id, projects, points from (${currentBallots(scope)}) ballot order by id`),
  );
}

/** The ballots there are to count (those naming a project), and how many came on paper. */
export async function countBallots(db: DbOrTx, scope: BudgetScope) {
  const [row] = rowsOf<{ ballots: number; paper_ballots: number }>(
    await db.execute(sql`
      select count(*)::int as ballots, (count(*) filter (where source = 'paper'))::int as paper_ballots
      from (${currentBallots(scope)}) ballot`),
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
