CREATE TABLE "sign_in_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "family" text;--> statement-breakpoint
UPDATE "access_tokens" SET "family" = 'session-' || "id";--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "family" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "access_tokens" SET "signed_in_at" = "created_at";--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email_key","failed_at");--> statement-breakpoint
CREATE INDEX "access_tokens_family_idx" ON "access_tokens" USING btree ("family");