import type { Db } from "~/db/client.server";
import { db } from "~/lib/services.server";
import { articlePath } from "~/lib/paths";
import { highlightParts, type HighlightPart } from "./highlight";
import {
  SEARCH_FEW_MATCHES,
  SEARCH_MAX_LOOKED_UP_WORDS,
  SEARCH_MAX_PAGE,
  SEARCH_FALLBACK_CANDIDATES,
  SEARCH_PAGE_SIZE,
  TYPEAHEAD_LIMIT,
} from "./search.constants";
import { parseDoi, parseOrcid, searchHref, type SearchParams } from "./search.schemas";
import {
  findArticleAddressByDoi,
  hasArticlesByOrcid,
  listSearchableJournals,
  searchPublishedArticles,
  suggestArticles,
  type ArticleSearch,
} from "./search.repository.server";
import { findSpellingCorrections } from "./search.vocabulary.repository.server";

export type SearchResult = {
  href: string;
  title: HighlightPart[];
  abstract: HighlightPart[];
  authors: string[];
  keywords: string[];
  doi: string | null;
  articleType: string;
  publicationDate: string | null;
  volumeNumber: number;
  issueNumber: number;
  journalShortName: string;
  journalTitle: string;
  /** A published retraction notice names it: the result says so (ADR 066). */
  retracted: boolean;
  /** Whether the article holds every word asked for (else it is the fallback's: some of them). */
  allWords: boolean;
};

/**
 * A query with misspelt words corrected from the catalogue's vocabulary. `applied`: the results are
 * those of `query` ("Showing results for …, search instead for …"), because the words as typed found
 * nothing; otherwise it is only offered ("Did you mean …?").
 */
export type SearchCorrection = { query: string; applied: boolean };

export type SearchPage =
  | { kind: "redirect"; location: string }
  | {
      kind: "results";
      params: SearchParams;
      journals: { shortName: string; title: string }[];
      /** Whether anything was asked (a query or an author); with nothing, the page only shows the form. */
      asked: boolean;
      /** The query was longer than SEARCH_MAX_QUERY_LENGTH: nothing was searched, the page says so. */
      tooLong: boolean;
      correction: SearchCorrection | null;
      total: number;
      /** How many of `total` hold every word; the rest hold some of them (the fallback). */
      allWordsTotal: number;
      /** Whether `total` is an estimate: a search reads at most SEARCH_RANK_CANDIDATES matches. */
      totalIsEstimate: boolean;
      results: SearchResult[];
      pageCount: number;
    };

/**
 * Reader search over the published articles of active and archived journals. A DOI that names a
 * published article goes straight to it; an ORCID iD becomes a search for that author's articles.
 * Everything else is a full-text query (websearch syntax, so no input is a syntax error).
 */
export async function searchArticles(params: SearchParams, database: Db = db()): Promise<SearchPage> {
  if (params.q) {
    const doi = parseDoi(params.q);
    if (doi) {
      const address = await findArticleAddressByDoi(database, doi);
      if (address) {
        return {
          kind: "redirect",
          location: articlePath(address.shortName, address.volumeNumber, address.articleNumber),
        };
      }
    }
    const orcid = parseOrcid(params.q);
    if (orcid && (await hasArticlesByOrcid(database, orcid))) {
      return { kind: "redirect", location: searchHref({ ...params, q: "", orcid, page: 1 }) };
    }
  }

  const asked = params.q !== "" || params.orcid !== null;
  const answered = asked && params.page <= SEARCH_MAX_PAGE && !params.tooLong;
  const searchIn = (journalId: string | null): ArticleSearch => ({
    q: params.q,
    orcid: params.orcid,
    journalId,
    yearFrom: params.yearFrom,
    yearTo: params.yearTo,
    type: params.type,
    sort: params.sort,
    limit: SEARCH_PAGE_SIZE,
    offset: (params.page - 1) * SEARCH_PAGE_SIZE,
  });
  // Without a journal asked for, the search needs nothing from the journals' list: both at once.
  const [journals, everywhere] = await Promise.all([
    listSearchableJournals(database),
    answered && params.journal === null ? findMatches(database, params, searchIn(null)) : null,
  ]);
  const journalId = params.journal ? (journals.find((j) => j.shortName === params.journal)?.id ?? null) : null;
  // A journal that is not searchable (unknown, or inactive) narrows to nothing rather than to everything.
  const unknownJournal = params.journal !== null && journalId === null;
  const base = {
    kind: "results" as const,
    params,
    journals: journals.map((j) => ({ shortName: j.shortName, title: j.title })),
    asked,
    tooLong: params.tooLong,
    correction: null,
  };
  if (!answered || unknownJournal) {
    return { ...base, total: 0, allWordsTotal: 0, totalIsEstimate: false, results: [], pageCount: 0 };
  }
  const { found, correction } = everywhere ?? (await findMatches(database, params, searchIn(journalId)));
  const { total, allWordsTotal, totalIsEstimate, rows } = found;
  return {
    ...base,
    correction,
    total,
    allWordsTotal,
    totalIsEstimate,
    pageCount: Math.min(SEARCH_MAX_PAGE, Math.ceil(total / SEARCH_PAGE_SIZE)),
    results: rows.map((r) => ({
      href: articlePath(r.journalShortName, r.volumeNumber, r.articleNumber),
      title: highlightParts(r.title),
      abstract: highlightParts(r.abstract),
      authors: r.authors,
      keywords: r.keywords,
      doi: r.doi,
      articleType: r.articleType,
      publicationDate: r.publicationDate,
      volumeNumber: r.volumeNumber,
      issueNumber: r.issueNumber,
      journalShortName: r.journalShortName,
      journalTitle: r.journalTitle,
      retracted: r.retracted,
      allWords: r.allWords,
    })),
  };
}

/**
 * The page's articles: those holding every word, then (when few do) those holding some of them,
 * or, when no article holds every word and one looks misspelt, those of the corrected query.
 */
async function findMatches(database: Db, params: SearchParams, search: ArticleSearch) {
  const all = await searchPublishedArticles(database, search);
  // Few articles hold every word: perhaps one is misspelt. Only then is the vocabulary read, while
  // the articles holding some of the words are found (each a few milliseconds).
  const few = params.q !== "" && all.total < SEARCH_FEW_MATCHES;
  const [withSomeWords, corrected] = await Promise.all([
    withFallback(database, search, all),
    few ? correctedQuery(database, params.q) : null,
  ]);
  let found = withSomeWords;
  let correction: SearchCorrection | null = null;
  if (corrected) {
    correction = { query: corrected, applied: false };
    if (found.allWordsTotal === 0 && !params.exact) {
      const instead = await searchWithFallback(database, { ...search, q: corrected });
      if (instead.total > 0) {
        found = instead;
        correction = { query: corrected, applied: true };
      }
    }
  }
  return { found, correction };
}

/** The words of a query that a fallback or a spelling lookup reads: letters and digits, lower case, once each. */
function queryWords(q: string, { lettersOnly }: { lettersOnly: boolean }): string[] {
  // A word after a minus is excluded by the query: it is neither looked for nor corrected.
  const positive = q.toLowerCase().replace(/(^|\s)-\S*/g, " ");
  const words = positive.match(lettersOnly ? /\p{L}+/gu : /[\p{L}\p{N}]+/gu) ?? [];
  // "or" is websearch syntax, not a word. Numbers alone (the parts of an ORCID iD, a DOI, a year)
  // are in too many articles to stand for the query.
  return [...new Set(words.filter((w) => w !== "or" && w.length <= 40 && /\p{L}/u.test(w)))].slice(
    0,
    SEARCH_MAX_LOOKED_UP_WORDS,
  );
}

/**
 * The articles holding every word first; when fewer than SEARCH_FEW_MATCHES do, then those holding
 * some of the words (most words first), so that one extra or unknown word does not empty the page.
 * The fallback ranks fewer candidates (SEARCH_FALLBACK_CANDIDATES, both kinds together): its words
 * are the query's commonest, whose matches are many, and its pages are a second best.
 */
async function searchWithFallback(database: Db, search: ArticleSearch) {
  return withFallback(database, search, await searchPublishedArticles(database, search));
}

/** searchWithFallback's second part, given the search's articles holding every word. */
async function withFallback(
  database: Db,
  search: ArticleSearch,
  all: Awaited<ReturnType<typeof searchPublishedArticles>>,
) {
  const allRows = all.rows.map((r) => ({ ...r, allWords: true }));
  const words = search.q ? queryWords(search.q, { lettersOnly: false }) : [];
  if (all.total >= SEARCH_FEW_MATCHES || words.length < 2) {
    return { total: all.total, allWordsTotal: all.total, totalIsEstimate: all.totalIsEstimate, rows: allRows };
  }
  // Fewer than a page hold every word, so they are all on page 1; the fallback's rows follow them.
  const allWordsIds =
    search.offset === 0
      ? all.rows.map((r) => r.id)
      : all.total === 0
        ? []
        : (await searchPublishedArticles(database, { ...search, offset: 0, limit: SEARCH_FEW_MATCHES })).rows.map(
            (r) => r.id,
          );
  const some = await searchPublishedArticles(database, {
    ...search,
    someWords: words,
    allWordsIds,
    offset: Math.max(0, search.offset - all.total),
    limit: search.limit - all.rows.length,
    candidates: SEARCH_FALLBACK_CANDIDATES - all.total,
  });
  return {
    total: all.total + some.total,
    allWordsTotal: all.total,
    totalIsEstimate: some.totalIsEstimate,
    rows: [...allRows, ...some.rows.map((r) => ({ ...r, allWords: false }))],
  };
}

/**
 * The query with each word the catalogue does not know replaced by its closest catalogue word, as
 * typed otherwise (quotes, minus signs and case of the other words kept); null when nothing changes.
 */
async function correctedQuery(database: Db, q: string): Promise<string | null> {
  const words = queryWords(q, { lettersOnly: true }).filter((w) => w.length >= 3);
  const corrections = new Map(
    (await findSpellingCorrections(database, words))
      .filter((c): c is { word: string; correction: string } => c.correction !== null && c.correction !== c.word)
      .map((c) => [c.word, c.correction]),
  );
  if (corrections.size === 0) return null;
  return q.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
}

export type Suggestion = { title: string; href: string; journal: string };

/**
 * Typeahead suggestions: titles of published articles holding every word typed, the last one as a
 * prefix. Only letters and digits reach the query, so nothing typed can be tsquery syntax.
 */
export async function suggestArticleTitles(q: string): Promise<Suggestion[]> {
  const words = (q.slice(0, 200).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0 || words.join("").length < 2) return [];
  const prefixQuery = words.map((w, i) => `'${w}'${i === words.length - 1 ? ":*" : ""}`).join(" & ");
  const rows = await suggestArticles(db(), prefixQuery, TYPEAHEAD_LIMIT);
  return rows.map((r) => ({
    title: r.title,
    href: articlePath(r.journalShortName, r.volumeNumber, r.articleNumber),
    journal: r.journalShortName,
  }));
}
