import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@commonpurse/db';
import {
  ANALYTICS_LISTS,
  BUDGET_REPORTS,
  CATEGORY_REPORTS,
  SUBCATEGORY_REPORTS,
  type TBudgetReport,
} from '@commonpurse/domain/analytics';
import { AppError } from '../../http/app-error.ts';
import * as analytics from '../analytics/service.ts';
import type { AuthContext } from '../auth/session.ts';
import {
  exportableBudgets,
  exportFileName,
  requireBudget,
  scopeOf,
  submissionsCsv,
} from '../budgets/index.ts';
import * as queries from './queries.ts';
import type { TBudgetInclude, TItemComment, TReportingBudget } from './schemas.ts';
import {
  budgetReportTable,
  type ReportTable,
  questionOptionsTable,
  subcategoriesTable,
  tableCsv,
} from './reports.ts';

export interface ReportingDeps {
  db: Db;
}

/** The client a reporting token names. */
export interface ReportingClient {
  id: number;
  name: string;
}

/** A CSV answer: the download's name and its content. */
export interface CsvFile {
  fileName: string;
  body: Readable;
}

/**
 * The analytics service's caller for a reporting token (decision 0380): the client and no user or
 * session behind it; the analytics service reads only the client.
 */
export const reportingAuth = (clientId: number): AuthContext => ({
  clientId,
  userId: 0,
  accessTokenId: 0,
  impersonatorId: null,
  signedInAt: new Date(0),
});

/** The client of a reporting token, or 401. */
export async function authenticate(deps: ReportingDeps, token: string | undefined): Promise<ReportingClient> {
  const client = token ? await queries.clientByReportingToken(deps.db, token) : null;
  if (!client) throw AppError.unauthenticated();
  return client;
}

/** A stable identifier of the client (decision 0381): a name-based UUID (version 5) of its id. */
const GUID_NAMESPACE = Buffer.from('8a5c1f0e3b7d4e2a9c6f1d0b2e4a7c93', 'hex');
export function clientGuid(clientId: number): string {
  const bytes = createHash('sha1')
    .update(GUID_NAMESPACE)
    .update(`client:${clientId}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** GET /api/client: the client-level record and the dashboard's analytics (its default simulation). */
export async function clientRecord(deps: ReportingDeps, client: ReportingClient, budgetId?: number) {
  const dashboard = await analytics.getDashboard(deps, reportingAuth(client.id), budgetId);
  return {
    guid: clientGuid(client.id),
    name: client.name,
    budgets: dashboard.budgets,
    analytics: dashboard.analytics,
  };
}

/**
 * GET /api/budget/{id}?include=: the simulation's analytics; categories (with their subcategories, with
 * their newest comments) and demographics only when included (decision 0382).
 */
export async function budgetAnalytics(
  deps: ReportingDeps,
  client: ReportingClient,
  id: number,
  include: readonly TBudgetInclude[],
): Promise<TReportingBudget> {
  const wanted = new Set(include);
  const withComments = wanted.has('categories.subcategories.comments');
  const withItems = withComments || wanted.has('categories.subcategories');
  const { categories, demographics, ...data } = await analytics.getAnalytics(
    deps,
    reportingAuth(client.id),
    id,
  );
  const answer: TReportingBudget = { ...data };
  if (wanted.has('demographics')) answer.demographics = demographics;
  if (!withItems && !wanted.has('categories')) return answer;
  const comments = new Map<number, TItemComment[]>();
  if (withComments)
    for (const row of await queries.newestItemComments(
      deps.db,
      scopeOf(client.id, id),
      ANALYTICS_LISTS.itemComments,
    ))
      comments.set(row.subcategory_id, [
        ...(comments.get(row.subcategory_id) ?? []),
        { text: row.text, timestamp: new Date(row.created_at).toISOString() },
      ]);
  answer.categories = categories.map(({ subcategories, ...category }) =>
    withItems
      ? {
          ...category,
          subcategories: withComments
            ? subcategories.map((item) => ({ ...item, comments: comments.get(item.id) ?? [] }))
            : subcategories,
        }
      : category,
  );
  return answer;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** `{slug}[-category-{cid}|-subcategory-{sid}]-{report}-{yyyy-mm-dd}.csv` (decision 0383). */
function reportFileName(budget: { id: number; slug: string | null }, part: string, today = new Date()) {
  return `${budget.slug ?? `simulation-${budget.id}`}-${part}-${today.toISOString().slice(0, 10)}.csv`;
}

/** The simulation of the client (else 404) and its comments narrowed to a category or subcategory. */
async function commentsFile(
  deps: ReportingDeps,
  client: ReportingClient,
  id: number,
  part: string,
  only = sql`true`,
): Promise<CsvFile> {
  const { budget } = await requireBudget(deps.db, client.id, id);
  const { body } = await analytics.commentsCsv(deps, reportingAuth(client.id), id, only);
  return { fileName: reportFileName(budget, part), body };
}

/** A category's or a subcategory's comments: 404 unless it is the simulation's. */
async function itemCommentsFile(
  deps: ReportingDeps,
  client: ReportingClient,
  item: { id: number; categoryId: number; subId?: number },
  part: string,
  only: SQL,
): Promise<CsvFile> {
  const scope = scopeOf(client.id, item.id);
  if (!(await queries.itemExists(deps.db, scope, item.categoryId, item.subId))) throw AppError.notFound();
  return commentsFile(deps, client, item.id, part, only);
}

/** A report table of the client's simulation (else 404) as a CSV file. */
async function tableFile(
  deps: ReportingDeps,
  client: ReportingClient,
  id: number,
  part: string,
  table: ReportTable,
): Promise<CsvFile> {
  const { budget } = await requireBudget(deps.db, client.id, id);
  return { fileName: reportFileName(budget, part), body: tableCsv(table) };
}

/** GET /api/budget/{id}/{report} */
export async function budgetReport(
  deps: ReportingDeps,
  client: ReportingClient,
  id: number,
  report: string,
): Promise<CsvFile> {
  if (!isOneOf<TBudgetReport>(BUDGET_REPORTS, report)) throw AppError.notFound();
  if (report === 'comments') return commentsFile(deps, client, id, report);
  const data = await analytics.getAnalytics(deps, reportingAuth(client.id), id);
  return tableFile(deps, client, id, report, budgetReportTable(report, data));
}

/** GET /api/budget/{id}/category/{cid}/{report} */
export async function categoryReport(
  deps: ReportingDeps,
  client: ReportingClient,
  id: number,
  categoryId: number,
  report: string,
): Promise<CsvFile> {
  if (!isOneOf(CATEGORY_REPORTS, report)) throw AppError.notFound();
  const part = `category-${categoryId}-${report}`;
  if (report === 'comments')
    return itemCommentsFile(
      deps,
      client,
      { id, categoryId },
      part,
      sql`c.budget_subcategory_id in (select id from budget_subcategories where budget_category_id = ${categoryId})`,
    );
  const category = await analytics.getCategoryAnalytics(deps, reportingAuth(client.id), id, categoryId);
  return tableFile(deps, client, id, part, subcategoriesTable(category.subcategories));
}

/** GET /api/budget/{id}/category/{cid}/subcategory/{sid}/{report} */
export async function subcategoryReport(
  deps: ReportingDeps,
  client: ReportingClient,
  ids: { id: number; categoryId: number; subId: number },
  report: string,
): Promise<CsvFile> {
  const { id, categoryId, subId } = ids;
  if (!isOneOf(SUBCATEGORY_REPORTS, report)) throw AppError.notFound();
  const part = `subcategory-${subId}-${report}`;
  if (report === 'comments')
    return itemCommentsFile(deps, client, ids, part, sql`c.budget_subcategory_id = ${subId}`);
  const item = await analytics.getSubcategoryAnalytics(deps, reportingAuth(client.id), id, categoryId, subId);
  return tableFile(deps, client, id, part, questionOptionsTable(item.question_options));
}

/** GET /api/budget/{id}/export and GET /api/budgets/export?budgets=: the submissions CSV. */
export async function submissionsFile(
  deps: ReportingDeps,
  client: ReportingClient,
  ids: number[],
): Promise<CsvFile> {
  const exported = await exportableBudgets(deps.db, client.id, ids);
  return { fileName: exportFileName(exported), body: submissionsCsv(deps.db, exported) };
}
