-- The console's own settings (user_meta: help tooltips' visit counters) leave the trail: a counter
-- written on every screen visit buried the edits staff look for (decision 0570).
DROP TRIGGER IF EXISTS "audit_row_change" ON "user_meta";
--> statement-breakpoint
-- Published results (ballot_results) are a staff decision residents see, not a cache: the trail records
-- who published or took them down, and by which method (decision 0571).
CREATE TRIGGER "audit_row_change" AFTER INSERT OR UPDATE OR DELETE ON "ballot_results"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
