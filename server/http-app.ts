import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pingDatabase } from "~/db/client.server";
import { forwardedClientAddress } from "~/lib/client-address.server";
import { forwardedRequest } from "~/lib/forwarded-url.server";
import { markerFollowing } from "~/modules/auth/signed-in-marker.server";
import { onContentChange } from "~/lib/content-changes.server";
import { logger } from "~/lib/logger.server";
import { wholeBody, wholeResponse } from "~/lib/whole-response.server";
import { clientAddressContext, cspNonceContext } from "~/lib/request-context";
import { services } from "~/lib/services.server";
import { countPageView } from "~/modules/analytics/analytics-counter.server";
import { startArticlePage } from "~/modules/articles/article-page-early.server";
import { recordArticleUsage, USAGE_HEADER } from "~/modules/usage/usage.service.server";
import { analyticsRoutes } from "./analytics-routes";
import { ojsOldUrls } from "./ojs-old-urls";
import { authRoutes } from "./auth-routes";
import { fileRoutes } from "./file-routes";
import { notificationRoutes } from "./notification-routes";
import { pageCacheKey, PageCache, sharedMaxAge } from "./page-cache";
import { placeOf, RenderQueue } from "./render-queue";
import { countCachedView } from "./cache-hits";
import { createOaiRoutes, oaiRoutes } from "./oai-routes";
import { seoRoutes } from "./seo-routes";
import { staticFiles } from "./static-files";
import { chooseEncoding, compressAnswers, isCompressible } from "./compression";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  newNonce,
  refuseNulBytes,
  sameOriginWrites,
  securityHeaders,
  setSecurityHeaders,
} from "./security";

/**
 * The HTTP application: health checks and non-UI endpoints first, then every other request goes
 * to React Router. `loadBuild` returns the route build (re-imported per request in development).
 * `oai` sets the OAI-PMH page sizes (tests page through small lists). `pageCache` is the one the
 * server's request listener answers from (cachedPagesFirst).
 */
export function createHttpApp(
  loadBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
  {
    clientDir,
    oai,
    pageCache = new PageCache(),
    renders = new RenderQueue(),
  }: {
    clientDir?: string;
    oai?: Parameters<typeof createOaiRoutes>[0];
    pageCache?: PageCache;
    renders?: RenderQueue;
  } = {},
) {
  const app = new Hono();

  // One JSON log line per request, with status and duration (and the time it waited for its turn
  // to render, inTurn, before the application saw it).
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = tenths(performance.now() - started);
    // A client that went away before the answer gets 499 in the log, as nginx writes it.
    const status = c.req.raw.signal.aborted ? 499 : c.res.status;
    const waited = placeOf(incomingOf(c))?.waitedMs;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    logger.info(waited === undefined ? line : { ...line, waitedMs: tenths(waited) }, "request");
  });

  const publicUrl = () => services().env.publicUrl;
  app.use(securityHeaders(publicUrl));
  app.use(sameOriginWrites(() => new URL(publicUrl()).origin));
  app.use(refuseNulBytes());
  app.use(compressAnswers());
  app.use(signedInMarker(() => publicUrl().startsWith("https://")));

  if (clientDir) app.use(staticFiles(clientDir));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // Journal settings without a short name (an empty path segment the router cannot match) go to
  // the journals list (spec 002 section 2.8).
  app.get("/journal//settings", (c) => c.redirect("/dashboard/journals", 302));
  app.get("/readyz", async (c) => {
    const ok = await pingDatabase(services().database.db);
    return c.json({ status: ok ? "ok" : "database unavailable" }, ok ? 200 : 503);
  });

  // Old OJS addresses of journals that moved in (ADR 065): 301 to the new pages and files.
  app.use(ojsOldUrls());
  app.route("/", fileRoutes);
  app.route("/", seoRoutes);
  app.route("/", oai ? createOaiRoutes(oai) : oaiRoutes);
  app.route("/", authRoutes(clientAddress));
  app.route("/", notificationRoutes());
  app.route("/", analyticsRoutes(clientAddress));

  let handler: ((request: Request, context: RouterContextProvider) => Promise<Response>) | undefined;
  // Published content changed: nothing cached before the change may be served after it, and a page
  // rendered while the change committed must not be stored (its generation is then old).
  let generation = 0;
  // Pages and data requests are rendered two at a time, in their order of arrival (ADR 078); the
  // writes (actions, uploads) are not queued. The server's listener has a GET wait for its place
  // before the application sees it (inTurn); a request that reaches here without one (in tests)
  // waits here.
  onContentChange(() => {
    generation++;
    pageCache.clear();
  });
  app.all("*", async (c) => {
    // Development re-imports the build on every request (hot reload); production resolves it once,
    // as a dynamic import per request costs milliseconds of module resolution.
    handler ??= createRequestHandler(mode === "development" ? loadBuild : await loadBuild(), mode);
    // The page cache keys on the URL Node sees (as cachedPagesFirst does); the router gets the one
    // the browser asked for, so that its own origin check of page actions holds behind TLS.
    const request = c.req.raw;
    const routed = forwardedRequest(request, services().env.TRUST_PROXY_HOPS);
    const address = clientAddress(c);
    const key =
      mode === "production"
        ? pageCacheKey({
            method: request.method,
            url: c.req.url,
            cookie: c.req.header("cookie"),
            authorization: c.req.header("authorization"),
          })
        : null;

    // The server's request listener answers from the cache first (cachedPagesFirst); what reaches
    // this point with a kept page is a request whose URL only the adapter wrote in its usual form.
    const hit = key ? pageCache.get(key) : undefined;
    if (hit) {
      const answer = pageCache.answer(hit, chooseEncoding(c.req.header("accept-encoding")));
      countCachedView(hit, request, address);
      const body = request.method === "HEAD" ? null : answer.body;
      return new Response(body, { status: answer.status, headers: pairs(answer.head) });
    }

    // A rendered page gets a CSP nonce of its own (development serves Vite's own inline scripts,
    // so it has no CSP).
    const nonce = newNonce();
    const renderedInGeneration = generation;
    const context = new RouterContextProvider();
    context.set(clientAddressContext, address);
    context.set(cspNonceContext, nonce);
    const render = handler; // a constant, for the closure below
    const renderPage = () => {
      // A reader who left while the request waited gets nothing rendered (nginx's 499).
      if (request.signal.aborted) return Promise.resolve(new Response(null, { status: 499 }));
      startArticlePage(context, request.method, c.req.path, incomingOf(c));
      return render(routed, context);
    };
    const place = placeOf(incomingOf(c));
    const rendered =
      request.method !== "GET" && request.method !== "HEAD"
        ? await render(routed, context)
        : place
          ? await renderPage().finally(place.release)
          : await renders.run(renderPage);
    const headers = new Headers(rendered.headers);
    // A page the platform rendered gets the platform's policy; an HTML file that sets its own (an
    // HTML galley, sandboxed, ADR 072) keeps it: no nonce or script hash of ours may reach it.
    const html = mode === "production" && isHtml(headers) && !headers.has("content-security-policy");
    if (html) headers.set("content-security-policy", contentSecurityPolicy({ nonce }));
    const articleId = takeUsageArticle(headers);
    if (articleId) void recordArticleUsage(articleId, "investigation", request, address);
    void countPageView(request, address, { status: rendered.status, contentType: headers.get("content-type") });
    const whole = wholeBody(rendered);
    const init = { status: rendered.status, headers };
    const response = whole ? wholeResponse(whole, init) : new Response(rendered.body, init);
    // Only a GET fills the cache: React Router answers HEAD without a body, and storing that
    // would serve an empty page to every reader of the URL.
    const fills = request.method === "GET" && response.status === 200 && renderedInGeneration === generation;
    const maxAge = fills ? sharedMaxAge(response.headers.get("cache-control"), response.headers) : 0;
    if (maxAge === 0 || key === null) return response;
    const body = whole ?? new Uint8Array(await response.arrayBuffer());
    // The cached copy is served to many readers, so a nonce would be public: its CSP names the
    // hashes of the page's inline scripts instead, which only those very scripts match. It is
    // served before any middleware (cachedPagesFirst), so it carries their headers itself.
    const cachedHeaders = new Headers(headers);
    if (html) {
      const hashes = inlineScriptHashes(new TextDecoder().decode(body));
      cachedHeaders.set("content-security-policy", contentSecurityPolicy({ hashes }));
    }
    setSecurityHeaders(cachedHeaders, publicUrl());
    pageCache.set(key, {
      status: response.status,
      headers: [...cachedHeaders],
      body,
      expiresAt: Date.now() + maxAge * 1000,
      compressible: isCompressible(cachedHeaders),
      articleId,
    });
    headers.set("x-cache", "MISS");
    return wholeResponse(body, { status: response.status, headers });
  });

  app.onError((err, c) => {
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/** Node's request behind a Hono context (the adapter's binding; none in app.request() tests). */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

const tenths = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The article a page counts as a view of, which it names in an internal header: counted here, so
 * that views served from the page cache are counted too. The header never reaches the client.
 */
function takeUsageArticle(headers: Headers): string | undefined {
  const articleId = headers.get(USAGE_HEADER) ?? undefined;
  headers.delete(USAGE_HEADER);
  return articleId;
}

/** Flat name/value pairs (as Node writes a head) as Headers. */
function pairs(flat: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < flat.length; i += 2) headers.append(flat[i]!, flat[i + 1]!);
  return headers;
}

/**
 * Whatever sets or removes the session cookie (Better Auth's endpoints, the /auth forms, a renewal
 * by any page) sets or removes the signed-in marker with it (app/modules/auth/signed-in-marker.ts).
 */
function signedInMarker(secure: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const marker = markerFollowing(c.res.headers.getSetCookie(), secure());
    if (!marker) return;
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("set-cookie", marker);
  };
}

function isHtml(headers: Headers): boolean {
  return headers.get("content-type")?.startsWith("text/html") ?? false;
}

/** The client's address: the socket's, or behind TRUST_PROXY_HOPS proxies, X-Forwarded-For's. */
export function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  let socket: string;
  try {
    socket = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    socket = "unknown"; // app.request() in tests has no socket
  }
  return forwardedClientAddress(socket, c.req.header("x-forwarded-for"), services().env.TRUST_PROXY_HOPS);
}
