import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { articles, issues, journals, sitemapEntries } from "~/db/schema";
import { articlePath, issuePath, journalPath } from "~/lib/paths";
import { STATIC_PAGES } from "~/modules/sitemap/sitemap.constants";
import { getSitemapOverview, regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { addArticle, addIssue, entry, journalId } from "./sitemap-fixtures";

describe("sitemap entries regenerated from the content", () => {
  let platform: TestPlatform;
  let db: Db;
  let fjphs: string;
  let published: Awaited<ReturnType<typeof addIssue>>;
  let special: Awaited<ReturnType<typeof addIssue>>;
  let draftIssue: Awaited<ReturnType<typeof addIssue>>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    fjphs = await journalId(db, "fjphs");
    published = await addIssue(db, fjphs, { volumeNumber: 3, issueNumber: 2, title: "Antimicrobial resistance" });
    special = await addIssue(db, fjphs, { volumeNumber: 3, issueNumber: 1, type: "special" });
    draftIssue = await addIssue(db, fjphs, { volumeNumber: 4, issueNumber: 1, status: "draft" });
    await addArticle(db, published, {
      articleNumber: 1,
      title: "Bioavailability of oral antibiotics",
      abstract: "  We measured\nabsorption.\t ",
    });
    await addArticle(db, published, { articleNumber: 2, status: "draft" });
    await addArticle(db, special, { articleNumber: 3, status: "submitted" });
    // Published article in an unpublished issue: public already (online first).
    await addArticle(db, draftIssue, { articleNumber: 4 });
  });
  afterAll(() => platform.stop());

  it("writes static pages, active journals, published issues and published articles with their paths", async () => {
    const counts = await regenerateSitemapEntries(db);
    // 19 static pages, 4 journals, 2 published issues, 2 public articles (one online first).
    expect(counts).toMatchObject({
      total: STATIC_PAGES.length + 4 + 2 + 2,
      inserted: STATIC_PAGES.length + 8,
      removed: 0,
    });
    expect(STATIC_PAGES).toHaveLength(19);

    const home = await entry(db, "/");
    expect(home).toMatchObject({ pageType: "static", priority: 1, journalId: null, metaTitle: "Home" });
    expect((await entry(db, "/cookies"))?.priority).toBe(0.5);

    const journal = await entry(db, journalPath("fjphs"));
    expect(journal).toMatchObject({ pageType: "journal", priority: 0.9, journalId: fjphs });

    const regular = await entry(db, issuePath("fjphs", published));
    expect(regular).toMatchObject({ pageType: "issue", priority: 0.8, journalId: fjphs });
    expect(regular.url).toBe("/journal/fjphs/issue/v3-i2");
    expect(regular.metaTitle).toContain("Volume 3, Issue 2: Antimicrobial resistance");
    // Never edited since it was written: its content dates from its publication, not from the write.
    expect(regular.lastModified).toEqual(new Date(`${published.publicationDate}T00:00:00Z`));
    expect(await entry(db, "/journal/fjphs/issue/v3-s1")).toMatchObject({ pageType: "issue" });

    const article = await entry(db, articlePath("fjphs", 3, 1));
    expect(article).toMatchObject({
      pageType: "article",
      priority: 0.7,
      journalId: fjphs,
      metaTitle: "Bioavailability of oral antibiotics",
      metaDescription: "We measured\nabsorption.",
    });
  });

  it("leaves out drafts, submitted articles and unpublished issues; keeps articles published online first", async () => {
    const urls = (await db.select({ url: sitemapEntries.url }).from(sitemapEntries)).map((r) => r.url);
    expect(urls).not.toContain(articlePath("fjphs", 3, 2));
    expect(urls).not.toContain(articlePath("fjphs", 3, 3));
    expect(urls).not.toContain(issuePath("fjphs", draftIssue));
    expect(urls).toContain(articlePath("fjphs", 4, 4));
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await db.select().from(sitemapEntries).orderBy(sitemapEntries.url);
    const counts = await regenerateSitemapEntries(db);
    expect(counts).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    const after = await db.select().from(sitemapEntries).orderBy(sitemapEntries.url);
    expect(after).toEqual(before);
  });

  it("keeps an editor's priority and indexing choice while refreshing titles and dates", async () => {
    const url = articlePath("fjphs", 3, 1);
    // As the SEO manager saves a choice: the value and that it was set by hand.
    await db
      .update(sitemapEntries)
      .set({ priority: 0.3, isIndexed: false, prioritySetByHand: true, indexedSetByHand: true })
      .where(eq(sitemapEntries.url, url));
    const edited = new Date("2030-01-02T03:04:05Z");
    await db
      .update(articles)
      .set({ title: "Bioavailability of oral antibiotics: revised", updatedAt: edited })
      .where(and(eq(articles.journalId, fjphs), eq(articles.articleNumber, 1)));

    const counts = await regenerateSitemapEntries(db);
    expect(counts).toMatchObject({ inserted: 0, removed: 0 });
    expect(counts.updated).toBeGreaterThanOrEqual(1);
    expect(await entry(db, url)).toMatchObject({
      priority: 0.3,
      isIndexed: false,
      metaTitle: "Bioavailability of oral antibiotics: revised",
      lastModified: edited,
    });
  });

  it("follows newly published content and removes content that is gone or no longer public", async () => {
    await db
      .update(articles)
      .set({ status: "published" })
      .where(and(eq(articles.journalId, fjphs), eq(articles.articleNumber, 2)));
    let counts = await regenerateSitemapEntries(db);
    expect(counts.inserted).toBe(1);
    expect(await entry(db, articlePath("fjphs", 3, 2))).toBeDefined();

    await db
      .update(articles)
      .set({ status: "draft" })
      .where(and(eq(articles.journalId, fjphs), eq(articles.articleNumber, 1)));
    await db.delete(issues).where(eq(issues.id, special.id));
    counts = await regenerateSitemapEntries(db);
    expect(counts.removed).toBe(2);
    expect(await entry(db, articlePath("fjphs", 3, 1))).toBeUndefined();
    expect(await entry(db, "/journal/fjphs/issue/v3-s1")).toBeUndefined();
  });

  it("drops a deactivated journal with its issues and articles, and keeps entries of types it does not manage", async () => {
    await db.insert(sitemapEntries).values({ url: "/call-for-papers", pageType: "campaign", priority: 0.4 });
    await db.update(journals).set({ status: "inactive" }).where(eq(journals.id, fjphs));
    await regenerateSitemapEntries(db);
    const left = await db
      .select({ url: sitemapEntries.url })
      .from(sitemapEntries)
      .where(eq(sitemapEntries.journalId, fjphs));
    expect(left).toEqual([]);
    expect(await entry(db, "/call-for-papers")).toMatchObject({ pageType: "campaign" });
    await db.update(journals).set({ status: "active" }).where(eq(journals.id, fjphs));
    await regenerateSitemapEntries(db);
    expect(await entry(db, journalPath("fjphs"))).toBeDefined();
  });
});

describe("the public /sitemap page data", () => {
  let platform: TestPlatform;
  let db: Db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    const ijebr = await journalId(db, "ijebr");
    const issue = await addIssue(db, ijebr, { volumeNumber: 1, issueNumber: 1 });
    for (let n = 1; n <= 25; n++) await addArticle(db, issue, { articleNumber: n });
  });
  afterAll(() => platform.stop());

  it("shows 'N/A' and no groups before any entry exists", async () => {
    const overview = await getSitemapOverview({ page: 1 });
    expect(overview.summary).toEqual({ indexedCount: 0, typeCount: 0, lastUpdated: "N/A" });
    expect(overview.groups).toEqual([]);
  });

  it("groups indexed entries by type under the spec's headings, 20 per group", async () => {
    await regenerateSitemapEntries(db);
    await db.update(sitemapEntries).set({ isIndexed: false }).where(eq(sitemapEntries.url, "/cookies"));
    await db
      .insert(sitemapEntries)
      .values({ url: "/newsletter", pageType: "newsletter_page", lastModified: new Date("2031-07-09T12:00:00Z") });

    const overview = await getSitemapOverview({ page: 1 });
    expect(overview.summary).toEqual({ indexedCount: 18 + 4 + 1 + 25 + 1, typeCount: 5, lastUpdated: "Jul 09" });
    expect(overview.groups.map((g) => [g.heading, g.total, g.entries.length, g.pageCount])).toEqual([
      ["Main Pages", 18, 18, 1],
      ["Journals", 4, 4, 1],
      ["Journal Issues", 1, 1, 1],
      ["Articles", 25, 20, 2],
      ["Newsletter Page", 1, 1, 1],
    ]);
    const main = overview.groups[0];
    expect(main.entries[0]).toMatchObject({ url: "/", title: "Home", priority: 1 });
    expect(main.entries.map((e) => e.url)).not.toContain("/cookies");
    expect(overview.groups[4].entries[0]).toMatchObject({ title: "Newsletter", updated: "Jul 09, 2031" });
  });

  it("pages through one group with ?type and ?page, and reports pages past the end as not found", async () => {
    const page2 = await getSitemapOverview({ type: "article", page: 2 });
    expect(page2.found).toBe(true);
    expect(page2.groups).toHaveLength(1);
    expect(page2.groups[0]).toMatchObject({ pageType: "article", page: 2, pageCount: 2 });
    expect(page2.groups[0].entries).toHaveLength(5);
    const first = await getSitemapOverview({ type: "article", page: 1 });
    const seen = new Set([...first.groups[0].entries, ...page2.groups[0].entries].map((e) => e.url));
    expect(seen.size).toBe(25);

    expect((await getSitemapOverview({ type: "article", page: 3 })).found).toBe(false);
    expect((await getSitemapOverview({ type: "nothing", page: 1 })).found).toBe(false);
  });
});
