-- Custom SQL migration file, put your code below! --
-- Reader search's vocabulary (ADR 060): the words of the published catalogue, for "Did you mean"
-- and for searching a corrected query. Kept by a trigger on articles, like the stored document of
-- 0016_article_search, whatever path writes; not in app/db/schema (read by raw SQL in
-- app/modules/search/search.vocabulary.repository.server.ts only).
-- pg_trgm: Debian's postgresql package ships it (contrib); PGlite loads it as an extension
-- (app/db/client.server.ts). Trusted since PostgreSQL 13: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- How many published articles hold each lexeme of the stored documents ('english' stems, as the
-- queries match them). Exact: derived from the old and new document of each changed row.
CREATE TABLE IF NOT EXISTS "reader_search_terms" (
  "lexeme" text PRIMARY KEY,
  "articles" integer NOT NULL
);--> statement-breakpoint
-- The words as written (lower case, unstemmed), each with its lexeme: what a suggestion shows. Only
-- added to (a word whose lexeme no published article holds any more is never suggested: the lookup
-- joins reader_search_terms), looked up by trigram distance.
CREATE TABLE IF NOT EXISTS "reader_search_words" (
  "word" text PRIMARY KEY,
  "lexeme" text NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reader_search_words_trgm_idx" ON "reader_search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Which lexemes and words the vocabulary keeps: letters only (no numbers, DOIs, ORCID iDs, hyphenated
-- compounds, whose parts are kept), 3 to 40 characters. A function of the text alone, so that what
-- one change adds the next one removes.
CREATE OR REPLACE FUNCTION reader_search_kept(p_word text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT length(p_word) BETWEEN 3 AND 40 AND p_word !~ '[[:digit:][:punct:][:space:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION articles_reader_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_terms text[] := '{}';
  new_terms text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'published' THEN
    old_terms := tsvector_to_array(coalesce(OLD.reader_search_vector, ''::tsvector));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN
    new_terms := tsvector_to_array(coalesce(NEW.reader_search_vector, ''::tsvector));
  END IF;
  IF old_terms = new_terms THEN
    RETURN NULL;
  END IF;
  -- In lexeme order, so that two transactions publishing at once lock shared rows in one order.
  INSERT INTO reader_search_terms AS t (lexeme, articles)
  SELECT lexeme, sum(delta)::int FROM (
    SELECT unnest(new_terms) AS lexeme, 1 AS delta
    UNION ALL
    SELECT unnest(old_terms), -1
  ) changes
  WHERE reader_search_kept(lexeme)
  GROUP BY lexeme HAVING sum(delta) <> 0
  ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET articles = t.articles + excluded.articles;
  -- The written forms of the lexemes this article brings.
  IF cardinality(new_terms) > 0 THEN
    INSERT INTO reader_search_words (word, lexeme)
    SELECT word, lexeme FROM (
      SELECT w AS word, (ts_lexize('english_stem', w))[1] AS lexeme
      FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
        coalesce(NEW.title, '') || ' ' || array_to_string(coalesce(NEW.keywords, '{}'::text[]), ' ') || ' ' ||
        coalesce(NEW.abstract, '') || ' ' ||
        coalesce((SELECT string_agg(a.name, ' ') FROM article_authors a WHERE a.article_id = NEW.id), '')))) AS w
      WHERE reader_search_kept(w)
    ) forms
    WHERE lexeme IS NOT NULL AND lexeme = ANY (new_terms) AND NOT (lexeme = ANY (old_terms))
    ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- reader_search_vector is listed because the authors' statement trigger of 0016 sets it; the other
-- text columns because 0016's row trigger changes it when they change.
CREATE TRIGGER articles_reader_search_vocabulary AFTER INSERT OR DELETE OR UPDATE OF status, title, keywords, abstract, doi, reader_search_vector ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_reader_search_vocabulary();--> statement-breakpoint
-- The articles already there.
INSERT INTO reader_search_terms (lexeme, articles)
SELECT lexeme, count(*)::int FROM articles, unnest(tsvector_to_array(reader_search_vector)) AS lexeme
WHERE status = 'published' AND reader_search_kept(lexeme)
GROUP BY lexeme
ON CONFLICT (lexeme) DO NOTHING;--> statement-breakpoint
INSERT INTO reader_search_words (word, lexeme)
SELECT DISTINCT w, (ts_lexize('english_stem', w))[1]
FROM articles a, unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
  coalesce(a.title, '') || ' ' || array_to_string(coalesce(a.keywords, '{}'::text[]), ' ') || ' ' ||
  coalesce(a.abstract, '') || ' ' ||
  coalesce((SELECT string_agg(x.name, ' ') FROM article_authors x WHERE x.article_id = a.id), '')))) AS w
WHERE a.status = 'published' AND reader_search_kept(w) AND (ts_lexize('english_stem', w))[1] IS NOT NULL
ON CONFLICT (word) DO NOTHING;
