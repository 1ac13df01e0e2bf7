import { Hono, type Context } from "hono";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "~/lib/auth.server";

/**
 * Better Auth's endpoints under /api/auth/*. The client address header is overwritten with the
 * client's address (`clientAddress`: the socket's, or behind trusted proxies the one they wrote)
 * before Better Auth sees the request, so rate limits apply per real client and a client cannot
 * choose its own bucket. Answers are never stored by caches.
 */
export function authRoutes(clientAddress: (c: Context) => string): Hono {
  const app = new Hono();
  app.all(`${AUTH_BASE_PATH}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers);
    const address = clientAddress(c);
    if (address === "unknown") headers.delete(CLIENT_IP_HEADER);
    else headers.set(CLIENT_IP_HEADER, address);
    const request = new Request(c.req.raw, { headers });
    const answer = await getAuth().handler(request);
    const response = new Response(answer.body, answer);
    response.headers.set("cache-control", "no-store");
    return response;
  });
  return app;
}
