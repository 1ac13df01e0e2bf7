// A local stand-in for the open citation APIs of ADR 026, speaking their real JSON on one port:
//   /opencitations/index/v2/citations/doi:{doi}          OpenCitations Index API v2
//   /crossref/works/{doi}, /crossref/works?filter=doi:…  Crossref REST API
//   /s2/graph/v1/paper/DOI:{doi}/citations               Semantic Scholar Academic Graph API
//   /eutils/entrez/eutils/{esearch,elink,esummary}.fcgi  NCBI E-utilities (retmode=json)
// It knows the DOIs of the demo content (prefixes 10.63101 to 10.63104) and any DOI under
// 10.5555/known: each is cited by the same made-up works, so results are predictable. Other DOIs
// are unknown, as a real API answers them (an empty list, 404, no PMID). Special DOIs:
//   …/s2-fails-500      Semantic Scholar answers 500 (the other sources answer)
//   …/s2-429-once       Semantic Scholar answers 429 with Retry-After: 1 once, then the data
//   …/s2-429-always     Semantic Scholar always answers 429 with Retry-After: 1
import crypto from "node:crypto";
import http from "node:http";

export type FakeCitationApis = {
  url: string;
  /** Base URLs for the platform's configuration. */
  env: {
    OPENCITATIONS_URL: string;
    CROSSREF_API_URL: string;
    SEMANTIC_SCHOLAR_URL: string;
    PUBMED_EUTILS_URL: string;
  };
  /** Every request received: API, path with query, time and User-Agent. */
  requests: { api: string; path: string; at: number; userAgent: string }[];
  close(): Promise<void>;
};

const known = (doi: string) => /^10\.6310[1-4]\//.test(doi) || doi.startsWith("10.5555/known");
const slugOf = (doi: string) => crypto.createHash("sha1").update(doi).digest("hex").slice(0, 8);
const pmidOf = (doi: string) => String(30_000_000 + (parseInt(slugOf(doi), 16) % 1_000_000));

/** The works citing a known DOI, as the fake's sources describe them. */
export function citingWorksOf(doi: string) {
  const s = slugOf(doi);
  return {
    /** Listed by OpenCitations, described by Crossref (the first two also by Semantic Scholar). */
    crossref: [
      { doi: `10.5555/cites-${s}-1`, title: "Open access and the reach of regional journals", year: 2023, month: 4 },
      { doi: `10.5555/cites-${s}-2`, title: "Measuring citations beyond the big indexes", year: 2024, month: 2 },
      { doi: `10.5555/cites-${s}-3`, title: "A survey of pharmacy practice research", year: 2024, month: 9 },
    ],
    /** A paper Semantic Scholar knows without a DOI. */
    s2Only: { paperId: `s2only${s}`, title: "Preprint: citation flows in South Asian science", year: 2025 },
    /** PubMed's citing articles: one is the first Crossref work (same DOI), one has no DOI. */
    pubmed: [
      { pmid: String(40_000_000 + (parseInt(s, 16) % 1000)), doi: `10.5555/cites-${s}-1`, year: 2023 },
      { pmid: String(40_100_000 + (parseInt(s, 16) % 1000)), doi: null, year: 2024 },
    ],
  };
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json;charset=UTF-8", ...headers });
  res.end(JSON.stringify(body));
}

function crossrefItem(w: { doi: string; title: string; year: number; month: number }) {
  return {
    DOI: w.doi,
    title: [w.title],
    author: [
      { given: "Asha", family: "Verma", sequence: "first" },
      { given: "Tomás", family: "Ruiz", sequence: "additional" },
    ],
    "container-title": ["Journal of Open Scholarship"],
    "is-referenced-by-count": 2,
    issued: { "date-parts": [[w.year, w.month]] },
    URL: `https://doi.org/${w.doi}`,
    type: "journal-article",
  };
}

export async function startFakeCitationApis(opts: { port?: number } = {}): Promise<FakeCitationApis> {
  const requests: FakeCitationApis["requests"] = [];
  const s2Refused = new Set<string>();
  const doiOfPmid = new Map<string, string>();
  const citingPmids = new Map<string, { pmid: string; doi: string | null; year: number }>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = decodeURIComponent(url.pathname);
    const api = path.split("/")[1] ?? "";
    requests.push({ api, path: `${path}${url.search}`, at: Date.now(), userAgent: req.headers["user-agent"] ?? "" });

    // OpenCitations Index API v2: a JSON array, empty for an unknown DOI.
    let m = /^\/opencitations\/index\/v2\/citations\/doi:(.+)$/.exec(path);
    if (m) {
      const doi = m[1]!.toLowerCase();
      if (!known(doi)) return json(res, 200, []);
      const s = slugOf(doi);
      return json(
        res,
        200,
        citingWorksOf(doi).crossref.map((w, i) => ({
          oci: `0610${s}${i}-0610${s}`,
          citing: `omid:br/0610${s}${i} doi:${w.doi} openalex:W${s}${i}`,
          cited: `omid:br/0610${s} doi:${doi}`,
          creation: `${w.year}-${String(w.month).padStart(2, "0")}`,
          timespan: "P1Y",
          journal_sc: "no",
          author_sc: "no",
        })),
      );
    }

    // Crossref REST API: one work, or a filtered list of works.
    m = /^\/crossref\/works\/(.+)$/.exec(path);
    if (m) {
      const doi = m[1]!.toLowerCase();
      if (!known(doi)) {
        res.writeHead(404, { "content-type": "text/plain" });
        return res.end("Resource not found.");
      }
      return json(res, 200, {
        status: "ok",
        "message-type": "work",
        "message-version": "1.0.0",
        message: { DOI: doi, title: ["A demo article"], "is-referenced-by-count": 3, URL: `https://doi.org/${doi}` },
      });
    }
    if (path === "/crossref/works") {
      const wanted = (url.searchParams.get("filter") ?? "")
        .split(",")
        .map((f) => /^doi:(.+)$/.exec(f)?.[1]?.toLowerCase())
        .filter((d): d is string => Boolean(d));
      const items = wanted.flatMap((d) => {
        const s = /^10\.5555\/cites-([0-9a-f]{8})-(\d)$/.exec(d);
        if (!s) return [];
        const all = [1, 2, 3].map((n) => ({
          doi: `10.5555/cites-${s[1]}-${n}`,
          title: [
            "Open access and the reach of regional journals",
            "Measuring citations beyond the big indexes",
            "A survey of pharmacy practice research",
          ][n - 1]!,
          year: [2023, 2024, 2024][n - 1]!,
          month: [4, 2, 9][n - 1]!,
        }));
        return [crossrefItem(all[Number(s[2]) - 1]!)];
      });
      return json(res, 200, {
        status: "ok",
        "message-type": "work-list",
        "message-version": "1.0.0",
        message: { facets: {}, "total-results": items.length, items, "items-per-page": items.length, query: {} },
      });
    }

    // Semantic Scholar Graph API: citations of a paper.
    m = /^\/s2\/graph\/v1\/paper\/DOI:(.+)\/citations$/.exec(path);
    if (m) {
      const doi = m[1]!.toLowerCase();
      if (doi.endsWith("/s2-fails-500")) return json(res, 500, { message: "Internal Server Error" });
      if (doi.endsWith("/s2-429-always") || (doi.endsWith("/s2-429-once") && !s2Refused.has(doi))) {
        s2Refused.add(doi);
        return json(
          res,
          429,
          { message: "Too Many Requests. Please wait and try again or apply for a key for higher rate limits." },
          { "retry-after": "1" },
        );
      }
      if (!known(doi)) return json(res, 404, { error: `Paper with id DOI:${doi} not found` });
      const w = citingWorksOf(doi);
      const paper = (p: { paperId: string; title: string; year: number; doi: string | null }) => ({
        paperId: p.paperId,
        externalIds: p.doi ? { DOI: p.doi } : { ArXiv: "2501.00001" },
        url: `https://www.semanticscholar.org/paper/${p.paperId}`,
        title: p.title,
        venue: p.doi ? "Journal of Open Scholarship" : "arXiv.org",
        year: p.year,
        citationCount: 1,
        publicationDate: null,
        authors: [{ authorId: "1", name: "Asha Verma" }],
      });
      const data = [
        ...w.crossref.slice(0, 2).map((c) => ({ citingPaper: paper({ paperId: `p${c.doi.slice(-10)}`, ...c }) })),
        { citingPaper: paper({ ...w.s2Only, doi: null }) },
      ];
      const offset = Number(url.searchParams.get("offset") ?? 0);
      return json(res, 200, { offset, data: data.slice(offset) });
    }

    // NCBI E-utilities, retmode=json.
    const eutil = /^\/eutils\/entrez\/eutils\/(esearch|elink|esummary)\.fcgi$/.exec(path)?.[1];
    if (eutil === "esearch") {
      const doi = (url.searchParams.get("term") ?? "").replace(/\[doi\]$/i, "").toLowerCase();
      const ids = known(doi) ? [pmidOf(doi)] : [];
      for (const id of ids) doiOfPmid.set(id, doi);
      return json(res, 200, {
        header: { type: "esearch", version: "0.3" },
        esearchresult: { count: String(ids.length), retmax: String(ids.length), retstart: "0", idlist: ids },
      });
    }
    if (eutil === "elink") {
      const id = url.searchParams.get("id") ?? "";
      const doi = doiOfPmid.get(id);
      const citing = doi ? citingWorksOf(doi).pubmed : [];
      for (const c of citing) citingPmids.set(c.pmid, c);
      return json(res, 200, {
        header: { type: "elink", version: "0.3" },
        linksets: [
          {
            dbfrom: "pubmed",
            ids: [id],
            ...(citing.length > 0
              ? {
                  linksetdbs: [{ dbto: "pubmed", linkname: "pubmed_pubmed_citedin", links: citing.map((c) => c.pmid) }],
                }
              : {}),
          },
        ],
      });
    }
    if (eutil === "esummary") {
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      const result: Record<string, unknown> = { uids: ids };
      for (const id of ids) {
        const c = citingPmids.get(id);
        if (!c) {
          result[id] = { uid: id, error: "cannot get document summary" };
          continue;
        }
        result[id] = {
          uid: id,
          pubdate: c.doi ? "2023 Apr 12" : "2024 Jan",
          source: "Pharm Pract",
          authors: [
            { name: "Verma A", authtype: "Author", clusterid: "" },
            { name: "Okafor N", authtype: "Author", clusterid: "" },
          ],
          title: c.doi
            ? "Open access and the reach of regional journals."
            : "Pharmacists' views on open data: a survey.",
          fulljournalname: "Pharmacy practice",
          sortpubdate: c.doi ? "2023/04/12 00:00" : "2024/01/01 00:00",
          articleids: [
            { idtype: "pubmed", idtypen: 1, value: id },
            ...(c.doi ? [{ idtype: "doi", idtypen: 3, value: c.doi }] : []),
          ],
        };
      }
      return json(res, 200, { header: { type: "esummary", version: "0.3" }, result });
    }

    json(res, 404, { message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      OPENCITATIONS_URL: `${url}/opencitations/index/v2`,
      CROSSREF_API_URL: `${url}/crossref`,
      SEMANTIC_SCHOLAR_URL: `${url}/s2/graph/v1`,
      PUBMED_EUTILS_URL: `${url}/eutils/entrez/eutils`,
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
