/** Results on one page of /search. */
export const SEARCH_PAGE_SIZE = 20;
/** The last page anyone may ask for: deeper than this, refine the query (offsets stay cheap). */
export const SEARCH_MAX_PAGE = 50;
/**
 * A search reads at most this many matches, the newest, and ranks those: ranking reads each
 * match's stored vector, and a common word matches most of the catalogue. Every page a reader may
 * ask for (SEARCH_MAX_PAGE x SEARCH_PAGE_SIZE) lies within them, so paging stays consistent; beyond
 * it the number of matches is an estimate.
 */
export const SEARCH_RANK_CANDIDATES = 1000;
/**
 * The longest query searched: no reader types more (the search boxes stop there), and a 1 MB query
 * must not reach the database whole. A longer one (a pasted URL) is answered with a message that says so.
 */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/**
 * Fewer matches of every word than this (a page) and the search falls back to articles holding
 * some of the words, and looks for misspelt words.
 */
export const SEARCH_FEW_MATCHES = 20;
/**
 * The fallback (articles with some of the words) ranks at most this many of the newest: its matches
 * are those of the query's commonest word, and past 10 pages of second-best results a reader refines.
 */
export const SEARCH_FALLBACK_CANDIDATES = 200;
/** At most this many words of a query are looked up in the vocabulary or used by the fallback. */
export const SEARCH_MAX_LOOKED_UP_WORDS = 8;
/** How close (pg_trgm similarity, 0 to 1) a catalogue word must be to correct a typed one. */
export const SPELLING_MIN_SIMILARITY = 0.4;
/** Typeahead suggestions returned by /search.json. */
export const TYPEAHEAD_LIMIT = 8;

export const SEARCH_SORTS = ["relevance", "newest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

// The article_type enum of app/db/schema/articles.ts (not imported: this file also runs in the browser).
export const ARTICLE_TYPES = [
  "research_article",
  "review_article",
  "case_study",
  "case_report",
  "short_communication",
  "letter_to_editor",
  "editorial",
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Years a filter may name: from the first journals to a little past today. */
export const SEARCH_MIN_YEAR = 1900;
export const SEARCH_MAX_YEAR = 2100;

// Marks around highlighted words in ts_headline's output: private-use characters, which no article
// text holds, so the page splits on them and React escapes everything else (no HTML is passed on).
export const HIGHLIGHT_START = "\uE000";
export const HIGHLIGHT_STOP = "\uE001";
