import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { articles } from "~/db/schema";
import {
  articlePageData,
  startArticlePage,
  startArticlePageBefore,
} from "~/modules/articles/article-page-early.server";
import { loader as articleLoader } from "~/routes/public/article";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

// The article page's statement is started by the HTTP layer before React Router runs the loaders
// (ADR 088). The loader must answer exactly as it does without it.

/** What the article loader answers for an address: the article's id, or the status and location it throws. */
async function answer(path: string, early: boolean) {
  const context = new RouterContextProvider();
  if (early) startArticlePage(context, "GET", path);
  const [, , shortName, , volume, articleNumber] = path.split("/") as [string, string, string, string, string, string];
  const request = new Request(`http://journals.test${path}`);
  try {
    const page = (await articleLoader(routeArgs(request, { shortName, volume, articleNumber }, context) as never)) as {
      data: { article: { id: string } };
    };
    return { id: page.data.article.id };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    // An AppError, as orHttpError throws it: React Router's data() with the status.
    return { status: (thrown as { init?: { status?: number } }).init?.status };
  }
}

describe("the article page's early statement", () => {
  let platform: TestPlatform;
  let article: Awaited<ReturnType<typeof createArticle>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 3, issueNumber: 2 });
    article = await createArticle(db, issue, { articleNumber: 7 });
  });
  afterAll(() => platform.stop());

  it("is what the loader awaits for the address it was started for", async () => {
    const context = new RouterContextProvider();
    startArticlePage(context, "GET", "/journal/fjphs/article/3/7");
    const taken = articlePageData(context, "fjphs", "3", "7");
    expect(articlePageData(context, "fjphs", "3", "7")).toBe(taken);
    expect((await taken).article.id).toBe(article.id);
    // Another address asks anew.
    const other = articlePageData(context, "fjphs", "3", "8");
    expect(other).not.toBe(taken);
    await expect(other).rejects.toMatchObject({ status: 404 });
  });

  it("is the one the loader answers from, not a statement of its own", async () => {
    const { db } = platform.services.database;
    const context = new RouterContextProvider();
    startArticlePage(context, "GET", "/journal/fjphs/article/3/7");
    await articlePageData(context, "fjphs", "3", "7");
    // Changed after the early statement was answered: a statement of the loader's own would see it.
    await db.update(articles).set({ title: "A title changed since" }).where(eq(articles.id, article.id));
    try {
      const params = { shortName: "fjphs", volume: "3", articleNumber: "7" };
      const request = new Request("http://journals.test/journal/fjphs/article/3/7");
      const page = (await articleLoader(routeArgs(request, params, context) as never)) as {
        data: { article: { title: string } };
      };
      expect(page.data.article.title).toBe(article.title);
      const fresh = (await articleLoader(routeArgs(request, params) as never)) as typeof page;
      expect(fresh.data.article.title).toBe("A title changed since");
    } finally {
      await db.update(articles).set({ title: article.title }).where(eq(articles.id, article.id));
    }
  });

  it("is taken from Node's request when its turn started it, before the application (ADR 092)", async () => {
    const { db } = platform.services.database;
    const request = {};
    startArticlePageBefore(request, "GET", "/journal/fjphs/article/3/7?from=search");
    // Answered before the change below: the page the loader gets is the early one's.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.update(articles).set({ title: "Changed after the turn" }).where(eq(articles.id, article.id));
    try {
      const context = new RouterContextProvider();
      startArticlePage(context, "GET", "/journal/fjphs/article/3/7", request);
      expect((await articlePageData(context, "fjphs", "3", "7")).article.title).toBe(article.title);
      // Without a request started before (another request, a HEAD, another address), it starts now.
      for (const [method, target] of [
        ["GET", "/journal/fjphs/article/3/7"],
        ["HEAD", "/journal/fjphs/article/3/7"],
        ["GET", "/journal/fjphs/article/3/7/pdf"],
        ["GET", "http://journals.test/journal/fjphs/article/3/7"],
      ] as const) {
        const other = {};
        if (target !== "/journal/fjphs/article/3/7" || method !== "GET") startArticlePageBefore(other, method, target);
        const fresh = new RouterContextProvider();
        startArticlePage(fresh, "GET", "/journal/fjphs/article/3/7", other);
        expect((await articlePageData(fresh, "fjphs", "3", "7")).article.title, `${method} ${target}`).toBe(
          "Changed after the turn",
        );
      }
    } finally {
      await db.update(articles).set({ title: article.title }).where(eq(articles.id, article.id));
    }
  });

  it("is started only for a GET of an article page's address", async () => {
    const cases: [string, string][] = [
      ["HEAD", "/journal/fjphs/article/3/7"],
      ["POST", "/journal/fjphs/article/3/7"],
      ["GET", "/journal/fjphs/article/3/7/pdf"],
      ["GET", "/journal/fjphs/article/3/7.data"],
      ["GET", "/journal/fjphs/article/v/7"],
      ["GET", "/journal/FJPHS/article/3/7"],
      ["GET", "/journal/fjphs/issue/3/2"],
    ];
    for (const [method, path] of cases) {
      const context = new RouterContextProvider();
      startArticlePage(context, method, path);
      const first = articlePageData(context, "fjphs", "3", "7");
      expect(articlePageData(context, "fjphs", "3", "7"), `${method} ${path}`).not.toBe(first);
      await first;
    }
  });

  it("leaves the loader's answers as they were: the page, its redirects and its 404", async () => {
    const paths = [
      "/journal/fjphs/article/3/7",
      "/journal/fjphs/article/03/7",
      "/journal/fjphs/article/2/7",
      "/journal/fjphs/article/3/99",
      "/journal/nope/article/3/7",
      "/journal/bjps/article/3/7",
    ];
    const answers = [];
    for (const path of paths) {
      const asked = await answer(path, false);
      expect(await answer(path, true), path).toEqual(asked);
      answers.push(asked);
    }
    expect(answers).toEqual([
      { id: article.id },
      { status: 301, location: "/journal/fjphs/article/3/7" },
      { status: 301, location: "/journal/fjphs/article/3/7" },
      { status: 404 },
      { status: 404 },
      { status: 404 },
    ]);
  });

  it("is no unhandled rejection when its request ends before the loader takes it", async () => {
    // Vitest fails the run on an unhandled rejection.
    startArticlePage(new RouterContextProvider(), "GET", "/journal/nope/article/3/7");
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
