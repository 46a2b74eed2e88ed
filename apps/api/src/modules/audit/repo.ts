import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { allQueries, auditEvents, budgets, type DbOrTx } from '@commonpurse/db';
import type { TAuditBudgetKind, TAuditEvent } from '@commonpurse/domain';

export interface AuditFilter {
  clientId?: number | undefined;
  userId?: number | undefined;
  budgetId?: number | undefined;
  action?: string | undefined;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.clientId === undefined ? undefined : eq(auditEvents.client_id, filter.clientId),
    filter.userId === undefined ? undefined : eq(auditEvents.user_id, filter.userId),
    filter.budgetId === undefined ? undefined : eq(auditEvents.budget_id, filter.budgetId),
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.from ? gte(auditEvents.created_at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(auditEvents.created_at, sql`(${filter.to}::date + 1)::timestamptz at time zone 'UTC'`)
      : undefined,
  ];
  return and(...conditions);
}

const budgetKind = sql<TAuditBudgetKind | null>`case
  when ${budgets.id} is null then null
  when ${budgets.is_receipt} then 'receipt'
  when ${budgets.is_pb} then 'prioritization'
  else 'simulation' end`;

/** A page of the trail, newest first (by id: the order rows were written). */
export async function pageOfEvents(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TAuditEvent[]; total: number }> {
  const where = conditionsOf(filter);
  const [rows, [counted]] = await allQueries(db, [
    () =>
      db
        .select({ event: auditEvents, budget_name: budgets.name, budget_kind: budgetKind })
        .from(auditEvents)
        // The simulation's or receipt's name as it is now, () => so the trail says which one (gone once deleted).
        .leftJoin(budgets, eq(budgets.id, auditEvents.budget_id))
        .where(where)
        .orderBy(desc(auditEvents.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map(({ event, budget_name, budget_kind }) => ({
      ...event,
      budget_name,
      budget_kind,
      created_at: event.created_at.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
