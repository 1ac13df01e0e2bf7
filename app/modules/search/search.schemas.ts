import { parseIntParam } from "~/lib/int-param";
import {
  ARTICLE_TYPES,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_YEAR,
  SEARCH_MIN_YEAR,
  SEARCH_SORTS,
  type ArticleType,
  type SearchSort,
} from "./search.constants";

/** What a /search URL asks for, cleaned: anything unreadable is left out rather than refused. */
export type SearchParams = {
  q: string;
  /** Whether the query as sent was longer than SEARCH_MAX_QUERY_LENGTH (then it is not searched). */
  tooLong: boolean;
  /** Search the words as typed: no correction of misspelt words (the "Search instead for" link). */
  exact: boolean;
  /** A journal's short name. */
  journal: string | null;
  /** An author's ORCID iD (bare, 0000-0000-0000-000X). */
  orcid: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  type: ArticleType | null;
  sort: SearchSort;
  page: number;
};

/** Text from a URL with NUL and other control characters as spaces, runs of space as one, cut short. */
function cleanText(value: string | null, max: number): string {
  if (!value) return "";
  return (
    value
      .slice(0, max * 4)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
      .trim()
  );
}

function year(value: string | null): number | null {
  const n = value ? parseIntParam(value.trim(), SEARCH_MIN_YEAR) : null;
  return n !== null && n <= SEARCH_MAX_YEAR ? n : null;
}

/** Reads /search's query string; never throws. */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  // One character more than the limit tells a query that is too long from one that fits.
  const asSent = cleanText(params.get("q"), SEARCH_MAX_QUERY_LENGTH + 1);
  const q = asSent.slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
  const journal = cleanText(params.get("journal"), 40).toLowerCase();
  const type = params.get("type");
  const sort = params.get("sort");
  let yearFrom = year(params.get("from"));
  let yearTo = year(params.get("to"));
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) [yearFrom, yearTo] = [yearTo, yearFrom];
  const rawPage = params.get("page")?.trim() ?? "";
  // Any run of digits is a page, however long: past the last one it is simply empty.
  const page = /^\d{1,400}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return {
    q,
    tooLong: asSent.length > SEARCH_MAX_QUERY_LENGTH,
    exact: params.get("exact") === "1",
    journal: /^[a-z0-9-]{1,40}$/.test(journal) ? journal : null,
    orcid: parseOrcid(params.get("orcid") ?? ""),
    yearFrom,
    yearTo,
    type: (ARTICLE_TYPES as readonly string[]).includes(type ?? "") ? (type as ArticleType) : null,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : "relevance",
    // Past the last page a reader may open, the page is empty (and costs no query).
    page: Math.min(page, SEARCH_MAX_PAGE + 1),
  };
}

/** The URL of a search: only what differs from the defaults, so that shared links stay short. */
export function searchHref(params: Partial<SearchParams>): string {
  const out = new URLSearchParams();
  if (params.q) out.set("q", params.q);
  if (params.q && params.exact) out.set("exact", "1");
  if (params.orcid) out.set("orcid", params.orcid);
  if (params.journal) out.set("journal", params.journal);
  if (params.yearFrom) out.set("from", String(params.yearFrom));
  if (params.yearTo) out.set("to", String(params.yearTo));
  if (params.type) out.set("type", params.type);
  if (params.sort && params.sort !== "relevance") out.set("sort", params.sort);
  if (params.page && params.page > 1) out.set("page", String(params.page));
  const query = out.toString();
  return query ? `/search?${query}` : "/search";
}

/** A DOI as typed or pasted (bare, doi:..., or a doi.org URL), or null when the text is not one. */
export function parseDoi(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, "")
    .replace(/^doi:\s*/i, "");
  return /^10\.\d{4,9}\/\S+$/.test(bare) ? bare : null;
}

/**
 * An ORCID iD as typed or pasted (bare or an orcid.org URL) whose check digit is right, as its bare
 * form with an upper-case X; or null.
 */
export function parseOrcid(text: string): string | null {
  const m = /^(?:https?:\/\/(?:www\.)?orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dXx])$/.exec(text.trim());
  if (!m) return null;
  const id = m[1]!.toUpperCase();
  const digits = id.replace(/-/g, "");
  // ISO 7064 MOD 11-2, as ORCID defines it.
  let total = 0;
  for (const d of digits.slice(0, 15)) total = (total + Number(d)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? "X" : String(check)) ? id : null;
}
