import { doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { finite, stamps } from './columns.ts';
import { budgets } from './simulations.ts';
import { budgetSubcategories } from './structure.ts';

export const impacts = pgTable(
  'impacts',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    additional_details: text('additional_details'),
    target: doublePrecision('target'),
    prefix: text('prefix'),
    suffix: text('suffix'),
    type: text('type'),
    display_order: integer('display_order').notNull().default(0),
    ...stamps,
  },
  (t) => [
    finite('impacts_target_finite', t.target),
    index('impacts_budget_idx').on(t.budget_id, t.display_order),
  ],
);

export const impactSubcategories = pgTable(
  'impact_subcategories',
  {
    id: serial('id').primaryKey(),
    impact_id: integer('impact_id')
      .notNull()
      .references(() => impacts.id, { onDelete: 'cascade' }),
    budget_subcategory_id: integer('budget_subcategory_id')
      .notNull()
      .references(() => budgetSubcategories.id, { onDelete: 'cascade' }),
    multiplier: doublePrecision('multiplier').notNull().default(0),
  },
  (t) => [
    finite('impact_subcategories_multiplier_finite', t.multiplier),
    uniqueIndex('impact_subcategories_unique').on(t.impact_id, t.budget_subcategory_id),
    // Deleting items (and re-importing a list) checks this foreign key once per item.
    index('impact_subcategories_subcategory_idx').on(t.budget_subcategory_id),
  ],
);
