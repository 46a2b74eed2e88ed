import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ALERT_TYPES, CALCULATORS, SUGGESTION_BOX_MODES } from '@commonpurse/domain';
import { finite, flag, money, stamps } from './columns.ts';
import { budgets } from './simulations.ts';

/** Revenue and expense categories (a prioritization's are its project groups). */
export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    adjustment: money('adjustment'),
    is_locked: flag('is_locked'),
    details: text('details'),
    additional_details: text('additional_details'),
    tour_order: integer('tour_order'),
    display_order: integer('display_order').notNull().default(0),
    ...stamps,
  },
  (t) => [index('budget_categories_budget_idx').on(t.budget_id, t.type, t.display_order)],
);

/** Items of a category (projects in a prioritization). */
export const budgetSubcategories = pgTable(
  'budget_subcategories',
  {
    id: serial('id').primaryKey(),
    budget_category_id: integer('budget_category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: money('amount').notNull().default(0),
    rate: doublePrecision('rate'),
    display_order: integer('display_order').notNull().default(0),
    is_locked: flag('is_locked'),
    color: text('color'),
    geojson: text('geojson'),
    alert_type: text('alert_type').$type<(typeof ALERT_TYPES)[number]>().notNull().default('none'),
    alert_text: text('alert_text'),
    alert_threshold: money('alert_threshold'),
    ceiling_amount: money('ceiling_amount').notNull().default(0),
    ceiling_alert_text: text('ceiling_alert_text'),
    floor_amount: money('floor_amount'),
    floor_alert_text: text('floor_alert_text'),
    custom_increment_amount: money('custom_increment_amount'),
    custom_increment_rate: doublePrecision('custom_increment_rate'),
    custom_increment_rate_for_tax_rate: doublePrecision('custom_increment_rate_for_tax_rate'),
    calculator: text('calculator').$type<(typeof CALCULATORS)[number]>().notNull().default('standard'),
    details: text('details'),
    additional_details: text('additional_details'),
    customized_question_json: jsonb('customized_question_json'),
    standardized_subcategory_id: integer('standardized_subcategory_id'),
    image_url: text('image_url'),
    image_alt: text('image_alt'),
    image_credit: text('image_credit'),
    /**
     * The storage key of an uploaded image (null for a stock photo or a pasted URL). Copies of the item
     * (duplicated simulations) share the file: it is removed when no item points at it any more.
     */
    image_path: text('image_path'),
    share_title: text('share_title'),
    suggestion_box: flag('suggestion_box'),
    suggestion_box_mode: text('suggestion_box_mode')
      .$type<(typeof SUGGESTION_BOX_MODES)[number]>()
      .notNull()
      .default('no_amount'),
    in_tour: flag('in_tour'),
    ...stamps,
  },
  (t) => [
    finite('budget_subcategories_rate_finite', t.rate),
    finite('budget_subcategories_increment_rate_finite', t.custom_increment_rate),
    finite('budget_subcategories_tax_increment_rate_finite', t.custom_increment_rate_for_tax_rate),
    index('budget_subcategories_category_idx').on(t.budget_category_id, t.display_order),
    index('budget_subcategories_image_path_idx')
      .on(t.image_path)
      .where(sql`${t.image_path} is not null`),
  ],
);

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
