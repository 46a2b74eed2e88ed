import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clients, users, type AuditContext, type Tx } from '@commonpurse/db';

/** Routes about one simulation or receipt: their :id is the budget the trail files the write under. */
const BUDGET_ROUTE = /^\/v1\/admin\/(budgets|receipts)\/:id(\/|$)/;

function budgetIdOf(request: FastifyRequest): number | null {
  if (!BUDGET_ROUTE.test(request.routeOptions.url ?? '')) return null;
  const id = Number((request.params as { id?: unknown }).id);
  return Number.isInteger(id) ? id : null;
}

/**
 * Who makes this signed-in write: the user (and the superadmin behind an impersonation), the active
 * client (a session-only route falls back to the user's), and the IP unless that client suppresses IPs.
 */
export async function auditContextOf(tx: Tx, request: FastifyRequest): Promise<AuditContext> {
  const session = request.session;
  if (!session) throw new Error('An audited route runs after its authentication hook');
  const requested = request.auth?.clientId ?? null;
  const [row] = await tx
    .select({ email: users.email, clientId: clients.id, suppressIps: clients.suppress_ips })
    .from(users)
    .leftJoin(clients, eq(clients.id, sql`coalesce(${requested}::integer, ${users.active_client_id})`))
    .where(eq(users.id, session.userId));
  return {
    client_id: row?.clientId ?? requested,
    user_id: session.userId,
    impersonator_id: session.impersonatorId,
    user_email: row?.email ?? null,
    budget_id: budgetIdOf(request),
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    ip: row?.suppressIps ? null : request.ip,
  };
}
