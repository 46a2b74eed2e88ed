import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { budgets } from './simulations.ts';

/**
 * A simulation's analytics rollup (decision 0390), kept by the rollup job for simulations with many
 * submissions (or whose page shows residents' averages). `figures` holds the lighter aggregates as the
 * raw SQL last computed them (AnalyticsRollupFigures in apps/api analytics/rollups.ts); the item and
 * category amounts are counted incrementally in analytics_amounts.
 */
export const analyticsRollups = pgTable('analytics_rollups', {
  budget_id: integer('budget_id')
    .primaryKey()
    .references(() => budgets.id, { onDelete: 'cascade' }),
  /** Current submissions counted in analytics_amounts. */
  submission_count: integer('submission_count').notNull(),
  /** The highest submission id counted in analytics_amounts. */
  last_submission_id: integer('last_submission_id').notNull(),
  /** The items (id, category, amount) the amounts were counted against: another means a recount. */
  fingerprint: text('fingerprint').notNull(),
  figures: jsonb('figures').notNull(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many current submissions gave an item (kind 'item') or a category (kind 'category', the sum of
 * its items) each amount, with the starting amount it is measured from, in cents: the rows medians,
 * sums and increases are read from without scanning submission_items.
 */
export const analyticsAmounts = pgTable(
  'analytics_amounts',
  {
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: integer('key').notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    starting_cents: bigint('starting_cents', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.budget_id, t.kind, t.key, t.amount_cents, t.starting_cents] })],
);

/**
 * Who runs a periodic job across server processes (decision 0567): a process holds the named lease
 * until `expires_at` and renews it each pass; another takes it over once it lapses.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
