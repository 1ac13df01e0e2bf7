ALTER TABLE "published_article_days" ADD COLUMN "downloads" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "published_article_days" ADD COLUMN "views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): downloads and views join the
-- per-(journal, day) counts that migration 0024's trigger keeps, so that a journal's Metrics tab
-- (its articles, citations, downloads and views, and articles per year) is a sum over its days; it
-- was a scan of every published article of the journal. A change of an article's counters alone
-- (a view, a download, a recount of citations) moves one row by the difference.
-- ============================================================================================
DROP FUNCTION published_article_days_add(uuid, date, integer, bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION published_article_days_add(
  p_journal uuid, p_day date, p_articles integer, p_citations bigint, p_downloads bigint, p_views bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO published_article_days AS d (journal_id, day, articles, citations, downloads, views)
    SELECT p_journal, coalesce(p_day, '-infinity'::date), p_articles, p_citations, p_downloads, p_views
     WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal)
  ON CONFLICT (journal_id, day) DO UPDATE
    SET articles = d.articles + excluded.articles,
        citations = d.citations + excluded.citations,
        downloads = d.downloads + excluded.downloads,
        views = d.views + excluded.views;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_published_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.journal_id = NEW.journal_id
     AND OLD.publication_date IS NOT DISTINCT FROM NEW.publication_date THEN
    IF NEW.status = 'published' AND (OLD.citation_count, OLD.download_count, OLD.view_count)
         IS DISTINCT FROM (NEW.citation_count, NEW.download_count, NEW.view_count) THEN
      PERFORM published_article_days_add(NEW.journal_id, NEW.publication_date, 0,
        NEW.citation_count - OLD.citation_count, NEW.download_count - OLD.download_count,
        NEW.view_count - OLD.view_count);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM published_article_days_add(OLD.journal_id, OLD.publication_date, -1, -OLD.citation_count,
      -OLD.download_count, -OLD.view_count);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM published_article_days_add(NEW.journal_id, NEW.publication_date, 1, NEW.citation_count,
      NEW.download_count, NEW.view_count);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER articles_published_days ON articles;--> statement-breakpoint
CREATE TRIGGER articles_published_days
  AFTER INSERT OR DELETE OR UPDATE OF status, journal_id, publication_date, citation_count, download_count, view_count
  ON articles FOR EACH ROW EXECUTE FUNCTION articles_published_days();--> statement-breakpoint
UPDATE published_article_days d SET downloads = s.downloads, views = s.views
  FROM (SELECT journal_id, coalesce(publication_date, '-infinity'::date) AS day,
               coalesce(sum(download_count), 0) AS downloads, coalesce(sum(view_count), 0) AS views
          FROM articles WHERE status = 'published' GROUP BY 1, 2) s
 WHERE d.journal_id = s.journal_id AND d.day = s.day;
