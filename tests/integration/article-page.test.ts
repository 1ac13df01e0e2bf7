import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { articleGalleys, articleUsageMonthly, articles, rateLimitHits } from "~/db/schema";
import { findArticleAuthors, findArticleGalleys } from "~/modules/articles/articles.public.repository.server";
import { getArticleReferences, saveArticleReferences } from "~/modules/references/references.service.server";
import { clientAddressContext } from "~/lib/request-context";
import { getAuth } from "~/lib/auth.server";
import {
  emailRecipient,
  getArticleContact,
  getArticlePage,
  resolveArticlePath,
  USAGE_CHART_MONTHS,
} from "~/modules/articles/articles.public.service.server";
import { getArticleCitation } from "~/modules/citations/citations.service.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import { loader as articleLoader } from "~/routes/public/article";
import { loader as galleyLoader } from "~/routes/resources/article-galley";
import { loader as pdfLoader } from "~/routes/resources/article-pdf";
import { loader as panelLoader } from "~/routes/resources/article-metrics-panel";
import { attachPdf, createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor } from "../helpers/actors";
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

  it("reads the page in one statement: the same lists, in the same order, as read one by one", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "ijebr"), volumeNumber: 6, issueNumber: 1 });
    const main = await createArticle(db, issue, { articleNumber: 1 });
    const others = [];
    for (const n of [7, 3, 5, 2, 6, 4]) others.push(await createArticle(db, issue, { articleNumber: n }));
    await createArticle(db, issue, { articleNumber: 8, status: "draft" });
    await attachPdf(db, platform.services.storage, main.id);
    const common = { articleId: main.id, kind: "html" as const, mimeType: "text/html", sizeBytes: 12 };
    await db.insert(articleGalleys).values([
      { ...common, storageKey: "galleys/first", fileName: "first.html", position: -1, label: "Full text" },
      { ...common, storageKey: "galleys/draft", fileName: "draft.html", isPublic: false },
    ]);
    const now = new Date("2026-11-15T12:00:00Z");
    await db.insert(articleUsageMonthly).values([
      { articleId: main.id, month: "2026-03-01", investigations: 99, requests: 99 },
      { articleId: main.id, month: "2026-09-01", investigations: 4, requests: 1 },
      { articleId: main.id, month: "2026-11-01", investigations: 2, requests: 0 },
    ]);
    const matched = others.find((a) => a.articleNumber === 3)!;
    await saveArticleReferences(db, main.id, [
      { text: `Author A. Matched by its DOI. 2025. doi:${matched.doi}`, doi: matched.doi },
      { text: "Someone B. A work elsewhere. 2020. doi:10.1000/elsewhere", doi: "10.1000/elsewhere" },
    ]);

    const page = await getArticlePage("ijebr", "6", "1", { now });
    expect(page.authors).toEqual((await findArticleAuthors(db, main.id)).map(({ email: _e, ...a }) => a));
    expect(page.galleys).toEqual((await findArticleGalleys(db, main.id)).map(({ storageKey: _k, ...g }) => g));
    expect(page.galleys.map((g) => g.fileName)).toEqual(["first.html", "article.pdf"]);
    expect(page.related.map((r) => r.articleNumber)).toEqual([2, 3, 4, 5]);
    const second = others.find((a) => a.articleNumber === 2)!;
    expect(page.related[0]).toEqual({
      id: second.id,
      title: second.title,
      articleNumber: 2,
      articleType: second.articleType,
      publicationDate: second.publicationDate,
    });
    expect(page.monthlyUsage.map((m) => [m.month, m.views, m.downloads])).toEqual([
      ["2026-06", 0, 0],
      ["2026-07", 0, 0],
      ["2026-08", 0, 0],
      ["2026-09", 4, 1],
      ["2026-10", 0, 0],
      ["2026-11", 2, 0],
    ]);
    expect(page.references).toEqual(await getArticleReferences(main.id));
    expect(page.references.map((r) => r.internalPath)).toEqual(["/journal/ijebr/article/6/3", null]);

    // A withdrawn article keeps its page, authors and references; its files and related list go.
    await db.update(articles).set({ status: "withdrawn", withdrawnAt: now }).where(eq(articles.id, main.id));
    const withdrawn = await getArticlePage("ijebr", "6", "1", { now });
    expect(withdrawn.article.status).toBe("withdrawn");
    expect([withdrawn.galleys, withdrawn.related]).toEqual([[], []]);
    expect(withdrawn.authors).toEqual(page.authors);
    expect(withdrawn.references).toEqual(page.references);
  });

  it("keeps author e-mail addresses out of the page; the one Email Author needs comes apart, for signed-in readers", async () => {
    const page = await getArticlePage("fjphs", "3", "7");
    expect(JSON.stringify(page)).not.toContain("@example.org");
    const contact = await getArticleContact("fjphs", "3", "7");
    expect(contact.recipient).toEqual({ name: "Asha Rao", email: "asha.rao@example.org" });
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

  describe("usage counts that cannot be inflated (COUNTER R5.1, ADR 005)", () => {
    const db = () => platform.services.database.db;
    let agentCounter = 0;
    /** A browser user agent never sent before: what a script rotating its user agent sends. */
    const freshAgent = () => `${BROWSER} Rotated/${++agentCounter}`;
    const countsOf = async (id: string) => {
      const [row] = await db()
        .select({ views: articles.viewCount, downloads: articles.downloadCount, updatedAt: articles.updatedAt })
        .from(articles)
        .where(eq(articles.id, id));
      return row!;
    };
    let issue: Awaited<ReturnType<typeof createIssue>>;
    beforeAll(async () => {
      issue = await createIssue(db(), { journalId: await journalId(db(), "fjphs"), volumeNumber: 40, issueNumber: 1 });
    });
    const newArticle = () => createArticle(db(), issue);

    it("counts 50 views with 50 different user agents from one address within 30 seconds once", async () => {
      const target = await newArticle();
      const t0 = Date.now();
      let counted = 0;
      for (let i = 0; i < 50; i++) {
        const at = new Date(t0 + i * 500);
        if (await recordArticleUsage(target.id, "investigation", get("/x", freshAgent()), "10.1.0.1", at)) counted++;
      }
      expect(counted).toBe(1);
      expect((await countsOf(target.id)).views).toBe(1);
      // The same for downloads, all at once as a script sends them.
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          recordArticleUsage(target.id, "request", get("/x", freshAgent()), "10.1.0.1", new Date(t0)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await countsOf(target.id)).downloads).toBe(1);
    });

    it("counts at most 10 views and 10 downloads of one article per address in a day, however slowly they come", async () => {
      const target = await newArticle();
      const t0 = Date.now();
      let views = 0;
      let downloads = 0;
      for (let i = 0; i < 50; i++) {
        const at = new Date(t0 + i * 31_000); // past the double-click window every time
        if (await recordArticleUsage(target.id, "investigation", get("/x", freshAgent()), "10.1.0.2", at)) views++;
        if (await recordArticleUsage(target.id, "request", get("/x", freshAgent()), "10.1.0.2", at)) downloads++;
      }
      expect([views, downloads]).toEqual([10, 10]);
      expect(await countsOf(target.id)).toMatchObject({ views: 10, downloads: 10 });
      // A day after the first counted view the ceiling has room again.
      const nextDay = new Date(t0 + 24 * 60 * 60_000 + 1_000);
      expect(await recordArticleUsage(target.id, "investigation", get("/x", freshAgent()), "10.1.0.2", nextDay)).toBe(
        true,
      );
    });

    it("counts two addresses separately, each up to its own ceiling", async () => {
      const target = await newArticle();
      const at = new Date();
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "10.1.0.3", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "10.1.0.4", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", get("/x", freshAgent()), "10.1.0.3", at)).toBe(false);
      expect((await countsOf(target.id)).views).toBe(2);
    });

    it("counts at most 100 events an hour from one address across articles", async () => {
      const targets = await Promise.all(Array.from({ length: 11 }, () => newArticle()));
      const t0 = Date.now();
      let counted = 0;
      for (let round = 0; round < 10; round++) {
        const at = new Date(t0 + round * 31_000);
        for (const target of targets) {
          if (await recordArticleUsage(target.id, "investigation", get("/x", freshAgent()), "10.1.0.5", at)) counted++;
        }
      }
      expect(counted).toBe(100);
      const after = await Promise.all(targets.map((t) => countsOf(t.id)));
      expect(after.reduce((sum, row) => sum + row.views, 0)).toBe(100);
      // Another address is not held back by it.
      expect(await recordArticleUsage(targets[0]!.id, "investigation", get("/x"), "10.1.0.6", new Date(t0))).toBe(true);
    });

    it("treats an IPv6 /64 as one address", async () => {
      const target = await newArticle();
      const at = new Date();
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "2001:db8:1:2::a", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "2001:db8:1:2:ffff::b", at)).toBe(false);
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "2001:db8:1:3::a", at)).toBe(true);
    });

    it("counts signed-in readers by session: two sessions on one address both count, a made-up cookie does not", async () => {
      const target = await newArticle();
      const actors = await createActors(platform, { seeded: true });
      const at = new Date();
      const asActor = (actor: Actor) => actor.request("/x", { headers: { "user-agent": BROWSER } });
      expect(await recordArticleUsage(target.id, "investigation", asActor(actors.author), "10.1.0.7", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", asActor(actors.editor), "10.1.0.7", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", asActor(actors.author), "10.1.0.7", at)).toBe(false);
      // A made-up session cookie is no session: the reader is then the address (not yet counted as
      // an anonymous reader here), and another made-up cookie is still that same reader.
      const fake = (n: number) => get("/x", BROWSER, { cookie: `sp.session_token=forged-${n}.sig` });
      expect(await recordArticleUsage(target.id, "investigation", fake(1), "10.1.0.7", at)).toBe(true);
      expect(await recordArticleUsage(target.id, "investigation", fake(2), "10.1.0.7", at)).toBe(false);
      expect((await countsOf(target.id)).views).toBe(3);
    });

    it("knows a signed-in reader's repeat by the cookie alone: no session lookup until the window ends", async () => {
      const target = await newArticle();
      const { author } = await createActors(platform, { seeded: true, label: "repeat" });
      const lookups = vi.spyOn(getAuth().api, "getSession");
      try {
        const view = (at: number) =>
          recordArticleUsage(
            target.id,
            "investigation",
            author.request("/x", { headers: { "user-agent": BROWSER } }),
            "10.1.0.9",
            new Date(at),
          );
        const t0 = Date.now();
        expect(await view(t0)).toBe(true);
        expect(await view(t0 + 10_000)).toBe(false);
        expect(await view(t0 + 20_000)).toBe(false);
        expect(lookups).toHaveBeenCalledTimes(1);
        expect(await view(t0 + 31_000)).toBe(true);
        expect(lookups).toHaveBeenCalledTimes(2);
      } finally {
        lookups.mockRestore();
      }
    });

    it("drops counts beyond 500 being decided at once instead of queueing them without end", async () => {
      const target = await newArticle();
      const at = new Date();
      // 600 new readers in the same instant (each a transaction): the first 500 are decided.
      const results = await Promise.all(
        Array.from({ length: 600 }, (_, i) =>
          recordArticleUsage(target.id, "investigation", get("/x"), `10.2.${Math.floor(i / 250)}.${i % 250}`, at),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(500);
      expect((await countsOf(target.id)).views).toBe(500);
      // Once they are written, counting goes on.
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "10.3.0.1", at)).toBe(true);
    });

    it("leaves the article's updated_at alone: a count is no change of its content", async () => {
      const target = await newArticle();
      const before = (await countsOf(target.id)).updatedAt;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await recordArticleUsage(target.id, "investigation", get("/x"), "10.1.0.8", new Date())).toBe(true);
      expect(await recordArticleUsage(target.id, "request", get("/x"), "10.1.0.8", new Date())).toBe(true);
      const after = await countsOf(target.id);
      expect(after).toMatchObject({ views: 1, downloads: 1 });
      expect(after.updatedAt.getTime()).toBe(before.getTime());
    });

    it("stores no client address in clear", async () => {
      const rows = await db().select({ key: rateLimitHits.key }).from(rateLimitHits);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => /10\.1\.0\.|2001:db8/.test(r.key))).toBe(false);
    });
  });

  it("serves a galley itself at its stable URL (no signed, expiring link) and counts the download as a request", async () => {
    const page = await getArticlePage("fjphs", "3", "7");
    const params = { shortName: "fjphs", volume: "3", articleNumber: "7", galleyId: page.galleys[0].id };
    const response = (await galleyLoader(routeArgs(get(`/g`), params, contextFor("10.9.9.9")) as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''article.pdf");
    expect((await response.text()).startsWith("%PDF")).toBe(true);
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

  it("renders a reader page's Citation Metrics panels as HTML fragments, read-only, and 404 for anything else", async () => {
    const panel = async (name: string, volume = "3", number = "7") => {
      const url = `/journal/fjphs/article/${volume}/${number}/metrics/${name}`;
      const params = { shortName: "fjphs", volume, articleNumber: number, panel: name };
      try {
        return await panelLoader(routeArgs(get(url), params) as never);
      } catch (thrown) {
        // orHttpError's answer: data({code, message}, {status}).
        return new Response(null, { status: (thrown as { init: { status: number } }).init.status });
      }
    };
    const internal = await panel("internal");
    expect(internal.status).toBe(200);
    expect(internal.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await internal.text();
    expect(html).toContain("No citing articles recorded yet.");
    expect(html).toContain("Citations over time");
    expect(html).not.toContain("Record snapshot");
    const external = await (await panel("external")).text();
    // Every tab's panel is there (the reader script switches them), with ids of the panel's own.
    for (const tab of ["overview", "citations", "analytics", "sources"]) {
      expect(external).toMatch(new RegExp(`role="tabpanel"[^>]*id="radix-_metrics-external-[^"]*content-${tab}"`));
    }
    expect(external).not.toContain("Fetch citations");
    // The monthly downloads and views come with their dialog's panel, not with every page: the
    // total, a row for each month of the page's chart, then the history.
    for (const [name, label] of [
      ["downloads", "Downloads"],
      ["views", "Views"],
    ]) {
      const usage = await panel(name!);
      expect(usage.status).toBe(200);
      const fragment = await usage.text();
      expect(fragment).toMatch(new RegExp(`<th[^>]*>Month</th><th[^>]*>${label}</th>`));
      expect(fragment.match(/<tr class="border-t border-slate-100">/g)).toHaveLength(USAGE_CHART_MONTHS);
      expect(fragment.indexOf("</table>")).toBeLessThan(fragment.indexOf(`${label} over time`));
    }
    const refused: [string, string?, string?][] = [
      ["bogus"],
      ["internal\0"],
      ["internal", "3", "9"], // the draft
      ["internal", "99999999999999999999", "7"],
    ];
    for (const [name, volume, number] of refused) {
      expect((await panel(name, volume, number)).status, `${name} ${volume} ${number}`).toBe(404);
    }
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
