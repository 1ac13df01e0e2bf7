// How the clients of the open citation APIs talk HTTP: a descriptive User-Agent with a mailto, a
// timeout per request, the source's rate limiter, and a 429's Retry-After honoured (up to a limit).
import { MAX_RETRY_AFTER_MS, REQUEST_TIMEOUT_MS } from "../external-citations.constants";
import { sleep, type RateLimiter } from "./rate-limiter.server";

export type SourceClient = {
  /** Base URL without a trailing slash. */
  baseUrl: string;
  userAgent: string;
  /** The contact address (NCBI's `email`, Crossref's `mailto`). */
  email: string;
  limiter: RateLimiter;
  /** The source's API key, when the installation has one (NCBI's `api_key`). */
  apiKey?: string;
  /** Aborts everything (the source's overall time limit). */
  signal?: AbortSignal;
  /** Longest Retry-After waited for; longer ones fail the source. */
  maxRetryAfterMs?: number;
};

/** A source could not answer (unreachable, 5xx, 429 for too long, unreadable answer). */
export class SourceError extends Error {}

const RETRIES_AFTER_429 = 2;

/** Milliseconds of a Retry-After header (seconds or an HTTP date); 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

/**
 * GETs `path` (with query) from the source. Resolves the parsed JSON, or null for a 404 (the
 * source does not know the DOI: no citations, not a failure).
 */
export async function getJson<T>(client: SourceClient, name: string, path: string): Promise<T | null> {
  const url = `${client.baseUrl}${path}`;
  for (let attempt = 0; ; attempt++) {
    await client.limiter.take(client.signal);
    let response: Response;
    try {
      const signals = [AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(client.signal ? [client.signal] : [])];
      response = await fetch(url, {
        headers: { "user-agent": client.userAgent, accept: "application/json" },
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (client.signal?.aborted) throw new SourceError(`${name} took too long to answer.`);
      const cause = (error as { cause?: { code?: string } }).cause;
      const why = (error as Error).name === "TimeoutError" ? "timed out" : (cause?.code ?? (error as Error).message);
      throw new SourceError(`${name} could not be reached (${why}).`);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      const wait = retryAfterMs(response.headers.get("retry-after"));
      client.limiter.holdFor(wait);
      if (attempt >= RETRIES_AFTER_429 || wait > (client.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS)) {
        throw new SourceError(`${name} is limiting requests (HTTP 429); try again later.`);
      }
      await sleep(wait, client.signal).catch(() => {
        throw new SourceError(`${name} took too long to answer.`);
      });
      continue;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SourceError(`${name} answered HTTP ${response.status}.`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new SourceError(`${name} sent an answer that is not JSON.`);
    }
  }
}

/** A DOI as sources and our keys write it: lower case, without a resolver prefix. */
export function normalizeDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  const doi = value
    .trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, "")
    .toLowerCase();
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

/** A citing work as every client returns it. */
export type CitingWork = {
  /** Our key: the DOI when known, else `pmid:<n>` or `s2:<id>`. */
  externalId: string;
  doi: string | null;
  title: string;
  authors: string[];
  journalName: string | null;
  abstract: string | null;
  keywords: string[];
  url: string | null;
  citationCount: number;
  /** yyyy-MM-dd, or null when unknown (a year alone is stored as yyyy-01-01). */
  publicationDate: string | null;
};

export type SourceResult = {
  works: CitingWork[];
  /** The total the source itself reports, when it has one (may exceed the works listed). */
  reportedTotal: number | null;
};

/** yyyy-MM-dd from parts; missing month or day are 1. Null when there is no valid year. */
export function dateOf(year?: number | null, month?: number | null, day?: number | null): string | null {
  if (!year || !Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const m = month && month >= 1 && month <= 12 ? month : 1;
  const d = day && day >= 1 && day <= 31 ? day : 1;
  return `${year}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export const clean = (s: string | null | undefined): string | null => {
  const text = s
    ?.replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text ? text : null;
};
