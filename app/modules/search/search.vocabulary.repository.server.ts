import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { SPELLING_MIN_SIMILARITY } from "./search.constants";

/**
 * For each word that no published article holds (by its 'english' stem, as the search matches it),
 * the catalogue's closest word by trigram similarity (at least SPELLING_MIN_SIMILARITY; among equals,
 * the one in most articles), or none. Words the catalogue knows, and stop words, are left out.
 * The vocabulary is migration 0039's (reader_search_terms, reader_search_words), kept by a trigger.
 */
export async function findSpellingCorrections(
  db: Db,
  words: string[],
): Promise<{ word: string; correction: string | null }[]> {
  // Letters only, no spaces (the caller's words): one text parameter, split in SQL.
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    select typed.word, best.word as correction
    from unnest(string_to_array(${words.join(" ")}, ' ')) with ordinality as typed(word, n)
    left join lateral (
      select w.word from reader_search_words w
      join reader_search_terms t on t.lexeme = w.lexeme and t.articles > 0
      where w.word % typed.word and similarity(w.word, typed.word) >= ${SPELLING_MIN_SIMILARITY}
      order by w.word <-> typed.word, t.articles desc, w.word
      limit 1
    ) best on true
    where coalesce(cardinality(ts_lexize('english_stem', typed.word)), 0) > 0
      and not exists (
        select 1 from reader_search_terms known
        where known.lexeme = (ts_lexize('english_stem', typed.word))[1] and known.articles > 0
      )
    order by typed.n`);
  return (result as unknown as { rows: { word: string; correction: string | null }[] }).rows;
}
