-- Custom SQL migration file, put your code below! --
-- Reader search's documents in a narrow table of their own (ADR 024). A search finds its candidates
-- among the published articles, reads their publication dates to keep the newest and ranks those
-- by their documents. In `articles` a document lives out of line (TOAST) beside a wide row that
-- counters rewrite: ranking 1,000 candidates read each document through the TOAST index, and a
-- common word's walk of the date index did so for every article it tested. Here each published
-- article's document stays in the row (storage MAIN), with the columns a search narrows by.
-- `articles.reader_search_vector` (0016) stays the computed document and the vocabulary's source
-- (0039, 0040); a trigger keeps this copy, as an index is kept, whatever path writes.
CREATE TABLE IF NOT EXISTS "article_search_documents" (
  "article_id" uuid PRIMARY KEY NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
  "journal_id" uuid NOT NULL,
  "publication_date" date,
  "article_type" "article_type" NOT NULL,
  "document" tsvector NOT NULL
);--> statement-breakpoint
ALTER TABLE "article_search_documents" ALTER COLUMN "document" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_search_documents_document_idx" ON "article_search_documents" USING gin ("document");--> statement-breakpoint
-- The newest first: the walk of a word found in most articles, and the recent part's range.
CREATE INDEX IF NOT EXISTS "article_search_documents_date_idx" ON "article_search_documents" ("publication_date" DESC NULLS FIRST, "article_id" DESC);--> statement-breakpoint
-- Column triggers do not see what a BEFORE trigger changes: the searched columns are listed too,
-- since the document's own trigger (0016) recomputes it when they change.
CREATE OR REPLACE FUNCTION articles_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.reader_search_vector IS NOT NULL THEN
    INSERT INTO article_search_documents AS d (article_id, journal_id, publication_date, article_type, document)
    VALUES (NEW.id, NEW.journal_id, NEW.publication_date, NEW.article_type, NEW.reader_search_vector)
    ON CONFLICT (article_id) DO UPDATE SET journal_id = excluded.journal_id,
      publication_date = excluded.publication_date, article_type = excluded.article_type, document = excluded.document
    WHERE (d.journal_id, d.publication_date, d.article_type, d.document)
      IS DISTINCT FROM (excluded.journal_id, excluded.publication_date, excluded.article_type, excluded.document);
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM article_search_documents WHERE article_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_document
  AFTER INSERT OR UPDATE OF status, journal_id, publication_date, article_type, title, keywords, abstract, doi, reader_search_vector
  ON articles FOR EACH ROW EXECUTE FUNCTION articles_search_document();--> statement-breakpoint
INSERT INTO article_search_documents (article_id, journal_id, publication_date, article_type, document)
SELECT id, journal_id, publication_date, article_type, reader_search_vector FROM articles
WHERE status = 'published' AND reader_search_vector IS NOT NULL
ON CONFLICT (article_id) DO NOTHING;--> statement-breakpoint
-- Searches no longer read the articles' own documents by index.
DROP INDEX IF EXISTS "articles_reader_search_idx";--> statement-breakpoint
-- The recent part of a common word's search reads the dates' histogram.
ANALYZE "article_search_documents";
