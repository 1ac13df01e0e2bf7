import type { Context } from "hono";
import { Hono } from "hono";
import { recordBeacon } from "~/modules/analytics/analytics-counter.server";
import { BEACON_MAX_BYTES } from "~/modules/analytics/analytics.constants";

/** Where public pages send their beacon (ADR 028). */
export const ANALYTICS_BEACON_PATH = "/api/analytics/beacon";

/**
 * POST /api/analytics/beacon: the time spent on a page, sent with navigator.sendBeacon when it is
 * left. Same-origin only (the app's sameOriginWrites refuses others with 403), a body of at most
 * BEACON_MAX_BYTES, no cookies read; the visitor key is derived here, as for page views. Answers
 * 204 (counted, or ignored past the visitor's daily limit), 400 or 413. Never cached.
 */
export function analyticsRoutes(clientAddress: (c: Context) => string): Hono {
  const app = new Hono();
  app.post(ANALYTICS_BEACON_PATH, async (c) => {
    const noStore = { "cache-control": "no-store" };
    if (Number(c.req.header("content-length") ?? "0") > BEACON_MAX_BYTES) return c.body(null, 413, noStore);
    const body = await c.req.text().catch(() => null);
    if (body === null) return c.body(null, 400, noStore);
    const status = await recordBeacon(c.req.raw, clientAddress(c), body);
    return c.body(null, status as 204 | 400 | 413, noStore);
  });
  app.all(ANALYTICS_BEACON_PATH, (c) => c.body(null, 405, { allow: "POST", "cache-control": "no-store" }));
  return app;
}
