-- Before the index: of a client's tokens of a type not revoked, only the newest stays (decision 0532).
UPDATE "integration_tokens" SET "revoked_at" = now(), "updated_at" = now()
WHERE "revoked_at" IS NULL AND EXISTS (
  SELECT 1 FROM "integration_tokens" AS "newer"
  WHERE "newer"."client_id" = "integration_tokens"."client_id" AND "newer"."type" = "integration_tokens"."type"
    AND "newer"."revoked_at" IS NULL AND "newer"."id" > "integration_tokens"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tokens_one_active" ON "integration_tokens" USING btree ("client_id","type") WHERE "integration_tokens"."revoked_at" is null;