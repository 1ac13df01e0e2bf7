import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { articleAuthors, articleMetricsHistory, articles, issues, journals } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { clearSiteMetricsCache, computeSiteMetrics, getSiteMetrics } from "~/modules/metrics/metrics.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const NOW = new Date("2025-06-30T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const dateDaysAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);

describe("site metrics", () => {
  let platform: TestPlatform;
  let database: Db;
  let journalIds: Record<string, string>;
  let issueIds: Record<string, string>;
  let nextNumber = 1;

  async function addArticle(
    journal: string,
    opts: { published?: boolean; daysAgo?: number | null; citations?: number; authors?: string[] } = {},
  ): Promise<string> {
    const [row] = await database
      .insert(articles)
      .values({
        journalId: journalIds[journal],
        issueId: issueIds[journal],
        articleNumber: nextNumber++,
        status: opts.published === false ? "submitted" : "published",
        title: `Article ${nextNumber}`,
        publicationDate: opts.daysAgo === null ? null : dateDaysAgo(opts.daysAgo ?? 200),
        citationCount: opts.citations ?? 0,
      })
      .returning({ id: articles.id });
    if (opts.authors?.length) {
      await database
        .insert(articleAuthors)
        .values(opts.authors.map((name, position) => ({ articleId: row.id, position, name })));
    }
    return row.id;
  }

  async function record(articleId: string, ageDays: number, citationCount: number) {
    await database.insert(articleMetricsHistory).values({
      articleId,
      recordedAt: daysAgo(ageDays),
      citationCount,
      downloadCount: 0,
      viewCount: 0,
      mentionCount: 0,
    });
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    database = platform.services.database.db;
    const rows = await database.select({ id: journals.id, shortName: journals.shortName }).from(journals);
    journalIds = Object.fromEntries(rows.map((r) => [r.shortName, r.id]));
    issueIds = {};
    for (const r of rows) {
      const [issue] = await database
        .insert(issues)
        .values({
          journalId: r.id,
          volumeNumber: 1,
          issueNumber: 1,
          status: "published",
          publicationDate: "2025-01-01",
        })
        .returning({ id: issues.id });
      issueIds[r.shortName] = issue.id;
    }
  });
  afterAll(() => platform.stop());

  beforeEach(async () => {
    clearSiteMetricsCache();
    await database.delete(articles);
    await database.update(journals).set({ status: "active" });
  });

  it("shows zeros, no citation trend and no impact factor on a fresh installation", async () => {
    const m = await computeSiteMetrics(NOW);
    expect(m.researchPapers).toEqual({ total: 0, lastYear: 0, growth: null });
    expect(m.activeResearchers).toEqual({ total: 0 });
    expect(m.citations).toEqual({ total: 0, growth: null });
    // Nobody entered one: the founding journals start without an impact factor.
    expect(m.impactFactor).toEqual({ average: null });
  });

  it("counts only published articles of active journals, with growth by publication date", async () => {
    await addArticle("fjphs", { daysAgo: 5 });
    await addArticle("fjphs", { daysAgo: 29 });
    await addArticle("ijcpms", { daysAgo: 12 });
    await addArticle("ijebr", { daysAgo: 45 });
    await addArticle("ijebr", { daysAgo: 59 });
    await addArticle("bjps", { daysAgo: 400 });
    await addArticle("bjps", { daysAgo: null });
    await addArticle("fjphs", { published: false, daysAgo: 3 });
    await addArticle("bjps", { daysAgo: 2 }); // hidden below with its journal
    await database.update(journals).set({ status: "inactive" }).where(eq(journals.shortName, "bjps"));

    const m = await computeSiteMetrics(NOW);
    // Visible: 5 in fjphs/ijcpms/ijebr, all in the last 12 months; nothing before to compare with.
    expect(m.researchPapers).toEqual({ total: 5, lastYear: 5, growth: null });
  });

  it("compares papers over 12 months, and only against enough papers to mean something", async () => {
    for (let i = 0; i < 10; i++) await addArticle("fjphs", { daysAgo: 400 + i });
    for (let i = 0; i < 15; i++) await addArticle("ijcpms", { daysAgo: 100 + i });
    expect((await computeSiteMetrics(NOW)).researchPapers).toEqual({ total: 25, lastYear: 15, growth: 50 });
  });

  it("shows no decline for a quiet month: nothing published in the last 30 days is no trend at all", async () => {
    await addArticle("fjphs", { daysAgo: 45 });
    await addArticle("fjphs", { daysAgo: 50 });
    expect((await computeSiteMetrics(NOW)).researchPapers).toEqual({ total: 2, lastYear: 2, growth: null });
  });

  it("counts authors once per lower-cased, trimmed name, only on published articles", async () => {
    await addArticle("fjphs", { authors: ["Asha Rao", "  asha rao ", "B. Kumar"] });
    await addArticle("ijcpms", { authors: ["ASHA RAO", "Chen Li", "   "] });
    await addArticle("ijebr", { published: false, authors: ["Unpublished Person"] });
    expect((await computeSiteMetrics(NOW)).activeResearchers.total).toBe(3);
  });

  it("sums citation counts and takes the citation trend from the latest snapshot of each article per window", async () => {
    const a = await addArticle("fjphs", { citations: 12 });
    const b = await addArticle("ijcpms", { citations: 8 });
    await addArticle("ijebr", { published: false, citations: 100 });
    // 30-60 days ago: a at 4 then 6 (latest 6), b at 4 -> 10. Last 30 days: a 12, b 8 -> 20. +100%.
    await record(a, 50, 4);
    await record(a, 40, 6);
    await record(b, 45, 4);
    await record(a, 20, 10);
    await record(a, 3, 12);
    await record(b, 10, 8);
    await record(a, 90, 1); // older than 60 days: ignored

    const m = await computeSiteMetrics(NOW);
    expect(m.citations).toEqual({ total: 20, growth: 100 });
  });

  it("shows no citation trend when history is older than 60 days", async () => {
    const a = await addArticle("fjphs", { citations: 3 });
    await record(a, 61, 3);
    expect((await computeSiteMetrics(NOW)).citations).toEqual({ total: 3, growth: null });
  });

  it("averages the impact factors entered for active journals, to one decimal, and has none without them", async () => {
    const entered = { fjphs: 2.4, ijcpms: 1.9, ijebr: 2.1 } as const;
    for (const [shortName, impactFactor] of Object.entries(entered)) {
      await database.update(journals).set({ impactFactor }).where(eq(journals.shortName, shortName));
    }
    try {
      // bjps has none and counts for nothing: (2.4 + 1.9 + 2.1) / 3 = 2.13
      expect((await computeSiteMetrics(NOW)).impactFactor.average).toBe(2.1);
      await database
        .update(journals)
        .set({ status: "archived" })
        .where(inArray(journals.shortName, ["ijebr", "bjps"]));
      expect((await computeSiteMetrics(NOW)).impactFactor.average).toBe(2.2); // (2.4 + 1.9) / 2 = 2.15

      await database.update(journals).set({ status: "inactive" });
      expect((await computeSiteMetrics(NOW)).impactFactor.average).toBeNull();
    } finally {
      await database.update(journals).set({ impactFactor: null });
    }
  });

  /** The figures as full scans compute them: what the counters kept by triggers must always equal. */
  async function scanned() {
    const result = await database.execute(sql`
      select
        (select count(*)::int from articles a join journals j on j.id = a.journal_id
          where a.status = 'published' and j.status in ('active', 'archived')) as papers,
        (select count(*)::int from articles a join journals j on j.id = a.journal_id
          where a.status = 'published' and j.status in ('active', 'archived')
            and a.publication_date > ${dateDaysAgo(365)}) as last_year,
        (select coalesce(sum(a.citation_count), 0)::int from articles a join journals j on j.id = a.journal_id
          where a.status = 'published' and j.status in ('active', 'archived')) as citations,
        (select count(distinct lower(trim(aa.name)))::int from article_authors aa
           join articles a on a.id = aa.article_id join journals j on j.id = a.journal_id
          where a.status = 'published' and j.status in ('active', 'archived') and trim(aa.name) <> '') as authors`);
    const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
    return row;
  }

  async function counted() {
    const m = await computeSiteMetrics(NOW);
    return {
      papers: m.researchPapers.total,
      last_year: m.researchPapers.lastYear,
      citations: m.citations.total,
      authors: m.activeResearchers.total,
    };
  }

  it("keeps its counts equal to a full scan through every change of articles, bylines and journals", async () => {
    const steps: [string, () => Promise<unknown>][] = [
      [
        "articles and bylines added",
        async () => {
          await addArticle("fjphs", { daysAgo: 10, citations: 3, authors: ["Asha Rao", "B. Kumar"] });
          await addArticle("ijcpms", { daysAgo: 400, citations: 5, authors: [" ASHA RAO", "Chen Li"] });
          await addArticle("ijebr", { published: false, citations: 7, authors: ["Dana Scully"] });
          await addArticle("bjps", { daysAgo: null, authors: ["Chen Li", "  "] });
        },
      ],
      [
        "a manuscript published",
        () =>
          database
            .update(articles)
            .set({ status: "published", publicationDate: dateDaysAgo(1) })
            .where(eq(articles.citationCount, 7)),
      ],
      [
        "a byline renamed and one added",
        async () => {
          await database
            .update(articleAuthors)
            .set({ name: "Bharat Kumar" })
            .where(eq(articleAuthors.name, "B. Kumar"));
          const [any] = await database.select({ id: articles.id }).from(articles).where(eq(articles.citationCount, 7));
          await database.insert(articleAuthors).values({ articleId: any.id, position: 5, name: "asha rao" });
        },
      ],
      [
        "citations and a publication date changed",
        () =>
          database
            .update(articles)
            .set({ citationCount: 11, publicationDate: dateDaysAgo(500) })
            .where(eq(articles.citationCount, 3)),
      ],
      [
        "an article moved to another journal",
        () =>
          database
            .update(articles)
            .set({ journalId: journalIds.bjps, issueId: issueIds.bjps })
            .where(eq(articles.citationCount, 5)),
      ],
      [
        "a journal made inactive",
        () => database.update(journals).set({ status: "inactive" }).where(eq(journals.shortName, "bjps")),
      ],
      [
        "an article unpublished",
        () => database.update(articles).set({ status: "withdrawn" }).where(eq(articles.citationCount, 11)),
      ],
      ["a byline removed", () => database.delete(articleAuthors).where(eq(articleAuthors.name, "Chen Li"))],
      [
        "the journal archived",
        () => database.update(journals).set({ status: "archived" }).where(eq(journals.shortName, "bjps")),
      ],
      ["an article deleted", () => database.delete(articles).where(eq(articles.citationCount, 7))],
      [
        "a journal with articles deleted",
        async () => {
          const [extra] = await database
            .insert(journals)
            .values({ shortName: "extra", title: "Extra Journal" })
            .returning({ id: journals.id });
          journalIds.extra = extra.id;
          const [issue] = await database
            .insert(issues)
            .values({ journalId: extra.id, volumeNumber: 1, issueNumber: 1, status: "published" })
            .returning({ id: issues.id });
          issueIds.extra = issue.id;
          await addArticle("extra", { daysAgo: 3, citations: 2, authors: ["Only Here", "Asha Rao"] });
          expect(await counted()).toEqual(await scanned());
          await database.delete(journals).where(eq(journals.id, extra.id));
        },
      ],
    ];
    for (const [step, change] of steps) {
      await change();
      expect(await counted(), step).toEqual(await scanned());
    }
    // Left: the moved article (" ASHA RAO") and the undated one, whose bylines are gone or blank.
    expect(await counted()).toMatchObject({ papers: 2, authors: 1 });
  });

  it("reuses the computed figures for five minutes", async () => {
    const first = await getSiteMetrics();
    await addArticle("fjphs", { daysAgo: 1 });
    expect((await getSiteMetrics()).researchPapers.total).toBe(first.researchPapers.total);
    clearSiteMetricsCache();
    expect((await getSiteMetrics()).researchPapers.total).toBe(first.researchPapers.total + 1);
  });
});
