import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { articleUsageMonthly, articles } from "../../app/db/schema";
import { clientAddressContext } from "../../app/lib/request-context";
import {
  emailRecipient,
  getArticlePage,
  resolveArticlePath,
} from "../../app/modules/article-detail/article-detail.service.server";
import { getArticleCitation } from "../../app/modules/citations/citations.service.server";
import { recordArticleUsage } from "../../app/modules/usage/usage.service.server";
import { loader as articleLoader } from "../../app/routes/public/article";
import { loader as galleyLoader } from "../../app/routes/resources/article-galley";
import { loader as pdfLoader } from "../../app/routes/resources/article-pdf";
import { attachPdf, createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function get(url: string, userAgent = BROWSER, headers: Record<string, string> = {}) {
  return new Request(`http://journals.test${url}`, { headers: { "user-agent": userAgent, ...headers } });
}

function contextFor(address: string) {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  return context;
}

describe("article page", () => {
  let platform: TestPlatform;
  let article: Awaited<ReturnType<typeof createArticle>>;
  let draft: Awaited<ReturnType<typeof createArticle>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 3, issueNumber: 2 });
    article = await createArticle(db, issue, { articleNumber: 7 });
    await createArticle(db, issue, { articleNumber: 8, title: "Second article of the issue for the related list" });
    draft = await createArticle(db, issue, {
      articleNumber: 9,
      status: "draft",
      title: "An unpublished draft that nobody may see",
    });
    await attachPdf(db, platform.services.storage, article.id);
  });
  afterAll(() => platform.stop());

  it("shows a published article at /journal/{shortName}/article/{volume}/{number} with ordered authors, galleys and related articles", async () => {
    const page = await getArticlePage("fjphs", "3", "7");
    expect(page.article.title).toBe(article.title);
    expect(page.authors.map((a) => a.name)).toEqual(["Asha Rao", "Vikram Singh"]);
    expect(page.authors[0]).toMatchObject({
      isCorresponding: true,
      affiliation: "Manipal College of Pharmaceutical Sciences",
    });
    expect(page.galleys).toHaveLength(1);
    expect(page.galleys[0]).not.toHaveProperty("storageKey");
    expect(page.related.map((r) => r.articleNumber)).toEqual([8]);
    expect(page.monthlyUsage).toHaveLength(6);
  });

  it("keeps author e-mail addresses out of the page, except the one Email Author needs for a signed-in reader", async () => {
    const visitor = await getArticlePage("fjphs", "3", "7");
    expect(JSON.stringify(visitor)).not.toContain("@example.org");
    expect(visitor.contact).toBeNull();
    const reader = await getArticlePage("fjphs", "3", "7", { withContact: true });
    expect(reader.contact).toEqual({ recipient: { name: "Asha Rao", email: "asha.rao@example.org" } });
    expect(JSON.stringify(reader.authors)).not.toContain("@");
  });

  it("writes to the corresponding author, else the first; says there is no address when that author has none", () => {
    const first = { name: "First", email: "first@example.org", isCorresponding: false };
    const corresponding = { name: "Second", email: "second@example.org", isCorresponding: true };
    expect(emailRecipient([first, corresponding])).toEqual({ name: "Second", email: "second@example.org" });
    expect(emailRecipient([first])).toEqual({ name: "First", email: "first@example.org" });
    expect(emailRecipient([{ ...corresponding, email: " " }, first])).toEqual({ name: "Second", email: null });
    expect(emailRecipient([])).toBeNull();
  });

  it("opens the article on a client navigation: the loader compares the page's URL, not the .data request's", async () => {
    const params = { shortName: "fjphs", volume: "3", articleNumber: "7" };
    const dataRequest = get("/journal/fjphs/article/3/7.data?_routes=root%2Croutes%2Fpublic%2Farticle");
    const args = { ...routeArgs(dataRequest, params), url: new URL("http://journals.test/journal/fjphs/article/3/7") };
    const page = (await articleLoader(args as never)) as unknown as { data: { article: { id: string } } };
    expect(page.data.article.id).toBe(article.id);

    // A non-canonical address (a volume with a leading zero) still moves to the canonical one.
    const moved = await articleLoader(
      routeArgs(get("/journal/fjphs/article/03/7"), { ...params, volume: "03" }) as never,
    )
      .then(() => null)
      .catch((thrown: unknown) => thrown as Response);
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get("location")).toBe("/journal/fjphs/article/3/7");
  });

  it("answers 'Article Not Found' (404) for a wrong volume, a draft, an unknown journal or a malformed number", async () => {
    const cases: [string, string, string][] = [
      ["fjphs", "2", "7"],
      ["fjphs", "3", "9"],
      ["nope", "3", "7"],
      ["fjphs", "3", "x"],
      ["bjps", "3", "7"],
    ];
    for (const [journal, volume, number] of cases) {
      await expect(getArticlePage(journal, volume, number)).rejects.toMatchObject({
        status: 404,
        message: "Article Not Found",
      });
    }
  });

  it("resolves an article id to its canonical URL, but never a draft", async () => {
    expect(await resolveArticlePath("fjphs", article.id)).toBe("/journal/fjphs/article/3/7");
    await expect(resolveArticlePath("fjphs", draft.id)).rejects.toMatchObject({ status: 404 });
  });

  it("counts a view once per reader within 30 seconds, and never for robots or prefetches", async () => {
    const { db } = platform.services.database;
    const t0 = new Date("2026-11-20T10:00:00Z");
    expect(await recordArticleUsage(article.id, "investigation", get("/x"), "10.0.0.1", t0)).toBe(true);
    expect(
      await recordArticleUsage(article.id, "investigation", get("/x"), "10.0.0.1", new Date(t0.getTime() + 29_000)),
    ).toBe(false);
    expect(
      await recordArticleUsage(article.id, "investigation", get("/x"), "10.0.0.2", new Date(t0.getTime() + 29_000)),
    ).toBe(true);
    expect(
      await recordArticleUsage(article.id, "investigation", get("/x"), "10.0.0.1", new Date(t0.getTime() + 31_000)),
    ).toBe(true);
    expect(await recordArticleUsage(article.id, "investigation", get("/x", GOOGLEBOT), "10.0.0.3", t0)).toBe(false);
    expect(
      await recordArticleUsage(
        article.id,
        "investigation",
        get("/x", BROWSER, { "sec-purpose": "prefetch" }),
        "10.0.0.4",
        t0,
      ),
    ).toBe(false);
    const [row] = await db.select({ views: articles.viewCount }).from(articles).where(eq(articles.id, article.id));
    expect(row.views).toBe(3);
    const [month] = await db.select().from(articleUsageMonthly).where(eq(articleUsageMonthly.articleId, article.id));
    expect(month).toMatchObject({ month: "2026-11-01", investigations: 3, requests: 0 });
  });

  it("hands out a galley through a signed URL and counts the download as a request", async () => {
    const page = await getArticlePage("fjphs", "3", "7");
    const params = { shortName: "fjphs", volume: "3", articleNumber: "7", galleyId: page.galleys[0].id };
    const response = (await galleyLoader(
      routeArgs(get(`/g?format=json`), params, contextFor("10.9.9.9")) as never,
    )) as Response;
    const body = (await response.json()) as { url: string; fileName: string };
    expect(body.fileName).toBe("article.pdf");
    const token = body.url.replace("/files/", "");
    expect(platform.services.signer.verify(token)).toMatchObject({
      disposition: "inline",
      mimeType: "application/pdf",
    });
    expect(platform.services.signer.verify(token, Date.now() + 301_000)).toBeNull();
    const [row] = await platform.services.database.db
      .select({ downloads: articles.downloadCount })
      .from(articles)
      .where(eq(articles.id, article.id));
    expect(row.downloads).toBe(1);
  });

  it("serves the PDF itself at the stable /pdf URL", async () => {
    const params = { shortName: "fjphs", volume: "3", articleNumber: "7" };
    const response = (await pdfLoader(routeArgs(get("/pdf"), params, contextFor("10.8.8.8")) as never)) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await response.text()).startsWith("%PDF")).toBe(true);
  });

  it("exports the reference as RIS and BibTeX with all authors", async () => {
    const ris = await getArticleCitation("fjphs", "3", "7", "ris");
    expect(ris.body).toContain("AU  - Rao, Asha");
    expect(ris.body).toContain("AU  - Singh, Vikram");
    expect(ris.fileName).toBe("fjphs-3-7.ris");
    const apa = await getArticleCitation("fjphs", "3", "7", "apa");
    expect(apa.body).toContain("Rao, A., & Singh, V. (2025).");
  });
});
