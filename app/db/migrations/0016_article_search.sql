-- Custom SQL migration file, put your code below! --
-- Reader search (/search): a stored document per article with a GIN index, and the indexes that
-- send a DOI or an ORCID iD typed into search straight to its match. Not in app/db/schema (like the
-- desk's simple-config search_vector of 0007_publishing_desk) so that whole-row selects do not
-- carry it; the expressions must stay those of app/modules/search/search.repository.server.ts.
ALTER TABLE "articles" ADD COLUMN IF NOT EXISTS "reader_search_vector" tsvector;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_reader_search_idx" ON "articles" USING gin ("reader_search_vector");--> statement-breakpoint
-- DOIs compare without case.
CREATE INDEX IF NOT EXISTS "articles_doi_lower_idx" ON "articles" USING btree (lower("doi"));--> statement-breakpoint
-- The column holds a bare ORCID iD or its URL, whose last 19 characters are the iD.
CREATE INDEX IF NOT EXISTS "article_authors_orcid_idx" ON "article_authors" USING btree (right("orcid", 19));--> statement-breakpoint
-- The document of an article: title and keywords (A), abstract (B), the authors' names and ORCID
-- iDs (C), the DOI (D), all with the 'english' configuration that the queries use. Authors live in their own table, so a generated column cannot hold it: triggers
-- keep it instead, the same on PGlite and PostgreSQL, whatever path writes (desk, publishing, demo
-- loader, bulk loads). The weights and the configuration must stay those of search.repository.server.ts.
CREATE OR REPLACE FUNCTION article_reader_search_vector(p_id uuid, p_title text, p_keywords text[], p_abstract text, p_doi text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(p_title, '') || ' ' || array_to_string(coalesce(p_keywords, '{}'::text[]), ' ')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(p_abstract, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(
           (SELECT string_agg(a.name || ' ' || coalesce(a.orcid, ''), ' ' ORDER BY a.position)
              FROM article_authors a WHERE a.article_id = p_id), '')), 'C')
      || setweight(to_tsvector('english'::regconfig, coalesce(p_doi, '')), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_reader_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reader_search_vector := article_reader_search_vector(NEW.id, NEW.title, NEW.keywords, NEW.abstract, NEW.doi);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only when the searched columns change: counters (views, downloads) are updated often.
CREATE TRIGGER articles_reader_search_vector BEFORE INSERT OR UPDATE OF title, keywords, abstract, doi ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_reader_search_row();--> statement-breakpoint
-- Authors change in sets (a whole list is replaced at once): one statement-level pass per change,
-- over the articles the changed rows belong to.
CREATE OR REPLACE FUNCTION article_authors_reader_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE articles a SET reader_search_vector = article_reader_search_vector(a.id, a.title, a.keywords, a.abstract, a.doi)
     WHERE a.id IN (SELECT DISTINCT article_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE articles a SET reader_search_vector = article_reader_search_vector(a.id, a.title, a.keywords, a.abstract, a.doi)
     WHERE a.id IN (SELECT DISTINCT article_id FROM changed_old);
  ELSE
    UPDATE articles a SET reader_search_vector = article_reader_search_vector(a.id, a.title, a.keywords, a.abstract, a.doi)
     WHERE a.id IN (SELECT article_id FROM changed_new UNION SELECT article_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER article_authors_reader_search_insert AFTER INSERT ON article_authors
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION article_authors_reader_search();--> statement-breakpoint
CREATE TRIGGER article_authors_reader_search_update AFTER UPDATE ON article_authors
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION article_authors_reader_search();--> statement-breakpoint
CREATE TRIGGER article_authors_reader_search_delete AFTER DELETE ON article_authors
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION article_authors_reader_search();--> statement-breakpoint
-- The articles already there.
UPDATE articles SET reader_search_vector = article_reader_search_vector(id, title, keywords, abstract, doi);
