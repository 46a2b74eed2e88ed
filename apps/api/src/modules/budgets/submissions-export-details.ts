import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  budgetCategories,
  budgetQuestions,
  budgetSubcategories,
  clicks,
  comments,
  submissionAnswers,
  submissionChoices,
  submissionItems,
  visits,
  type Db,
} from '@commonpurse/db';

// What a submissions CSV says about each submission beyond its id and date: the visit it came from,
// its totals and clicks, and for a single simulation one column per item, question and scenario.

export interface SimulationColumns {
  items: { id: number; header: string; question: { id: string; title: string }[] | null }[];
  questions: { id: number; header: string }[];
}

/** The per-simulation columns of a one-simulation export: items in order, then questions by CSV label. */
export async function simulationColumns(db: Db, budgetId: number): Promise<SimulationColumns> {
  const items = await db
    .select({
      id: budgetSubcategories.id,
      name: budgetSubcategories.name,
      category: budgetCategories.name,
      question: budgetSubcategories.customized_question_json,
    })
    .from(budgetSubcategories)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetSubcategories.budget_category_id))
    .where(eq(budgetCategories.budget_id, budgetId))
    .orderBy(
      asc(budgetCategories.type),
      asc(budgetCategories.display_order),
      asc(budgetSubcategories.display_order),
      asc(budgetSubcategories.id),
    );
  const questions = await db
    .select({ id: budgetQuestions.id, slug: budgetQuestions.slug })
    .from(budgetQuestions)
    .where(eq(budgetQuestions.budget_id, budgetId))
    .orderBy(asc(budgetQuestions.display_type), asc(budgetQuestions.display_order), asc(budgetQuestions.id));
  return {
    items: items.map((item) => ({
      id: item.id,
      header: `${item.category} - ${item.name}`,
      question: optionsOf(item.question),
    })),
    questions: questions.map((q) => ({ id: q.id, header: q.slug })),
  };
}

function optionsOf(json: unknown): { id: string; title: string }[] | null {
  const options = (json as { options?: unknown } | null)?.options;
  if (!Array.isArray(options)) return null;
  return options.map((o: { id?: unknown; title?: unknown }) => ({
    id: String(o.id),
    title: String(o.title ?? ''),
  }));
}

export interface SubmissionDetails {
  visit: Map<number, { device_type: string; referrer_source: string; is_returning: boolean }>;
  clicks: Map<number, { increase: number; decrease: number }>;
  comments: Map<number, string[]>;
  amounts: Map<number, Map<number, number>>;
  /** A prioritization's ballots: each chosen project's rank. */
  ranks: Map<number, Map<number, number>>;
  answers: Map<number, Map<number, string>>;
  choices: Map<number, Map<number, string[]>>;
}

const group = <K, V>(map: Map<number, Map<K, V>>, id: number) => {
  let inner = map.get(id);
  if (!inner) map.set(id, (inner = new Map()));
  return inner;
};

/** Everything the rows of one batch need, in one query per table. */
export async function submissionDetails(
  db: Db,
  batch: { id: number; visit_id: number | null }[],
  perSimulation: boolean,
): Promise<SubmissionDetails> {
  const ids = batch.map((s) => s.id);
  const visitIds = batch.flatMap((s) => (s.visit_id === null ? [] : [s.visit_id]));
  const details: SubmissionDetails = {
    visit: new Map(),
    clicks: new Map(),
    comments: new Map(),
    amounts: new Map(),
    ranks: new Map(),
    answers: new Map(),
    choices: new Map(),
  };
  if (ids.length === 0) return details;
  if (visitIds.length > 0) {
    const visitRows = await db
      .select({
        id: visits.id,
        device_type: visits.device_type,
        referrer_source: visits.referrer_source,
        is_returning: visits.is_returning,
      })
      .from(visits)
      .where(inArray(visits.id, visitIds));
    for (const row of visitRows) details.visit.set(row.id, row);
    const clickRows = await db
      .select({
        visit_id: clicks.visit_id,
        increase: sql<number>`coalesce(sum(${clicks.count}) filter (where ${clicks.kind} = 'increase'), 0)::int`,
        decrease: sql<number>`coalesce(sum(${clicks.count}) filter (where ${clicks.kind} = 'decrease'), 0)::int`,
      })
      .from(clicks)
      .where(inArray(clicks.visit_id, visitIds))
      .groupBy(clicks.visit_id);
    for (const row of clickRows) details.clicks.set(row.visit_id, row);
  }
  const commentRows = await db
    .select({ submission_id: comments.submission_id, text: comments.text })
    .from(comments)
    .where(inArray(comments.submission_id, ids))
    .orderBy(asc(comments.id));
  for (const row of commentRows) {
    const list = details.comments.get(row.submission_id!) ?? [];
    list.push(row.text);
    details.comments.set(row.submission_id!, list);
  }
  if (!perSimulation) return details;
  const itemRows = await db.select().from(submissionItems).where(inArray(submissionItems.submission_id, ids));
  for (const row of itemRows) {
    group(details.amounts, row.submission_id).set(row.budget_subcategory_id, row.amount);
    if (row.rank !== null) group(details.ranks, row.submission_id).set(row.budget_subcategory_id, row.rank);
  }
  const answerRows = await db
    .select()
    .from(submissionAnswers)
    .where(inArray(submissionAnswers.submission_id, ids));
  for (const row of answerRows) group(details.answers, row.submission_id).set(row.question_id, row.value);
  const choiceRows = await db
    .select()
    .from(submissionChoices)
    .where(and(inArray(submissionChoices.submission_id, ids)));
  for (const row of choiceRows) {
    const inner = group(details.choices, row.submission_id);
    inner.set(row.budget_subcategory_id, [...(inner.get(row.budget_subcategory_id) ?? []), row.option_id]);
  }
  return details;
}
