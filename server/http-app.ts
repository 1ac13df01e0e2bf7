import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pingDatabase } from "../app/db/client.server";
import { logger } from "../app/lib/logger.server";
import { clientAddressContext } from "../app/lib/request-context";
import { services } from "../app/lib/services.server";
import { fileRoutes } from "./file-routes";
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
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    const ok = await pingDatabase(services().database.db);
    return c.json({ status: ok ? "ok" : "database unavailable" }, ok ? 200 : 503);
  });

  app.route("/", fileRoutes);
  app.route("/", seoRoutes);

  let handler: ((request: Request, context: RouterContextProvider) => Promise<Response>) | undefined;
  app.all("*", async (c) => {
    handler ??= createRequestHandler(loadBuild, mode);
    const context = new RouterContextProvider();
    context.set(clientAddressContext, clientAddress(c));
    return handler(c.req.raw, context);
  });

  app.onError((err, c) => {
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/** The socket address of the client (no proxy headers are trusted). */
export function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
