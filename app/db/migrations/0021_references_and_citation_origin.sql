CREATE TYPE "public"."citation_origin" AS ENUM('manual', 'reference');--> statement-breakpoint
CREATE TABLE "article_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"doi" text,
	"matched_article_id" uuid,
	CONSTRAINT "article_references_articleId_position_unique" UNIQUE("article_id","position")
);
--> statement-breakpoint
ALTER TABLE "citations" ADD COLUMN "origin" "citation_origin" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_references" ADD CONSTRAINT "article_references_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_references" ADD CONSTRAINT "article_references_matched_article_id_articles_id_fk" FOREIGN KEY ("matched_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_references_matched_article_id_index" ON "article_references" USING btree ("matched_article_id");--> statement-breakpoint
CREATE INDEX "articles_title_key_idx" ON "articles" USING btree (btrim(lower(regexp_replace("title", '[^A-Za-z0-9]+', ' ', 'g')))) WHERE "articles"."status" not in ('draft', 'submitted');--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written (keep at the end when this migration is regenerated from the schema): backfill.
-- An article's citation_count is the number of its citations whose citing article is published
-- (docs/decisions/025). Counts written before this rule (the demo content counted every row) are
-- recounted once here; from now on every change recounts in its own transaction.
-- ---------------------------------------------------------------------------------------------
UPDATE "articles" AS a SET "citation_count" = c.n
FROM (
	SELECT x."id", (
		SELECT count(*)::int FROM "citations" ci
		JOIN "articles" citing ON citing."id" = ci."citing_article_id"
		WHERE ci."cited_article_id" = x."id" AND citing."status" = 'published'
	) AS n
	FROM "articles" x
) AS c
WHERE c."id" = a."id" AND a."citation_count" IS DISTINCT FROM c.n;
