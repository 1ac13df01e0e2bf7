import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals } from "~/db/schema";
import { getPublicJournalWithCounts } from "~/modules/journals/journals.service.server";
import { JOURNAL_TABS, parseJournalPageSearch } from "~/modules/journals/journals.public.schemas";
import { loadJournalPage, type JournalTabData } from "~/modules/journals/journals.public.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

// A weekly journal 20 years old: 20 volumes (2005-2024) of 50 issues, 12 articles per issue. More
// articles per issue prove nothing more (the current issue shows its first 10, counts are sums)
// and made the seeding the slowest fixture of the suite (50 per issue: over 100 s on a busy machine).
const VOLUMES = 20;
const ISSUES_PER_VOLUME = 50;
const ARTICLES_PER_ISSUE = 12;
const ISSUES = VOLUMES * ISSUES_PER_VOLUME;
const ARTICLES = ISSUES * ARTICLES_PER_ISSUE;
const LIST_BOUND = 50;

/** Every array anywhere in the tab data, with its path, so no list escapes the bound check. */
function arraysIn(value: unknown, path = "tabData"): { path: string; length: number }[] {
  if (Array.isArray(value))
    return [{ path, length: value.length }, ...value.flatMap((v, i) => arraysIn(v, `${path}[${i}]`))];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => arraysIn(v, `${path}.${k}`));
  return [];
}

describe("a journal with 1,000 issues and 12,000 articles", () => {
  let platform: TestPlatform;
  let database: Db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    database = platform.services.database.db;
    const [j] = await database
      .insert(journals)
      .values({ shortName: "big", title: "Big Journal", category: "Pharmacology", publicationFrequency: "weekly" })
      .returning({ id: journals.id });
    const started = Date.now();
    await database.execute(sql`
      insert into issues (journal_id, volume_number, issue_number, title, status, publication_date, is_current)
      select ${j.id}, v, n, 'Issue ' || v || '.' || n, 'published',
             make_date(2004 + v, 1, 1) + (n - 1) * 7, (v = 12 and n = 30)
      from generate_series(1, ${VOLUMES}) v, generate_series(1, ${ISSUES_PER_VOLUME}) n`);
    // Drafts that must never be counted or listed.
    await database.execute(sql`
      insert into issues (journal_id, volume_number, issue_number, status, publication_date)
      select ${j.id}, ${VOLUMES + 1}, n, 'draft', make_date(2025, 1, 1) + n from generate_series(1, 5) n`);
    await database.execute(sql`
      insert into articles (journal_id, issue_id, article_number, status, title, publication_date,
                            citation_count, download_count, view_count)
      select i.journal_id, i.id,
             ((i.volume_number - 1) * ${ISSUES_PER_VOLUME} + i.issue_number - 1) * ${ARTICLES_PER_ISSUE} + k,
             'published', 'Article ' || k || ' of ' || i.volume_number || '.' || i.issue_number, i.publication_date,
             k % 3, 2, 5
      from issues i, generate_series(1, ${ARTICLES_PER_ISSUE}) k
      where i.journal_id = ${j.id} and i.status = 'published'`);
    await database.execute(sql`
      insert into articles (journal_id, issue_id, article_number, status, title, citation_count)
      select i.journal_id, i.id, 1000000 + k, 'draft', 'Draft ' || k, 1000
      from (select id, journal_id from issues where journal_id = ${j.id} and volume_number = 1 and issue_number = 1) i,
           generate_series(1, 100) k`);
    // Authors only for the articles a page can show (the first 10 of each issue): enough to prove
    // the byline subquery, without 100,000 rows that would only slow the seeding.
    await database.execute(sql`
      insert into article_authors (article_id, position, name)
      select a.id, p, 'Author ' || p || ' of ' || a.article_number
      from articles a, generate_series(0, 1) p
      where a.journal_id = ${j.id} and a.status = 'published' and a.article_number % ${ARTICLES_PER_ISSUE} between 1 and 10`);
    console.info(`large journal seeded in ${Date.now() - started} ms`);
  }, 120_000);
  afterAll(() => platform.stop());

  it("counts 1,000 published issues and 12,000 published articles", async () => {
    const journal = await getPublicJournalWithCounts("big");
    expect(journal.issueCount).toBe(ISSUES);
    expect(journal.articleCount).toBe(ARTICLES);
  });

  it.each(JOURNAL_TABS.map((t) => t.id))("loads the %s tab with every list bounded", async (tab) => {
    const { tabData } = await loadJournalPage("big", parseJournalPageSearch(new URLSearchParams({ tab })));
    expect(tabData.tab).toBe(tab);
    for (const list of arraysIn(tabData)) expect(list.length, list.path).toBeLessThanOrEqual(LIST_BOUND);
  });

  it("shows the flagged issue, its first 10 articles and the year it belongs to", async () => {
    const { tabData } = await loadJournalPage("big", parseJournalPageSearch(new URLSearchParams()));
    const t = tabData as Extract<JournalTabData, { tab: "current" }>;
    expect(t.issue).toMatchObject({ volumeNumber: 12, issueNumber: 30, articleCount: ARTICLES_PER_ISSUE });
    expect(t.articles).toHaveLength(10);
    expect(t.articles[0]?.authorNames).toHaveLength(2);
    expect(t.years).toHaveLength(VOLUMES);
    expect(t.years.reduce((s, y) => s + y.count, 0)).toBe(ISSUES);
    expect(t.expandedYear).toBe(2016);
    expect(t.expandedIssues).toHaveLength(ISSUES_PER_VOLUME);
    expect(t.expandedIssues.every((i) => i.year === 2016)).toBe(true);
  });

  it("pages the archives and filters them by volume", async () => {
    const load = async (qs: string) =>
      (await loadJournalPage("big", parseJournalPageSearch(new URLSearchParams(`tab=archives&${qs}`))))
        .tabData as Extract<JournalTabData, { tab: "archives" }>;
    const first = await load("");
    expect(first.volumes).toHaveLength(VOLUMES);
    expect(first.volumes.reduce((s, v) => s + v.count, 0)).toBe(ISSUES);
    expect(first.page).toMatchObject({ total: ISSUES, pageCount: Math.ceil(ISSUES / 24) });
    expect(first.page.issues).toHaveLength(24);
    const last = await load(`page=${Math.ceil(ISSUES / 24)}`);
    expect(last.page.issues).toHaveLength(ISSUES - 24 * (Math.ceil(ISSUES / 24) - 1));
    const volume = await load("volume=5&page=3");
    expect(volume.page).toMatchObject({ total: ISSUES_PER_VOLUME, page: 3 });
    expect(volume.page.issues).toHaveLength(ISSUES_PER_VOLUME - 48);
    expect(volume.page.issues.every((i) => i.volumeNumber === 5)).toBe(true);
  });

  it("computes the metrics over all published articles", async () => {
    const { tabData } = await loadJournalPage("big", parseJournalPageSearch(new URLSearchParams("tab=metrics")));
    const t = tabData as Extract<JournalTabData, { tab: "metrics" }>;
    // Each issue's articles k = 1..12 are cited k % 3 times.
    const citationsPerIssue = Array.from({ length: ARTICLES_PER_ISSUE }, (_, i) => (i + 1) % 3).reduce((a, b) => a + b);
    expect(t.metrics).toMatchObject({
      publishedArticles: ARTICLES,
      totalCitations: citationsPerIssue * ISSUES,
      totalDownloads: 2 * ARTICLES,
      totalViews: 5 * ARTICLES,
    });
    expect(t.metrics.perYear).toHaveLength(5);
    expect(t.issueCount).toBe(ISSUES);
  });
});
