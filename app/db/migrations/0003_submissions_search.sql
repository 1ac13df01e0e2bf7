-- Custom SQL migration file, put your code below! --
-- The submissions list (/dashboard/submissions) on a large table. Not expressible in
-- app/db/schema/submissions.ts (an expression index), so written here; the expression must stay
-- that of app/modules/submissions/submissions.repository.server.ts (searchVector).
-- Search: the words of the title and the abstract, for prefix full-text queries (built in, so the
-- same on PGlite and PostgreSQL; pg_trgm is not loaded in PGlite).
CREATE INDEX IF NOT EXISTS "submissions_search_idx" ON "submissions" USING gin (to_tsvector('simple'::regconfig, "title" || ' ' || "abstract"));--> statement-breakpoint
-- An editor of one journal lists that journal's submissions, newest first.
CREATE INDEX IF NOT EXISTS "submissions_journal_date_idx" ON "submissions" USING btree ("journal_id", "submission_date" DESC);
