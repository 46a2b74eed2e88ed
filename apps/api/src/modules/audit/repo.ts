import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditEvents, type DbOrTx } from '@commonpurse/db';
import type { TAuditEvent } from '@commonpurse/domain';

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

/** A page of the trail, newest first (by id: the order rows were written). */
export async function pageOfEvents(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TAuditEvent[]; total: number }> {
  const where = conditionsOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: counted?.total ?? 0,
  };
}
