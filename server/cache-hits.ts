import type { IncomingMessage, RequestListener } from "node:http";
import { forwardedClientAddress } from "~/lib/client-address.server";
import { logger } from "~/lib/logger.server";
import { memoizeStringPair } from "~/lib/string-memo";
import { services } from "~/lib/services.server";
import { countPageView } from "~/modules/analytics/analytics-counter.server";
import type { CountableRequest } from "~/modules/usage/usage-filter";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import { chooseEncoding } from "./compression";
import { pageCacheKey, type CachedPage, type PageCache } from "./page-cache";

// Cached pages are answered from Node's own request, before a web Request, Hono's routing and its
// middleware are built for it: serving a kept page then costs about what serving a static file
// costs (ADR 035). Everything those would add is in the entry already (security headers, the CSP
// of the page's inline scripts), and the views are counted as for a rendered page.

/** A host header Hono's adapter keeps as it is in the request URL (so the keys are the same). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;

/**
 * A request's URL as Hono's adapter writes it, kept per host and target: the cache key, the counted
 * path and the double-click key are then looked up with strings whose hashes the maps already know.
 */
const urlOf = memoizeStringPair((host, target) => `http://${host}${target}`);

/** How often the number of pages served from the cache is logged (per request only at debug). */
const HIT_LOG_INTERVAL_MS = 60_000;

/**
 * A request listener that answers from `cache` whatever it holds and passes every other request to
 * `next` (the Hono application, which renders, fills the cache, and answers the rare request whose
 * URL it writes differently).
 */
export function cachedPagesFirst(cache: PageCache, next: RequestListener): RequestListener {
  let hits = 0;
  setInterval(() => {
    if (hits > 0) logger.info({ hits, seconds: HIT_LOG_INTERVAL_MS / 1000 }, "pages served from the page cache");
    hits = 0;
  }, HIT_LOG_INTERVAL_MS).unref();

  return (req, res) => {
    const { method, url: target = "", headers } = req;
    const host = headers.host;
    if ((method !== "GET" && method !== "HEAD") || !host || !PLAIN_HOST.test(host) || target[0] !== "/") {
      return next(req, res);
    }
    const url = urlOf(host, target);
    const key = pageCacheKey({ method, url, cookie: headers.cookie, authorization: headers.authorization });
    const entry = key ? cache.get(key) : undefined;
    if (!entry) return next(req, res);

    const answer = cache.answer(entry, chooseEncoding(headers["accept-encoding"]));
    res.writeHead(answer.status, answer.head);
    res.end(method === "HEAD" ? undefined : answer.body);
    hits++;
    if (logger.isLevelEnabled("debug")) logger.debug({ method, path: target, status: answer.status }, "cache hit");
    // Only a GET with a user agent can count (usage-filter.ts): the others are not looked at.
    if (method === "GET" && headers["user-agent"]) countSoon(entry, req, url);
  };
}

/** Hits answered in this turn of the event loop, counted together once it has written them. */
let waiting: { entry: CachedPage; req: IncomingMessage; url: string; socket: string | undefined }[] = [];

/**
 * Counting a hit where it is answered cost about 10 µs, as much as a third of the answer itself:
 * between two answers the counters' code and data have left the processor's caches. Counted
 * together after the turn's answers are written, the same work costs a fraction of that (ADR 037).
 * The counts stay in this process's memory either way until the counters write them.
 */
function countSoon(entry: CachedPage, req: IncomingMessage, url: string): void {
  // The address now: a connection closed by then no longer has one.
  if (waiting.push({ entry, req, url, socket: req.socket.remoteAddress }) === 1) setImmediate(countWaiting);
}

function countWaiting(): void {
  const hits = waiting;
  waiting = [];
  try {
    const now = new Date();
    const hops = services().env.TRUST_PROXY_HOPS;
    for (const { entry, req, url, socket = "unknown" } of hits) {
      const address = forwardedClientAddress(socket, req.headers["x-forwarded-for"]?.toString(), hops);
      countCachedView(entry, countableRequest(req, url), address, now);
    }
  } catch (err) {
    logger.error({ err, hits: hits.length }, "page cache: hits could not be counted");
  }
}

/** Counts a reader served `entry` from the cache: a page view, and an article view if it is one. */
export function countCachedView(entry: CachedPage, request: CountableRequest, address: string, now = new Date()): void {
  if (entry.articleId) void recordArticleUsage(entry.articleId, "investigation", request, address, now);
  const contentType = entry.headers.find(([name]) => name === "content-type")?.[1] ?? null;
  void countPageView(request, address, { status: entry.status, contentType }, now);
}

/** What the counters read of Node's request: building a web Request cost more than the rest of a hit. */
function countableRequest(req: IncomingMessage, url: string): CountableRequest {
  const headers = req.headers;
  return {
    method: req.method ?? "GET",
    url,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}
