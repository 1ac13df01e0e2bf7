import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { sitemapEntries } from "~/db/schema";
import { articlePath, articlePdfPath, issuePath } from "~/lib/paths";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { createHttpApp } from "../../server/http-app";
import { createSeoRoutes, seoRoutes } from "../../server/seo-routes";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { SCHEMAS as ALL_SCHEMAS, schemaProblems } from "../helpers/xsd";
import { addArticle, addIssue, addPdfGalley, journalId } from "./sitemap-fixtures";

const BASE = "http://journals.test";
const SCHEMAS = path.join(ALL_SCHEMAS, "sitemaps");

/** Validates XML against a sitemaps.org schema; throws with the problems if it is invalid. */
function validate(xml: string, schema: "siteindex.xsd" | "sitemap.xsd", name: string) {
  const problems = schemaProblems(path.join(SCHEMAS, schema), xml);
  if (problems.length) throw new Error(`${name} is not valid against ${schema}:\n${problems.join("\n")}`);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
const sitemapPath = (loc: string) => new URL(loc).pathname;

describe("robots.txt and XML sitemaps", () => {
  let platform: TestPlatform;
  let db: Db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    const fjphs = await journalId(db, "fjphs");
    const bjps = await journalId(db, "bjps");
    const issue = await addIssue(db, fjphs, { volumeNumber: 2, issueNumber: 1 });
    const withPdf = await addArticle(db, issue, { articleNumber: 10 });
    await addPdfGalley(db, withPdf.id);
    await addArticle(db, issue, { articleNumber: 11 });
    await addArticle(db, issue, { articleNumber: 12, status: "draft" });
    const bIssue = await addIssue(db, bjps, { volumeNumber: 1, issueNumber: 1 });
    for (let n = 1; n <= 7; n++) await addArticle(db, bIssue, { articleNumber: n });
    await regenerateSitemapEntries(db);
  });
  afterAll(() => platform.stop());

  it("serves robots.txt allowing the site, keeping crawlers out of the dashboard and file links, and naming the sitemap", async () => {
    const res = await seoRoutes.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /files/\n");
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it("mounts the routes in the HTTP app ahead of the page renderer", async () => {
    const app = createHttpApp(() => Promise.reject(new Error("the page renderer must not be reached")), "production");
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  });

  it("serves a valid sitemap index listing the site sitemap and one per journal with content, and every listed sitemap is valid", async () => {
    const res = await seoRoutes.request("/sitemap.xml");
    const index = await res.text();
    validate(index, "siteindex.xsd", "sitemap.xml");
    const listed = locs(index).map(sitemapPath);
    expect(listed).toEqual(["/sitemaps/site.xml", "/sitemaps/bjps-1.xml", "/sitemaps/fjphs-1.xml"]);
    expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00<\/lastmod>/);

    for (const p of listed) {
      const r = await seoRoutes.request(p);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      validate(await r.text(), "sitemap.xsd", path.basename(p));
    }
  });

  it("puts static pages and journal homes in the site sitemap, with absolute URLs", async () => {
    const xml = await (await seoRoutes.request("/sitemaps/site.xml")).text();
    const urls = locs(xml);
    expect(urls).toContain(`${BASE}/`);
    expect(urls).toContain(`${BASE}/publication-ethics`);
    expect(urls).toContain(`${BASE}/journal/fjphs`);
    expect(urls.some((u) => u.includes("/article/"))).toBe(false);
    expect(xml).toContain(`<url><loc>${BASE}/</loc><lastmod>`);
    expect(xml).toContain("<priority>1.0</priority>");
  });

  it("lists a journal's issues and published articles, plus the PDF of articles that have one", async () => {
    const urls = locs(await (await seoRoutes.request("/sitemaps/fjphs-1.xml")).text());
    expect(urls).toEqual(
      expect.arrayContaining([
        `${BASE}${issuePath("fjphs", { volumeNumber: 2, issueNumber: 1, type: "regular" })}`,
        `${BASE}${articlePath("fjphs", 2, 10)}`,
        `${BASE}${articlePdfPath("fjphs", 2, 10)}`,
        `${BASE}${articlePath("fjphs", 2, 11)}`,
      ]),
    );
    expect(urls).not.toContain(`${BASE}${articlePdfPath("fjphs", 2, 11)}`);
    expect(urls).not.toContain(`${BASE}${articlePath("fjphs", 2, 12)}`);
    expect(urls).toHaveLength(4);
  });

  it("leaves out entries an editor marked as not indexed", async () => {
    await db
      .update(sitemapEntries)
      .set({ isIndexed: false })
      .where(eq(sitemapEntries.url, articlePath("fjphs", 2, 11)));
    const urls = locs(await (await seoRoutes.request("/sitemaps/fjphs-1.xml")).text());
    expect(urls).not.toContain(`${BASE}${articlePath("fjphs", 2, 11)}`);
    await db
      .update(sitemapEntries)
      .set({ isIndexed: true })
      .where(eq(sitemapEntries.url, articlePath("fjphs", 2, 11)));
  });

  it("answers 404 for sitemaps that do not exist", async () => {
    for (const p of [
      "/sitemaps/nope-1.xml",
      "/sitemaps/fjphs-2.xml",
      "/sitemaps/fjphs-0.xml",
      "/sitemaps/ijebr-1.xml",
      "/sitemaps/site.txt",
    ]) {
      expect((await seoRoutes.request(p)).status, p).toBe(404);
    }
  });

  it("splits a journal whose entries pass the page size into several valid sitemaps", async () => {
    // bjps holds 8 entries (1 issue, 7 articles): with 3 entries a page that is 3 sitemaps.
    const small = createSeoRoutes({ pageSize: 3 });
    const index = await (await small.request("/sitemap.xml")).text();
    validate(index, "siteindex.xsd", "split-index.xml");
    const listed = locs(index).map(sitemapPath);
    expect(listed.filter((p) => p.startsWith("/sitemaps/bjps-"))).toEqual([
      "/sitemaps/bjps-1.xml",
      "/sitemaps/bjps-2.xml",
      "/sitemaps/bjps-3.xml",
    ]);

    const all: string[] = [];
    for (const p of listed.filter((x) => x.startsWith("/sitemaps/bjps-"))) {
      const xml = await (await small.request(p)).text();
      validate(xml, "sitemap.xsd", `split-${path.basename(p)}`);
      all.push(...locs(xml));
    }
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
    for (let n = 1; n <= 7; n++) expect(all).toContain(`${BASE}${articlePath("bjps", 1, n)}`);
    expect((await small.request("/sitemaps/bjps-4.xml")).status).toBe(404);
  });
});
