import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pingDatabase } from "../app/db/client.server";
import { logger } from "../app/lib/logger.server";
import { clientAddressContext } from "../app/lib/request-context";
import { services } from "../app/lib/services.server";
import { recordArticleUsage, USAGE_HEADER } from "../app/modules/usage/usage.service.server";
import { authRoutes } from "./auth-routes";
import { fileRoutes } from "./file-routes";
import { notificationRoutes } from "./notification-routes";
import { isCacheableRequest, PageCache, sharedMaxAge } from "./page-cache";
import { seoRoutes } from "./seo-routes";

/**
 * The HTTP application: health checks and non-UI endpoints first, then every other request goes
 * to React Router. `loadBuild` returns the route build (re-imported per request in development).
 */
export function createHttpApp(loadBuild: () => Promise<ServerBuild>, mode: "development" | "production") {
  const app = new Hono();

  // One JSON log line per request, with status and duration.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A client that went away before the answer gets 499 in the log, as nginx writes it.
    const status = c.req.raw.signal.aborted ? 499 : c.res.status;
    logger.info({ method: c.req.method, path: c.req.path, status, ms }, "request");
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const ok = await pingDatabase(services().database.db);
    return c.json({ status: ok ? "ok" : "database unavailable" }, ok ? 200 : 503);
  });

  app.route("/", fileRoutes);
  app.route("/", seoRoutes);
  app.route("/", authRoutes(clientAddress));
  app.route("/", notificationRoutes());

  let handler: ((request: Request, context: RouterContextProvider) => Promise<Response>) | undefined;
  const pageCache = new PageCache();
  app.all("*", async (c) => {
    // Development re-imports the build on every request (hot reload); production resolves it once,
    // as a dynamic import per request costs milliseconds of module resolution.
    handler ??= createRequestHandler(mode === "development" ? loadBuild : await loadBuild(), mode);
    const request = c.req.raw;
    const address = clientAddress(c);
    const cacheable = mode === "production" && isCacheableRequest(request);
    const key = `${request.method === "HEAD" ? "GET" : request.method} ${c.req.url}`;

    const hit = cacheable ? pageCache.get(key) : undefined;
    if (hit) {
      const headers = new Headers(hit.headers);
      countUsage(headers, request, address);
      headers.set("x-cache", "HIT");
      return new Response(request.method === "HEAD" ? null : hit.body, { status: hit.status, headers });
    }

    const context = new RouterContextProvider();
    context.set(clientAddressContext, address);
    const response = await handler(request, context);
    countUsage(response.headers, request, address);
    const maxAge = cacheable && response.status === 200 ? sharedMaxAge(response.headers.get("cache-control")) : 0;
    if (maxAge === 0) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    pageCache.set(key, {
      status: response.status,
      headers: [...response.headers],
      body,
      expiresAt: Date.now() + maxAge * 1000,
    });
    const headers = new Headers(response.headers);
    headers.set("x-cache", "MISS");
    return new Response(request.method === "HEAD" ? null : body, { status: response.status, headers });
  });

  app.onError((err, c) => {
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * Pages that count as a view of an article name it in an internal header; the count happens here so
 * that views served from the page cache are counted too. The header never reaches the client.
 */
function countUsage(headers: Headers, request: Request, address: string): void {
  const articleId = headers.get(USAGE_HEADER);
  if (!articleId) return;
  headers.delete(USAGE_HEADER);
  void recordArticleUsage(articleId, "investigation", request, address);
}

/** The socket address of the client (no proxy headers are trusted). */
export function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
