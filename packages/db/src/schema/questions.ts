import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, stamps } from './columns.ts';
import { budgets } from './simulations.ts';

/** Entry and exit (demographic) questions. */
export const budgetQuestions = pgTable(
  'demographic_questions',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    display_type: text('display_type').notNull().default('exit'),
    is_enabled: flag('is_enabled', true),
    is_required: flag('is_required'),
    ask_on_exit: flag('ask_on_exit'),
    is_default: flag('is_default'),
    display_order: integer('display_order').notNull().default(0),
    options_config: jsonb('options_config').$type<{ id: string; label: string; value: string }[]>(),
    ...stamps,
  },
  (t) => [
    index('demographic_questions_budget_idx').on(t.budget_id, t.display_order),
    // CSV labels name the answer columns of the simulation's exports: one question each.
    uniqueIndex('demographic_questions_slug_unique').on(t.budget_id, t.slug),
  ],
);
