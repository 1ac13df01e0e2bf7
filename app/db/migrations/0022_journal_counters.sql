CREATE TABLE "journal_counters" (
	"journal_id" uuid PRIMARY KEY NOT NULL,
	"published_articles" integer DEFAULT 0 NOT NULL,
	"published_issues" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_counters" ADD CONSTRAINT "journal_counters_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): journal_counters is kept by triggers.
-- Every insert, delete, or change of status or journal of an article or issue adjusts its
-- journal's published counts in the same transaction; the backfill counts what exists. A journal
-- being deleted gets no row back (its counters go with it, by the foreign key's cascade).
-- ============================================================================================
CREATE OR REPLACE FUNCTION journal_counters_add(p_journal uuid, p_articles integer, p_issues integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO journal_counters AS c (journal_id, published_articles, published_issues)
    SELECT p_journal, p_articles, p_issues WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal)
  ON CONFLICT (journal_id) DO UPDATE
    SET published_articles = c.published_articles + excluded.published_articles,
        published_issues = c.published_issues + excluded.published_issues;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_journal_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM journal_counters_add(OLD.journal_id, -1, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM journal_counters_add(NEW.journal_id, 1, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_journal_counters AFTER INSERT OR DELETE OR UPDATE OF status, journal_id ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_journal_counters();--> statement-breakpoint
CREATE OR REPLACE FUNCTION issues_journal_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM journal_counters_add(OLD.journal_id, 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM journal_counters_add(NEW.journal_id, 0, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER issues_journal_counters AFTER INSERT OR DELETE OR UPDATE OF status, journal_id ON issues
  FOR EACH ROW EXECUTE FUNCTION issues_journal_counters();--> statement-breakpoint
INSERT INTO journal_counters (journal_id, published_articles, published_issues)
  SELECT j.id,
         (SELECT count(*)::int FROM articles a WHERE a.journal_id = j.id AND a.status = 'published'),
         (SELECT count(*)::int FROM issues i WHERE i.journal_id = j.id AND i.status = 'published')
    FROM journals j
ON CONFLICT (journal_id) DO NOTHING;
