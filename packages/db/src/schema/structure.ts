import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The shared public-finance classification budget subcategories may be assigned to (spec 1 section 3
 * "Standardized subcategory"). Seeded by its migration; the same list in every database.
 */
export const standardizedSubcategories = pgTable(
  'standardized_subcategories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** expense or revenue */
    type: text('type').notNull(),
  },
  (t) => [index('standardized_subcategories_type_idx').on(t.type, t.name)],
);
