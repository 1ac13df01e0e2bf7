// @both-backends: page caches emptied in process (PGlite) or by broadcast (PostgreSQL).
// The page cache on real pages: public pages are the same for every reader and are served from
// the cache to visitors and signed-in readers alike, with nothing personal in them; the reader's
// own parts come from GET /api/session; non-public pages are never kept; a change to public
// content shows at once. Requests go through a real server built as production builds it: the
// request listener answers kept pages first (cachedPagesFirst), the application the rest.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { articles, issues, journals, pageViewsDaily } from "~/db/schema";
import { getPublicJournalWithCounts } from "~/modules/journals/journals.service.server";
import { db } from "~/lib/services.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { generateArticleDoi } from "~/modules/crossref/crossref.service.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import { ARTICLE_PAGE_SHARED_MAX_AGE, PUBLIC_PAGE_SHARED_MAX_AGE } from "~/modules/page-cache/cache-policy";
import { flushAnalytics } from "~/modules/analytics/analytics-counter.server";
import { contentChanged } from "~/lib/content-changes.server";
import { cachedPagesFirst } from "../../server/cache-hits";
import { createHttpApp } from "../../server/http-app";
import { PageCache } from "../../server/page-cache";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { hasSignedInMarker, SIGNED_IN_MARKER } from "~/modules/auth/signed-in-marker";
import { ACTOR_PASSWORD, createActors, createApiApp, sessionCookieOf, type Actors } from "../helpers/actors";
import { pageRouteBuild } from "../helpers/page-route-build";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let platform: TestPlatform;
let actors: Actors;
let server: http.Server;
let origin: string;
let article: Awaited<ReturnType<typeof createArticle>>;
let articleUrl: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "cache" });
  await db().update(journals).set({ doiPrefix: "10.63101" }).where(eq(journals.id, fjphs));
  const issue = (await createIssue(db(), { journalId: fjphs, volumeNumber: 4, issueNumber: 1 }))!;
  article = await createArticle(db(), issue, { articleNumber: 3, doi: null });
  articleUrl = "/journal/fjphs/article/4/3";
  const pageCache = new PageCache();
  const app = createHttpApp(async () => pageRouteBuild(), "production", { pageCache });
  server = http.createServer(cachedPagesFirst(pageCache, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await platform?.stop();
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(`${origin}${path}`, { method, headers: { "user-agent": BROWSER, ...headers } });
}

/** What would identify a reader in a page: name, e-mail and user id. */
async function tracesOf(name: keyof Actors) {
  const actor = actors[name];
  const user = (await getCurrentUser(actor.request("/")))!;
  return [user.name, user.email, user.id];
}

describe("the page cache and signed-in readers", () => {
  it("keeps public pages a day (article pages five minutes), for everyone, with no trace of the reader they were rendered for", async () => {
    const { editor } = actors;
    const journalPage = await get("/journal/fjphs");
    expect(journalPage.headers.get("cache-control")).toBe(`public, max-age=0, s-maxage=${PUBLIC_PAGE_SHARED_MAX_AGE}`);
    const first = await get(articleUrl, editor.headers);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    // Its views and downloads are counted without emptying the cache: it is kept minutes, not a day.
    expect(first.headers.get("cache-control")).toBe(`public, max-age=0, s-maxage=${ARTICLE_PAGE_SHARED_MAX_AGE}`);
    expect(first.headers.getSetCookie()).toEqual([]);
    const html = await first.text();
    expect(html).toContain(article.title);
    for (const trace of await tracesOf("editor")) expect(html).not.toContain(trace);
    // Nor the author's address that Email Author uses for signed-in readers.
    expect(html).not.toContain("asha.rao@example.org");

    // A visitor and another signed-in reader get the very same bytes from the cache.
    const visitor = await get(articleUrl);
    expect(visitor.headers.get("x-cache")).toBe("HIT");
    expect(await visitor.text()).toBe(html);
    const author = await get(articleUrl, actors.author.headers);
    expect(author.headers.get("x-cache")).toBe("HIT");
    expect(await author.text()).toBe(html);
    // So do the client navigation's data requests.
    const data = await get(`${articleUrl}.data`, editor.headers);
    expect(data.status).toBe(200);
    const dataBody = await data.text();
    for (const trace of await tracesOf("editor")) expect(dataBody).not.toContain(trace);
    expect((await get(`${articleUrl}.data`)).headers.get("x-cache")).toBe("HIT");
  });

  it("sends an article to a visitor as a reader page, and to a browser with a session as the application, cached apart", async () => {
    const url = "/journal/fjphs/article/4/3?variants";
    const visitor = await get(url);
    expect(visitor.headers.get("vary")).toContain("Cookie");
    const reader = await visitor.text();
    // Finished HTML: no React Router scripts, manifest or hydration data; the reader script only.
    expect(reader).toContain('<html lang="en" data-reader-page=""');
    expect(reader).not.toContain("__reactRouterContext");
    expect(reader).not.toContain("modulepreload");
    expect(reader.match(/<script[^>]*\bsrc=/g)).toHaveLength(1);
    expect(reader).toContain('id="cite-dialog"');

    const marked = { ...actors.editor.headers, cookie: `${actors.editor.headers.cookie}; ${SIGNED_IN_MARKER}=1` };
    const application = await get(url, marked);
    expect(application.headers.get("x-cache")).toBe("MISS");
    const app = await application.text();
    expect(app).not.toContain("data-reader-page");
    expect(app).toContain("__reactRouterContext");
    for (const trace of await tracesOf("editor")) expect(app).not.toContain(trace);

    // Each variant is kept for its own kind of browser.
    const again = await get(url);
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toBe(reader);
    const author = await get(url, { cookie: `${actors.author.headers.cookie}; ${SIGNED_IN_MARKER}=1` });
    expect(author.headers.get("x-cache")).toBe("HIT");
    expect(await author.text()).toBe(app);
  });

  it("fills in the reader's parts from GET /api/session, never cached", async () => {
    const query = "?journal=fjphs&volume=4&article=3";
    const editor = await get(`/api/session${query}`, actors.editor.headers);
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(editor.headers.get("x-cache")).toBeNull();
    const body = (await editor.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      user: { name: "Eddie Editor", email: actors.editor.email },
      article: {
        shortName: "fjphs",
        recipient: { name: "Asha Rao", email: "asha.rao@example.org" },
        canManageCitations: true,
      },
    });
    const author = (await (await get(`/api/session${query}`, actors.author.headers)).json()) as {
      article: { canManageCitations: boolean };
    };
    expect(author.article.canManageCitations).toBe(false);
    // A visitor learns nothing, not even the author's address.
    expect(await (await get(`/api/session${query}`)).json()).toEqual({ user: null, article: null });
    // A reference to no public article is no error: the page simply has no personal part.
    const huge = await get("/api/session?journal=fjphs&volume=99999999999999999999&article=1", actors.editor.headers);
    expect(huge.status).toBe(200);
    expect(((await huge.json()) as { article: unknown }).article).toBeNull();
    expect((await get("/api/session?journal=%00&volume=1&article=1", actors.editor.headers)).status).toBe(400);
  });

  it("keeps a signed-in marker that scripts may read in step with the session cookie", async () => {
    const markerOf = (response: Response) =>
      response.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_MARKER}=`)) ?? null;
    const api = createApiApp();
    const call = (path: string, headers: Record<string, string>, body?: unknown) =>
      api.request(
        `${platform.services.env.publicUrl}/api/auth${path}`,
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: platform.services.env.publicUrl, ...headers },
          body: JSON.stringify(body ?? {}),
        },
        { incoming: { socket: { remoteAddress: "198.51.100.77" } } },
      );
    // Signing in sets it for as long as the session cookie; it is no secret, so not HttpOnly.
    const signIn = await call("/sign-in/email", {}, { email: actors.author.email, password: ACTOR_PASSWORD });
    expect(signIn.status).toBe(200);
    const session = sessionCookieOf(signIn);
    const marker = markerOf(signIn);
    expect(marker).toMatch(/^sp\.signed_in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(hasSignedInMarker(marker!.split(";")[0])).toBe(true);
    // A session from before the marker gains it from GET /api/session; a public page sets nothing.
    const before = await get("/api/session", { cookie: session });
    expect(markerOf(before)).toBe(`${SIGNED_IN_MARKER}=1; Path=/; SameSite=Lax`);
    expect(markerOf(await get("/api/session", { cookie: `${session}; ${SIGNED_IN_MARKER}=1` }))).toBeNull();
    expect((await get(articleUrl, { cookie: session })).headers.getSetCookie()).toEqual([]);
    // Signing out removes it; a marker without a session is removed by the next GET /api/session.
    const signOut = await call("/sign-out", { cookie: session });
    expect(signOut.status).toBe(200);
    expect(markerOf(signOut)).toMatch(/^sp\.signed_in=; Path=\/; Max-Age=0;/);
    const stale = await get("/api/session", { cookie: `${session}; ${SIGNED_IN_MARKER}=1` });
    expect(await stale.json()).toEqual({ user: null, article: null });
    expect(markerOf(stale)).toMatch(/Max-Age=0/);
    // A visitor gets no cookie at all.
    expect((await get("/api/session")).headers.getSetCookie()).toEqual([]);
  });

  it("never keeps the dashboard, and renders for requests with other cookies or credentials", async () => {
    for (let i = 0; i < 2; i++) {
      const dashboard = await get("/dashboard", actors.editor.headers);
      expect(dashboard.status).toBe(200);
      expect(dashboard.headers.get("x-cache")).toBeNull();
      expect(dashboard.headers.get("cache-control")).not.toMatch(/s-maxage/);
    }
    await get("/"); // fills the cache
    expect((await get("/")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/", { cookie: "flash=Saved" })).headers.get("x-cache")).toBeNull();
    expect((await get("/", { authorization: "Bearer token" })).headers.get("x-cache")).toBeNull();
  });
});

describe("kept pages, answered by the request listener before the application", () => {
  /** A request whose answer is read as sent: no decompression on the way. */
  function raw(path: string, headers: Record<string, string>, method = "GET") {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${origin}${path}`, { method, headers: { "user-agent": BROWSER, ...headers } });
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on("error", reject).end();
    });
  }
  const views = async (path: string) => {
    await flushAnalytics();
    const rows = await db().select().from(pageViewsDaily).where(eq(pageViewsDaily.path, path));
    return rows.reduce((n, r) => n + r.views, 0);
  };

  it("sends the rendered bytes in every encoding, answers HEAD, carries the security headers and counts the view", async () => {
    const url = "/journal/fjphs/article/4/3?listener";
    const first = await raw(url, { "accept-encoding": "identity" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const viewsBefore = await views("/journal/fjphs/article/4/3");

    const plain = await raw(url, { "accept-encoding": "identity" });
    expect(plain.headers["x-cache"]).toBe("HIT");
    expect(plain.body.equals(first.body)).toBe(true);
    expect(Number(plain.headers["content-length"])).toBe(first.body.byteLength);
    expect(plain.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "cache-control": `public, max-age=0, s-maxage=${ARTICLE_PAGE_SHARED_MAX_AGE}`,
    });
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    // One CSP for every reader: the hashes of the page's own inline scripts, no nonce.
    expect(plain.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(plain.headers["content-security-policy"]).not.toContain("nonce-");
    expect(await views("/journal/fjphs/article/4/3")).toBe(viewsBefore + 1);

    const br = await raw(url, { "accept-encoding": "gzip, br" });
    expect(br.headers).toMatchObject({ "x-cache": "HIT", "content-encoding": "br" });
    expect(zlib.brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    const gzip = await raw(url, { "accept-encoding": "gzip" });
    expect(gzip.headers).toMatchObject({ "x-cache": "HIT", "content-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).equals(first.body)).toBe(true);

    const head = await raw(url, { "accept-encoding": "identity" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.headers["content-length"]).toBe(plain.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);
    // The two compressed GETs are views; neither a HEAD nor a robot is.
    await raw(url, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(await views("/journal/fjphs/article/4/3")).toBe(viewsBefore + 3);
  });

  it("counts every one of many hits answered together, after writing them", async () => {
    const url = "/journal/fjphs/article/4/3?together";
    expect((await raw(url, {})).headers["x-cache"]).toBe("MISS");
    const before = await views("/journal/fjphs/article/4/3");
    // Concurrent requests arrive in the same turns of the server's event loop, and are counted
    // together once their answers are written (countSoon).
    const answers = await Promise.all(Array.from({ length: 40 }, () => raw(url, {})));
    expect(answers.every((a) => a.headers["x-cache"] === "HIT")).toBe(true);
    expect(await views("/journal/fjphs/article/4/3")).toBe(before + 40);
  });

  it("leaves a URL in another form to the application, which finds the same page", async () => {
    await get("/journal/fjphs?form");
    const dotted = await raw("/journal/x/../fjphs?form", { "accept-encoding": "identity" });
    expect(dotted.headers["x-cache"]).toBe("HIT");
    expect(dotted.headers["x-content-type-options"]).toBe("nosniff");
    const nul = await raw("/journal/fjphs?form%00", {});
    expect(nul.status).toBe(400);
  });
});

describe("exact invalidation", () => {
  it("shows an article's new DOI at once", async () => {
    await get(articleUrl);
    expect((await get(articleUrl)).headers.get("x-cache")).toBe("HIT");
    const editor = (await getCurrentUser(actors.editor.request("/")))!;
    const { doi } = await generateArticleDoi(editor, article.id);
    const after = await get(articleUrl);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain(doi);
  });

  it("shows a journal's new title in the header and footer of every reader page at once", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const [{ title }] = await db().select({ title: journals.title }).from(journals).where(eq(journals.id, fjphs));
    // Rendered (a new address each time, so not from the page cache): the header's menus and the
    // footer are the same on every reader page, and copied from the first render (ADR 038).
    const first = await (await get(`${articleUrl}?chrome=1`)).text();
    const second = await (await get(`${articleUrl}?chrome=2`)).text();
    const chrome = (html: string) =>
      html
        .replace(/<main[\s\S]*<\/main>/, "")
        .replace(/chrome(=|%3D)\d/g, "")
        .replace(/nonce="[^"]*"/g, "");
    expect(chrome(second)).toBe(chrome(first));
    expect(first.split(title).length - 1).toBeGreaterThanOrEqual(3); // desktop menu, mobile menu, footer

    const renamed = `${title} (renamed)`;
    try {
      await db().update(journals).set({ title: renamed }).where(eq(journals.id, fjphs));
      contentChanged();
      const after = await (await get(`${articleUrl}?chrome=3`)).text();
      expect(after.split(renamed).length - 1).toBe(first.split(title).length - 1);
      expect(after).not.toContain("render-once");
    } finally {
      await db().update(journals).set({ title }).where(eq(journals.id, fjphs));
      contentChanged();
    }
  });

  it("does not empty the cache when a view or a download is counted; the page shows it within five minutes", async () => {
    const downloadsOn = (html: string) => /data-testid="metric-downloads"[^>]*>([\d,]+)</.exec(html)?.[1];
    const before = downloadsOn(await (await get(articleUrl)).text());
    expect(before).toBeDefined();
    const request = new Request(`http://journals.test${articleUrl}`, { headers: { "user-agent": BROWSER } });
    await recordArticleUsage(article.id, "request", request, "203.0.113.9");
    const cached = await get(articleUrl);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(downloadsOn(await cached.text())).toBe(before);
    // Five minutes later the page is rendered again, with the download counted.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (ARTICLE_PAGE_SHARED_MAX_AGE + 1) * 1000 });
    try {
      const fresh = await get(articleUrl);
      expect(fresh.headers.get("x-cache")).toBe("MISS");
      expect(Number(downloadsOn(await fresh.text())!.replace(/,/g, ""))).toBe(Number(before!.replace(/,/g, "")) + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("journal counters", () => {
  it("follow every publication, withdrawal, move and deletion in the same transaction", async () => {
    const counts = async () => {
      const j = await getPublicJournalWithCounts("fjphs");
      return { articles: j.articleCount, issues: j.issueCount };
    };
    const before = await counts();
    const fjphs = await journalId(db(), "fjphs");
    const issue = (await createIssue(db(), { journalId: fjphs, volumeNumber: 9, issueNumber: 1 }))!;
    const one = await createArticle(db(), issue, { articleNumber: 901 });
    await createArticle(db(), issue, { articleNumber: 902, status: "draft" });
    expect(await counts()).toEqual({ articles: before.articles + 1, issues: before.issues + 1 });
    await db().update(articles).set({ status: "withdrawn" }).where(eq(articles.id, one.id));
    expect((await counts()).articles).toBe(before.articles);
    await db().update(articles).set({ status: "published" }).where(eq(articles.id, one.id));
    await db().delete(articles).where(eq(articles.issueId, issue.id));
    await db().delete(issues).where(eq(issues.id, issue.id));
    expect(await counts()).toEqual(before);
    // The counts agree with the catalogue itself.
    const [row] = await db()
      .execute<{ n: number }>(
        sql`select count(*)::int as n from articles where journal_id = ${fjphs} and status = 'published'`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(before.articles).toBe(row!.n);
  });
});
