-- Custom SQL migration file, put your code below! --
-- Reader search's vocabulary (0039, ADR 060) counted once per statement instead of once per row.
-- A row trigger updated a common lexeme's count once for each article of a bulk load (the demo
-- loader, bench/generate-catalogue.ts, the authors' trigger of 0016 updating every article whose
-- authors were inserted): thousands of versions of one row in one transaction, each update walking
-- the ones before. Per statement, each lexeme's count changes once. The same results: the old
-- documents of rows that were published, the new ones of rows that are, for the rows whose
-- publication or document changed.
DROP TRIGGER IF EXISTS articles_reader_search_vocabulary ON articles;--> statement-breakpoint
-- The counts: each lexeme of the documents that count now (`came`) plus one, of those that counted
-- (`gone`) minus one, in lexeme order so that two transactions at once lock shared rows in one order.
-- The forms: the words of the articles that count now, each distinct word stemmed once.
CREATE OR REPLACE FUNCTION articles_reader_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reader_search_terms AS t (lexeme, articles)
    SELECT lexeme, count(*)::int
    FROM came_rows n, unnest(tsvector_to_array(coalesce(n.reader_search_vector, ''::tsvector))) AS lexeme
    WHERE n.status = 'published' AND reader_search_kept(lexeme)
    GROUP BY lexeme ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET articles = t.articles + excluded.articles;
    INSERT INTO reader_search_words (word, lexeme)
    SELECT word, lexeme FROM (
      SELECT word, (ts_lexize('english_stem', word))[1] AS lexeme FROM (
        SELECT DISTINCT w AS word FROM came_rows a, unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          coalesce(a.title, '') || ' ' || array_to_string(coalesce(a.keywords, '{}'::text[]), ' ') || ' ' ||
          coalesce(a.abstract, '') || ' ' ||
          coalesce((SELECT string_agg(x.name, ' ') FROM article_authors x WHERE x.article_id = a.id), '')))) AS w
        WHERE a.status = 'published' AND reader_search_kept(w)
      ) words
    ) forms
    WHERE lexeme IS NOT NULL ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO reader_search_terms AS t (lexeme, articles)
    SELECT lexeme, -count(*)::int
    FROM gone_rows o, unnest(tsvector_to_array(coalesce(o.reader_search_vector, ''::tsvector))) AS lexeme
    WHERE o.status = 'published' AND reader_search_kept(lexeme)
    GROUP BY lexeme ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET articles = t.articles + excluded.articles;
  ELSE
    -- Only the rows whose publication or document changed: counters are updated often.
    INSERT INTO reader_search_terms AS t (lexeme, articles)
    SELECT lexeme, sum(delta)::int FROM (
      SELECT unnest(tsvector_to_array(coalesce(n.reader_search_vector, ''::tsvector))) AS lexeme, 1 AS delta
      FROM gone_rows o JOIN came_rows n ON n.id = o.id
      WHERE n.status = 'published'
        AND (o.status <> 'published' OR n.reader_search_vector IS DISTINCT FROM o.reader_search_vector)
      UNION ALL
      SELECT unnest(tsvector_to_array(coalesce(o.reader_search_vector, ''::tsvector))), -1
      FROM gone_rows o JOIN came_rows n ON n.id = o.id
      WHERE o.status = 'published'
        AND (n.status <> 'published' OR n.reader_search_vector IS DISTINCT FROM o.reader_search_vector)
    ) changes
    WHERE reader_search_kept(lexeme)
    GROUP BY lexeme HAVING sum(delta) <> 0 ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET articles = t.articles + excluded.articles;
    INSERT INTO reader_search_words (word, lexeme)
    SELECT word, lexeme FROM (
      SELECT word, (ts_lexize('english_stem', word))[1] AS lexeme FROM (
        SELECT DISTINCT w AS word FROM gone_rows o JOIN came_rows a ON a.id = o.id,
          unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          coalesce(a.title, '') || ' ' || array_to_string(coalesce(a.keywords, '{}'::text[]), ' ') || ' ' ||
          coalesce(a.abstract, '') || ' ' ||
          coalesce((SELECT string_agg(x.name, ' ') FROM article_authors x WHERE x.article_id = a.id), '')))) AS w
        WHERE a.status = 'published'
          AND (o.status <> 'published' OR a.reader_search_vector IS DISTINCT FROM o.reader_search_vector)
          AND reader_search_kept(w)
      ) words
    ) forms
    WHERE lexeme IS NOT NULL ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER articles_reader_search_vocabulary_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS came_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_reader_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER articles_reader_search_vocabulary_update AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS gone_rows NEW TABLE AS came_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_reader_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER articles_reader_search_vocabulary_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_reader_search_vocabulary();
