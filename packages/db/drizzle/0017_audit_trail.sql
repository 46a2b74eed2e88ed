CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"impersonator_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"budget_id" integer,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_client_idx" ON "audit_events" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_budget_idx" ON "audit_events" USING btree ("budget_id","id");--> statement-breakpoint
-- Append-only: an UPDATE or DELETE of a trail row is refused (TRUNCATE, used only by test resets, is not a row event).
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
