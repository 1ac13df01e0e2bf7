import { Hono } from "hono";
import { MAX_POST_BYTES } from "~/modules/oai/oai.constants";
import { answerOaiRequest, type OaiOptions } from "~/modules/oai/oai.service.server";
import { textStream } from "./text-stream";

/**
 * The OAI-PMH 2.0 endpoint: GET with the arguments in the query string, or POST with them
 * form-encoded (the protocol's two ways). Protocol errors are answered 200 with their OAI error
 * codes, as the protocol asks; HTTP errors are for what is not an OAI-PMH request at all.
 * `opts` lets tests use small pages.
 */
export function createOaiRoutes(opts: Omit<OaiOptions, "now"> = {}) {
  const routes = new Hono();
  routes.all("/oai", async (c) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "POST") {
      return c.text("OAI-PMH requests are GET or POST.", 405, { allow: "GET, POST" });
    }
    let params: URLSearchParams;
    if (method === "GET") {
      params = new URL(c.req.url).searchParams;
    } else {
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
        return c.text("OAI-PMH POST requests are application/x-www-form-urlencoded.", 415);
      }
      if (Number(c.req.header("content-length") ?? 0) > MAX_POST_BYTES) return c.text("Request too large.", 413);
      const body = await c.req.text();
      if (body.length > MAX_POST_BYTES) return c.text("Request too large.", 413);
      params = new URLSearchParams(body);
    }
    const chunks = await answerOaiRequest(params, opts);
    return c.body(textStream(chunks, { path: c.req.path }), 200, {
      "content-type": "text/xml; charset=utf-8",
      // Every answer names the moment it was made (responseDate): nothing to keep.
      "cache-control": "no-store",
    });
  });
  return routes;
}

export const oaiRoutes = createOaiRoutes();
