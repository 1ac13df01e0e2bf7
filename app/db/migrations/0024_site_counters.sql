CREATE TABLE "author_names" (
	"name_key" text PRIMARY KEY NOT NULL,
	"articles" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_article_days" (
	"journal_id" uuid NOT NULL,
	"day" date NOT NULL,
	"articles" integer DEFAULT 0 NOT NULL,
	"citations" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "published_article_days_journal_id_day_pk" PRIMARY KEY("journal_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_counters" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"authors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_counters_one_row" CHECK ("site_counters"."id")
);
--> statement-breakpoint
ALTER TABLE "published_article_days" ADD CONSTRAINT "published_article_days_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ============================================================================================
-- HAND-WRITTEN (keep when this migration is regenerated): the home page's figures are kept by
-- triggers, in the same transaction as the change, so that reading them is a sum over a few rows
-- on any size of catalogue (they were full scans: 1.6 s for the distinct authors of 100,000
-- articles on PostgreSQL, longer on the embedded database, which serves one query at a time).
-- - published_article_days: every insert, delete, or change of status, journal, publication date
--   or citation count of an article moves its count and citations between (journal, day) rows.
-- - author_names and site_counters.authors: a byline counts while its article is published in a
--   readable (active or archived) journal. Adding, removing or renaming a byline, publishing or
--   unpublishing or moving an article, and a journal's status change or deletion adjust the
--   counts of its names; a name enters or leaves the distinct count when its count leaves or
--   reaches zero. Each such change locks the site_counters row first, so concurrent changes queue
--   there instead of deadlocking on names taken in different orders.
-- Deletions of articles and journals are counted BEFORE the row goes: the cascades that remove
-- their bylines run after it, when the article or journal can no longer be looked up.
-- ============================================================================================
CREATE OR REPLACE FUNCTION published_article_days_add(p_journal uuid, p_day date, p_articles integer, p_citations bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO published_article_days AS d (journal_id, day, articles, citations)
    SELECT p_journal, coalesce(p_day, '-infinity'::date), p_articles, p_citations
     WHERE EXISTS (SELECT 1 FROM journals WHERE id = p_journal)
  ON CONFLICT (journal_id, day) DO UPDATE
    SET articles = d.articles + excluded.articles,
        citations = d.citations + excluded.citations;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_published_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.journal_id = NEW.journal_id
     AND OLD.publication_date IS NOT DISTINCT FROM NEW.publication_date AND OLD.citation_count = NEW.citation_count THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    PERFORM published_article_days_add(OLD.journal_id, OLD.publication_date, -1, -OLD.citation_count);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    PERFORM published_article_days_add(NEW.journal_id, NEW.publication_date, 1, NEW.citation_count);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_published_days AFTER INSERT OR DELETE OR UPDATE OF status, journal_id, publication_date, citation_count ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_published_days();--> statement-breakpoint
CREATE OR REPLACE FUNCTION author_name_key(p_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(lower(trim(p_name)), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION journal_is_readable(p_journal uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM journals WHERE id = p_journal AND status IN ('active', 'archived'))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_bylines_count(p_article uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM articles a JOIN journals j ON j.id = a.journal_id
     WHERE a.id = p_article AND a.status = 'published' AND j.status IN ('active', 'archived'))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION author_names_add(p_key text, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  after_count integer;
BEGIN
  IF p_key IS NULL OR p_delta = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM site_counters FOR UPDATE;
  INSERT INTO author_names AS n (name_key, articles) VALUES (p_key, p_delta)
    ON CONFLICT (name_key) DO UPDATE SET articles = n.articles + excluded.articles
    RETURNING n.articles INTO after_count;
  IF after_count - p_delta <= 0 AND after_count > 0 THEN
    UPDATE site_counters SET authors = authors + 1;
  ELSIF after_count - p_delta > 0 AND after_count <= 0 THEN
    UPDATE site_counters SET authors = authors - 1;
  END IF;
  IF after_count <= 0 THEN
    DELETE FROM author_names WHERE name_key = p_key;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_authors_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.name = NEW.name AND OLD.article_id = NEW.article_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND article_bylines_count(OLD.article_id) THEN
    PERFORM author_names_add(author_name_key(OLD.name), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND article_bylines_count(NEW.article_id) THEN
    PERFORM author_names_add(author_name_key(NEW.name), 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER article_authors_names AFTER INSERT OR DELETE OR UPDATE OF name, article_id ON article_authors
  FOR EACH ROW EXECUTE FUNCTION article_authors_names();--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_author_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := OLD.status = 'published' AND journal_is_readable(OLD.journal_id);
  counted_after boolean := TG_OP = 'UPDATE' AND NEW.status = 'published' AND journal_is_readable(NEW.journal_id);
BEGIN
  IF counted_before IS DISTINCT FROM counted_after THEN
    PERFORM author_names_add(s.name_key, CASE WHEN counted_after THEN s.n ELSE -s.n END)
       FROM (SELECT author_name_key(name) AS name_key, count(*)::int AS n
               FROM article_authors WHERE article_id = OLD.id GROUP BY 1) s;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_author_names_delete BEFORE DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_author_names();--> statement-breakpoint
CREATE TRIGGER articles_author_names_update AFTER UPDATE OF status, journal_id ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_author_names();--> statement-breakpoint
CREATE OR REPLACE FUNCTION journals_author_names() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := OLD.status IN ('active', 'archived');
  counted_after boolean := TG_OP = 'UPDATE' AND NEW.status IN ('active', 'archived');
BEGIN
  IF counted_before IS DISTINCT FROM counted_after THEN
    PERFORM author_names_add(s.name_key, CASE WHEN counted_after THEN s.n ELSE -s.n END)
       FROM (SELECT author_name_key(aa.name) AS name_key, count(*)::int AS n
               FROM article_authors aa JOIN articles a ON a.id = aa.article_id
              WHERE a.journal_id = OLD.id AND a.status = 'published' GROUP BY 1) s;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER journals_author_names_delete BEFORE DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION journals_author_names();--> statement-breakpoint
CREATE TRIGGER journals_author_names_update AFTER UPDATE OF status ON journals
  FOR EACH ROW EXECUTE FUNCTION journals_author_names();--> statement-breakpoint
INSERT INTO published_article_days (journal_id, day, articles, citations)
  SELECT journal_id, coalesce(publication_date, '-infinity'::date), count(*)::int, coalesce(sum(citation_count), 0)
    FROM articles WHERE status = 'published' GROUP BY 1, 2
ON CONFLICT (journal_id, day) DO NOTHING;--> statement-breakpoint
INSERT INTO author_names (name_key, articles)
  SELECT author_name_key(aa.name), count(*)::int
    FROM article_authors aa JOIN articles a ON a.id = aa.article_id JOIN journals j ON j.id = a.journal_id
   WHERE a.status = 'published' AND j.status IN ('active', 'archived') AND author_name_key(aa.name) IS NOT NULL
   GROUP BY 1
ON CONFLICT (name_key) DO NOTHING;--> statement-breakpoint
INSERT INTO site_counters (id, authors) SELECT true, count(*)::int FROM author_names
ON CONFLICT (id) DO UPDATE SET authors = excluded.authors;
