import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { budgets } from './simulations.ts';
import { budgetSubcategories } from './structure.ts';

/**
 * The simulation map's subcategory_links (spec 1 section 3 "Map"): the subcategories whose shapes the
 * map draws and opens; a link goes with its subcategory.
 */
export const subcategoryLinks = pgTable(
  'subcategory_links',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    target_budget_subcategory_id: integer('target_budget_subcategory_id')
      .notNull()
      .references(() => budgetSubcategories.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subcategory_links_unique').on(t.budget_id, t.target_budget_subcategory_id),
    index('subcategory_links_target_idx').on(t.target_budget_subcategory_id),
  ],
);
