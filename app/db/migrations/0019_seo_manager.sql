ALTER TABLE "sitemap_entries" ADD COLUMN "priority_set_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sitemap_entries" ADD COLUMN "indexed_set_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sitemap_entries_manager_order_idx" ON "sitemap_entries" USING btree ("priority" DESC NULLS FIRST,"url");--> statement-breakpoint
CREATE INDEX "sitemap_entries_journal_order_idx" ON "sitemap_entries" USING btree ("journal_id","priority" DESC NULLS FIRST,"url");--> statement-breakpoint
CREATE INDEX "sitemap_entries_search_idx" ON "sitemap_entries" USING gin (to_tsvector('simple'::regconfig, translate("url" || ' ' || coalesce("meta_title", '') || ' ' || "page_type", '/-_.:?=&', '        ')));--> statement-breakpoint
-- ---- Hand-written (keep at the end when this migration is regenerated) ----
-- Backfill: before the SEO manager, regeneration never touched priority or is_indexed, so a value
-- that differs from what the generator writes (PRIORITY in app/modules/sitemap/sitemap.constants.ts)
-- was someone's choice: mark it as set by hand, so regeneration, which now refreshes automatic
-- values, keeps it.
UPDATE "sitemap_entries" SET "priority_set_by_hand" = true
WHERE "priority" IS DISTINCT FROM (CASE
  WHEN "page_type" = 'static' AND "url" = '/' THEN 1.0
  WHEN "page_type" = 'static' THEN 0.5
  WHEN "page_type" = 'journal' THEN 0.9
  WHEN "page_type" = 'issue' THEN 0.8
  WHEN "page_type" = 'article' THEN 0.7
  WHEN "page_type" = 'conference' THEN 0.6
END);--> statement-breakpoint
UPDATE "sitemap_entries" SET "indexed_set_by_hand" = true WHERE NOT "is_indexed";
