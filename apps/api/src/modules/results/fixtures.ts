import { randomBytes } from 'node:crypto';
import { submissionItems, submissions, type Db } from '@commonpurse/db';
import type { TestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory, ownSimulation } from '../../test/simulations.ts';

// An Inactive prioritization with its ballots written straight to the database (ballots are taken by
// the public API; here only what the count reads matters).
//   Projects: x "Skate park" 200, y "Library" 150, z "Trees" 90; a suggestion box. Funds 300.

export async function prioritization(t: TestApp, budget: Parameters<typeof ownSimulation>[2] = {}) {
  const own = await ownSimulation(
    t,
    {},
    {
      is_pb: true,
      status: 'inactive',
      slug: `vote-${randomBytes(3).toString('hex')}`,
      adjustment: 300,
      ...budget,
    },
  );
  const category = await insertCategory(t.db, own.budget.id, 'expense', { name: 'Projects' });
  const project = (name: string, amount: number, display_order: number) =>
    insertSubcategory(t.db, category.id, { name, amount, display_order });
  const x = await project('Skate park', 200, 0);
  const y = await project('Library', 150, 1);
  const z = await project('Trees', 90, 2);
  const box = await insertSubcategory(t.db, category.id, {
    name: 'Your idea',
    amount: 0,
    suggestion_box: true,
    display_order: 3,
  });
  return { ...own, category, projects: { x, y, z }, box };
}

export type Prioritization = Awaited<ReturnType<typeof prioritization>>;

export interface BallotRow {
  /** Project ids in rank order. */
  projects: number[];
  points?: number[];
  source?: 'online' | 'paper';
  is_current?: boolean;
}

/** Stores ballots (two statements whatever their number); answers their submission ids in order. */
export async function insertBallots(db: Db, budgetId: number, ballots: BallotRow[]): Promise<number[]> {
  if (ballots.length === 0) return [];
  const rows = await db
    .insert(submissions)
    .values(
      ballots.map((ballot) => ({
        budget_id: budgetId,
        source: ballot.source ?? 'online',
        is_current: ballot.is_current ?? true,
        replaced_at: ballot.is_current === false ? new Date() : null,
      })),
    )
    .returning({ id: submissions.id });
  const items = ballots.flatMap((ballot, b) =>
    ballot.projects.map((project, index) => ({
      submission_id: rows[b]!.id,
      budget_subcategory_id: project,
      budget_id: budgetId,
      amount: 0,
      starting_amount: 0,
      rank: index + 1,
      points: ballot.points?.[index] ?? null,
    })),
  );
  for (let at = 0; at < items.length; at += 5_000)
    await db.insert(submissionItems).values(items.slice(at, at + 5_000));
  return rows.map((row) => row.id);
}
