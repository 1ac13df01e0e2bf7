CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");--> statement-breakpoint
-- Written by hand (app/db/schema/submissions.ts belongs to another change): the daily upload quota
-- sums a user's files of the last 24 hours (submission-files/upload-limits.server.ts) from this index
-- instead of scanning every file row. When it moves into the schema (index("<this name>").on(t.uploadedBy,
-- t.createdAt)), add IF NOT EXISTS to the CREATE INDEX that drizzle-kit generates for it.
CREATE INDEX IF NOT EXISTS "submission_files_uploaded_by_created_at_quota_idx" ON "submission_files" USING btree ("uploaded_by","created_at");
