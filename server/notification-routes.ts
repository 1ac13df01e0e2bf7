import { Hono } from "hono";
import { logger } from "~/lib/logger.server";
import { can } from "~/modules/auth/permissions";
import { loadSession } from "~/modules/auth/session.server";
import { NOTIFICATION_STREAM_PATH } from "~/modules/notifications/notifications.constants";
import {
  NOTIFICATION_STREAM_HEADERS,
  openNotificationStream,
} from "~/modules/notifications/notifications-stream.server";

/**
 * GET /api/notifications/stream: the signed-in admin's new notifications as Server-Sent Events
 * (see openNotificationStream). A visitor gets 401, a signed-in non-admin 403, both as JSON.
 */
export function notificationRoutes(): Hono {
  const app = new Hono();
  app.get(NOTIFICATION_STREAM_PATH, async (c) => {
    const { user, headers: sessionHeaders } = await loadSession(c.req.raw);
    const answer = (body: BodyInit | null, status: number, headers: Record<string, string>) => {
      const response = new Response(body, { status, headers });
      // A renewed session cookie (or the removal of a stale one) goes back with any answer.
      for (const cookie of sessionHeaders.getSetCookie()) response.headers.append("set-cookie", cookie);
      return response;
    };
    const json = (status: number, message: string) =>
      answer(JSON.stringify({ message }), status, { "content-type": "application/json", "cache-control": "no-store" });

    if (!user) return json(401, "Authentication required");
    if (!can(user, "notifications.view")) return json(403, "Insufficient permissions");
    try {
      const stream = await openNotificationStream(user, c.req.raw.signal);
      return answer(stream, 200, { ...NOTIFICATION_STREAM_HEADERS });
    } catch (err) {
      logger.error({ err }, "notifications: cannot open the stream");
      return json(503, "Live notifications are unavailable. Please try again.");
    }
  });
  return app;
}
