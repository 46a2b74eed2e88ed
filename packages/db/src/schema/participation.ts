import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { finite, money } from './columns.ts';
import { budgets } from './simulations.ts';
import { budgetSubcategories } from './structure.ts';
import { budgetQuestions } from './questions.ts';

// What residents do on the public site (issue 11): visits, clicks, submissions with their amounts,
// answers, scenario choices and comments. Analytics (spec 2) aggregate these tables in SQL. Rows keep
// budget_id so every aggregate is one indexed range per simulation. Nothing is stored for previews.
// Rows that hang off a visit or a submission carry budget_id without a foreign key: they go with their
// parent (cascade), and a key check on the one budgets row from every item of every concurrent
// submission made them queue on that row's lock (measured in bench:ingest). A submission's item rows
// likewise name their item without a key: 20 key checks per submission on the same 20 item rows were
// the largest share of the database's time; reads join the items, so a deleted item's rows are unseen.

/** One resident's session on a simulation page. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    /** desktop | mobile | tablet (from the user agent). */
    device_type: text('device_type').notNull(),
    /** The referring host, or null for direct visits. */
    referrer: text('referrer'),
    /** direct | search | social | email | website */
    referrer_source: text('referrer_source').notNull(),
    /** facebook, x, instagram, linkedin, reddit, nextdoor, ... when the referrer is a social network. */
    social_network: text('social_network'),
    is_returning: boolean('is_returning').notNull().default(false),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    /** Stored only when the client does not suppress IPs. */
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on by every click batch and the submission: time on site is last_seen_at - created_at. */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_budget_idx').on(t.budget_id, t.created_at)],
);

/** Click counts of a visit per item and kind (a batch adds to the counts). */
export const clicks = pgTable(
  'clicks',
  {
    id: serial('id').primaryKey(),
    /** Copied from the parent for per-simulation aggregates; not a foreign key (see the note above). */
    budget_id: integer('budget_id').notNull(),
    visit_id: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    /** Null for page-level clicks (Reset All). */
    budget_subcategory_id: integer('budget_subcategory_id').references(() => budgetSubcategories.id, {
      onDelete: 'cascade',
    }),
    /** increase | decrease | info | details | open | option | reset (CLICK_KINDS). */
    kind: text('kind').notNull(),
    /** The scenario option of an 'option' click, '' otherwise (part of the unique key). */
    option_id: text('option_id').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [
    uniqueIndex('clicks_visit_item_kind_unique').on(
      t.visit_id,
      sql`coalesce(${t.budget_subcategory_id}, 0)`,
      t.kind,
      t.option_id,
    ),
    index('clicks_budget_idx').on(t.budget_id, t.budget_subcategory_id),
  ],
);

/** The latest amount a visit set an item to: what non-submitting residents changed. */
export const visitAmounts = pgTable(
  'visit_amounts',
  {
    visit_id: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    budget_subcategory_id: integer('budget_subcategory_id')
      .notNull()
      .references(() => budgetSubcategories.id, { onDelete: 'cascade' }),
    /** Copied from the parent for per-simulation aggregates; not a foreign key (see the note above). */
    budget_id: integer('budget_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.visit_id, t.budget_subcategory_id] }),
    index('visit_amounts_budget_idx').on(t.budget_id, t.budget_subcategory_id),
  ],
);

/** A resident's submitted budget (or ballot). */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    visit_id: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    /** The anonymous identifier that replaces {USER_ID} in the redirect URL. */
    user_id: text('user_id')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    /** A retried or double-clicked submit with the same key answers the first row. */
    idempotency_key: text('idempotency_key'),
    total_revenue: money('total_revenue').notNull().default(0),
    total_expenses: money('total_expenses').notNull().default(0),
    balance: money('balance').notNull().default(0),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    postal_code: text('postal_code'),
    city: text('city'),
    /** Stored only when the client does not suppress IPs. */
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    finite('submissions_lat_finite', t.lat),
    finite('submissions_lng_finite', t.lng),
    index('submissions_budget_idx').on(t.budget_id, t.created_at),
    uniqueIndex('submissions_idempotency_unique')
      .on(t.budget_id, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);

/** Every item's submitted amount, with where it started (so changes aggregate without joins). */
export const submissionItems = pgTable(
  'submission_items',
  {
    submission_id: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Not a foreign key: see the note above (a deleted item's rows stay, matched by no item). */
    budget_subcategory_id: integer('budget_subcategory_id').notNull(),
    /** Copied from the parent for per-simulation aggregates; not a foreign key (see the note above). */
    budget_id: integer('budget_id').notNull(),
    amount: money('amount').notNull(),
    starting_amount: money('starting_amount').notNull(),
    /** A prioritization ballot's rank (1 is first choice); null in simulations. */
    rank: integer('rank'),
    /** Points mode of a prioritization. */
    points: integer('points'),
  },
  (t) => [
    primaryKey({ columns: [t.submission_id, t.budget_subcategory_id] }),
    index('submission_items_budget_idx').on(t.budget_id, t.budget_subcategory_id),
  ],
);

/** Answers to entry and exit questions. */
export const submissionAnswers = pgTable(
  'submission_answers',
  {
    submission_id: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => budgetQuestions.id, { onDelete: 'cascade' }),
    /** Copied from the parent for per-simulation aggregates; not a foreign key (see the note above). */
    budget_id: integer('budget_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submission_id, t.question_id] }),
    index('submission_answers_budget_idx').on(t.budget_id, t.question_id),
  ],
);

/** The scenario options a submission chose, one row per option. */
export const submissionChoices = pgTable(
  'submission_choices',
  {
    submission_id: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Not a foreign key: see the note above (a deleted item's rows stay, matched by no item). */
    budget_subcategory_id: integer('budget_subcategory_id').notNull(),
    /** Copied from the parent for per-simulation aggregates; not a foreign key (see the note above). */
    budget_id: integer('budget_id').notNull(),
    option_id: text('option_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submission_id, t.budget_subcategory_id, t.option_id] }),
    index('submission_choices_budget_idx').on(t.budget_id, t.budget_subcategory_id),
  ],
);

/** A resident's comment on an item (or a suggestion box's idea), or on the whole simulation. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    submission_id: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    budget_subcategory_id: integer('budget_subcategory_id').references(() => budgetSubcategories.id, {
      onDelete: 'cascade',
    }),
    text: text('text').notNull(),
    /** Stored only when the client does not suppress IPs. */
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_budget_idx').on(t.budget_id, t.created_at)],
);
