import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { robotsAllows } from "../../helpers/robots";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Every <url> of every sitemap the index lists: loc and lastmod. */
async function sitemapUrls(request: APIRequestContext, baseURL: string) {
  const index = await (await request.get("/sitemap.xml")).text();
  const urls: { loc: string; lastmod: string | null }[] = [];
  for (const [, loc] of index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(loc!.slice(baseURL.length))).text();
    for (const [, url, lastmod] of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)) {
      urls.push({ loc: url!, lastmod: lastmod ?? null });
    }
  }
  return urls;
}

/** A page as a crawler reads it: the server's HTML, parsed, with no script run. */
async function crawl(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: GOOGLEBOT });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const metas = await page.locator("meta[name], meta[property]").evaluateAll((nodes) =>
    nodes.map((n) => ({
      key: n.getAttribute("name") ?? n.getAttribute("property") ?? "",
      content: n.getAttribute("content") ?? "",
    })),
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const text = await page.locator("main").innerText();
  const links = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  await context.close();
  const meta = (key: string) => metas.filter((m) => m.key === key).map((m) => m.content);
  return { meta, jsonLd, text, links };
}

test.describe("crawler endpoints", () => {
  test("robots.txt points to the XML sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every sitemap listed in /sitemap.xml answers, and together they list the journals", async ({
    request,
    baseURL,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("xml");
    const indexXml = await index.text();
    const children = [...indexXml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = indexXml.includes("<urlset") ? [indexXml] : [];
    for (const loc of children) {
      expect(loc.startsWith(`${baseURL}/`), `${loc} is on this site`).toBe(true);
      const child = await request.get(loc.slice(baseURL!.length));
      expect(child.status(), loc).toBe(200);
      pages.push(await child.text());
    }
    const all = pages.join("\n");
    for (const shortName of ["fjphs", "ijcpms", "ijebr", "bjps"]) {
      expect(all).toContain(`<loc>${baseURL}/journal/${shortName}</loc>`);
    }
  });

  test("a special-issue article gives crawlers its full abstract, its issue label and dates that reading does not move", async ({
    browser,
    request,
    baseURL,
  }) => {
    const urls = await sitemapUrls(request, baseURL!);
    // ijebr's: other tests edit articles of bjps (DOIs), ijcpms (references) and fjphs while this one
    // runs, and an edit between the sitemap's read and the page's would move its date in between.
    const issueUrl = urls.map((u) => u.loc).find((loc) => /\/journal\/ijebr\/issue\/v\d+-s\d+$/.test(loc))!;
    expect(issueUrl, "a special issue in the sitemap").toBeTruthy();
    const issuePath = issueUrl.slice(baseURL!.length);
    const issuePage = await crawl(browser, issuePath);
    const articlePath = issuePage.links.find((href) => /^\/journal\/[a-z]+\/article\/\d+\/\d+$/.test(href))!;
    const special = /-s(\d+)$/.exec(issuePath)![1];

    // The issue page: a PublicationIssue with the label the exports use, in its volume and journal.
    expect(issuePage.jsonLd[0]).toMatchObject({
      "@type": "PublicationIssue",
      issueNumber: `S${special}`,
      isPartOf: { "@type": "PublicationVolume", isPartOf: { "@type": "Periodical" } },
    });

    const article = await crawl(browser, articlePath);
    expect(article.text).toContain(`Special Issue ${special}`);
    expect(article.meta("citation_issue")).toEqual([`S${special}`]);
    const ld = article.jsonLd.find((d) => d["@type"] === "ScholarlyArticle")!;
    expect((ld.isPartOf as Record<string, unknown>).issueNumber).toBe(`S${special}`);

    // The full abstract for reference managers, as the page shows it; Open Graph stays short.
    const [abstract] = article.meta("citation_abstract");
    expect(abstract).toBe(ld.abstract);
    for (const paragraph of abstract!.split(/\n{2,}/)) expect(article.text).toContain(paragraph.trim());
    const [og] = article.meta("og:description");
    expect(og!.length).toBeLessThanOrEqual(200);
    expect(og!.length).toBeLessThan(abstract!.length);

    // dateModified is the sitemap's lastmod, and a reader opening the article moves neither.
    const lastmod = urls.find((u) => u.loc === `${baseURL}${articlePath}`)?.lastmod;
    expect(new Date(ld.dateModified as string).getTime()).toBe(new Date(lastmod!).getTime());
    await request.get(articlePath, { headers: { "user-agent": READER } });
    const again = await crawl(browser, `${articlePath}?after-reading=${Date.now()}`);
    expect(again.jsonLd.find((d) => d["@type"] === "ScholarlyArticle")!.dateModified).toBe(ld.dateModified);
    const lastmodAfter = (await sitemapUrls(request, baseURL!)).find((u) => u.loc === `${baseURL}${articlePath}`);
    expect(lastmodAfter?.lastmod).toBe(lastmod);
  });

  test("the article page's visible PDF link is a stable address on the article's path that robots.txt allows", async ({
    browser,
    request,
  }) => {
    const journal = await crawl(browser, "/journal/fjphs");
    expect(journal.jsonLd.find((d) => d["@type"] === "Periodical")).toMatchObject({
      name: "Frontier Journal of Pharmaceutical and Health Sciences",
      issn: ["2583-4177", "2583-4207"],
    });
    const articlePath = journal.links.find((href) => /^\/journal\/fjphs\/article\/\d+\/\d+$/.test(href))!;
    const article = await crawl(browser, articlePath);
    const pdfLink = article.links.find((href) => href.startsWith(`${articlePath}/galley/`));
    expect(pdfLink, "the PDF button's link").toBeTruthy();

    const res = await request.get(pdfLink!, { headers: { "user-agent": GOOGLEBOT }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robotsAllows(robots, pdfLink!)).toBe(true);
    expect(robotsAllows(robots, `${articlePath}/pdf`)).toBe(true);
    expect(robotsAllows(robots, "/files/a-signed-token")).toBe(false);
  });
});
