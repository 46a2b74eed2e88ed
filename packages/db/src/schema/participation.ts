import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** The meeting the resident joined ({base}/meetings/{id}); not a foreign key, like the items. */
    meeting_id: integer('meeting_id'),
    /**
     * A meeting visit's browser, hashed with the meeting (the public API's browser cookie, decision
     * 0531): a reload in the same browser is the same resident in the facilitator's counts.
     */
    visitor_key: text('visitor_key'),
  },
  (t) => [
    index('visits_budget_idx').on(t.budget_id, t.created_at),
    // The facilitator's live count of residents who joined a meeting.
    index('visits_meeting_idx')
      .on(t.meeting_id)
      .where(sql`${t.meeting_id} is not null`),
  ],
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
    /**
     * A prioritization ballot's voter, hashed (never an address or a code in clear): 'browser:<sha256>',
     * 'email:<sha256>' or 'code:<voter_codes.id>'; null for simulations and paper ballots.
     */
    voter_key: text('voter_key'),
    /** False once the same voter's later ballot replaced this one (results count current ballots). */
    is_current: boolean('is_current').notNull().default(true),
    replaced_at: timestamp('replaced_at', { withTimezone: true }),
    /** online | paper (entered by staff from a paper ballot). */
    source: text('source').notNull().default('online'),
    /** A ballot's receipt code, shown to the resident (RECEIPT_CODE format); null for simulations. */
    receipt_code: text('receipt_code'),
    /** The meeting it was submitted in (the facilitator's live results); not a foreign key. */
    meeting_id: integer('meeting_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    finite('submissions_lat_finite', t.lat),
    // One current ballot per voter: a replacement flips the earlier one in the same transaction.
    uniqueIndex('submissions_current_voter_unique')
      .on(t.budget_id, t.voter_key)
      .where(sql`${t.voter_key} is not null and ${t.is_current}`),
    uniqueIndex('submissions_receipt_unique')
      .on(t.budget_id, t.receipt_code)
      .where(sql`${t.receipt_code} is not null`),
    finite('submissions_lng_finite', t.lng),
    index('submissions_budget_idx').on(t.budget_id, t.created_at),
    index('submissions_meeting_idx')
      .on(t.meeting_id)
      .where(sql`${t.meeting_id} is not null`),
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

/** One-time voter codes staff generate and hand out (ballot_verification 'voter_code'). */
export const voterCodes = pgTable(
  'voter_codes',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    /** Kept in clear: staff print and reprint them; a code identifies no one (decision in docs). */
    code: text('code').notNull(),
    /** Generation batch label (staff's own, e.g. "Ward 3 mail-out"). */
    batch: text('batch'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
    submission_id: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('voter_codes_budget_code_unique').on(t.budget_id, t.code)],
);

/** E-mailed voter codes (ballot_verification 'email'). The address is kept only as a hash. */
export const voterEmails = pgTable(
  'voter_emails',
  {
    id: serial('id').primaryKey(),
    budget_id: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    /** sha256 of the budget id and the lower-cased address. */
    email_hash: text('email_hash').notNull(),
    /** sha256 of the mailed code. */
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** sha256 of the voter token answered once the code is verified. */
    token_hash: text('token_hash'),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voter_emails_budget_email_idx').on(t.budget_id, t.email_hash),
    uniqueIndex('voter_emails_token_unique')
      .on(t.token_hash)
      .where(sql`${t.token_hash} is not null`),
  ],
);

/** A prioritization's published results: counted once when staff publish, served as stored. */
export const ballotResults = pgTable('ballot_results', {
  budget_id: integer('budget_id')
    .primaryKey()
    .references(() => budgets.id, { onDelete: 'cascade' }),
  /** greedy | mes (RESULTS_METHODS). */
  method: text('method').notNull(),
  /** TPublicBallotResults as published. */
  results: jsonb('results').notNull(),
  published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
