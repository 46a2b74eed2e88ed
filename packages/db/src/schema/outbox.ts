import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the product sends; without SMTP_URL this is where it stays (and in DATA_DIR/outbox). */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to_address: text('to_address').notNull(),
  from_address: text('from_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body'),
  /** 'outbox' when kept locally, 'smtp' when handed to the SMTP server. */
  transport: text('transport').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
