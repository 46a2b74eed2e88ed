import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A changed field: its value before and after the write (null when created or deleted). */
export type AuditChange = { before: unknown; after: unknown };

/**
 * Every admin write, appended and never updated or deleted (a trigger refuses both). Ids are plain
 * values, not foreign keys: the trail outlives what it describes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    client_id: integer('client_id'),
    /** The signed-in user; under impersonation the impersonated user, with the superadmin beside. */
    user_id: integer('user_id'),
    impersonator_id: integer('impersonator_id'),
    user_email: text('user_email'),
    /** e.g. 'budget.update', 'category.delete', 'structure.import'. */
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    /** The simulation or receipt the write belongs to, for its history. */
    budget_id: integer('budget_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
    /** Null when the client suppresses IPs. */
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_client_idx').on(t.client_id, t.id),
    index('audit_events_budget_idx').on(t.budget_id, t.id),
  ],
);
