import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { budgetStrings, type Db } from '@commonpurse/db';
import type { TSubmissionInput } from '@commonpurse/domain/public';
import type { TestApp } from '../../test/helper.ts';
import { insertCategory, insertClient, insertSimulation, insertSubcategory } from '../../test/simulations.ts';
import { insertQuestion } from '../questions/fixtures.ts';

// A small Active simulation residents can open and submit, built straight in the database.
//   Revenue "Taxes":    A 2,000 (1 % steps: 20), B 500 locked
//   Spending "Services": C 1,200 (12), D 1,200 (steps of 100, floor 1,000, ceiling 1,400),
//                        E 100 with a scenario question (Keep: +0 default, Cut: -100)
// It starts balanced. Questions: a required entry select (north/south) and an optional exit text.

export const ROUTE = '/v1/public/budgets';

export interface FixtureOptions {
  client?: Parameters<typeof insertClient>[1];
  budget?: Parameters<typeof insertSimulation>[2];
}

/** A new client and its Active simulation (slug `{stem}-{client id}`), with the test's overrides. */
export async function activeBudget(t: TestApp, stem: string, options: FixtureOptions) {
  const client = await insertClient(t.db, options.client);
  const budget = await insertSimulation(t.db, client.id, {
    slug: `${stem}-${client.id}`,
    status: 'active',
    activated_at: new Date(),
    ...options.budget,
  });
  return { client, budget };
}

export async function publicSimulation(t: TestApp, options: FixtureOptions = {}) {
  const { client, budget } = await activeBudget(t, 'parks', options);
  const taxes = await insertCategory(t.db, budget.id, 'revenue', { name: 'Taxes' });
  const services = await insertCategory(t.db, budget.id, 'expense', { name: 'Services' });
  const a = await insertSubcategory(t.db, taxes.id, { name: 'Property tax', amount: 2000, display_order: 0 });
  const b = await insertSubcategory(t.db, taxes.id, {
    name: 'Fees',
    amount: 500,
    is_locked: true,
    display_order: 1,
  });
  const c = await insertSubcategory(t.db, services.id, { name: 'Parks', amount: 1200, display_order: 0 });
  const d = await insertSubcategory(t.db, services.id, {
    name: 'Roads',
    amount: 1200,
    custom_increment_amount: 100,
    floor_amount: 1000,
    ceiling_amount: 1400,
    display_order: 1,
  });
  const e = await insertSubcategory(t.db, services.id, {
    name: 'Library hours',
    amount: 100,
    display_order: 2,
    customized_question_json: {
      name: 'Library',
      description: 'Keep the library open on Sundays?',
      allow_multiple: false,
      options: [
        { id: 1, title: 'Keep', value: 0, default: true },
        { id: 2, title: 'Cut', value: -100, default: false },
      ],
    },
  });
  const entry = await insertQuestion(t.db, budget.id, {
    name: 'Where do you live?',
    type: 'select',
    display_type: 'entry',
    is_required: true,
    options_config: [
      { id: '1', label: 'North', value: 'north' },
      { id: '2', label: 'South', value: 'south' },
    ],
  });
  const exit = await insertQuestion(t.db, budget.id, {
    name: 'Any ideas?',
    type: 'text',
    display_type: 'exit',
  });
  return {
    client,
    budget,
    categories: { taxes, services },
    items: { a, b, c, d, e },
    questions: { entry, exit },
    path: `${ROUTE}/${budget.id}`,
    pagePath: `/v1/public/sites/${client.subdomain}/budgets/${budget.slug}`,
  };
}

export type PublicFixture = Awaited<ReturnType<typeof publicSimulation>>;

/** A valid submission: A up one step, D down one, E's question answered Cut (its amount follows). */
export function validSubmission(f: PublicFixture, extra: Partial<TSubmissionInput> = {}): TSubmissionInput {
  return {
    items: [
      { subcategory_id: f.items.a.id, amount: 2020 },
      { subcategory_id: f.items.d.id, amount: 1100 },
      { subcategory_id: f.items.e.id, amount: 0 },
    ],
    scenario: [{ subcategory_id: f.items.e.id, option_ids: [2] }],
    answers: [
      { question_id: f.questions.entry.id, value: 'north' },
      { question_id: f.questions.exit.id, value: '  More parks  ' },
    ],
    ...extra,
  };
}

export async function setText(db: Db, budgetId: number, token: string, content: string) {
  await db.insert(budgetStrings).values({ budget_id: budgetId, token, content });
}

const PARTICIPATION_TABLES = [
  'visits',
  'clicks',
  'visit_amounts',
  'submissions',
  'submission_items',
  'submission_answers',
  'submission_choices',
  'comments',
] as const;

/** Rows of every participation table for one simulation (each has budget_id). */
export async function participationCounts(db: Db, budgetId: number) {
  const columns = PARTICIPATION_TABLES.map(
    (table) =>
      sql`(select count(*)::int from ${sql.identifier(table)} where budget_id = ${budgetId}) as ${sql.identifier(table)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return (result as unknown as { rows: Record<(typeof PARTICIPATION_TABLES)[number], number>[] }).rows[0]!;
}

export const NOTHING_STORED = Object.fromEntries(PARTICIPATION_TABLES.map((table) => [table, 0]));

/** POST to one of the simulation's public write routes. */
export function post(t: TestApp, url: string, payload: unknown, options: Partial<InjectOptions> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
}
