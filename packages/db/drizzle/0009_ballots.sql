CREATE TABLE "ballot_results" (
	"budget_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"results" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voter_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"code" text NOT NULL,
	"batch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"submission_id" integer
);
--> statement-breakpoint
CREATE TABLE "voter_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"email_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "ballot_verification" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "voter_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "is_current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "receipt_code" text;--> statement-breakpoint
ALTER TABLE "ballot_results" ADD CONSTRAINT "ballot_results_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_codes" ADD CONSTRAINT "voter_codes_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_codes" ADD CONSTRAINT "voter_codes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voter_emails" ADD CONSTRAINT "voter_emails_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voter_codes_budget_code_unique" ON "voter_codes" USING btree ("budget_id","code");--> statement-breakpoint
CREATE INDEX "voter_emails_budget_email_idx" ON "voter_emails" USING btree ("budget_id","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "voter_emails_token_unique" ON "voter_emails" USING btree ("token_hash") WHERE "voter_emails"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_current_voter_unique" ON "submissions" USING btree ("budget_id","voter_key") WHERE "submissions"."voter_key" is not null and "submissions"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_receipt_unique" ON "submissions" USING btree ("budget_id","receipt_code") WHERE "submissions"."receipt_code" is not null;