import { and, asc, eq } from 'drizzle-orm';
import { budgetCategories, budgetQuestions, budgetSubcategories, type Db } from '@commonpurse/db';
import { DEMO_HOUSING_SLUG } from '@commonpurse/db/seed';
import { insertQuestion } from '../modules/questions/fixtures.ts';
import type { TestApp } from '../test/helper.ts';
import { budgetBySlug, insertMeeting, type OwnerFixture } from './fixture.ts';

/** The two kinds of page a public write targets: a simulation takes budgets, a prioritization ballots. */
export type PageKind = 'simulation' | 'prioritization';

/**
 * The ids one Active page's public writes name, each of that page's own: an item, a question with an
 * answer it accepts, a visit, and (simulations) a meeting and a scenario item with one of its options,
 * (prioritizations) a suggestion box.
 */
export interface PublicPage {
  label: string;
  budgetId: number;
  item: number;
  /** A value of `item` a submission may send (it balances the owner's budget challenge). */
  itemAmount: number;
  question: number;
  answer: string;
  visit: number;
  meeting?: number;
  scenario?: { item: number; option: number };
  suggestionBox?: number;
}

export interface PublicPages {
  /** The owner's pages the matrix writes to. */
  home: Record<PageKind, PublicPage>;
  /** Pages of other simulations, whose ids the owner's pages must refuse: the owner's, another client's. */
  foreign: Record<PageKind, PublicPage[]>;
}

const single = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`Public tenancy fixture: no ${what}`);
  return row;
};

/** The budget's items (rows as stored), in page order. */
async function itemsOf(db: Db, budgetId: number) {
  const rows = await db
    .select({ item: budgetSubcategories })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(asc(budgetCategories.id), asc(budgetSubcategories.id));
  return rows.map((row) => row.item);
}

/** A visit of the page, recorded the way residents' pages record it. */
async function visitOf(t: TestApp, budgetId: number): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: `/v1/public/budgets/${budgetId}/visits` });
  if (response.statusCode !== 201) throw new Error(`Public tenancy fixture: visit refused: ${response.body}`);
  return response.json<{ data: { visit_id: number } }>().data.visit_id;
}

const FOREIGN_OPTION = 7;

/**
 * Gives the budget's first item a scenario question whose option numbers the owner's Library Hours
 * item (options 1-3) lacks, so a foreign option can only be refused for being another item's.
 */
async function scenarioItemOf(db: Db, item: number): Promise<PublicPage['scenario']> {
  await db
    .update(budgetSubcategories)
    .set({
      customized_question_json: {
        name: 'Pool hours',
        description: 'Open the pool on Sundays?',
        allow_multiple: false,
        options: [{ id: FOREIGN_OPTION, title: 'Open', value: 0, default: true }],
      },
    })
    .where(eq(budgetSubcategories.id, item));
  return { item, option: FOREIGN_OPTION };
}

/** An optional exit question of the budget (the seed gives prioritizations and housing none). */
const exitQuestion = async (db: Db, budgetId: number) =>
  (await insertQuestion(db, budgetId, { name: 'Anything else?', type: 'text', display_type: 'exit' })).id;

/** The budget's required question (the budget challenge's years in Riverton). */
async function requiredQuestion(db: Db, budgetId: number): Promise<number> {
  const rows = await db
    .select({ id: budgetQuestions.id })
    .from(budgetQuestions)
    .where(and(eq(budgetQuestions.budget_id, budgetId), eq(budgetQuestions.is_required, true)));
  return single(rows, 'required question').id;
}

/**
 * The owner's budget challenge: Local Sales Tax raised two steps ($1 M) closes its $0.8 M deficit,
 * its required entry question answered, its Library Hours scenario and the owner's meeting on it.
 */
async function homeSimulation(t: TestApp, owner: OwnerFixture): Promise<PublicPage> {
  const budgetId = owner.simulation.id;
  const items = await itemsOf(t.db, budgetId);
  const salesTax = single(
    items.filter((item) => item.name === 'Local Sales Tax'),
    'Local Sales Tax item',
  );
  const library = single(
    items.filter((item) => item.customized_question_json !== null),
    'scenario item',
  );
  return {
    label: "the owner's budget challenge",
    budgetId,
    item: salesTax.id,
    itemAmount: Number(salesTax.amount) + 2 * Number(salesTax.custom_increment_amount),
    question: await requiredQuestion(t.db, budgetId),
    answer: 'under_5',
    visit: await visitOf(t, budgetId),
    meeting: owner.meetingId,
    scenario: { item: library.id, option: 1 },
  };
}

/** The owner's parks prioritization: its first project, its suggestion box, an exit question. */
async function homePrioritization(t: TestApp, owner: OwnerFixture): Promise<PublicPage> {
  const budgetId = owner.prioritization.id;
  const items = await itemsOf(t.db, budgetId);
  const box = single(
    items.filter((item) => item.suggestion_box),
    'suggestion box',
  );
  return {
    label: "the owner's prioritization",
    budgetId,
    item: owner.prioritization.item.subId,
    itemAmount: 0,
    question: await exitQuestion(t.db, budgetId),
    answer: 'More shade',
    visit: await visitOf(t, budgetId),
    suggestionBox: box.id,
  };
}

/** Another simulation's page: its first item doubles as its scenario item and its suggestion box. */
async function foreignPage(
  t: TestApp,
  label: string,
  budgetId: number,
  extra: { question?: number; meeting?: number },
): Promise<PublicPage> {
  const [first] = await itemsOf(t.db, budgetId);
  if (!first) throw new Error(`Public tenancy fixture: ${label} has no item`);
  return {
    label,
    budgetId,
    item: first.id,
    itemAmount: Number(first.amount),
    question: extra.question ?? (await exitQuestion(t.db, budgetId)),
    answer: 'probe',
    visit: await visitOf(t, budgetId),
    meeting: extra.meeting,
    scenario: await scenarioItemOf(t.db, first.id),
    suggestionBox: first.id,
  };
}

/**
 * The owner's two Active pages, and for each kind the pages of two other simulations: the owner's
 * other one (housing for the budget challenge, the budget challenge for the prioritization) and the
 * other client's of the same kind.
 */
export async function buildPublicPages(
  t: TestApp,
  owner: OwnerFixture,
  intruder: OwnerFixture,
): Promise<PublicPages> {
  const simulation = await homeSimulation(t, owner);
  const housing = await budgetBySlug(t.db, owner.clientId, DEMO_HOUSING_SLUG);
  return {
    home: { simulation, prioritization: await homePrioritization(t, owner) },
    foreign: {
      simulation: [
        await foreignPage(t, "the owner's housing simulation", housing, {
          meeting: await insertMeeting(t.db, owner.clientId, housing),
        }),
        await foreignPage(t, "another client's simulation", intruder.simulation.id, {
          question: intruder.simulation.questionId,
          meeting: intruder.meetingId,
        }),
      ],
      prioritization: [
        { ...simulation, label: "the owner's budget challenge", suggestionBox: simulation.item },
        await foreignPage(t, "another client's prioritization", intruder.prioritization.id, {}),
      ],
    },
  };
}
