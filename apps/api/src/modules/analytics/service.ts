import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type SQL } from 'drizzle-orm';
import { allQueries, type Db } from '@commonpurse/db';
import { neutralizeCsvCell } from '@commonpurse/domain';
import {
  ANALYTICS_LISTS as LISTS,
  ANALYTICS_MESSAGES as M,
  asSourceSlices,
  citySlices,
  DEMOGRAPHIC_SETS,
  demographicSet,
  isChoiceQuestion,
  METRIC_QUESTION_SLUGS,
  optionCounts,
  pieSlices,
  QUESTION_HIGHLIGHT_ANSWERS,
  questionOptionFigures,
  referrerPaths,
  sourceShares,
  submissionRate,
  topChanges,
  USER_TYPE_LABELS,
  ZQuestionHighlight,
  type TCategoryAnalytics,
  type TCategoryAnalyticsRow,
  type TClientAnalytics,
  type TCommentRow,
  type TDashboard,
  type TLocationMarker,
  type TQuestionHighlight,
  type TSubcategoryAnalytics,
} from '@commonpurse/domain/analytics';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  clientCapabilities,
  requireBudget,
  requireCapability,
  scopeOf,
  statusOf,
  type BudgetRow,
  type BudgetScope,
} from '../budgets/index.ts';
import { byKey, categoryRows, clicksByItem, sessionsByKey } from './figures.ts';
import * as repo from './repo.ts';
import { analyticsFigures, NO_FIGURES, storedQuestionFigures } from './rollups.ts';

export interface AnalyticsDeps {
  db: Db;
}

/** A simulation of the caller's client (else 404) whose client has analytics (else 403). */
async function requireAnalytics(deps: AnalyticsDeps, auth: AuthContext, id: number) {
  const { budget } = await requireBudget(deps.db, auth.clientId, id);
  requireCapability(
    await clientCapabilities(deps.db, auth.clientId),
    'analytics',
    'analytics',
    M.analyticsDisabled,
  );
  return { budget, scope: scopeOf(auth.clientId, budget.id) };
}

/** A New simulation has no data (spec 2): nothing is read for it. */
const hasData = (budget: BudgetRow) => statusOf(budget) !== 'new';
const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Category rows of the scope, limited to some items (`only` filters the alias `it` of the items). */
async function readCategories(db: Db, scope: BudgetScope, read: boolean, only?: SQL) {
  const [structure, figures] = await allQueries(db, [
    () => repo.structureRows(db, scope),
    () => (read ? analyticsFigures(db, scope, only) : NO_FIGURES),
  ]);
  const clicked = clicksByItem(figures.clicks);
  const rows = categoryRows({
    structure,
    items: byKey(figures.items),
    categories: byKey(figures.categories),
    clicks: clicked.items,
    itemSessions: sessionsByKey(figures.itemSessions),
    categorySessions: sessionsByKey(figures.categorySessions),
  });
  return { structure, rows, clicked, figures };
}

const dimension = (rows: readonly repo.VisitCountRow[], name: repo.VisitCountRow['dimension']) =>
  rows.filter((row) => row.dimension === name && row.label !== null) as (repo.VisitCountRow & {
    label: string;
  })[];

const asSlices = (rows: readonly { label: string; count: number }[]) =>
  rows.map((row) => ({ label: row.label, amount: row.count }));

/** The dashboard's top lists: per type, categories by their average change per submission. */
function topCategories(categories: readonly TCategoryAnalyticsRow[]) {
  const ofType = (type: 'expense' | 'revenue') =>
    topChanges(
      categories
        .filter((c) => c.type === type)
        .map((c) => ({ id: c.id, name: c.name, change: c.average_amount_changed })),
    );
  const expense = ofType('expense');
  const revenue = ofType('revenue');
  const listed = (list: { id: number; name: string; change: number | null }[]) =>
    list.map((c) => ({ id: c.id, name: c.name, change: c.change as number }));
  return {
    top_categories_increased: { expense: listed(expense.increases), revenue: listed(revenue.increases) },
    top_categories_decreased: { expense: listed(expense.decreases), revenue: listed(revenue.decreases) },
  };
}

async function analyticsOf(
  deps: AnalyticsDeps,
  auth: AuthContext,
  budget: BudgetRow,
): Promise<TClientAnalytics> {
  const scope = scopeOf(auth.clientId, budget.id);
  const read = hasData(budget);
  const [client, categories, receiptVisits] = await allQueries(deps.db, [
    () => repo.clientInfo(deps.db, auth.clientId),
    () => readCategories(deps.db, scope, read),
    () => repo.countReceiptVisits(deps.db, auth.clientId),
  ]);
  const { visits, submissions, answers } = categories.figures;
  const allVisits = visits.find((row) => row.dimension === null);
  const allSubmissions = submissions.find((row) => row.is_total);
  const pageviews = allVisits?.count ?? 0;
  const submissionCount = allSubmissions?.count ?? 0;
  const answersOf = (slug: string) =>
    answers.filter((row) => row.slug === slug).map((row) => ({ value: row.value, count: row.count }));
  const answerSlices = (slug: string) =>
    pieSlices(answersOf(slug).map((row) => ({ label: row.value, amount: row.count })));
  const userTypes = dimension(visits, 'user_type').map((row) => ({
    label: row.label === 'true' ? USER_TYPE_LABELS.returning : USER_TYPE_LABELS.new,
    count: row.count,
  }));
  const cities = submissions
    .filter((row) => !row.is_total && row.city !== null)
    .map((row) => ({ label: row.city as string, amount: row.count }));
  return {
    budget_id: budget.id,
    budget_name: budget.name,
    client_name: client.name,
    status: budget.status,
    total_pageviews: pageviews,
    submission_count: submissionCount,
    submission_rate: submissionRate(submissionCount, pageviews),
    average_seconds_on_site: allVisits?.average_seconds ?? null,
    taxpayer_receipt_experiences: receiptVisits,
    metrics: {
      age: answerSlices(METRIC_QUESTION_SLUGS.age),
      device_type: pieSlices(asSlices(dimension(visits, 'device_type'))),
      gender: answerSlices(METRIC_QUESTION_SLUGS.gender),
      user_type: pieSlices(asSlices(userTypes)),
      city: citySlices(cities),
    },
    social_networks: asSourceSlices(pieSlices(asSlices(dimension(visits, 'social_network')))),
    referrer_paths: referrerPaths(
      dimension(visits, 'referrer').map((row) => ({ source: row.label, sessions: row.count })),
      pageviews,
    ),
    sources: sourceShares(
      dimension(visits, 'referrer_source').map((row) => ({ source: row.label, count: row.count })),
    ),
    categories: categories.rows,
    reset_all_clicks: categories.clicked.reset,
    demographics: Object.fromEntries(
      DEMOGRAPHIC_SETS.map((set) => [set, demographicSet(answersOf(set))]),
    ) as TClientAnalytics['demographics'],
    average_submitted_expenses: allSubmissions?.average_expenses ?? null,
    average_submitted_revenue: allSubmissions?.average_revenue ?? null,
    ...topCategories(categories.rows),
  };
}

/** GET admin/budgets/{id}/analytics */
export async function getAnalytics(deps: AnalyticsDeps, auth: AuthContext, id: number) {
  const { budget } = await requireAnalytics(deps, auth, id);
  return analyticsOf(deps, auth, budget);
}

const itemComments = async (db: Db, scope: BudgetScope, where: SQL) =>
  (await repo.listComments(db, scope, { limit: LISTS.itemComments, offset: 0 }, where)).map((row) => ({
    text: row.text,
    timestamp: row.created_at.toISOString(),
    subcategory_id: row.subcategory_id as number,
    name: row.name ?? '',
  }));

/** GET admin/budgets/{id}/categories/{categoryId}/analytics */
export async function getCategoryAnalytics(
  deps: AnalyticsDeps,
  auth: AuthContext,
  id: number,
  categoryId: number,
): Promise<TCategoryAnalytics> {
  const { budget, scope } = await requireAnalytics(deps, auth, id);
  const { rows } = await readCategories(deps.db, scope, hasData(budget), sql`it.category_id = ${categoryId}`);
  const category = rows.find((row) => row.id === categoryId);
  if (!category) throw AppError.notFound();
  const comments = hasData(budget)
    ? await itemComments(
        deps.db,
        scope,
        sql`c.budget_subcategory_id in (select id from budget_subcategories where budget_category_id = ${categoryId})`,
      )
    : [];
  return { ...category, budget_name: budget.name, comments };
}

const optionsOf = (question: repo.StructureRow['question']) =>
  (question?.options ?? []).map((option) => ({ id: String(option.id), title: option.title }));

/** GET admin/budgets/{id}/categories/{categoryId}/subcategories/{subId}/analytics */
export async function getSubcategoryAnalytics(
  deps: AnalyticsDeps,
  auth: AuthContext,
  id: number,
  categoryId: number,
  subId: number,
): Promise<TSubcategoryAnalytics> {
  const { budget, scope } = await requireAnalytics(deps, auth, id);
  const read = hasData(budget);
  const { structure, rows, clicked } = await readCategories(deps.db, scope, read, sql`it.id = ${subId}`);
  const category = rows.find((row) => row.id === categoryId);
  const item = category?.subcategories.find((row) => row.id === subId);
  const head = structure.find((row) => row.id === subId);
  if (!category || !item || !head) throw AppError.notFound();
  const options = optionsOf(head.question);
  // An item without scenario options has no choices to count.
  const [choices, comments] = await allQueries(deps.db, [
    () =>
      read && options.length > 0
        ? repo.choiceCounts(deps.db, scope, subId)
        : none<{ option_id: string; count: number }>(),
    () =>
      read
        ? itemComments(deps.db, scope, sql`c.budget_subcategory_id = ${subId}`)
        : none<{ text: string; timestamp: string }>(),
  ]);
  return {
    ...item,
    category_id: category.id,
    category_name: category.name,
    budget_name: budget.name,
    custom_question_text:
      options.length > 0 ? (head.question?.description ?? head.question?.name ?? null) : null,
    question_options: questionOptionFigures(
      options,
      new Map(choices.map((row) => [row.option_id, row.count])),
      clicked.options.get(subId) ?? new Map(),
      item.submissions,
    ),
    comments: comments.map(({ text, timestamp }) => ({ text, timestamp })),
  };
}

const commentRow = (row: repo.CommentRecord, withIp: boolean): TCommentRow => ({
  id: row.id,
  comment: row.text,
  name: row.name,
  difference_amount: row.difference_amount,
  rank: row.rank,
  created_at: row.created_at.toISOString(),
  ...(withIp ? { ip_address: row.ip } : {}),
});

/** GET admin/budgets/{id}/comments?page=: 10 a page, newest first; no IPs when the client suppresses them. */
export async function listComments(deps: AnalyticsDeps, auth: AuthContext, id: number, page: number) {
  const { scope } = await requireAnalytics(deps, auth, id);
  const limit = LISTS.commentsPage;
  const [client, rows, total] = await allQueries(deps.db, [
    () => repo.clientInfo(deps.db, auth.clientId),
    () => repo.listComments(deps.db, scope, { limit, offset: (page - 1) * limit }),
    () => repo.countComments(deps.db, scope),
  ]);
  return {
    data: rows.map((row) => commentRow(row, !client.suppress_ips)),
    meta: { total, page, per_page: limit },
  };
}

const EXPORT_BATCH = 5_000;
export const COMMENT_EXPORT_COLUMNS = ['comment', 'name', 'difference_amount', 'rank', 'created_at'];

/**
 * GET admin/budgets/{id}/comments/export: every comment as CSV, newest first, read in batches. `only`
 * narrows them (the alias `c` of comments): the reporting API's category and subcategory comments.
 */
export async function commentsCsv(deps: AnalyticsDeps, auth: AuthContext, id: number, only: SQL = sql`true`) {
  const { budget, scope } = await requireAnalytics(deps, auth, id);
  const { suppress_ips } = await repo.clientInfo(deps.db, auth.clientId);
  async function* records() {
    yield [...COMMENT_EXPORT_COLUMNS, ...(suppress_ips ? [] : ['ip_address'])];
    let before: number | null = null;
    for (;;) {
      const where: SQL = before === null ? only : sql`${only} and c.id < ${before}`;
      const batch = await repo.listComments(
        deps.db,
        scope,
        { limit: EXPORT_BATCH, offset: 0, byId: true },
        where,
      );
      for (const row of batch)
        yield [
          neutralizeCsvCell(row.text),
          neutralizeCsvCell(row.name ?? ''),
          row.difference_amount ?? '',
          row.rank ?? '',
          row.created_at.toISOString(),
          ...(suppress_ips ? [] : [neutralizeCsvCell(row.ip ?? '')]),
        ];
      if (batch.length < EXPORT_BATCH) return;
      before = batch[batch.length - 1]!.id;
    }
  }
  return {
    fileName: `${budget.slug ?? `simulation-${budget.id}`}-comments.csv`,
    body: Readable.from(records()).pipe(stringify()),
  };
}

/** GET admin/budgets/{id}/submissions/locations: the newest pins (client must allow location maps). */
export async function locationMarkers(
  deps: AnalyticsDeps,
  auth: AuthContext,
  id: number,
): Promise<TLocationMarker[]> {
  const { budget, scope } = await requireAnalytics(deps, auth, id);
  const capabilities = await clientCapabilities(deps.db, auth.clientId);
  requireCapability(capabilities, 'is_custom_location_maps_enabled', 'location', M.locationMapsDisabled);
  if (!hasData(budget)) return [];
  const rows = await repo.locationMarkers(deps.db, scope, LISTS.locationMarkers);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** GET admin/budgets/{id}/questions/analytics: each entry and exit question's answers (highlights). */
export async function questionHighlights(
  deps: AnalyticsDeps,
  auth: AuthContext,
  id: number,
): Promise<TQuestionHighlight[]> {
  const { budget, scope } = await requireAnalytics(deps, auth, id);
  const read = hasData(budget);
  // A simulation with many submissions reads the job's counts (rollups.ts); a small one the answers.
  const stored = read ? await storedQuestionFigures(deps.db, scope.budgetId) : null;
  const [questions, counts, latest] = await allQueries(deps.db, [
    () => repo.questionsOf(deps.db, scope),
    () => stored?.counts ?? (read ? repo.questionAnswerCounts(deps.db, scope) : none<repo.AnswerCountRow>()),
    () =>
      stored?.latest ??
      (read
        ? repo.latestTextAnswers(deps.db, scope, QUESTION_HIGHLIGHT_ANSWERS)
        : none<repo.LatestAnswerRow>()),
  ]);
  return questions.map((question) => {
    const kind = ZQuestionHighlight.shape.kind.parse(question.type);
    const own = counts.filter((row) => row.question_id === question.id);
    const answerCount = own.reduce((sum, row) => sum + row.count, 0);
    const choice = isChoiceQuestion(kind);
    return {
      id: question.id,
      text: question.name,
      kind,
      display_type: question.display_type === 'entry' ? 'entry' : 'exit',
      answer_count: answerCount,
      options: choice
        ? optionCounts(
            question.options_config ?? [],
            new Map(own.map((row) => [row.value ?? '', row.count])),
            answerCount,
          )
        : [],
      latest_answers: choice
        ? []
        : latest
            .filter((row) => row.question_id === question.id)
            .map((row) => ({ value: row.value, created_at: new Date(row.created_at).toISOString() })),
    };
  });
}

/** GET admin/dashboard?budget_id=: the selector and the chosen simulation's analytics. */
export async function getDashboard(
  deps: AnalyticsDeps,
  auth: AuthContext,
  budgetId: number | undefined,
): Promise<TDashboard> {
  requireCapability(
    await clientCapabilities(deps.db, auth.clientId),
    'analytics',
    'analytics',
    M.analyticsDisabled,
  );
  const budgets = await repo.listAnalyzable(deps.db, auth.clientId);
  const chosen =
    budgetId === undefined
      ? (budgets.find((b) => b.status === 'active') ?? budgets[0])
      : budgets.find((b) => b.id === budgetId);
  if (budgetId !== undefined && !chosen) throw AppError.notFound();
  if (!chosen) return { budgets, analytics: null };
  const { budget } = await requireBudget(deps.db, auth.clientId, chosen.id);
  return { budgets, analytics: await analyticsOf(deps, auth, budget) };
}
