import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { budgets } from './simulations.ts';
import { stamps } from './columns.ts';

/**
 * A facilitated meeting on one simulation (spec 2 "Meetings"): residents in a room take the simulation
 * at {base}/meetings/{id}, limited to `subcategory_ids` (empty: the whole budget), and the facilitator
 * sees their results live. Active while its simulation is Active. Submissions made through it carry its
 * id (submissions.meeting_id).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    location: text('location'),
    /** The subcategories (items) residents see; empty means the whole budget. */
    subcategory_ids: jsonb('subcategory_ids').$type<number[]>().notNull().default([]),
    ...stamps,
  },
  (t) => [
    index('meetings_client_idx').on(t.client_id, t.updated_at),
    index('meetings_budget_idx').on(t.budget_id),
  ],
);

/**
 * A client's access token for third-party budgeting software (spec 2 "Integration token"): kept only as
 * a SHA-256 hash (shown once when created), one active (not revoked, not expired) per client and type.
 */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: serial('id').primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    /** The first characters, so staff can tell tokens apart without the secret. */
    token_prefix: text('token_prefix').notNull(),
    /** Null: it does not expire. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    index('integration_tokens_client_idx').on(t.client_id, t.type),
    // One token not revoked per client and type, whatever two requests at once do (decision 0532).
    uniqueIndex('integration_tokens_one_active')
      .on(t.client_id, t.type)
      .where(sql`${t.revoked_at} is null`),
  ],
);
