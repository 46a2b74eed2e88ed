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
--> statement-breakpoint
-- Who writes: an admin request's transaction sets commonpurse.audit (withAuditContext); without it (resident
-- writes, sign-ins, jobs, migrations) the trigger records nothing. Before/after keep only the changed
-- fields, secrets redacted (decision 0553).
CREATE FUNCTION "audit_redacted"(field text, value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value IS NULL OR value = 'null'::jsonb THEN 'null'::jsonb
    WHEN field IN ('password_hash', 'token_hash', 'code_hash', 'email_hash', 'external_reporting_api_token')
      THEN '"[redacted]"'::jsonb
    ELSE value
  END;
$$;--> statement-breakpoint
CREATE FUNCTION "audit_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  context jsonb := nullif(current_setting('commonpurse.audit', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  subject jsonb;
  changed jsonb;
BEGIN
  -- Checked first: a write without context (a resident's, the seed's) costs this one lookup.
  IF context IS NULL THEN
    RETURN NULL;
  END IF;
  old_row := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  subject := coalesce(new_row, old_row);
  SELECT coalesce(jsonb_object_agg(field, jsonb_build_object(
           'before', audit_redacted(field, old_row -> field),
           'after', audit_redacted(field, new_row -> field))), '{}'::jsonb)
    INTO changed
    FROM jsonb_object_keys(subject) AS field
   WHERE field NOT IN ('id', 'created_at', 'updated_at')
     AND coalesce(old_row -> field, 'null'::jsonb) IS DISTINCT FROM coalesce(new_row -> field, 'null'::jsonb);
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_events (client_id, user_id, impersonator_id, user_email, action, entity_type, entity_id,
                            budget_id, method, path, changes, ip, created_at)
  VALUES ((context ->> 'client_id')::integer, (context ->> 'user_id')::integer,
          (context ->> 'impersonator_id')::integer, context ->> 'user_email',
          TG_TABLE_NAME || '.' || lower(TG_OP), TG_TABLE_NAME, subject ->> 'id',
          coalesce(CASE WHEN TG_TABLE_NAME = 'budgets' THEN (subject ->> 'id')::integer
                        ELSE (subject ->> 'budget_id')::integer END,
                   (context ->> 'budget_id')::integer),
          context ->> 'method', context ->> 'path', changed, context ->> 'ip',
          coalesce((context ->> 'at')::timestamptz, now()));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every table an admin request can write; the ones left out hold residents' raw events, caches or
-- secrets in transit (AUDIT_EXEMPT_TABLES in packages/db/src/audit.ts says why, and a test keeps the two in step).
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
     WHERE schemaname = 'public'
       AND tablename NOT IN ('audit_events', 'analytics_rollups', 'analytics_amounts', 'ballot_results',
                             'sign_in_failures', 'email_outbox', 'visits', 'clicks', 'visit_amounts',
                             'comments', 'server_settings')
  LOOP
    EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I '
                   'FOR EACH ROW EXECUTE FUNCTION audit_row_change()', name);
  END LOOP;
END;
$$;
