import { Hono } from "hono";
import {
  buildSitemapIndexXml,
  openSitemapFile,
  robotsTxt,
  type XmlSitemapOptions,
} from "~/modules/sitemap/sitemap.service.server";
import { textStream } from "./text-stream";

const XML = "application/xml; charset=utf-8";
// Crawlers fetch these rarely; an hour keeps repeated fetches cheap without hiding new content long.
const CACHE = "public, max-age=3600";

/** robots.txt, the sitemap index and the XML sitemaps it lists. `opts` lets tests use small pages. */
export function createSeoRoutes(opts: XmlSitemapOptions = {}) {
  const routes = new Hono();

  routes.get("/robots.txt", (c) =>
    c.body(robotsTxt(opts.publicUrl), 200, { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE }),
  );

  routes.get("/sitemap.xml", async (c) =>
    c.body(await buildSitemapIndexXml(opts), 200, { "content-type": XML, "cache-control": CACHE }),
  );

  routes.get("/sitemaps/:file", async (c) => {
    const chunks = await openSitemapFile(c.req.param("file"), opts);
    if (!chunks) return c.text("Sitemap not found.", 404);
    const stream = textStream(chunks, { path: c.req.path });
    return c.body(stream, 200, { "content-type": XML, "cache-control": CACHE });
  });

  return routes;
}

export const seoRoutes = createSeoRoutes();
