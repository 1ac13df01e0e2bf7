import { db } from "~/lib/services.server";
import { articlePath } from "~/lib/paths";
import { highlightParts, type HighlightPart } from "./highlight";
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, TYPEAHEAD_LIMIT } from "./search.constants";
import { parseDoi, parseOrcid, searchHref, type SearchParams } from "./search.schemas";
import {
  findArticleAddressByDoi,
  hasArticlesByOrcid,
  listSearchableJournals,
  searchPublishedArticles,
  suggestArticles,
} from "./search.repository.server";

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
};

export type SearchPage =
  | { kind: "redirect"; location: string }
  | {
      kind: "results";
      params: SearchParams;
      journals: { shortName: string; title: string }[];
      /** Whether anything was asked (a query or an author); with nothing, the page only shows the form. */
      asked: boolean;
      total: number;
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
export async function searchArticles(params: SearchParams): Promise<SearchPage> {
  const database = db();
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

  const journals = await listSearchableJournals(database);
  const journalId = params.journal ? (journals.find((j) => j.shortName === params.journal)?.id ?? null) : null;
  // A journal that is not searchable (unknown, or inactive) narrows to nothing rather than to everything.
  const unknownJournal = params.journal !== null && journalId === null;
  const asked = params.q !== "" || params.orcid !== null;
  const base = {
    kind: "results" as const,
    params,
    journals: journals.map((j) => ({ shortName: j.shortName, title: j.title })),
    asked,
  };
  if (!asked || unknownJournal || params.page > SEARCH_MAX_PAGE) {
    return { ...base, total: 0, totalIsEstimate: false, results: [], pageCount: 0 };
  }
  const { total, totalIsEstimate, rows } = await searchPublishedArticles(database, {
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
  return {
    ...base,
    total,
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
    })),
  };
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
