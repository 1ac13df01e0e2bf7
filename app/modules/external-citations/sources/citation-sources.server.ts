// Asks the chosen sources about one DOI, all at once, each within its own time limit: a source
// that fails or is too slow is reported as failed and does not hold back or lose the others.
import type { Env } from "~/lib/env.server";
import { SOURCE_LABELS, SOURCE_TIMEOUT_MS, type QueryableSource } from "../external-citations.constants";
import { fetchCrossrefCitations } from "./crossref-source.server";
import { fetchPubmedCitations } from "./pubmed-source.server";
import { limiterOf, PUBMED_WITH_KEY_INTERVAL_MS, type LimiterName, type RateLimiter } from "./rate-limiter.server";
import { fetchSemanticScholarCitations } from "./semantic-scholar-source.server";
import { SourceError, type SourceClient, type SourceResult } from "./source-http.server";

export type SourceOutcome =
  { source: QueryableSource; ok: true; result: SourceResult } | { source: QueryableSource; ok: false; error: string };

type Endpoint = { baseUrl: string; limiter: RateLimiter; apiKey?: string };
export type SourceEndpoints = Record<LimiterName, Endpoint>;

/** The APIs of the configuration, each with the process's limiter. */
export function endpointsOf(env: Env): SourceEndpoints {
  const base = (url: string) => url.replace(/\/+$/, "");
  return {
    opencitations: { baseUrl: base(env.OPENCITATIONS_URL), limiter: limiterOf("opencitations") },
    crossref: { baseUrl: base(env.CROSSREF_API_URL), limiter: limiterOf("crossref") },
    semantic_scholar: { baseUrl: base(env.SEMANTIC_SCHOLAR_URL), limiter: limiterOf("semantic_scholar") },
    // With an NCBI API key, PubMed allows more requests a second.
    pubmed: {
      baseUrl: base(env.PUBMED_EUTILS_URL),
      limiter: env.NCBI_API_KEY ? limiterOf("pubmed", PUBMED_WITH_KEY_INTERVAL_MS) : limiterOf("pubmed"),
      apiKey: env.NCBI_API_KEY,
    },
  };
}

/** Who is asking: the platform's address and a contact (Crossref's polite pool, NCBI's rules). */
export function userAgentOf(env: Env): string {
  return `ScholarlyPlatform/1.0 (+${env.publicUrl}; mailto:${env.EDITORIAL_EMAIL})`;
}

export async function askSources(
  doi: string,
  sources: readonly QueryableSource[],
  opts: { endpoints: SourceEndpoints; userAgent: string; email: string; timeoutMs?: number },
): Promise<SourceOutcome[]> {
  return Promise.all(
    sources.map(async (source): Promise<SourceOutcome> => {
      const signal = AbortSignal.timeout(opts.timeoutMs ?? SOURCE_TIMEOUT_MS);
      const client = (name: LimiterName): SourceClient => ({
        ...opts.endpoints[name],
        userAgent: opts.userAgent,
        email: opts.email,
        signal,
      });
      try {
        const result =
          source === "crossref"
            ? await fetchCrossrefCitations(
                { opencitations: client("opencitations"), crossref: client("crossref") },
                doi,
              )
            : source === "pubmed"
              ? await fetchPubmedCitations(client("pubmed"), doi)
              : await fetchSemanticScholarCitations(client("semantic_scholar"), doi);
        return { source, ok: true, result };
      } catch (error) {
        const message =
          error instanceof SourceError
            ? error.message
            : signal.aborted
              ? `${SOURCE_LABELS[source]} took too long to answer.`
              : `${SOURCE_LABELS[source]} sent an answer that could not be read.`;
        return { source, ok: false, error: message };
      }
    }),
  );
}
