// External citations (spec 002 sections 2.9, 3.7, 7, 8 and 9; ADR 026): the sources, their wording
// and the limits of a fetch.
import { ARTICLE_PAGE_SHARED_MAX_AGE } from "~/modules/page-cache/cache-policy";

/** The spec's sources, in the order the dialog lists them (section 9). */
export const CITATION_SOURCES = ["crossref", "pubmed", "semantic_scholar", "google_scholar"] as const;
export type CitationSource = (typeof CITATION_SOURCES)[number];

/** Selected when the dialog opens (section 9). */
export const DEFAULT_SOURCES: readonly CitationSource[] = ["crossref", "semantic_scholar"];

/** The sources with an open API; Google Scholar has none and is never asked. */
export const QUERYABLE_SOURCES = ["crossref", "pubmed", "semantic_scholar"] as const;
export type QueryableSource = (typeof QUERYABLE_SOURCES)[number];

export const SOURCE_LABELS: Record<CitationSource, string> = {
  crossref: "Crossref",
  pubmed: "PubMed",
  semantic_scholar: "Semantic Scholar",
  google_scholar: "Google Scholar",
};

/** What the Sources tab says about each source: where its citations come from. */
export const SOURCE_NOTES: Record<CitationSource, string> = {
  crossref:
    "Citing works from the OpenCitations Index (open citation data derived from Crossref), described with Crossref's public metadata. Crossref's own cited-by list is open to Crossref members only.",
  pubmed: "Articles in PubMed that cite this one (PubMed Central's cited-by links), found through NCBI E-utilities.",
  semantic_scholar: "Citing papers from the Semantic Scholar Academic Graph.",
  google_scholar:
    "Google Scholar has no public API, so it cannot be queried. Search it yourself on scholar.google.com.",
};

export const EXTERNAL_CITATION_MESSAGES = {
  found: (citations: number, sources: number) =>
    `Found ${citations} citation${citations === 1 ? "" : "s"} from ${sources} source${sources === 1 ? "" : "s"}`,
  fetchFailed: "Failed to fetch citations from external sources",
  loadFailed: "Failed to load external citations",
  empty: "No external citations recorded yet",
  noSource: "Choose at least one source.",
  googleScholar: "Google Scholar has no public API and cannot be queried. Choose Crossref, PubMed or Semantic Scholar.",
  unknownSource: "Unknown source. Choose Crossref, PubMed or Semantic Scholar.",
  noDoi: "This article has no DOI, so external sources cannot be asked about it.",
  notPublished: "Only a published article's citations can be fetched.",
  accessDenied: "Only editors of this article's journal and admins can fetch citations.",
  busy: "Citations of this article are being fetched already. Try again in a minute.",
} as const;

/** Citing works kept from one source for one article at most (a highly cited paper has thousands). */
export const MAX_CITATIONS_PER_SOURCE = 1000;
/** How long one source may take for one article before it counts as failed. */
export const SOURCE_TIMEOUT_MS = 60_000;
/** A single HTTP request to a source. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** The longest Retry-After a client waits for before giving up on a source. */
export const MAX_RETRY_AFTER_MS = 30_000;
/** The Citations tab lists this many at most, newest first. */
export const CITATIONS_LIST_LIMIT = 200;

/** The weekly refresh: every published article with a DOI, asked again after this long. */
export const REFRESH_INTERVAL_MS = 7 * 24 * 60 * 60_000;
/** Articles asked per refresh job; the next batch is another job (a stop loses one batch at most). */
export const REFRESH_BATCH = 20;

/**
 * How often the refresh empties the public caches while counts change. It walks the whole catalogue
 * in batches of REFRESH_BATCH, about 22 s each when the sources answer slowly: over 100,000 articles
 * that is a day or more. Emptying every cache after each batch (as it did) rendered every public
 * page anew every 22 s for all that time. Article pages are kept five minutes because their counts
 * change without emptying the cache (ARTICLE_PAGE_SHARED_MAX_AGE): a count the refresh changed is
 * shown as soon as a view count is.
 */
export const REFRESH_ANNOUNCE_INTERVAL_MS = ARTICLE_PAGE_SHARED_MAX_AGE * 1000;
