CREATE TABLE "subcategory_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"target_budget_subcategory_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subcategory_links" ADD CONSTRAINT "subcategory_links_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory_links" ADD CONSTRAINT "subcategory_links_target_budget_subcategory_id_budget_subcategories_id_fk" FOREIGN KEY ("target_budget_subcategory_id") REFERENCES "public"."budget_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subcategory_links_unique" ON "subcategory_links" USING btree ("budget_id","target_budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "subcategory_links_target_idx" ON "subcategory_links" USING btree ("target_budget_subcategory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demographic_questions_slug_unique" ON "demographic_questions" USING btree ("budget_id","slug");