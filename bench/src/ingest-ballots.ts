// The ballot variant of the ingest benchmark (npm run bench:ingest -- --ballots): an Active
// prioritization shaped like the seeded Parks & Streets 2027 ($1,000,000, up to 5 of 20 projects,
// a suggestion box, one ballot per browser) and ballots residents would send.
import { budgetCategories, budgetQuestions, budgets, budgetSubcategories, type Db } from '@commonpurse/db';
import { DEFAULT_LOCALE, standardExitQuestions } from '@commonpurse/domain';
import type { TBallotInput } from '@commonpurse/domain/public';
import { insertBenchClient } from './ingest-fixture.ts';

const FUNDS = 1_000_000;
const MAX_ITEMS = 5;

export interface BallotFixture {
  budgetId: number;
  projects: { id: number; cost: number }[];
  boxId: number;
}

export async function seedBallotFixture(db: Db): Promise<BallotFixture> {
  const client = await insertBenchClient(db, 'Ballot Bench City', 'ballot-bench');
  const [budget] = await db
    .insert(budgets)
    .values({
      client_id: client.id,
      name: 'Ballot Bench Projects',
      slug: 'ballot-bench',
      status: 'active',
      status_at: new Date(),
      activated_at: new Date(),
      is_pb: true,
      adjustment: FUNDS,
      max_items: MAX_ITEMS,
      pb_default_view_mode: 'sm',
      ballot_verification: 'browser',
    })
    .returning();
  await db
    .insert(budgetQuestions)
    .values(standardExitQuestions(DEFAULT_LOCALE).map((q) => ({ ...q, budget_id: budget!.id })));
  const [category] = await db
    .insert(budgetCategories)
    .values({ budget_id: budget!.id, type: 'expense', name: 'Projects', display_order: 0 })
    .returning();
  const rows = await db
    .insert(budgetSubcategories)
    .values([
      ...Array.from({ length: 20 }, (_, i) => ({
        budget_category_id: category!.id,
        name: `Project ${i + 1}`,
        amount: 50_000 + i * 10_000,
        display_order: i,
      })),
      {
        budget_category_id: category!.id,
        name: 'Suggest a Project',
        amount: 0,
        suggestion_box: true,
        suggestion_box_mode: 'no_balance',
        display_order: 20,
      },
    ])
    .returning();
  return {
    budgetId: budget!.id,
    projects: rows.filter((r) => !r.suggestion_box).map((r) => ({ id: r.id, cost: r.amount })),
    boxId: rows.find((r) => r.suggestion_box)!.id,
  };
}

/** Valid ballots: 1-5 distinct projects in random rank order within the funds; one in ten suggests one. */
export function ballotBodies(fixture: BallotFixture, count: number): string[] {
  return Array.from({ length: count }, () => {
    const shuffled = [...fixture.projects].sort(() => Math.random() - 0.5);
    const wanted = 1 + Math.floor(Math.random() * MAX_ITEMS);
    const chosen: typeof shuffled = [];
    let cost = 0;
    for (const project of shuffled) {
      if (chosen.length === wanted) break;
      if (cost + project.cost > FUNDS) continue;
      chosen.push(project);
      cost += project.cost;
    }
    const body: TBallotInput = {
      items: chosen.map((project, index) => ({ subcategory_id: project.id, rank: index + 1 })),
      suggestions:
        Math.random() < 0.1 ? [{ subcategory_id: fixture.boxId, text: 'A skate park by the river' }] : [],
    };
    return JSON.stringify(body);
  });
}
