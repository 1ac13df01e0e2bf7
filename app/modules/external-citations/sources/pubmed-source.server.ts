// The 'pubmed' source: NCBI E-utilities. esearch finds the article's PMID from its DOI, elink with
// linkname pubmed_pubmed_citedin lists the PubMed articles citing it (from PubMed Central's
// reference lists), esummary describes them, 200 at a time. Without an API key NCBI allows 3
// requests a second, 10 with one (NCBI_API_KEY); every request names the tool and a contact address.
import { MAX_CITATIONS_PER_SOURCE } from "../external-citations.constants";
import {
  clean,
  getJson,
  normalizeDoi,
  type CitingWork,
  type SourceClient,
  type SourceResult,
} from "./source-http.server";

type ESearch = { esearchresult?: { idlist?: string[]; ERROR?: string } };
type ELink = { linksets?: { linksetdbs?: { linkname?: string; links?: (string | number)[] }[] }[] };
type ESummaryDoc = {
  uid?: string;
  title?: string;
  authors?: { name?: string; authtype?: string }[];
  fulljournalname?: string;
  source?: string;
  sortpubdate?: string;
  pubdate?: string;
  articleids?: { idtype?: string; value?: string }[];
  error?: string;
};
type ESummary = { result?: { uids?: string[] } & Record<string, ESummaryDoc | string[] | undefined> };

const SUMMARY_BATCH = 200;

const identify = (client: SourceClient) =>
  `tool=scholarly-platform&email=${encodeURIComponent(client.email)}&retmode=json` +
  (client.apiKey ? `&api_key=${encodeURIComponent(client.apiKey)}` : "");

function workOf(pmid: string, doc: ESummaryDoc): CitingWork | null {
  const title = clean(doc.title);
  if (!title) return null;
  const doi = normalizeDoi(doc.articleids?.find((a) => a.idtype === "doi")?.value);
  const sort = /^(\d{4})\/(\d{2})\/(\d{2})/.exec(doc.sortpubdate ?? "");
  return {
    externalId: doi ?? `pmid:${pmid}`,
    doi,
    title: title.replace(/\.$/, ""),
    authors: (doc.authors ?? [])
      .filter((a) => !a.authtype || a.authtype === "Author")
      .map((a) => clean(a.name))
      .filter((n): n is string => n !== null),
    journalName: clean(doc.fulljournalname ?? doc.source),
    abstract: null,
    keywords: [],
    url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    citationCount: 0,
    publicationDate: sort ? `${sort[1]}-${sort[2]}-${sort[3]}` : null,
  };
}

export async function fetchPubmedCitations(client: SourceClient, doi: string): Promise<SourceResult> {
  const search = await getJson<ESearch>(
    client,
    "PubMed",
    `/esearch.fcgi?db=pubmed&term=${encodeURIComponent(`${doi}[doi]`)}&${identify(client)}`,
  );
  const pmid = search?.esearchresult?.idlist?.[0];
  if (!pmid) return { works: [], reportedTotal: null };
  const link = await getJson<ELink>(
    client,
    "PubMed",
    `/elink.fcgi?dbfrom=pubmed&db=pubmed&linkname=pubmed_pubmed_citedin&id=${encodeURIComponent(pmid)}&${identify(client)}`,
  );
  const citing = [
    ...new Set(
      (link?.linksets?.[0]?.linksetdbs ?? [])
        .filter((l) => l.linkname === "pubmed_pubmed_citedin")
        .flatMap((l) => l.links ?? [])
        .map(String)
        .filter((id) => /^\d+$/.test(id)),
    ),
  ];
  const reportedTotal = citing.length;
  const wanted = citing.slice(0, MAX_CITATIONS_PER_SOURCE);
  const works: CitingWork[] = [];
  for (let i = 0; i < wanted.length; i += SUMMARY_BATCH) {
    const ids = wanted.slice(i, i + SUMMARY_BATCH);
    const summary = await getJson<ESummary>(
      client,
      "PubMed",
      `/esummary.fcgi?db=pubmed&id=${ids.join(",")}&${identify(client)}`,
    );
    for (const id of ids) {
      const doc = summary?.result?.[id];
      if (!doc || Array.isArray(doc) || doc.error) continue;
      const work = workOf(id, doc);
      if (work) works.push(work);
    }
  }
  return { works, reportedTotal };
}
