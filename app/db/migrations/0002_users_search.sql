-- Custom SQL migration file, put your code below! --
-- User management (/dashboard/users) at 10,000+ users. Not expressible in app/db/schema without
-- editing the users table, so written here; the expressions must stay those of
-- app/modules/users/users.repository.server.ts.
-- Search: the words of the name and e-mail address, for prefix full-text queries (built in, so the
-- same on PGlite and PostgreSQL; pg_trgm is not loaded in PGlite).
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, translate("name" || ' ' || "email", '@.-_+/''', '       ')));--> statement-breakpoint
-- Status filter (and sort) with the newest first.
CREATE INDEX IF NOT EXISTS "users_status_created_at_idx" ON "users" USING btree ("status", "created_at");
