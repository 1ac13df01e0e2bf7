// The SEO manager (/dashboard/seo, spec 002 sections 2.12, 4, 5, 8; ADR 027): its list paged,
// searched and filtered in SQL, priorities checked on the server, the scope of each user, choices
// made by hand surviving every regeneration, and what crawlers read after an entry is unindexed.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { articleAuthors, roleAssignments, sitemapEntries } from "~/db/schema";
import type { CurrentUser } from "~/modules/auth/current-user";
import { contentChanged } from "~/lib/content-changes.server";
import { articlePath, journalPath } from "~/lib/paths";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { SEO_PAGE_SIZE } from "~/modules/seo/seo.constants";
import { parsePriority, parseSeoQuery } from "~/modules/seo/seo.schemas";
import {
  exportSeoSitemap,
  findSeoEntries,
  regenerateSeoSitemap,
  updateSeoEntry,
} from "~/modules/seo/seo.service.server";
import { UNINDEXED_KEPT_MAX } from "~/modules/sitemap/sitemap.constants";
import { isUnindexedPage, readAll, regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import * as articleRoute from "~/routes/public/article";
import * as aboutRoute from "~/routes/public/pages/about";
import { createSeoRoutes } from "../../server/seo-routes";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { addArticle, addIssue, entry, journalId } from "./sitemap-fixtures";

const BASE = "http://journals.test";

function person(id: string, roles: CurrentUser["roles"]): CurrentUser {
  return { id, name: id, email: `${id}@example.org`, status: "active", roles };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
const query = (search = "") => parseSeoQuery(new URLSearchParams(search));

/** The robots tag of a page as meta() renders it from its loader's answer. */
async function robotsOf(
  path: string,
  route: { loader: (args: never) => unknown; meta: (args: never) => unknown },
  params: Record<string, string> = {},
) {
  const result = (await route.loader(routeArgs(new Request(`${BASE}${path}`), params) as never)) as {
    data?: unknown;
  };
  const loaderData = result && typeof result === "object" && "data" in result ? result.data : result;
  const tags = route.meta({
    loaderData,
    data: loaderData,
    params,
    location: { pathname: path, search: "", hash: "", state: null, key: "default" },
    matches: [{ id: "root", loaderData: { publicUrl: BASE } }],
  } as never) as { name?: string; content?: string }[];
  return tags.filter((t) => t.name === "robots").map((t) => t.content);
}

describe("the SEO manager", () => {
  let platform: TestPlatform;
  let db: Db;
  let fjphs: string;
  let bjps: string;
  let admin: CurrentUser;
  let editorA: CurrentUser;
  let editorB: CurrentUser;
  let editorAll: CurrentUser;
  let author: CurrentUser;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    fjphs = await journalId(db, "fjphs");
    bjps = await journalId(db, "bjps");
    const issue = await addIssue(db, fjphs, { volumeNumber: 5, issueNumber: 1, title: "Formulation science" });
    for (let n = 1; n <= 30; n++) {
      await addArticle(db, issue, {
        articleNumber: n,
        title: n === 7 ? "Mucoadhesive buccal films of propranolol" : `Study ${n} of tablet dissolution`,
      });
    }
    const bIssue = await addIssue(db, bjps, { volumeNumber: 2, issueNumber: 1 });
    for (let n = 1; n <= 3; n++) await addArticle(db, bIssue, { articleNumber: n });
    await regenerateSitemapEntries(db);
    // The platform's own admin: publishing records who did it.
    const [adminRow] = await db
      .select({ id: roleAssignments.userId })
      .from(roleAssignments)
      .where(eq(roleAssignments.role, "admin"))
      .limit(1);
    admin = person(adminRow.id, [{ role: "admin", journalId: null }]);
    editorA = person("seo-editor-a", [{ role: "editor", journalId: fjphs }]);
    editorB = person("seo-editor-b", [{ role: "editor", journalId: bjps }]);
    editorAll = person("seo-editor-all", [{ role: "editor", journalId: null }]);
    author = person("seo-author", [{ role: "author", journalId: null }]);
  });
  afterAll(() => platform.stop());

  it("pages every entry for an admin in SQL, most important first, with the stats over all of them", async () => {
    const all = await db
      .select({ priority: sitemapEntries.priority, isIndexed: sitemapEntries.isIndexed })
      .from(sitemapEntries);
    const first = await findSeoEntries(admin, query());
    expect(first.total).toBe(all.length);
    expect(first.rows).toHaveLength(SEO_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(all.length / SEO_PAGE_SIZE));
    expect(first.rows[0]).toMatchObject({ url: "/", priority: 1, pageType: "static" });
    const priorities = first.rows.map((r) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(first.stats).toEqual({
      total: all.length,
      indexed: all.filter((e) => e.isIndexed).length,
      highPriority: all.filter((e) => e.priority >= 0.8).length,
      pageTypes: 4,
    });
    expect(first.types).toEqual(["article", "issue", "journal", "static"]);

    const second = await findSeoEntries(admin, query("page=2"));
    expect(second.rows.map((r) => r.url)).not.toContain(first.rows[0].url);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(first.rows.length + second.rows.length);
    const past = await findSeoEntries(admin, query("page=999"));
    expect(past.rows).toEqual([]);
  });

  it("searches by URL, title or type and filters by type", async () => {
    const byTitle = await findSeoEntries(admin, query("search=mucoadhesive"));
    expect(byTitle.rows.map((r) => r.url)).toEqual([articlePath("fjphs", 5, 7)]);
    expect(byTitle.rows[0].title).toBe("Mucoadhesive buccal films of propranolol");

    const byUrl = await findSeoEntries(admin, query("search=bjps"));
    expect(byUrl.rows.map((r) => r.url).sort()).toEqual(
      [journalPath("bjps"), "/journal/bjps/issue/v2-i1", ...[1, 2, 3].map((n) => articlePath("bjps", 2, n))].sort(),
    );

    const byType = await findSeoEntries(admin, query("search=issue"));
    expect(byType.rows.every((r) => r.pageType === "issue" || r.url.includes("issue"))).toBe(true);
    expect(byType.total).toBeGreaterThanOrEqual(2);

    const filtered = await findSeoEntries(admin, query("type=journal"));
    expect(filtered.rows.every((r) => r.pageType === "journal")).toBe(true);
    expect(filtered.total).toBe(4);
    // The stats count everything in scope, whatever the filters.
    expect(filtered.stats.total).toBe((await findSeoEntries(admin, query())).stats.total);

    const both = await findSeoEntries(admin, query("type=article&search=bjps"));
    expect(both.total).toBe(3);
    const none = await findSeoEntries(admin, query("search=zzzqqq"));
    expect(none).toMatchObject({ total: 0, rows: [], pageCount: 1 });
  });

  it("accepts a priority from 0 to 1 in steps of 0.1 and refuses anything else with 400", async () => {
    expect([
      parsePriority("0.7"),
      parsePriority(".3"),
      parsePriority("1"),
      parsePriority(" 0.30 "),
      parsePriority("0"),
    ]).toEqual([0.7, 0.3, 1, 0.3, 0]);
    for (const bad of ["", "abc", "1.5", "-0.1", "0.75", "1e-1", "Infinity", "NaN", "0x1", "0.7.1"]) {
      expect(parsePriority(bad), bad).toBeNull();
    }

    const target = await entry(db, articlePath("fjphs", 5, 2));
    for (const bad of ["1.5", "0.75", "abc", "", "-1"]) {
      await expect(updateSeoEntry(admin, { entryId: target.id, priority: bad }), bad).rejects.toMatchObject({
        status: 400,
        message: "Priority must be a number from 0 to 1, in steps of 0.1",
      });
    }
    await expect(updateSeoEntry(admin, { entryId: target.id, indexed: "maybe" })).rejects.toMatchObject({
      status: 400,
    });
    expect((await entry(db, target.url)).priority).toBe(0.7);

    const saved = await updateSeoEntry(admin, { entryId: target.id, priority: "0.4" });
    expect(saved).toMatchObject({ priority: 0.4, prioritySetByHand: true });
    expect(await entry(db, target.url)).toMatchObject({ priority: 0.4, prioritySetByHand: true });
    await expect(updateSeoEntry(admin, { entryId: "not-a-uuid", priority: "0.5" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shows an editor only the entries of the journals they edit, and never the site-wide ones", async () => {
    const a = await findSeoEntries(editorA, query());
    const ownUrls = await db
      .select({ url: sitemapEntries.url })
      .from(sitemapEntries)
      .where(eq(sitemapEntries.journalId, fjphs));
    expect(a.total).toBe(ownUrls.length);
    expect(a.manageSite).toBe(false);
    const allOfA = await findSeoEntries(editorA, query("page=2"));
    for (const row of [...a.rows, ...allOfA.rows]) expect(row.url.startsWith("/journal/fjphs")).toBe(true);
    expect(a.stats.total).toBe(ownUrls.length);
    expect(a.types).toEqual(["article", "issue", "journal"]);
    expect((await findSeoEntries(editorA, query("search=bjps"))).total).toBe(0);

    const everyJournal = await findSeoEntries(editorAll, query());
    expect(everyJournal.rows.some((r) => r.pageType === "static")).toBe(false);
    expect(everyJournal.total).toBe(
      (await db.select({ url: sitemapEntries.url }).from(sitemapEntries)).length -
        (await db.select({ url: sitemapEntries.url }).from(sitemapEntries).where(eq(sitemapEntries.pageType, "static")))
          .length,
    );
    expect((await findSeoEntries(admin, query())).manageSite).toBe(true);

    await expect(findSeoEntries(author, query())).rejects.toMatchObject({ status: 403 });
  });

  it("lets an editor change their journals' entries only: another journal's and site-wide ones are a 404", async () => {
    const home = await entry(db, "/");
    const other = await entry(db, articlePath("bjps", 2, 1));
    const own = await entry(db, articlePath("fjphs", 5, 3));
    await expect(updateSeoEntry(editorA, { entryId: home.id, indexed: "false" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateSeoEntry(editorA, { entryId: other.id, priority: "0.1" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateSeoEntry(editorAll, { entryId: home.id, priority: "0.1" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(updateSeoEntry(author, { entryId: own.id, priority: "0.1" })).rejects.toMatchObject({ status: 403 });
    expect(await entry(db, "/")).toMatchObject({ isIndexed: true, priority: 1 });
    expect((await entry(db, other.url)).priority).toBe(0.7);

    await updateSeoEntry(editorA, { entryId: own.id, priority: "0.9" });
    expect((await entry(db, own.url)).priority).toBe(0.9);
    await updateSeoEntry(admin, { entryId: home.id, priority: "0.9" });
    await updateSeoEntry(admin, { entryId: home.id, priority: "1" });
  });

  it("lets an editor regenerate only their journals' entries", async () => {
    // Take one entry of each journal away; an editor of A brings back A's only.
    const lostA = articlePath("fjphs", 5, 30);
    const lostB = articlePath("bjps", 2, 3);
    await db.delete(sitemapEntries).where(eq(sitemapEntries.url, lostA));
    await db.delete(sitemapEntries).where(eq(sitemapEntries.url, lostB));
    await regenerateSeoSitemap(editorA);
    expect(await entry(db, lostA)).toBeDefined();
    expect(await entry(db, lostB)).toBeUndefined();
    await regenerateSeoSitemap(editorB);
    expect(await entry(db, lostB)).toBeDefined();
    await expect(regenerateSeoSitemap(author)).rejects.toMatchObject({ status: 403 });
    await regenerateSeoSitemap(admin);
  });

  it("keeps priorities and indexing set by hand through every regeneration, and refreshes automatic ones", async () => {
    const chosen = await entry(db, articlePath("fjphs", 5, 4));
    await updateSeoEntry(editorA, { entryId: chosen.id, priority: "0.2" });
    await updateSeoEntry(editorA, { entryId: chosen.id, indexed: "false" });
    // An automatic value that drifted (no one chose it) goes back to the generator's.
    const automatic = articlePath("fjphs", 5, 5);
    await db.update(sitemapEntries).set({ priority: 0.1, isIndexed: false }).where(eq(sitemapEntries.url, automatic));

    await regenerateSeoSitemap(admin);
    expect(await entry(db, chosen.url)).toMatchObject({
      priority: 0.2,
      isIndexed: false,
      prioritySetByHand: true,
      indexedSetByHand: true,
    });
    expect(await entry(db, automatic)).toMatchObject({ priority: 0.7, isIndexed: true, prioritySetByHand: false });

    // The automatic regeneration of a content change (publishing in the journal) keeps them too.
    const issue = await addIssue(db, fjphs, { volumeNumber: 6, issueNumber: 1 });
    const draft = await addArticle(db, issue, { articleNumber: 31, status: "draft" });
    await db.insert(articleAuthors).values({ articleId: draft.id, position: 1, name: "Ada Author" });
    await publishArticle(admin, draft.id);
    expect(await entry(db, articlePath("fjphs", 6, 31))).toBeDefined();
    expect(await entry(db, chosen.url)).toMatchObject({ priority: 0.2, isIndexed: false });

    await regenerateSitemapEntries(db, { journalId: fjphs });
    await regenerateSitemapEntries(db);
    expect(await entry(db, chosen.url)).toMatchObject({ priority: 0.2, isIndexed: false });
  });

  it("takes an unindexed page out of the XML sitemaps and its chunks, and makes the page say noindex", async () => {
    const url = articlePath("fjphs", 5, 12);
    const target = await entry(db, url);
    const small = createSeoRoutes({ pageSize: 4, publicUrl: BASE });
    const journalChunks = async () => {
      const index = await (await small.request("/sitemap.xml")).text();
      const files = locs(index)
        .map((l) => new URL(l).pathname)
        .filter((p) => p.startsWith("/sitemaps/fjphs-"));
      const urls: string[] = [];
      for (const file of files) {
        const res = await small.request(file);
        expect(res.status, file).toBe(200);
        urls.push(...locs(await res.text()));
      }
      return { files, urls };
    };
    const before = await journalChunks();
    expect(before.urls).toContain(`${BASE}${url}`);
    expect(await robotsOf(url, articleRoute, { shortName: "fjphs", volume: "5", articleNumber: "12" })).toEqual([
      "index, follow",
    ]);

    await updateSeoEntry(editorA, { entryId: target.id, indexed: "false" });
    const after = await journalChunks();
    expect(after.urls).not.toContain(`${BASE}${url}`);
    // Still paged without gaps or repeats: every other indexed entry is still listed once.
    expect(after.urls).toHaveLength(new Set(after.urls).size);
    expect(after.urls.length).toBe(before.urls.length - 1);
    expect(after.files.length).toBeGreaterThan(1);
    expect(await isUnindexedPage(url)).toBe(true);
    expect(await robotsOf(url, articleRoute, { shortName: "fjphs", volume: "5", articleNumber: "12" })).toEqual([
      "noindex",
    ]);

    // The exported XML leaves it out as well.
    const exported = locs(await readAll(exportSeoSitemap(editorA)));
    expect(exported).not.toContain(`${platform.services.env.publicUrl}${url}`);
    expect(exported.every((l) => new URL(l).pathname.startsWith("/journal/fjphs"))).toBe(true);

    // A static page (admins only) the same way, in the site sitemap.
    const site = createSeoRoutes({ publicUrl: BASE });
    const about = await entry(db, "/about");
    expect(locs(await (await site.request("/sitemaps/site.xml")).text())).toContain(`${BASE}/about`);
    await updateSeoEntry(admin, { entryId: about.id, indexed: "false" });
    expect(locs(await (await site.request("/sitemaps/site.xml")).text())).not.toContain(`${BASE}/about`);
    expect(await robotsOf("/about", aboutRoute)).toEqual(["noindex"]);
    await updateSeoEntry(admin, { entryId: about.id, indexed: "true" });
    expect(await robotsOf("/about", aboutRoute)).toEqual(["index, follow"]);
    expect(locs(await (await site.request("/sitemaps/site.xml")).text())).toContain(`${BASE}/about`);
  });

  it("exports every indexed entry an admin manages as a sitemap urlset", async () => {
    const xml = await readAll(exportSeoSitemap(admin));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const indexed = await db
      .select({ url: sitemapEntries.url })
      .from(sitemapEntries)
      .where(eq(sitemapEntries.isIndexed, true));
    expect(locs(xml)).toHaveLength(indexed.length);
    expect(xml).toMatch(
      /<url><loc>[^<]+\/journal\/fjphs<\/loc><lastmod>[^<]+<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.9<\/priority><\/url>/,
    );
  });

  it("keeps the unindexed pages until the next change, and asks per page past 10,000 of them", async () => {
    const url = "/policies/unindexed-by-sql";
    await db.insert(sitemapEntries).values({ url, pageType: "page", isIndexed: false });
    // Written without telling anyone: the kept answer stands until the next change.
    expect(await isUnindexedPage(url)).toBe(false);
    contentChanged();
    expect(await isUnindexedPage(url)).toBe(true);
    expect(await isUnindexedPage("/about")).toBe(false);

    // More unindexed pages than are kept: each page asks the database.
    await db.execute(sql`
      insert into sitemap_entries (url, page_type, is_indexed)
      select '/bulk-unindexed/' || n, 'page', false from generate_series(1, ${UNINDEXED_KEPT_MAX}) n`);
    contentChanged();
    expect(await isUnindexedPage("/bulk-unindexed/7")).toBe(true);
    expect(await isUnindexedPage(url)).toBe(true);
    await db.update(sitemapEntries).set({ isIndexed: true }).where(eq(sitemapEntries.url, url));
    expect(await isUnindexedPage(url)).toBe(false);
    await db.execute(sql`delete from sitemap_entries where url like '/bulk-unindexed/%' or url = ${url}`);
    contentChanged();
  });
});
