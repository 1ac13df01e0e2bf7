// The 'semantic_scholar' source: the Semantic Scholar Academic Graph API,
// GET /paper/DOI:{doi}/citations, paged 100 at a time (no key: about one request a second, shared).
import { MAX_CITATIONS_PER_SOURCE } from "../external-citations.constants";
import { doiPath } from "./crossref-source.server";
import {
  clean,
  getJson,
  normalizeDoi,
  type CitingWork,
  type SourceClient,
  type SourceResult,
} from "./source-http.server";

type S2Paper = {
  paperId?: string | null;
  title?: string | null;
  authors?: { name?: string | null }[];
  venue?: string | null;
  year?: number | null;
  externalIds?: { DOI?: string; PubMed?: string } | null;
  url?: string | null;
  citationCount?: number | null;
  abstract?: string | null;
  publicationDate?: string | null;
  fieldsOfStudy?: string[] | null;
};
type S2Page = { offset?: number; next?: number; data?: { citingPaper?: S2Paper }[] };

const FIELDS = "title,authors,venue,year,externalIds,url,citationCount,abstract,publicationDate,fieldsOfStudy";
const PAGE = 100;

function workOf(p: S2Paper): CitingWork | null {
  const title = clean(p.title);
  if (!title || !p.paperId) return null;
  const doi = normalizeDoi(p.externalIds?.DOI);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(p.publicationDate ?? "")
    ? p.publicationDate!
    : p.year
      ? `${p.year}-01-01`
      : null;
  return {
    externalId: doi ?? `s2:${p.paperId}`,
    doi,
    title,
    authors: (p.authors ?? []).map((a) => clean(a.name)).filter((n): n is string => n !== null),
    journalName: clean(p.venue),
    abstract: clean(p.abstract),
    keywords: (p.fieldsOfStudy ?? []).slice(0, 20),
    url: doi ? `https://doi.org/${doi}` : (p.url ?? null),
    citationCount: p.citationCount ?? 0,
    publicationDate: date,
  };
}

export async function fetchSemanticScholarCitations(client: SourceClient, doi: string): Promise<SourceResult> {
  const works: CitingWork[] = [];
  let offset = 0;
  while (works.length < MAX_CITATIONS_PER_SOURCE) {
    const page = await getJson<S2Page>(
      client,
      "Semantic Scholar",
      `/paper/DOI:${doiPath(doi)}/citations?fields=${FIELDS}&offset=${offset}&limit=${PAGE}`,
    );
    if (!page) break;
    for (const row of page.data ?? []) {
      const work = row.citingPaper ? workOf(row.citingPaper) : null;
      if (work) works.push(work);
    }
    if (typeof page.next !== "number" || page.next <= offset || (page.data ?? []).length === 0) break;
    offset = page.next;
  }
  return { works: works.slice(0, MAX_CITATIONS_PER_SOURCE), reportedTotal: null };
}
