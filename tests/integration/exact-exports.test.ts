import { createRequire } from "node:module";
import { and, asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { articles, issues, journals, publishedNumber } from "~/db/schema";
import { clientAddressContext } from "~/lib/request-context";
import { getArticlePage } from "~/modules/articles/articles.public.service.server";
import { GalleyButtons } from "~/modules/articles/components/galley-buttons";
import { issueLabel, pageRangeLabel, volumeIssueLabel } from "~/modules/articles/article-format";
import { articlePath } from "~/lib/paths";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import { loader as articleLoader, meta as articleMeta } from "~/routes/public/article";
import { loader as journalLoader, meta as journalMeta } from "~/routes/public/journal";
import { loader as issueLoader, meta as issueMeta } from "~/routes/public/issue";
import { loader as citeLoader } from "~/routes/resources/article-cite";
import { loader as galleyLoader } from "~/routes/resources/article-galley";
import { seoRoutes } from "../../server/seo-routes";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { robotsAllows } from "../helpers/robots";

// citation-js reads the exports as a reference manager does (its RIS and BibTeX importers).
const { Cite } = createRequire(import.meta.url)("@citation-js/core") as typeof import("@citation-js/core");

const BASE = "http://journals.test";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const get = (path: string, userAgent = BROWSER) =>
  new Request(`${BASE}${path}`, { headers: { "user-agent": userAgent } });
const contextFor = (address: string) => {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return context;
};
/** Paragraphs as a one-line format carries them: joined by a space. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

type Meta = Record<string, unknown>;
/** Runs a route's loader and meta() as React Router does for a document request. */
async function metaOf(
  path: string,
  params: Record<string, string>,
  loader: (args: never) => unknown,
  meta: (args: never) => unknown,
): Promise<Meta[]> {
  const result = (await loader(routeArgs(get(path, GOOGLEBOT), params) as never)) as { data?: unknown };
  const loaderData = result && typeof result === "object" && "data" in result ? result.data : result;
  return meta({
    loaderData,
    data: loaderData,
    params,
    location: { pathname: path, search: "", hash: "", state: null, key: "default" },
    matches: [{ id: "root", loaderData: { publicUrl: BASE } }],
  } as never) as Meta[];
}
const metaContent = (tags: Meta[], name: string) =>
  tags.filter((t) => t.name === name || t.property === name).map((t) => t.content as string);
const jsonLdOf = (tags: Meta[]) => tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Meta);

describe("exact exports on the demo content", () => {
  let platform: TestPlatform;
  const db = () => platform.services.database.db;
  let published: {
    shortName: string;
    volume: number;
    number: number;
    type: string;
    pageStart: number | null;
    pageEnd: number | null;
  }[];

  beforeAll(async () => {
    platform = await startTestPlatform({ demoContent: true });
    published = await db()
      .select({
        shortName: journals.shortName,
        volume: issues.volumeNumber,
        number: publishedNumber,
        type: issues.type,
        pageStart: articles.pageStart,
        pageEnd: articles.pageEnd,
      })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(and(eq(articles.status, "published"), eq(issues.status, "published")))
      .orderBy(asc(journals.shortName), asc(articles.articleNumber));
  });
  afterAll(() => platform.stop());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The demo's first special-issue article, and its page. */
  const specialArticle = () => {
    const a = published.find((p) => p.type === "special");
    if (!a) throw new Error("the demo content has no special-issue article");
    return a;
  };

  it("imports every demo article's RIS and BibTeX with citation-js as exactly what its page shows", async () => {
    expect(published.length).toBeGreaterThan(250);
    expect(published.some((a) => a.type === "special")).toBe(true);
    for (const a of published) {
      const params = { shortName: a.shortName, volume: String(a.volume), articleNumber: String(a.number) };
      const page = await getArticlePage(params.shortName, params.volume, params.articleNumber);
      const shown = {
        title: page.article.title,
        author: page.authors.map((au) => ({ family: au.familyName, given: au.givenName })),
        abstract: flat(page.article.abstract ?? ""),
        "container-title": page.journal.title,
        volume: String(page.article.issue.volumeNumber),
        issue: issueLabel(page.article.issue),
        page: pageRangeLabel(page.article.pageStart, page.article.pageEnd),
        DOI: page.article.doi,
      };
      // The issue label names the issue the page shows ('Special Issue 1' → 'S1').
      const visibleIssue = volumeIssueLabel(page.article.issue).split(", ")[1]!;
      expect(visibleIssue.replace("Special Issue ", "S").replace("Issue ", "")).toBe(shown.issue);

      for (const format of ["ris", "bibtex"] as const) {
        const res = (await citeLoader(routeArgs(get("/cite"), { ...params, format }) as never)) as Response;
        expect(res.status).toBe(200);
        const text = await res.text();
        const items = (new Cite(text) as unknown as { data: Meta[] }).data;
        expect(items, `${format} of ${articlePath(a.shortName, a.volume, a.number)}`).toHaveLength(1);
        const item = items[0]!;
        const read = {
          title: item.title,
          author: (item.author as { family?: string; given?: string }[]).map((au) => ({
            family: au.family,
            given: au.given,
          })),
          abstract: item.abstract,
          "container-title": item["container-title"],
          volume: item.volume,
          issue: item.issue,
          page: item.page,
          DOI: item.DOI,
        };
        expect(read, `${format} of ${articlePath(a.shortName, a.volume, a.number)}`).toEqual(shown);
        const [issn, eissn] = [page.journal.issn, page.journal.eissn];
        expect(item.ISSN).toBe(`${issn}, ${eissn}`);
        if (format === "ris") {
          expect(text.startsWith("TY  - JOUR\r\n")).toBe(true);
          expect(text.endsWith("ER  - \r\n")).toBe(true);
          expect(text).toContain(`\r\nL1  - ${BASE}${articlePath(a.shortName, a.volume, a.number)}/pdf\r\n`);
        } else {
          expect(text).toMatch(/\n {2}month = (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec),\n/);
          expect(text).toContain(`  pdf = {${BASE}${articlePath(a.shortName, a.volume, a.number)}/pdf},\n`);
        }
      }
    }
  }, 300_000);

  it("gives the full abstract as citation_abstract and the special issue's label in every channel", async () => {
    const a = specialArticle();
    const path = articlePath(a.shortName, a.volume, a.number);
    const params = { shortName: a.shortName, volume: String(a.volume), articleNumber: String(a.number) };
    const tags = await metaOf(path, params, articleLoader, articleMeta);
    const page = await getArticlePage(params.shortName, params.volume, params.articleNumber);
    const abstract = page.article.abstract!;
    expect(metaContent(tags, "citation_abstract")).toEqual([abstract]);
    const [og] = metaContent(tags, "og:description");
    expect(og!.length).toBeLessThanOrEqual(200);
    expect(og!.length).toBeLessThan(abstract.length);
    const label = `S${page.article.issue.issueNumber}`;
    expect(metaContent(tags, "citation_issue")).toEqual([label]);
    const [ld] = jsonLdOf(tags);
    expect((ld!.isPartOf as Meta).issueNumber).toBe(label);

    // The issue page's PublicationIssue and the journal page's Periodical.
    const issueId = `v${a.volume}-s${page.article.issue.issueNumber}`;
    const issueTags = await metaOf(
      `/journal/${a.shortName}/issue/${issueId}`,
      { shortName: a.shortName, issueId },
      issueLoader,
      issueMeta,
    );
    expect(jsonLdOf(issueTags)[0]).toMatchObject({
      "@type": "PublicationIssue",
      issueNumber: label,
      isPartOf: {
        "@type": "PublicationVolume",
        volumeNumber: String(a.volume),
        isPartOf: { "@type": "Periodical", issn: [page.journal.issn, page.journal.eissn] },
      },
    });
    const journalTags = await metaOf(`/journal/${a.shortName}`, { shortName: a.shortName }, journalLoader, journalMeta);
    expect(jsonLdOf(journalTags)[0]).toMatchObject({
      "@type": "Periodical",
      name: page.journal.title,
      issn: [page.journal.issn, page.journal.eissn],
      publisher: { name: page.journal.publisher },
      url: `${BASE}/journal/${a.shortName}`,
    });
  });

  it("gives a one-page article a single page everywhere", async () => {
    const a = published.find((p) => p.pageStart != null && p.pageStart === p.pageEnd);
    if (!a) throw new Error("the demo content has no one-page article");
    const params = { shortName: a.shortName, volume: String(a.volume), articleNumber: String(a.number) };
    const tags = await metaOf(articlePath(a.shortName, a.volume, a.number), params, articleLoader, articleMeta);
    expect(metaContent(tags, "citation_firstpage")).toEqual([String(a.pageStart)]);
    expect(metaContent(tags, "citation_lastpage")).toEqual([]);
    expect(jsonLdOf(tags)[0]!.pagination).toBe(String(a.pageStart));
    const cite = async (format: string) =>
      ((await citeLoader(routeArgs(get("/cite"), { ...params, format }) as never)) as Response).text();
    expect(await cite("bibtex")).toContain(`  pages = {${a.pageStart}},\n`);
    const ris = await cite("ris");
    expect(ris).toContain(`\r\nSP  - ${a.pageStart}\r\n`);
    expect(ris).not.toContain("\r\nEP  - ");
  });

  it("keeps dateModified and the sitemap's lastmod on the content's date when the article is read and downloaded", async () => {
    const a = specialArticle();
    const path = articlePath(a.shortName, a.volume, a.number);
    const params = { shortName: a.shortName, volume: String(a.volume), articleNumber: String(a.number) };
    const page = await getArticlePage(params.shortName, params.volume, params.articleNumber);
    const sitemapLastmod = async () => {
      const xml = await (await seoRoutes.request(`/sitemaps/${a.shortName}-1.xml`)).text();
      const m = new RegExp(`<url><loc>${BASE}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml);
      return m ? new Date(m[1]!).toISOString() : null;
    };
    // Read as a consumer reads them: the instant each names.
    const dateModified = async () =>
      new Date(
        jsonLdOf(await metaOf(path, params, articleLoader, articleMeta))[0]!.dateModified as string,
      ).toISOString();

    // Demo content never edited: its content dates from its publication, not from loading the demo.
    const published = `${page.article.publicationDate}T00:00:00.000Z`;
    expect(await dateModified()).toBe(published);
    expect(await sitemapLastmod()).toBe(published);

    const { galleys } = page;
    for (let i = 0; i < 3; i++) {
      const address = `10.77.0.${i + 1}`;
      expect(await recordArticleUsage(page.article.id, "investigation", get(path), address)).toBe(true);
      const res = (await galleyLoader(
        routeArgs(
          get(`${path}/galley/${galleys[0]!.id}`),
          { ...params, galleyId: galleys[0]!.id },
          contextFor(address),
        ) as never,
      )) as Response;
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const after = await getArticlePage(params.shortName, params.volume, params.articleNumber);
    expect(after.article.viewCount).toBe(page.article.viewCount + 3);
    expect(after.article.downloadCount).toBe(page.article.downloadCount + 3);

    const counts = await regenerateSitemapEntries(db());
    expect(counts).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(await dateModified()).toBe(published);
    expect(await sitemapLastmod()).toBe(published);
  });

  it("links the page's PDF button to a stable URL that still answers an hour later and that robots.txt allows", async () => {
    const a = specialArticle();
    const path = articlePath(a.shortName, a.volume, a.number);
    const params = { shortName: a.shortName, volume: String(a.volume), articleNumber: String(a.number) };
    const page = await getArticlePage(params.shortName, params.volume, params.articleNumber);
    const html = renderToStaticMarkup(createElement(GalleyButtons, { basePath: path, galleys: page.galleys }));
    const href = /<a [^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe(`${path}/galley/${page.galleys[0]!.id}`);

    const fetchPdf = async () => {
      const res = (await galleyLoader(
        routeArgs(
          get(href!, GOOGLEBOT),
          { ...params, galleyId: page.galleys[0]!.id },
          contextFor("10.78.0.1"),
        ) as never,
      )) as Response;
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    };
    await fetchPdf();
    // A signed link would have expired by now (5 minutes); the galley's address does not.
    vi.useFakeTimers({ now: Date.now() + 60 * 60_000, toFake: ["Date"] });
    await fetchPdf();
    vi.useRealTimers();

    const robots = await (await seoRoutes.request("/robots.txt")).text();
    expect(robotsAllows(robots, href!)).toBe(true);
    expect(robotsAllows(robots, `${path}/pdf`)).toBe(true);
    expect(robotsAllows(robots, path)).toBe(true);
    // Private files keep their signed, expiring links, which crawlers stay out of.
    expect(robotsAllows(robots, "/files/some-token")).toBe(false);
  });
});
