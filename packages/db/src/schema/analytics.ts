import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { budgets } from './simulations.ts';

/**
 * A simulation's analytics aggregates as the raw SQL last computed them (decision 0390): kept by the
 * rollup job for simulations with many submissions (or whose page shows residents' averages), read
 * instead of the raw tables. `figures` is AnalyticsRollupFigures (apps/api analytics/rollups.ts).
 */
export const analyticsRollups = pgTable('analytics_rollups', {
  budget_id: integer('budget_id')
    .primaryKey()
    .references(() => budgets.id, { onDelete: 'cascade' }),
  /** Current submissions counted in `figures`. */
  submission_count: integer('submission_count').notNull(),
  figures: jsonb('figures').notNull(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
