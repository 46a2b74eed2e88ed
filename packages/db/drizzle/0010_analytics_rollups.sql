CREATE TABLE "analytics_amounts" (
	"budget_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"starting_cents" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_amounts_budget_id_kind_key_amount_cents_starting_cents_pk" PRIMARY KEY("budget_id","kind","key","amount_cents","starting_cents")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"budget_id" integer PRIMARY KEY NOT NULL,
	"submission_count" integer NOT NULL,
	"last_submission_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_amounts" ADD CONSTRAINT "analytics_amounts_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;