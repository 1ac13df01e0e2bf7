// 'Fill from Crossref': the DOI's registered metadata from Crossref's REST API (CROSSREF_API_URL,
// GET /works/{doi}), through the same polite client and rate limiter as the citation sources
// (ADR 026), so one process never asks Crossref faster than its shared limit.
import type { Env } from "~/lib/env.server";
import { endpointsOf, userAgentOf } from "~/modules/external-citations/sources/citation-sources.server";
import { getJson, SourceError } from "~/modules/external-citations/sources/source-http.server";
import { metadataOfCrossrefWork, type CrossrefWork } from "./crossref-work";
import type { ExtractedPdfMetadata } from "./pdf-metadata.types";

/** How long the editor waits for Crossref at most. */
const LOOKUP_TIMEOUT_MS = 10_000;

export type CrossrefLookup =
  { ok: true; metadata: ExtractedPdfMetadata } | { ok: false; reason: "unknown" | "unreachable"; detail: string };

/** The work registered for `doi` (a bare DOI), or why there is none. */
export async function lookUpCrossrefWork(env: Env, doi: string): Promise<CrossrefLookup> {
  const { crossref } = endpointsOf(env);
  const client = {
    ...crossref,
    userAgent: userAgentOf(env),
    email: env.EDITORIAL_EMAIL,
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  };
  try {
    const answer = await getJson<{ status?: string; message?: CrossrefWork }>(
      client,
      "Crossref",
      `/works/${doi.split("/").map(encodeURIComponent).join("/")}?mailto=${encodeURIComponent(env.EDITORIAL_EMAIL)}`,
    );
    if (!answer?.message) return { ok: false, reason: "unknown", detail: "Crossref does not know this DOI." };
    return { ok: true, metadata: metadataOfCrossrefWork(answer.message) };
  } catch (error) {
    const detail = error instanceof SourceError ? error.message : "Crossref sent an answer that could not be read.";
    return { ok: false, reason: "unreachable", detail };
  }
}
