-- Each generated entry records the journal, issue, article or conference it comes from, so that a
-- change to one article or issue refreshes its own entries instead of its journal's (ADR 048).
-- Existing entries get theirs from their URL (the shapes of issue-paths.ts); a generated entry
-- that matches no content is for content that is gone, as the next regeneration would find.
-- The index comes after the backfill, which then does not maintain it row by row.
ALTER TABLE "sitemap_entries" ADD COLUMN "source_id" uuid;--> statement-breakpoint
UPDATE "sitemap_entries" e SET "source_id" = s.id
FROM (
  SELECT 'article' AS page_type, '/journal/' || j.short_name || '/article/' || i.volume_number || '/' || a.article_number AS url, a.id
  FROM articles a JOIN issues i ON i.id = a.issue_id JOIN journals j ON j.id = a.journal_id
  WHERE a.article_number IS NOT NULL
  UNION ALL
  SELECT 'issue', '/journal/' || j.short_name || '/issue/v' || i.volume_number || '-'
      || (CASE WHEN i.type = 'special' THEN 's' ELSE 'i' END) || i.issue_number, i.id
  FROM issues i JOIN journals j ON j.id = i.journal_id
  UNION ALL
  SELECT 'journal', '/journal/' || j.short_name, j.id FROM journals j
  UNION ALL
  SELECT 'conference', '/conferences/' || c.id, c.id FROM conferences c
) s
WHERE e.url = s.url AND e.page_type = s.page_type;--> statement-breakpoint
DELETE FROM "sitemap_entries"
WHERE "source_id" IS NULL AND "page_type" IN ('journal', 'issue', 'article', 'conference');--> statement-breakpoint
CREATE INDEX "sitemap_entries_source_id_index" ON "sitemap_entries" USING btree ("source_id");--> statement-breakpoint
-- When a journal's published issues last changed (its home's sitemap date), without walking them.
CREATE INDEX "issues_published_modified_per_journal" ON "issues" USING btree ("journal_id",(case when "updated_at" > "created_at" then greatest("updated_at", ("publication_date"::timestamp at time zone 'UTC')) else coalesce(("publication_date"::timestamp at time zone 'UTC'), "created_at") end)) WHERE "issues"."status" = 'published';
