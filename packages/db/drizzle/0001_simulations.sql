CREATE TABLE "budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"adjustment" numeric(15, 2),
	"is_locked" boolean DEFAULT false NOT NULL,
	"details" text,
	"additional_details" text,
	"tour_order" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_strings" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"token" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(15, 2) DEFAULT 0 NOT NULL,
	"rate" double precision,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"color" text,
	"geojson" text,
	"alert_type" text DEFAULT 'none' NOT NULL,
	"alert_text" text,
	"alert_threshold" numeric(15, 2),
	"ceiling_amount" numeric(15, 2) DEFAULT 0 NOT NULL,
	"ceiling_alert_text" text,
	"floor_amount" numeric(15, 2),
	"floor_alert_text" text,
	"custom_increment_amount" numeric(15, 2),
	"custom_increment_rate" double precision,
	"custom_increment_rate_for_tax_rate" double precision,
	"calculator" text DEFAULT 'standard' NOT NULL,
	"details" text,
	"additional_details" text,
	"customized_question_json" jsonb,
	"standardized_subcategory_id" integer,
	"image_url" text,
	"image_alt" text,
	"image_credit" text,
	"share_title" text,
	"suggestion_box" boolean DEFAULT false NOT NULL,
	"suggestion_box_mode" text DEFAULT 'no_amount' NOT NULL,
	"in_tour" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"description" text,
	"status" text DEFAULT 'new' NOT NULL,
	"status_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"mode" text DEFAULT 'budget' NOT NULL,
	"is_pb" boolean DEFAULT false NOT NULL,
	"is_discoverable" boolean DEFAULT false NOT NULL,
	"adjustment" numeric(15, 2),
	"bar_behavior" text DEFAULT 'normal' NOT NULL,
	"pb_default_view_mode" text DEFAULT 'sm' NOT NULL,
	"goal_modal" text,
	"submission_redirect_url" text,
	"timer_minutes" integer DEFAULT 0 NOT NULL,
	"max_items" integer,
	"header_image_path" text,
	"header_image_url" text,
	"custom_header_html" text,
	"entry_screen_introduction_text" text,
	"entry_screen_closing_text" text,
	"exit_screen_closing_text" text,
	"expense_disclaimer" text,
	"revenue_disclaimer" text,
	"general_disclaimer" text,
	"google_analytics_measurement_id" text,
	"google_tag_id" text,
	"is_expense_chart_enabled" boolean DEFAULT true NOT NULL,
	"is_expense_bar_chart_enabled" boolean DEFAULT false NOT NULL,
	"is_revenue_chart_enabled" boolean DEFAULT true NOT NULL,
	"is_commenting_enabled" boolean DEFAULT true NOT NULL,
	"is_sharing_enabled" boolean DEFAULT true NOT NULL,
	"is_expense_order_randomized" boolean DEFAULT false NOT NULL,
	"is_revenue_order_randomized" boolean DEFAULT false NOT NULL,
	"is_budget_submittable_with_deficit" boolean DEFAULT false NOT NULL,
	"is_revenue_subtotal_displayed" boolean DEFAULT true NOT NULL,
	"is_expense_subtotal_displayed" boolean DEFAULT true NOT NULL,
	"confetti" boolean DEFAULT false NOT NULL,
	"show_scenario_option_value" boolean DEFAULT false NOT NULL,
	"show_submission_averages" boolean DEFAULT false NOT NULL,
	"allow_adhoc_meeting_creation" boolean DEFAULT false NOT NULL,
	"is_budget_hidden" boolean DEFAULT false NOT NULL,
	"is_footer_hidden" boolean DEFAULT false NOT NULL,
	"use_meta_pixel" boolean DEFAULT false NOT NULL,
	"use_google_translate" boolean DEFAULT false NOT NULL,
	"allow_custom_maps_in_modals" boolean DEFAULT false NOT NULL,
	"require_custom_maps_in_modals" boolean DEFAULT false NOT NULL,
	"is_help_expanded" boolean DEFAULT false NOT NULL,
	"is_polco_feed_promoted" boolean DEFAULT false NOT NULL,
	"is_location_enabled" boolean DEFAULT false NOT NULL,
	"is_location_required" boolean DEFAULT false NOT NULL,
	"map_enabled" boolean DEFAULT false NOT NULL,
	"map_focus_display" boolean DEFAULT false NOT NULL,
	"geojson" text,
	"map_center_lat" double precision,
	"map_center_lng" double precision,
	"map_zoom_level" integer,
	"map_height" integer,
	"map_shape_color" text,
	"configuration_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demographic_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"display_type" text DEFAULT 'exit' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"ask_on_exit" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"options_config" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"impact_id" integer NOT NULL,
	"budget_subcategory_id" integer NOT NULL,
	"multiplier" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"additional_details" text,
	"target" double precision,
	"prefix" text,
	"suffix" text,
	"type" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "max_submissions" integer;--> statement-breakpoint
ALTER TABLE "budget_categories" ADD CONSTRAINT "budget_categories_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_strings" ADD CONSTRAINT "budget_strings_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_subcategories" ADD CONSTRAINT "budget_subcategories_budget_category_id_budget_categories_id_fk" FOREIGN KEY ("budget_category_id") REFERENCES "public"."budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_questions" ADD CONSTRAINT "demographic_questions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_subcategories" ADD CONSTRAINT "impact_subcategories_impact_id_impacts_id_fk" FOREIGN KEY ("impact_id") REFERENCES "public"."impacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_subcategories" ADD CONSTRAINT "impact_subcategories_budget_subcategory_id_budget_subcategories_id_fk" FOREIGN KEY ("budget_subcategory_id") REFERENCES "public"."budget_subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impacts" ADD CONSTRAINT "impacts_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_categories_budget_idx" ON "budget_categories" USING btree ("budget_id","type","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_strings_token_unique" ON "budget_strings" USING btree ("budget_id","token");--> statement-breakpoint
CREATE INDEX "budget_subcategories_category_idx" ON "budget_subcategories" USING btree ("budget_category_id","display_order");--> statement-breakpoint
CREATE INDEX "budgets_client_idx" ON "budgets" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_client_slug_unique" ON "budgets" USING btree ("client_id",lower("slug")) WHERE "budgets"."slug" is not null;--> statement-breakpoint
CREATE INDEX "demographic_questions_budget_idx" ON "demographic_questions" USING btree ("budget_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "impact_subcategories_unique" ON "impact_subcategories" USING btree ("impact_id","budget_subcategory_id");--> statement-breakpoint
CREATE INDEX "impacts_budget_idx" ON "impacts" USING btree ("budget_id","display_order");--> statement-breakpoint
CREATE INDEX "submissions_budget_idx" ON "submissions" USING btree ("budget_id","created_at");