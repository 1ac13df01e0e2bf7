import crypto from "node:crypto";
import { getAuth } from "~/lib/auth.server";
import { logger } from "~/lib/logger.server";
import { clientAddressKey, consumeRateLimits, type RateLimitRule } from "~/lib/rate-limit.server";
import { db } from "~/lib/services.server";
import { memoizeStringPair } from "~/lib/string-memo";
import { sessionCookieOf } from "~/modules/auth/session.server";
import { incrementUsage } from "./usage.repository.server";
import {
  CeilingMemo,
  DAY_MS,
  DoubleClickFilter,
  HOUR_MS,
  USAGE_CEILINGS,
  isCountableRequest,
  type CountableRequest,
} from "./usage-filter";

const doubleClicks = new DoubleClickFilter();
const repeatedCookies = new DoubleClickFilter();
const fullCeilings = new CeilingMemo();

/**
 * Counts being decided at once. Every view of a cached page may start one, and a flood of new
 * readers (each a transaction) can arrive faster than the database takes them: beyond this many,
 * a count is dropped and reported, rather than queued without end in memory.
 */
const MAX_COUNTS_IN_FLIGHT = 500;
let inFlight = 0;
let droppedCounts = 0;
let lastDropReport = 0;

/** A page response that counts as a view of an article names it in this (internal) header. */
export const USAGE_HEADER = "x-usage-article";

export type UsageKind = "investigation" | "request";

/**
 * Counts a view or a download of an article the way COUNTER R5.1 does (ADR 005): on the server,
 * robots, prefetches, HEAD and requests without a user agent excluded; the same user-session and
 * item within 30 seconds once; and per client address at most 10 counted views and 10 counted
 * downloads of one article in 24 hours and 100 counted events in an hour. The user-session is the
 * signed-in reader's session; without one, the client address alone (not address + user agent:
 * a script rotating its user agent must not become a new reader on every request). Returns whether
 * it counted. Never throws: a lost count must not break the page or the download.
 */
export function recordArticleUsage(
  articleId: string,
  kind: UsageKind,
  request: CountableRequest,
  clientAddress: string,
  now = new Date(),
): Promise<boolean> {
  // Up to the database, everything is decided at once: a repeated view of a page served from the
  // cache (most of them) costs no promise, no query and no session lookup (ADR 037).
  try {
    if (!isCountableRequest(request)) return NOT_COUNTED;
    // The same session cookie again within the window is the same reader again, known without
    // reading the session. Only a cookie's first request in a window looks its session up.
    const cookie = sessionCookieOf(request);
    if (cookie !== null && !repeatedCookies.shouldCount(`${kind}|${articleId}|${sha256(cookie)}`, now.getTime())) {
      return NOT_COUNTED;
    }
    if (inFlight >= MAX_COUNTS_IN_FLIGHT) {
      droppedCounts++;
      if (now.getTime() - lastDropReport >= 60_000) {
        lastDropReport = now.getTime();
        logger.warn({ dropped: droppedCounts }, "usage counts dropped: more arrive than the database takes");
      }
      return NOT_COUNTED;
    }
    const address = clientAddressKey(clientAddress);
    // Without a session cookie the reader is the address, and a repeat is known now.
    if (cookie === null && !doubleClicks.shouldCount(addressReaderKey[kind](articleId, address), now.getTime())) {
      return NOT_COUNTED;
    }
    return countUsage(articleId, kind, request, cookie, address, now);
  } catch (err) {
    logger.error({ err, articleId, kind }, "usage count failed");
    return NOT_COUNTED;
  }
}

const NOT_COUNTED = Promise.resolve(false);

/**
 * The double-click key of an article and a reader known by address, per kind, kept: a repeated
 * view of a cached page then looks up a string whose hash the map already knows.
 */
const addressReaderKey = {
  investigation: memoizeStringPair((articleId, address) => `investigation|${articleId}|a:${address}`),
  request: memoizeStringPair((articleId, address) => `request|${articleId}|a:${address}`),
} satisfies Record<UsageKind, unknown>;

/** The rest of recordArticleUsage: the reader's session, the ceilings and the count, in the database. */
async function countUsage(
  articleId: string,
  kind: UsageKind,
  request: CountableRequest,
  cookie: string | null,
  address: string,
  now: Date,
): Promise<boolean> {
  inFlight++;
  try {
    if (cookie !== null) {
      const session = await readerSession(request);
      // A cookie without a valid session is the address's reader, under the same key as above.
      const key = session ? `${kind}|${articleId}|s:${sha256(session)}` : addressReaderKey[kind](articleId, address);
      if (!doubleClicks.shouldCount(key, now.getTime())) return false;
    }

    const ceilings: RateLimitRule[] = [
      {
        key: `usage:${kind}:${articleId}:${address}`,
        limit:
          kind === "request" ? USAGE_CEILINGS.requestsPerArticlePerDay : USAGE_CEILINGS.investigationsPerArticlePerDay,
        windowMs: DAY_MS,
      },
      { key: `usage:all:${address}`, limit: USAGE_CEILINGS.eventsPerHour, windowMs: HOUR_MS },
    ];
    if (
      fullCeilings.isFull(
        ceilings.map((c) => c.key),
        now.getTime(),
      )
    )
      return false;

    // The ceilings' hits and the count in one transaction: both or neither.
    const decision = await db().transaction(async (tx) => {
      const decision = await consumeRateLimits(tx, ceilings, now);
      if (decision.allowed) await incrementUsage(tx, articleId, kind, now);
      return decision;
    });
    if (!decision.allowed) {
      fullCeilings.markFull(decision.rule.key, now.getTime() + decision.retryAfterMs);
      return false;
    }
    return true;
  } catch (err) {
    logger.error({ err, articleId, kind }, "usage count failed");
    return false;
  } finally {
    inFlight--;
  }
}

/**
 * The id of the signed-in reader's session, or null. Only a valid session counts: a made-up cookie
 * would otherwise be a new user-session on every request. The lookup never renews the session (the
 * renewed cookie could not reach the browser from here).
 */
async function readerSession(request: CountableRequest): Promise<string | null> {
  try {
    const headers = new Headers({ cookie: request.headers.get("cookie") ?? "" });
    const found = await getAuth().api.getSession({ headers, query: { disableRefresh: true } });
    return found?.session.id ?? null;
  } catch {
    return null;
  }
}

function sha256(text: string): string {
  return crypto.hash("sha256", text, "base64url");
}
