// The 'crossref' source (ADR 026). Crossref's own cited-by list (/servlet/getForwardLinks) is open
// to Crossref members only, with their credentials, so the citing DOIs come from the OpenCitations
// Index API v2 (open citations, most of them Crossref's open reference lists), and each citing
// work is described by Crossref's public REST API (api.crossref.org), which also reports the
// article's own is-referenced-by-count.
import { MAX_CITATIONS_PER_SOURCE } from "../external-citations.constants";
import {
  clean,
  dateOf,
  getJson,
  normalizeDoi,
  type CitingWork,
  type SourceClient,
  type SourceResult,
} from "./source-http.server";

/** One row of OpenCitations' /citations/{id}: `citing` lists the citing work's ids ("omid:… doi:… pmid:…"). */
type OpenCitationsRow = { oci?: string; citing?: string; cited?: string; creation?: string };

type CrossrefWork = {
  DOI?: string;
  title?: string[];
  author?: { given?: string; family?: string; name?: string }[];
  "container-title"?: string[];
  "is-referenced-by-count"?: number;
  issued?: { "date-parts"?: (number | null)[][] };
  published?: { "date-parts"?: (number | null)[][] };
  URL?: string;
  abstract?: string;
  subject?: string[];
};

/** DOIs asked of Crossref in one /works request (the filter lives in the URL). */
const METADATA_BATCH = 40;
const SELECT = "DOI,title,author,container-title,is-referenced-by-count,issued,published,URL,abstract,subject";

/** A DOI in a URL path: each part escaped, its slashes kept (as the APIs' own examples write it). */
export const doiPath = (doi: string) => doi.split("/").map(encodeURIComponent).join("/");

/** The DOIs of the works that cite `doi`, according to OpenCitations. */
export async function openCitationsCitingDois(client: SourceClient, doi: string): Promise<string[]> {
  const rows = await getJson<OpenCitationsRow[]>(client, "OpenCitations", `/citations/doi:${doiPath(doi)}`);
  if (rows !== null && !Array.isArray(rows)) throw new Error("OpenCitations sent an unexpected answer.");
  const dois = (rows ?? [])
    .map((r) => /(?:^|\s)doi:(\S+)/.exec(r.citing ?? "")?.[1])
    .map((d) => normalizeDoi(d))
    .filter((d): d is string => d !== null);
  return [...new Set(dois)];
}

function workOf(w: CrossrefWork, doi: string): CitingWork {
  const parts = w.issued?.["date-parts"]?.[0] ?? w.published?.["date-parts"]?.[0] ?? [];
  const title = clean(w.title?.[0]);
  return {
    externalId: doi,
    doi,
    title: title ?? doi,
    authors: (w.author ?? [])
      .map((a) => clean(a.name ?? [a.given, a.family].filter(Boolean).join(" ")))
      .filter((n): n is string => n !== null),
    journalName: clean(w["container-title"]?.[0]),
    abstract: clean(w.abstract),
    keywords: (w.subject ?? []).slice(0, 20),
    url: w.URL ?? `https://doi.org/${doi}`,
    citationCount: w["is-referenced-by-count"] ?? 0,
    publicationDate: dateOf(parts[0], parts[1], parts[2]),
  };
}

/** Crossref's metadata of these DOIs, by DOI; DOIs Crossref does not hold are missing. */
export async function crossrefWorks(client: SourceClient, dois: string[]): Promise<Map<string, CitingWork>> {
  const found = new Map<string, CitingWork>();
  // A comma would split Crossref's filter: such DOIs are asked one by one.
  const listable = dois.filter((d) => !d.includes(","));
  for (let i = 0; i < listable.length; i += METADATA_BATCH) {
    const batch = listable.slice(i, i + METADATA_BATCH);
    const filter = batch.map((d) => `doi:${d}`).join(",");
    const query = `filter=${encodeURIComponent(filter)}&rows=${batch.length}&select=${SELECT}&mailto=${encodeURIComponent(client.email)}`;
    const answer = await getJson<{ message?: { items?: CrossrefWork[] } }>(client, "Crossref", `/works?${query}`);
    for (const item of answer?.message?.items ?? []) {
      const doi = normalizeDoi(item.DOI);
      if (doi) found.set(doi, workOf(item, doi));
    }
  }
  for (const doi of dois.filter((d) => d.includes(","))) {
    const answer = await getJson<{ message?: CrossrefWork }>(
      client,
      "Crossref",
      `/works/${doiPath(doi)}?mailto=${encodeURIComponent(client.email)}`,
    );
    if (answer?.message) found.set(doi, workOf(answer.message, doi));
  }
  return found;
}

/** Crossref's is-referenced-by-count of the article, or null when Crossref does not know the DOI. */
export async function crossrefCitedByCount(client: SourceClient, doi: string): Promise<number | null> {
  const answer = await getJson<{ message?: CrossrefWork }>(
    client,
    "Crossref",
    `/works/${doiPath(doi)}?mailto=${encodeURIComponent(client.email)}`,
  );
  return answer?.message?.["is-referenced-by-count"] ?? null;
}

/**
 * The 'crossref' source for one DOI: OpenCitations' citing DOIs, described by Crossref. A citing
 * DOI Crossref does not describe (another registration agency) is kept with its DOI as its title.
 */
export async function fetchCrossrefCitations(
  clients: { opencitations: SourceClient; crossref: SourceClient },
  doi: string,
): Promise<SourceResult> {
  const citing = (await openCitationsCitingDois(clients.opencitations, doi)).slice(0, MAX_CITATIONS_PER_SOURCE);
  const [metadata, reportedTotal] = await Promise.all([
    crossrefWorks(clients.crossref, citing),
    crossrefCitedByCount(clients.crossref, doi),
  ]);
  const works = citing.map(
    (d) =>
      metadata.get(d) ?? {
        externalId: d,
        doi: d,
        title: d,
        authors: [],
        journalName: null,
        abstract: null,
        keywords: [],
        url: `https://doi.org/${d}`,
        citationCount: 0,
        publicationDate: null,
      },
  );
  return { works, reportedTotal };
}
