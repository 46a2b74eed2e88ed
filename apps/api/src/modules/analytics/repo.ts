import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@commonpurse/db';
import type { TAmountSummary } from '@commonpurse/domain/analytics';
import { inBudget, type BudgetScope } from '../budgets/index.ts';

// The analytics figures as SQL aggregates (decision 0350): every statement reads one simulation's rows
// through its budget_id index and returns counts and sums, never the residents' rows. Money is summed
// in integer cents (decision 0093), so the SQL summary is exactly the domain's summarizeAmounts. A change
// is measured from the item's budgeted amount (decision 0351), as the domain's one starting amount.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const all = async <T>(db: DbOrTx, query: SQL) => rowsOf<T>(await db.execute(query));

/** The scope's submissions that count: current ones (a replaced ballot is not). */
const currentSubmissions = (scope: BudgetScope) =>
  sql`select id from submissions where budget_id = ${scope.budgetId} and is_current and ${inBudget(sql`budget_id`, scope)}`;

/** The scope's items that still exist, with their category. */
const scopeItems = (scope: BudgetScope) => sql`
  select bs.id, bs.budget_category_id as category_id, bs.amount
  from budget_subcategories bs join budget_categories bc on bc.id = bs.budget_category_id
  where bc.budget_id = ${scope.budgetId} and ${inBudget(sql`bc.budget_id`, scope)}`;

/** An amount column as integer cents. */
const cents = (column: SQL) => sql`round(${column} * 100)::bigint`;

/** A summary row: TAmountSummary's columns (but starting_cents) and the median, per key. */
export type SummaryRow = Omit<TAmountSummary, 'starting_cents'> & {
  key: number;
  median_cents: number | null;
};

/** The summary aggregates over rows (key, c, s) of submitted and starting cents. */
const summaryOf = (rows: SQL) => sql`
  select key, count(*)::int as count, sum(c)::float8 as total_cents,
    min(c)::float8 as min_cents, max(c)::float8 as max_cents,
    (count(*) filter (where c > s))::int as increased_count,
    coalesce(sum(c - s) filter (where c > s), 0)::float8 as increased_cents,
    (count(*) filter (where c < s))::int as decreased_count,
    coalesce(sum(s - c) filter (where c < s), 0)::float8 as decreased_cents,
    percentile_cont(0.5) within group (order by c)::float8 as median_cents
  from (${rows}) d group by key`;

/** Each item's submitted amounts in the current submissions. */
const itemAmounts = (scope: BudgetScope, only: SQL = sql`true`) => sql`
  select si.budget_subcategory_id as key, ${cents(sql`si.amount`)} as c, ${cents(sql`it.amount`)} as s
  from submission_items si join (${scopeItems(scope)}) it on it.id = si.budget_subcategory_id
  where si.budget_id = ${scope.budgetId} and si.submission_id in (${currentSubmissions(scope)}) and ${only}`;

/** Each category's amount in each current submission: the sum of its items'. */
const categoryAmounts = (scope: BudgetScope, only: SQL = sql`true`) => sql`
  select it.category_id as key, sum(${cents(sql`si.amount`)}) as c, sum(${cents(sql`it.amount`)}) as s
  from submission_items si join (${scopeItems(scope)}) it on it.id = si.budget_subcategory_id
  where si.budget_id = ${scope.budgetId} and si.submission_id in (${currentSubmissions(scope)}) and ${only}
  group by it.category_id, si.submission_id`;

export const itemSummaries = (db: DbOrTx, scope: BudgetScope, only?: SQL) =>
  all<SummaryRow>(db, summaryOf(itemAmounts(scope, only)));

export const categorySummaries = (db: DbOrTx, scope: BudgetScope, only?: SQL) =>
  all<SummaryRow>(db, summaryOf(categoryAmounts(scope, only)));

/** Session changes per key: TSessionChanges in cents. */
export interface SessionRow {
  key: number;
  increased_count: number;
  increased_cents: number;
  decreased_count: number;
  decreased_cents: number;
}

/** Changes (cents, from the item's amount) that visits without a submission left, per item or category. */
function sessionChangesOf(scope: BudgetScope, byCategory: boolean, only: SQL) {
  const key = byCategory ? sql`it.category_id` : sql`it.id`;
  return sql`
    select key, (count(*) filter (where d > 0))::int as increased_count,
      coalesce(sum(d) filter (where d > 0), 0)::float8 as increased_cents,
      (count(*) filter (where d < 0))::int as decreased_count,
      coalesce(-sum(d) filter (where d < 0), 0)::float8 as decreased_cents
    from (
      select ${key} as key, sum(${cents(sql`va.amount`)} - ${cents(sql`it.amount`)}) as d
      from visit_amounts va join (${scopeItems(scope)}) it on it.id = va.budget_subcategory_id
      where va.budget_id = ${scope.budgetId} and ${only}
        and va.visit_id not in (
          select visit_id from submissions where budget_id = ${scope.budgetId} and visit_id is not null)
      group by ${key}, va.visit_id
    ) changes group by key`;
}

export const sessionChanges = (db: DbOrTx, scope: BudgetScope, byCategory: boolean, only: SQL = sql`true`) =>
  all<SessionRow>(db, sessionChangesOf(scope, byCategory, only));

export interface ClickRow {
  item: number | null;
  kind: string;
  option_id: string;
  count: number;
}

/** Click counts per item, kind and option (a small result: items x kinds). */
export const clickCounts = (db: DbOrTx, scope: BudgetScope, only: SQL = sql`true`) =>
  all<ClickRow>(
    db,
    sql`select budget_subcategory_id as item, kind, option_id, sum(count)::float8 as count
      from clicks where budget_id = ${scope.budgetId} and ${inBudget(sql`budget_id`, scope)} and ${only}
      group by budget_subcategory_id, kind, option_id`,
  );

/** One dimension's count in the visit breakdown (dimension null: the row of every visit). */
export interface VisitCountRow {
  dimension: 'device_type' | 'user_type' | 'social_network' | 'referrer' | 'referrer_source' | null;
  label: string | null;
  count: number;
  average_seconds: number | null;
}

/** Visits by device, new/returning, social network, referring host and source, and in all: one scan. */
export const visitBreakdown = (db: DbOrTx, scope: BudgetScope) =>
  all<VisitCountRow>(
    db,
    sql`
    select case
        when grouping(device_type) = 0 then 'device_type'
        when grouping(is_returning) = 0 then 'user_type'
        when grouping(social_network) = 0 then 'social_network'
        when grouping(referrer) = 0 then 'referrer'
        when grouping(referrer_source) = 0 then 'referrer_source'
      end as dimension,
      coalesce(device_type, is_returning::text, social_network, referrer, referrer_source) as label,
      count(*)::int as count,
      (avg(extract(epoch from last_seen_at - created_at))
        filter (where last_seen_at >= created_at))::float8 as average_seconds
    from visits where budget_id = ${scope.budgetId} and ${inBudget(sql`budget_id`, scope)}
    group by grouping sets ((device_type), (is_returning), (social_network), (referrer), (referrer_source), ())`,
  );

export interface SubmissionTotalsRow {
  city: string | null;
  is_total: boolean;
  count: number;
  average_expenses: number | null;
  average_revenue: number | null;
}

/** Current submissions by city, and in all with their average totals. */
export const submissionBreakdown = (db: DbOrTx, scope: BudgetScope) =>
  all<SubmissionTotalsRow>(
    db,
    sql`
    select city, grouping(city) = 1 as is_total, count(*)::int as count,
      avg(total_expenses)::float8 as average_expenses, avg(total_revenue)::float8 as average_revenue
    from submissions where budget_id = ${scope.budgetId} and is_current and ${inBudget(sql`budget_id`, scope)}
    group by grouping sets ((city), ())`,
  );

/** Answers of the questions with these CSV labels, by their option's label (a text answer as given). */
export const answerCounts = (db: DbOrTx, scope: BudgetScope, slugs: readonly string[]) =>
  all<{ slug: string; value: string; count: number }>(
    db,
    sql`
    select q.slug, coalesce(
        (select o->>'label' from jsonb_array_elements(coalesce(q.options_config, '[]'::jsonb)) o
          where o->>'value' = a.value limit 1),
        a.value) as value,
      count(*)::int as count
    from submission_answers a join demographic_questions q on q.id = a.question_id
    where a.budget_id = ${scope.budgetId} and q.budget_id = ${scope.budgetId}
      and q.slug = any(${`{${slugs.join(',')}}`}::text[]) and a.value <> ''
      and a.submission_id in (${currentSubmissions(scope)})
    group by 1, 2`,
  );

/** How many current submissions chose each scenario option of an item. */
export const choiceCounts = (db: DbOrTx, scope: BudgetScope, itemId: number) =>
  all<{ option_id: string; count: number }>(
    db,
    sql`
    select sc.option_id, count(*)::int as count
    from submission_choices sc join submissions s on s.id = sc.submission_id and s.is_current
    where sc.budget_id = ${scope.budgetId} and sc.budget_subcategory_id = ${itemId}
      and s.budget_id = ${scope.budgetId} and ${inBudget(sql`s.budget_id`, scope)}
    group by sc.option_id`,
  );

export interface CommentRecord {
  id: number;
  text: string;
  subcategory_id: number | null;
  name: string | null;
  difference_amount: number | null;
  rank: number | null;
  ip: string | null;
  created_at: Date;
}

/** The scope's comments, newest first: each with its item's name and the submission's change and rank. */
function commentRows(scope: BudgetScope, where: SQL, page: CommentPage) {
  return sql`
    select c.id, c.text, c.budget_subcategory_id as subcategory_id, bs.name,
      (si.amount - bs.amount)::float8 as difference_amount, si.rank, c.ip, c.created_at
    from comments c
    left join budget_subcategories bs on bs.id = c.budget_subcategory_id
    left join submission_items si
      on si.submission_id = c.submission_id and si.budget_subcategory_id = c.budget_subcategory_id
    where c.budget_id = ${scope.budgetId} and ${inBudget(sql`c.budget_id`, scope)} and ${where}
    order by ${page.byId ? sql`c.id desc` : sql`c.created_at desc, c.id desc`}
    limit ${page.limit} offset ${page.offset}`;
}

/** A page of comments: newest first by created_at, or by id (the export's keyset order). */
export interface CommentPage {
  limit: number;
  offset: number;
  byId?: boolean;
}

export async function listComments(
  db: DbOrTx,
  scope: BudgetScope,
  page: CommentPage,
  where: SQL = sql`true`,
): Promise<CommentRecord[]> {
  const rows = await all<Omit<CommentRecord, 'created_at'> & { created_at: Date | string }>(
    db,
    commentRows(scope, where, page),
  );
  // db.execute answers raw values: timestamps as the driver gives them.
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

export async function countComments(db: DbOrTx, scope: BudgetScope): Promise<number> {
  const [row] = await all<{ total: number }>(
    db,
    sql`select count(*)::int as total from comments
      where budget_id = ${scope.budgetId} and ${inBudget(sql`budget_id`, scope)}`,
  );
  return row?.total ?? 0;
}

export interface MarkerRecord {
  submission_id: number;
  lat: number;
  lng: number;
  postal_code: string | null;
  city: string | null;
  created_at: Date | string;
}

/** The newest current submissions' pins. */
export const locationMarkers = (db: DbOrTx, scope: BudgetScope, limit: number) =>
  all<MarkerRecord>(
    db,
    sql`
    select id as submission_id, lat, lng, postal_code, city, created_at from submissions
    where budget_id = ${scope.budgetId} and is_current and lat is not null and lng is not null
      and ${inBudget(sql`budget_id`, scope)}
    order by created_at desc, id desc limit ${limit}`,
  );

export interface StructureRow {
  category_id: number;
  category_name: string;
  type: 'expense' | 'revenue';
  id: number | null;
  name: string | null;
  amount: number | null;
  question: {
    description?: string;
    name?: string;
    options?: { id: number | string; title: string }[];
  } | null;
}

/** The simulation's categories and items in page order (a category without items has one null row). */
export const structureRows = (db: DbOrTx, scope: BudgetScope) =>
  all<StructureRow>(
    db,
    sql`
    select bc.id as category_id, bc.name as category_name, bc.type, bs.id, bs.name, bs.amount::float8 as amount,
      bs.customized_question_json as question
    from budget_categories bc left join budget_subcategories bs on bs.budget_category_id = bc.id
    where bc.budget_id = ${scope.budgetId} and ${inBudget(sql`bc.budget_id`, scope)}
    order by bc.type desc, bc.display_order, bc.id, bs.display_order, bs.id`,
  );

/** The client's simulations other than New, by name (the dashboard's selector). */
export const listAnalyzable = (db: DbOrTx, clientId: number) =>
  all<{ id: number; name: string; status: string }>(
    db,
    sql`select id, name, status from budgets where client_id = ${clientId} and status <> 'new' and not is_receipt
      order by lower(name), id`,
  );

/**
 * Visits of the client's taxpayer receipts, every receipt and all time like the dashboard's other totals
 * (decision 0423): the dashboard's "taxpayer receipt visits". Previews store no visit.
 */
export async function countReceiptVisits(db: DbOrTx, clientId: number): Promise<number> {
  const [row] = await all<{ count: number }>(
    db,
    sql`select count(*)::int as count from visits v join budgets b on b.id = v.budget_id
      where b.client_id = ${clientId} and b.is_receipt`,
  );
  return row?.count ?? 0;
}

/** What analytics shows of the caller's client: its name, and whether it keeps IP addresses. */
export async function clientInfo(db: DbOrTx, clientId: number) {
  const [row] = await all<{ name: string; suppress_ips: boolean }>(
    db,
    sql`select name, suppress_ips from clients where id = ${clientId}`,
  );
  return row ?? { name: '', suppress_ips: true };
}

export interface QuestionRecord {
  id: number;
  name: string;
  type: string;
  display_type: string;
  options_config: { value: string; label: string }[] | null;
}

/** The simulation's entry then exit questions in page order: enabled ones, and disabled ones with answers. */
export const questionsOf = (db: DbOrTx, scope: BudgetScope) =>
  all<QuestionRecord>(
    db,
    sql`
    select q.id, q.name, q.type, q.display_type, q.options_config from demographic_questions q
    where q.budget_id = ${scope.budgetId} and ${inBudget(sql`q.budget_id`, scope)}
      and (q.is_enabled or exists (
        select 1 from submission_answers a where a.budget_id = q.budget_id and a.question_id = q.id))
    order by q.display_type = 'exit', q.display_order, q.id`,
  );

/** Non-empty answers of current submissions per question, and per value for select questions. */
export interface AnswerCountRow {
  question_id: number;
  value: string | null;
  count: number;
}

export const questionAnswerCounts = (db: DbOrTx, scope: BudgetScope) =>
  all<AnswerCountRow>(
    db,
    sql`
    select a.question_id, case when q.type = 'select' then a.value end as value, count(*)::int as count
    from submission_answers a join demographic_questions q on q.id = a.question_id
    where a.budget_id = ${scope.budgetId} and q.budget_id = ${scope.budgetId} and a.value <> ''
      and a.submission_id in (${currentSubmissions(scope)})
    group by 1, 2`,
  );

/** The newest non-empty answers of each free-text question of current submissions. */
export interface LatestAnswerRow {
  question_id: number;
  value: string;
  created_at: Date | string;
}

export const latestTextAnswers = (db: DbOrTx, scope: BudgetScope, perQuestion: number) =>
  all<LatestAnswerRow>(
    db,
    sql`
    select question_id, value, created_at from (
      select a.question_id, a.value, s.created_at,
        row_number() over (partition by a.question_id order by s.created_at desc, s.id desc) as n
      from submission_answers a
      join demographic_questions q on q.id = a.question_id
      join submissions s on s.id = a.submission_id
      where a.budget_id = ${scope.budgetId} and q.budget_id = ${scope.budgetId} and s.budget_id = ${scope.budgetId}
        and s.is_current and q.type <> 'select' and a.value <> '' and ${inBudget(sql`s.budget_id`, scope)}
    ) ranked where n <= ${perQuestion}
    order by question_id, n`,
  );
