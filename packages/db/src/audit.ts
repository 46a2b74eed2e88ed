import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './connection.ts';

/**
 * Who writes, read by the audit_row_change trigger (migration 0017) for every row the transaction
 * inserts, updates or deletes. Without it a transaction leaves no trail (residents, sign-ins, jobs).
 */
export interface AuditContext {
  client_id: number | null;
  user_id: number | null;
  impersonator_id: number | null;
  user_email: string | null;
  /** The simulation or receipt the request is about, for rows that carry no budget_id themselves. */
  budget_id: number | null;
  method: string;
  path: string;
  /** Null when the client suppresses IPs. */
  ip: string | null;
  /** When the write happened, if not now (the demo trail's past edits). */
  at?: string;
}

/**
 * Tables the trigger is not on (migrations 0017 and 0019 say the same; a test keeps them in step):
 * residents' raw events and caches are not admin writes, the outbox carries reset links, and the
 * console's own settings are no edit of anything (decision 0570).
 */
export const AUDIT_EXEMPT_TABLES: Readonly<Record<string, string>> = {
  audit_events: 'the trail itself',
  analytics_rollups: 'a cache recomputed from residents’ events',
  analytics_amounts: 'a cache recomputed from residents’ events',
  sign_in_failures: 'sign-in attempts have their own records',
  email_outbox: 'carries one-time links',
  visits: 'residents’ raw events',
  clicks: 'residents’ raw events',
  visit_amounts: 'residents’ raw events',
  comments: 'residents’ raw events',
  server_settings: 'server secrets, written at start-up only',
  user_meta: 'the console’s own settings for a user (help tooltips’ visit counters), decision 0570',
  job_leases: 'which process runs a periodic job (migration 0018), renewed every few seconds',
};

/** Sets the trail's context for the rest of the transaction (set_config local: gone at its end). */
export async function setAuditContext(tx: DbOrTx, context: AuditContext): Promise<void> {
  await tx.execute(sql`select set_config('commonpurse.audit', ${JSON.stringify(context)}, true)`);
}

/** Ends the trail's context before the transaction does: later writes of it are not recorded. */
export async function clearAuditContext(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('commonpurse.audit', '', true)`);
}

/** Runs `work` in one transaction whose every row change is recorded as done by `context`. */
export function withAuditContext<T>(
  db: DbOrTx,
  context: AuditContext,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setAuditContext(tx, context);
    return work(tx);
  });
}
