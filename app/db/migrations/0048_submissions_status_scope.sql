DROP INDEX "submissions_journal_status_owner_idx";--> statement-breakpoint
CREATE INDEX "submissions_status_scope_idx" ON "submissions" USING btree ("status","journal_id","created_by","id");