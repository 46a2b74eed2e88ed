import type { TBallotInput } from '@commonpurse/domain/public';
import type { TestApp } from '../../test/helper.ts';
import { insertCategory, insertSubcategory } from '../../test/simulations.ts';
import { insertQuestion } from '../questions/fixtures.ts';
import { activeBudget, post, ROUTE, type FixtureOptions } from './fixtures.ts';

// A small Active prioritization residents can vote in, built straight in the database.
//   Funds 1,000, normal bar, at most 3 projects: Park 400, Path 300, Pool 500, Lights 200;
//   a suggestion box (no_balance, ceiling 5,000). An optional exit question.

export async function publicPrioritization(t: TestApp, options: FixtureOptions = {}) {
  const { client, budget } = await activeBudget(t, 'vote', {
    ...options,
    budget: { is_pb: true, adjustment: 1000, max_items: 3, ...options.budget },
  });
  const projects = await insertCategory(t.db, budget.id, 'expense', { name: 'Projects' });
  const park = await insertSubcategory(t.db, projects.id, { name: 'Park', amount: 400, display_order: 0 });
  const path = await insertSubcategory(t.db, projects.id, { name: 'Path', amount: 300, display_order: 1 });
  const pool = await insertSubcategory(t.db, projects.id, { name: 'Pool', amount: 500, display_order: 2 });
  const lights = await insertSubcategory(t.db, projects.id, {
    name: 'Lights',
    amount: 200,
    display_order: 3,
  });
  const box = await insertSubcategory(t.db, projects.id, {
    name: 'Your idea',
    amount: 0,
    suggestion_box: true,
    suggestion_box_mode: 'no_balance',
    ceiling_amount: 5000,
    display_order: 4,
  });
  const exit = await insertQuestion(t.db, budget.id, { name: 'Ideas?', type: 'text', display_type: 'exit' });
  return {
    client,
    budget,
    items: { park, path, pool, lights, box },
    questions: { exit },
    path: `${ROUTE}/${budget.id}`,
  };
}

export type PrioritizationFixture = Awaited<ReturnType<typeof publicPrioritization>>;

/** Projects in rank order. */
export const ranked = (...items: { id: number }[]) =>
  items.map((item, index) => ({ subcategory_id: item.id, rank: index + 1 }));

/** A valid ballot: Park first, Path second (700 of 1,000). */
export const validBallot = (f: PrioritizationFixture, extra: Partial<TBallotInput> = {}): TBallotInput => ({
  items: ranked(f.items.park, f.items.path),
  ...extra,
});

/** POSTs a ballot; `cookie` is this browser's voter cookie (cp_voter=...). */
export function castBallot(
  t: TestApp,
  f: PrioritizationFixture,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return post(t, `${f.path}/submissions`, body, { headers });
}

/** The cp_voter cookie a response set, as a Cookie header value. */
export function voterCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const match = /cp_voter=([^;]+)/.exec(header);
  if (!match) throw new Error(`No voter cookie in ${header}`);
  return `cp_voter=${match[1]}`;
}
