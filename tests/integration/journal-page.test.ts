import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleAuthors, articles, editorialBoardMembers, issues, journals } from "~/db/schema";
import { listRecentPublishedArticles, getJournalArticleMetrics } from "~/modules/articles/articles.service.server";
import { getEditorialBoardPage } from "~/modules/editorial-board/editorial-board.service.server";
import { ISSUES_PER_YEAR_LIMIT } from "~/modules/issues/issues.service.server";
import { parseJournalPageSearch } from "~/modules/journals/journals.public.schemas";
import {
  loadJournalPage,
  type ArchivesTabData,
  type CurrentIssueTabData,
} from "~/modules/journals/journals.public.service.server";
import { loader as journalLoader } from "~/routes/public/journal";
import { loader as boardLoader } from "~/routes/public/editorial-board";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";
import { incrementUsage } from "~/modules/usage/usage.repository.server";
import { contentChanged } from "~/lib/content-changes.server";

type IssueSeed = {
  volume: number;
  number: number;
  date: string | null;
  status?: "draft" | "published" | "review";
  isCurrent?: boolean;
  type?: "regular" | "special";
  title?: string;
};

let platform: TestPlatform;
let database: Db;
let nextArticleNumber = 1;

async function createJournal(shortName: string, opts: { status?: "active" | "inactive" | "archived" } = {}) {
  const [row] = await database
    .insert(journals)
    .values({ shortName, title: `Journal ${shortName}`, category: "Pharmacology", status: opts.status ?? "active" })
    .returning({ id: journals.id });
  return row.id;
}

async function createIssue(journalId: string, s: IssueSeed) {
  const [row] = await database
    .insert(issues)
    .values({
      journalId,
      volumeNumber: s.volume,
      issueNumber: s.number,
      type: s.type ?? "regular",
      publicationDate: s.date,
      status: s.status ?? "published",
      isCurrent: s.isCurrent ?? false,
      title: s.title ?? `Issue ${s.volume}.${s.number}`,
    })
    .returning({ id: issues.id });
  return row.id;
}

async function createArticle(
  journalId: string,
  issueId: string,
  opts: {
    status?: "draft" | "submitted" | "published";
    date?: string;
    authors?: string[];
    citations?: number;
    downloads?: number;
    views?: number;
    title?: string;
  } = {},
) {
  const n = nextArticleNumber++;
  const [row] = await database
    .insert(articles)
    .values({
      journalId,
      issueId,
      articleNumber: n,
      status: opts.status ?? "published",
      title: opts.title ?? `Article ${n}`,
      publicationDate: opts.date ?? "2024-01-15",
      citationCount: opts.citations ?? 0,
      downloadCount: opts.downloads ?? 0,
      viewCount: opts.views ?? 0,
    })
    .returning({ id: articles.id });
  if (opts.authors?.length) {
    // Inserted in reverse so the test proves ordering comes from `position`, not insertion order.
    const rows = opts.authors.map((name, position) => ({ articleId: row.id, position, name })).reverse();
    await database.insert(articleAuthors).values(rows);
  }
  return row.id;
}

const search = (qs = "") => parseJournalPageSearch(new URLSearchParams(qs));
const currentTab = async (shortName: string, qs = "") =>
  (await loadJournalPage(shortName, search(qs))).tabData as CurrentIssueTabData;
const archivesTab = async (shortName: string, qs = "") =>
  (await loadJournalPage(shortName, search(`tab=archives&${qs}`))).tabData as ArchivesTabData;

async function loaderStatus(fn: () => Promise<unknown>): Promise<number | "ok"> {
  try {
    await fn();
    return "ok";
  } catch (e) {
    const init = (e as { init?: ResponseInit | null }).init;
    if (init?.status) return init.status;
    throw e;
  }
}

const loaderArgs = (url: string, params: Record<string, string> = {}) =>
  routeArgs(new Request(url), params) as unknown as Parameters<typeof journalLoader>[0];

beforeAll(async () => {
  platform = await startTestPlatform();
  database = platform.services.database.db;
});
afterAll(() => platform.stop());

describe("current issue", () => {
  it("is the published issue flagged is_current, even when a newer one exists", async () => {
    const j = await createJournal("cur1");
    await createIssue(j, { volume: 1, number: 1, date: "2022-03-01" });
    const flagged = await createIssue(j, { volume: 1, number: 2, date: "2022-06-01", isCurrent: true });
    await createIssue(j, { volume: 2, number: 1, date: "2023-01-01" });
    const tab = await currentTab("cur1");
    expect(tab.issue?.id).toBe(flagged);
  });

  it("is the newest published issue when none is flagged, ignoring newer drafts", async () => {
    const j = await createJournal("cur2");
    await createIssue(j, { volume: 1, number: 1, date: "2022-03-01" });
    const newest = await createIssue(j, { volume: 1, number: 2, date: "2023-05-01" });
    await createIssue(j, { volume: 2, number: 1, date: "2024-01-01", status: "draft" });
    const tab = await currentTab("cur2");
    expect(tab.issue?.id).toBe(newest);
  });

  it("ignores a current flag on an unpublished issue", async () => {
    const j = await createJournal("cur3");
    const published = await createIssue(j, { volume: 1, number: 1, date: "2022-03-01" });
    await createIssue(j, { volume: 1, number: 2, date: "2022-09-01", status: "review", isCurrent: true });
    expect((await currentTab("cur3")).issue?.id).toBe(published);
  });

  it("lists only published articles, authors in byline order, at most 10, with the full count", async () => {
    const j = await createJournal("cur4");
    const issue = await createIssue(j, { volume: 1, number: 1, date: "2024-01-01" });
    await createArticle(j, issue, { authors: ["Ada First", "Ben Second", "Cy Third"] });
    for (let i = 0; i < 11; i++) await createArticle(j, issue);
    await createArticle(j, issue, { status: "draft", title: "Secret draft" });
    await createArticle(j, issue, { status: "submitted", title: "Secret submission" });
    const tab = await currentTab("cur4");
    expect(tab.issue?.articleCount).toBe(12);
    expect(tab.articles).toHaveLength(10);
    expect(tab.articles[0]?.authorNames).toEqual(["Ada First", "Ben Second", "Cy Third"]);
    expect(tab.articles.map((a) => a.title)).not.toContain("Secret draft");
    expect(tab.articles.map((a) => a.title)).not.toContain("Secret submission");
  });

  it("shows no issue for a journal with only drafts", async () => {
    const j = await createJournal("cur5");
    await createIssue(j, { volume: 1, number: 1, date: "2024-01-01", status: "draft" });
    const tab = await currentTab("cur5");
    expect(tab.issue).toBeNull();
    expect(tab.years).toEqual([]);
    expect(tab.expandedIssues).toEqual([]);
  });
});

describe("browse issues by year", () => {
  beforeAll(async () => {
    const j = await createJournal("yrs");
    await createIssue(j, { volume: 1, number: 1, date: "2020-02-01" });
    await createIssue(j, { volume: 1, number: 2, date: "2020-08-01" });
    await createIssue(j, { volume: 2, number: 1, date: "2021-02-01", isCurrent: true });
    await createIssue(j, { volume: 2, number: 2, date: "2021-08-01" });
    await createIssue(j, { volume: 2, number: 3, date: "2021-11-01" });
    await createIssue(j, { volume: 3, number: 1, date: "2022-02-01" });
    await createIssue(j, { volume: 3, number: 2, date: "2022-03-01", status: "draft" });
  });

  it("groups published issues per year, newest year first", async () => {
    const tab = await currentTab("yrs");
    expect(tab.years).toEqual([
      { year: 2022, count: 1 },
      { year: 2021, count: 3 },
      { year: 2020, count: 2 },
    ]);
  });

  it("expands the year of the current issue by default and loads only that year", async () => {
    const tab = await currentTab("yrs");
    expect(tab.expandedYear).toBe(2021);
    expect(tab.expandedIssues.map((i) => `${i.volumeNumber}.${i.issueNumber}`)).toEqual(["2.3", "2.2", "2.1"]);
  });

  it("expands the requested year, or none", async () => {
    const tab = await currentTab("yrs", "year=2020");
    expect(tab.expandedYear).toBe(2020);
    expect(tab.expandedIssues).toHaveLength(2);
    const closed = await currentTab("yrs", "year=none");
    expect(closed.expandedYear).toBeNull();
    expect(closed.expandedIssues).toEqual([]);
    // A year without issues falls back to the default instead of showing an empty list.
    expect((await currentTab("yrs", "year=1999")).expandedYear).toBe(2021);
  });

  it("caps the issues listed under one year", async () => {
    const j = await createJournal("yrs3");
    await database.execute(sql`
      insert into issues (journal_id, volume_number, issue_number, status, publication_date)
      select ${j}, 1, n, 'published', make_date(2024, 1, 1) + n from generate_series(1, ${ISSUES_PER_YEAR_LIMIT + 5}) n`);
    const tab = await currentTab("yrs3");
    expect(tab.years).toEqual([{ year: 2024, count: ISSUES_PER_YEAR_LIMIT + 5 }]);
    expect(tab.expandedIssues).toHaveLength(ISSUES_PER_YEAR_LIMIT);
  });

  it("counts and lists an issue without a publication date under the year it was created in, beside that year's dated issues", async () => {
    const j = await createJournal("yrs4");
    await database.execute(sql`
      insert into issues (journal_id, volume_number, issue_number, status, publication_date, created_at) values
        (${j}, 1, 1, 'published', date '2018-12-31', timestamptz '2018-06-01 12:00Z'),
        (${j}, 1, 2, 'published', date '2019-01-01', timestamptz '2018-06-01 12:00Z'),
        (${j}, 1, 3, 'published', null, timestamptz '2019-06-01 12:00Z'),
        (${j}, 1, 4, 'published', date '2019-12-31', timestamptz '2019-06-01 12:00Z'),
        (${j}, 1, 5, 'published', date '2020-01-01', timestamptz '2019-06-01 12:00Z')`);
    const tab = await currentTab("yrs4", "year=2019");
    expect(tab.years).toEqual([
      { year: 2020, count: 1 },
      { year: 2019, count: 3 },
      { year: 2018, count: 1 },
    ]);
    expect(tab.expandedYear).toBe(2019);
    // Newest first, the undated issue last.
    expect(tab.expandedIssues.map((i) => `${i.volumeNumber}.${i.issueNumber}`)).toEqual(["1.4", "1.2", "1.3"]);
    expect(tab.expandedIssues.every((i) => i.year === 2019)).toBe(true);
  });

  it("expands the newest year when no issue is flagged current", async () => {
    const j = await createJournal("yrs2");
    await createIssue(j, { volume: 1, number: 1, date: "2019-02-01" });
    await createIssue(j, { volume: 2, number: 1, date: "2023-02-01" });
    const tab = await currentTab("yrs2");
    expect(tab.expandedYear).toBe(2023);
  });
});

describe("archives", () => {
  beforeAll(async () => {
    const j = await createJournal("arc");
    // Volume 1 (2021): 20 issues; volume 2 (2022): 10 issues; plus a draft that must never show.
    for (let n = 1; n <= 20; n++)
      await createIssue(j, {
        volume: 1,
        number: n,
        date: `2021-${String(Math.ceil(n / 2)).padStart(2, "0")}-${n % 2 ? "01" : "15"}`,
      });
    for (let n = 1; n <= 10; n++)
      await createIssue(j, { volume: 2, number: n, date: `2022-${String(n).padStart(2, "0")}-01` });
    await createIssue(j, { volume: 3, number: 1, date: "2023-01-01", status: "draft" });
    await createJournal("arc-empty");
  });

  it("offers a volume filter from an aggregate, without draft volumes", async () => {
    const tab = await archivesTab("arc");
    expect(tab.volumes).toEqual([
      { volumeNumber: 2, year: 2022, count: 10 },
      { volumeNumber: 1, year: 2021, count: 20 },
    ]);
  });

  it("pages all published issues 24 at a time, newest first", async () => {
    const first = await archivesTab("arc");
    expect(first.page).toMatchObject({ total: 30, page: 1, pageCount: 2, pageSize: 24 });
    expect(first.page.issues).toHaveLength(24);
    expect(first.page.issues[0]).toMatchObject({ volumeNumber: 2, issueNumber: 10 });
    const second = await archivesTab("arc", "page=2");
    expect(second.page.issues).toHaveLength(6);
    expect(second.page.issues.at(-1)).toMatchObject({ volumeNumber: 1, issueNumber: 1 });
    const ids = new Set([...first.page.issues, ...second.page.issues].map((i) => i.id));
    expect(ids.size).toBe(30);
  });

  it("filters by volume", async () => {
    const tab = await archivesTab("arc", "volume=2");
    expect(tab.volumeNumber).toBe(2);
    expect(tab.page.total).toBe(10);
    expect(tab.page.issues.every((i) => i.volumeNumber === 2)).toBe(true);
  });

  it("returns no issues for a volume that has none (the 'No Issues Found for Volume N' state)", async () => {
    const tab = await archivesTab("arc", "volume=3");
    expect(tab.volumeNumber).toBe(3);
    expect(tab.page.total).toBe(0);
    expect(tab.page.issues).toEqual([]);
  });

  it("clamps a page past the end to the last page", async () => {
    const tab = await archivesTab("arc", "page=99");
    expect(tab.page.page).toBe(2);
    expect(tab.page.issues).toHaveLength(6);
  });

  it("is empty for a journal without published issues (the 'No Archives Available' state)", async () => {
    const tab = await archivesTab("arc-empty");
    expect(tab.volumes).toEqual([]);
    expect(tab.page.total).toBe(0);
  });
});

describe("journal not found", () => {
  it("answers 404 for an unknown journal", async () => {
    expect(
      await loaderStatus(() => journalLoader(loaderArgs("http://journals.test/journal/nope", { shortName: "nope" }))),
    ).toBe(404);
  });

  it("answers 404 for an inactive journal; an archived journal's page stays (its articles' DOIs point there)", async () => {
    await createJournal("gone", { status: "inactive" });
    await createJournal("old", { status: "archived" });
    expect(
      await loaderStatus(() => journalLoader(loaderArgs("http://journals.test/journal/gone", { shortName: "gone" }))),
    ).toBe(404);
    const archived = (await journalLoader(
      loaderArgs("http://journals.test/journal/old", { shortName: "old" }),
    )) as Awaited<ReturnType<typeof loadJournalPage>>;
    expect(archived.journal.status).toBe("archived");
  });

  it("loads an active journal and falls back to the current issue tab for an unknown tab", async () => {
    const result = (await journalLoader(
      loaderArgs("http://journals.test/journal/fjphs?tab=bogus", { shortName: "fjphs" }),
    )) as Awaited<ReturnType<typeof loadJournalPage>>;
    expect(result.journal.shortName).toBe("fjphs");
    expect(result.tabData.tab).toBe("current");
  });
});

describe("journal metrics", () => {
  it("sums counters of published articles only (online-first ones included) and counts articles per year", async () => {
    const j = await createJournal("met");
    const issue = await createIssue(j, { volume: 1, number: 1, date: "2024-01-01" });
    const draftIssue = await createIssue(j, { volume: 1, number: 2, date: "2024-06-01", status: "draft" });
    await createArticle(j, issue, { date: "2024-02-01", citations: 3, downloads: 10, views: 100 });
    await createArticle(j, issue, { date: "2025-02-01", citations: 2, downloads: 5, views: 50 });
    await createArticle(j, issue, {
      status: "draft",
      date: "2025-02-01",
      citations: 1000,
      downloads: 1000,
      views: 1000,
    });
    // Published before its issue (online first): counted.
    await createArticle(j, draftIssue, { date: "2025-02-01", citations: 1, downloads: 1, views: 1 });
    const m = await getJournalArticleMetrics(j, 5, new Date("2025-06-01T00:00:00Z"));
    expect(m).toMatchObject({ publishedArticles: 3, totalCitations: 6, totalDownloads: 16, totalViews: 151 });
    expect(m.perYear).toEqual([
      { year: 2021, count: 0 },
      { year: 2022, count: 0 },
      { year: 2023, count: 0 },
      { year: 2024, count: 1 },
      { year: 2025, count: 2 },
    ]);
  });
});

describe("journal metrics, kept as articles change", () => {
  it("equal a sum over the journal's published articles after every view, download, recount, publication and move", async () => {
    const j = await createJournal("met-live");
    const other = await createJournal("met-other");
    const issue = await createIssue(j, { volume: 1, number: 1, date: "2024-01-01" });
    const otherIssue = await createIssue(other, { volume: 1, number: 1, date: "2024-01-01" });
    const a = await createArticle(j, issue, { date: "2024-02-01", citations: 1, downloads: 2, views: 3 });
    const b = await createArticle(j, issue, { status: "draft", date: "2025-03-01", views: 9 });
    const now = new Date("2025-06-01T00:00:00Z");

    /** The same figures read from the articles themselves. */
    const scanned = async () => {
      const [row] = await database
        .select({
          publishedArticles: sql<number>`count(*)::int`,
          totalCitations: sql<number>`coalesce(sum(${articles.citationCount}), 0)::int`,
          totalDownloads: sql<number>`coalesce(sum(${articles.downloadCount}), 0)::int`,
          totalViews: sql<number>`coalesce(sum(${articles.viewCount}), 0)::int`,
        })
        .from(articles)
        .where(sql`${articles.journalId} = ${j} and ${articles.status} = 'published'`);
      return row;
    };
    const counted = async () => {
      const { perYear: _perYear, ...totals } = await getJournalArticleMetrics(j, 5, now);
      return totals;
    };

    const steps: [string, () => Promise<unknown>][] = [
      ["a view", () => incrementUsage(database, a, "investigation", now)],
      ["a download", () => incrementUsage(database, a, "request", now)],
      ["a view of a draft", () => incrementUsage(database, b, "investigation", now)],
      ["citations recounted", () => database.update(articles).set({ citationCount: 4 }).where(eq(articles.id, a))],
      ["the draft published", () => database.update(articles).set({ status: "published" }).where(eq(articles.id, b))],
      [
        "a date and a counter changed at once",
        () => database.update(articles).set({ publicationDate: "2023-05-01", viewCount: 40 }).where(eq(articles.id, a)),
      ],
      [
        "moved to another journal",
        () => database.update(articles).set({ journalId: other, issueId: otherIssue }).where(eq(articles.id, b)),
      ],
      ["deleted", () => database.delete(articles).where(eq(articles.id, a))],
    ];
    for (const [step, change] of steps) {
      await change();
      expect(await counted(), step).toEqual(await scanned());
    }
    expect(await counted()).toEqual({ publishedArticles: 0, totalCitations: 0, totalDownloads: 0, totalViews: 0 });
  });
});

describe("recent published articles", () => {
  it("lists only published articles of active journals, online-first ones included, newest first", async () => {
    const active = await createJournal("rec");
    const hidden = await createJournal("rec-off", { status: "inactive" });
    const issue = await createIssue(active, { volume: 1, number: 1, date: "2030-01-01" });
    const draftIssue = await createIssue(active, { volume: 1, number: 2, date: "2030-02-01", status: "draft" });
    const hiddenIssue = await createIssue(hidden, { volume: 1, number: 1, date: "2030-01-01" });
    await createArticle(active, issue, { date: "2030-03-01", title: "Newest", authors: ["A. One", "B. Two"] });
    await createArticle(active, issue, { date: "2030-02-01", title: "Second" });
    await createArticle(active, issue, { date: "2030-04-01", title: "Draft", status: "draft" });
    await createArticle(active, draftIssue, { date: "2030-02-15", title: "Online first" });
    await createArticle(hidden, hiddenIssue, { date: "2030-04-01", title: "Inactive journal" });
    const list = await listRecentPublishedArticles(3);
    expect(list.map((a) => a.title)).toEqual(["Newest", "Online first", "Second"]);
    expect(list[0]).toMatchObject({
      authorNames: ["A. One", "B. Two"],
      journalShortName: "rec",
      volumeNumber: 1,
      issueNumber: 1,
      issueType: "regular",
    });
  });

  it("never returns more than 50 rows whatever is asked", async () => {
    expect((await listRecentPublishedArticles(10_000)).length).toBeLessThanOrEqual(50);
    expect(await listRecentPublishedArticles(0)).toEqual([]);
  });
});

describe("editorial board", () => {
  let journalId: string;
  beforeAll(async () => {
    journalId = await createJournal("brd");
    await database.insert(editorialBoardMembers).values([
      {
        journalId,
        name: "Dr. Second",
        role: "Associate Editor",
        affiliation: "Uni A",
        email: "second@example.org",
        expertise: ["x", "y"],
        displayOrder: 2,
      },
      {
        journalId,
        name: "Prof. First",
        role: "Editor-in-Chief",
        affiliation: "uni a ",
        email: "first@example.org",
        expertise: ["z"],
        displayOrder: 1,
      },
      { journalId, name: "Third", role: "Member", affiliation: "Uni B", expertise: [], displayOrder: 3 },
      {
        journalId,
        name: "Retired",
        role: "Member",
        affiliation: "Uni C",
        expertise: ["q", "r", "s"],
        displayOrder: 0,
        isActive: false,
      },
    ]);
  });

  it("lists active members in display order without e-mail addresses", async () => {
    const page = await getEditorialBoardPage("brd");
    expect(page.members.map((m) => m.name)).toEqual(["Prof. First", "Dr. Second", "Third"]);
    for (const m of page.members) expect(m).not.toHaveProperty("email");
  });

  it("computes the stats in SQL over active members", async () => {
    const page = await getEditorialBoardPage("brd");
    expect(page.stats).toEqual({ members: 3, institutions: 2, expertiseTags: 3 });
  });

  it("is served on the journal page's Editorial Board tab", async () => {
    const { tabData } = await loadJournalPage("brd", search("tab=editorial-board"));
    expect(tabData.tab).toBe("editorial-board");
    if (tabData.tab === "editorial-board") expect(tabData.members).toHaveLength(3);
  });

  it("defaults to the first journal in preferred order and lists the switcher in that order", async () => {
    const page = await getEditorialBoardPage(null);
    expect(page.journal?.shortName).toBe("fjphs");
    expect(page.journals.slice(0, 4).map((j) => j.shortName)).toEqual(["fjphs", "ijcpms", "ijebr", "bjps"]);
    expect(page.members).toEqual([]);
  });

  it("answers 404 for an unknown or inactive journal", async () => {
    const args = (q: string) =>
      loaderArgs(`http://journals.test/editorial-board?journal=${q}`) as unknown as Parameters<typeof boardLoader>[0];
    expect(await loaderStatus(() => boardLoader(args("nope")))).toBe(404);
    // Written straight to the table: announced as the journals desk announces its changes.
    await database.update(journals).set({ status: "inactive" }).where(eq(journals.shortName, "brd"));
    contentChanged();
    expect(await loaderStatus(() => boardLoader(args("brd")))).toBe(404);
    await database.update(journals).set({ status: "active" }).where(eq(journals.shortName, "brd"));
    contentChanged();
  });
});
