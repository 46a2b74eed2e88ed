CREATE TABLE "clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"budget_subcategory_id" integer,
	"kind" text NOT NULL,
	"option_id" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"submission_id" integer,
	"budget_subcategory_id" integer,
	"text" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_answers" (
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"budget_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "submission_answers_submission_id_question_id_pk" PRIMARY KEY("submission_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "submission_choices" (
	"submission_id" integer NOT NULL,
	"budget_subcategory_id" integer NOT NULL,
	"budget_id" integer NOT NULL,
	"option_id" text NOT NULL,
	CONSTRAINT "submission_choices_submission_id_budget_subcategory_id_option_id_pk" PRIMARY KEY("submission_id","budget_subcategory_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "submission_items" (
	"submission_id" integer NOT NULL,
	"budget_subcategory_id" integer NOT NULL,
	"budget_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"starting_amount" numeric(15, 2) NOT NULL,
	"rank" integer,
	"points" integer,
	CONSTRAINT "submission_items_submission_id_budget_subcategory_id_pk" PRIMARY KEY("submission_id","budget_subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "visit_amounts" (
	"visit_id" integer NOT NULL,
	"budget_subcategory_id" integer NOT NULL,
	"budget_id" integer NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	CONSTRAINT "visit_amounts_visit_id_budget_subcategory_id_pk" PRIMARY KEY("visit_id","budget_subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"device_type" text NOT NULL,
	"referrer" text,
	"referrer_source" text NOT NULL,
	"social_network" text,
	"is_returning" boolean DEFAULT false NOT NULL,
	"city" text,
	"region" text,
	"country" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "user_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "total_revenue" numeric(15, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "total_expenses" numeric(15, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "balance" numeric(15, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_budget_subcategory_id_budget_subcategories_id_fk" FOREIGN KEY ("budget_subcategory_id") REFERENCES "public"."budget_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_budget_subcategory_id_budget_subcategories_id_fk" FOREIGN KEY ("budget_subcategory_id") REFERENCES "public"."budget_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD CONSTRAINT "submission_answers_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD CONSTRAINT "submission_answers_question_id_demographic_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."demographic_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_choices" ADD CONSTRAINT "submission_choices_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_amounts" ADD CONSTRAINT "visit_amounts_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_amounts" ADD CONSTRAINT "visit_amounts_budget_subcategory_id_budget_subcategories_id_fk" FOREIGN KEY ("budget_subcategory_id") REFERENCES "public"."budget_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_visit_item_kind_unique" ON "clicks" USING btree ("visit_id",coalesce("budget_subcategory_id", 0),"kind","option_id");--> statement-breakpoint
CREATE INDEX "clicks_budget_idx" ON "clicks" USING btree ("budget_id","budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "comments_budget_idx" ON "comments" USING btree ("budget_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_answers_budget_idx" ON "submission_answers" USING btree ("budget_id","question_id");--> statement-breakpoint
CREATE INDEX "submission_choices_budget_idx" ON "submission_choices" USING btree ("budget_id","budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "submission_items_budget_idx" ON "submission_items" USING btree ("budget_id","budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "visit_amounts_budget_idx" ON "visit_amounts" USING btree ("budget_id","budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "visits_budget_idx" ON "visits" USING btree ("budget_id","created_at");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idempotency_unique" ON "submissions" USING btree ("budget_id","idempotency_key") WHERE "submissions"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lat_finite" CHECK ("submissions"."lat" is null or ("submissions"."lat" > '-Infinity'::float8 and "submissions"."lat" < 'Infinity'::float8));--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_lng_finite" CHECK ("submissions"."lng" is null or ("submissions"."lng" > '-Infinity'::float8 and "submissions"."lng" < 'Infinity'::float8));