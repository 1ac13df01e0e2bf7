import type { MiddlewareHandler } from "hono";
import { logger } from "~/lib/logger.server";
import { hasOldBases, resolveOldOjsUrl } from "~/modules/ojs-import/ojs-redirects.server";

/**
 * A journal that moved in from OJS keeps its old links (ADR 065): a GET or HEAD on one of its old
 * base URLs (its old host pointed here) for an OJS page or file answers 301 to the new one. Other
 * requests pass at the cost of one lookup in a map of hosts.
 */
export function ojsOldUrls(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (!(await hasOldBases(url.host))) return next();
    try {
      const location = await resolveOldOjsUrl(url);
      if (location) return c.redirect(location, 301);
    } catch (err) {
      logger.warn({ err, path: url.pathname }, "old OJS address not resolved");
    }
    return next();
  };
}
