import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  affiliations,
  articleAuthors,
  articleGalleys,
  articles,
  citations,
  conferences,
  editorialBoardMembers,
  issues,
  journals,
} from "~/db/schema";
import { isValidOrcid, orcidCheckDigit } from "~/db/seed/demo/orcid";
import { FOUNDING_JOURNALS } from "~/db/seed/founding-journals";
import { planDemoContent } from "~/db/seed/demo/plan";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("ORCID check digits (ISO 7064 MOD 11-2)", () => {
  it("accepts the iDs ORCID documents as valid and rejects altered ones", () => {
    expect(isValidOrcid("0000-0002-1825-0097")).toBe(true);
    expect(isValidOrcid("0000-0001-5109-3700")).toBe(true);
    expect(isValidOrcid("0000-0002-1694-233X")).toBe(true);
    expect(isValidOrcid("0000-0002-1825-0098")).toBe(false);
    expect(isValidOrcid("0000-0002-1825-009")).toBe(false);
    expect(orcidCheckDigit("000000021694233")).toBe("X");
  });
});

describe("demo content plan", () => {
  const journalsForPlan = FOUNDING_JOURNALS.map((j, i) => ({
    id: `journal-${i}`,
    shortName: j.shortName,
    title: j.title,
    abbreviation: j.abbreviation,
    issn: j.issn,
    eissn: j.eissn,
    doiPrefix: j.doiPrefix,
  }));

  it("is the same on every installation", () => {
    const now = new Date("2026-11-22T08:00:00Z");
    const a = planDemoContent(journalsForPlan, now);
    const b = planDemoContent(journalsForPlan, now);
    const summary = (p: typeof a) =>
      p.articles.map((x) =>
        [x.articleNumber, x.text.title, x.doi, x.authors.map((au) => au.person.name).join(";")].join("|"),
      );
    expect(summary(a)).toEqual(summary(b));
  });

  it("never publishes an issue dated after the seeding day", () => {
    const plan = planDemoContent(journalsForPlan, new Date("2025-03-01T00:00:00Z"));
    for (const issue of plan.issues.filter((i) => i.status === "published"))
      expect(issue.publicationDate! <= "2025-03-01").toBe(true);
  });

  it("gives research articles structured abstracts of 150-250 words", () => {
    const plan = planDemoContent(journalsForPlan, new Date("2026-11-22T08:00:00Z"));
    for (const a of plan.articles.filter((x) => x.articleType !== "editorial")) {
      expect(a.text.abstract.every((p) => p.label)).toBe(true);
      const n = words(a.text.abstract.map((p) => `${p.label}: ${p.text}`).join(" "));
      expect(n, a.text.title).toBeGreaterThanOrEqual(150);
      expect(n, a.text.title).toBeLessThanOrEqual(250);
    }
  });
});

describe("demo content on first start", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ demoContent: true });
  });
  afterAll(() => platform.stop());

  const db = () => platform.services.database.db;

  it("gives every journal volumes 1-5 (2022-2026) of published issues with exactly one current issue, the newest", async () => {
    const rows = await db().select({ id: journals.id, shortName: journals.shortName }).from(journals);
    expect(rows).toHaveLength(4);
    for (const j of rows) {
      const published = await db()
        .select()
        .from(issues)
        .where(and(eq(issues.journalId, j.id), eq(issues.status, "published")))
        .orderBy(asc(issues.publicationDate));
      expect(published.length, j.shortName).toBeGreaterThanOrEqual(10);
      expect(new Set(published.map((i) => i.volumeNumber))).toEqual(new Set([1, 2, 3, 4, 5]));
      for (const i of published) {
        expect(Number(i.publicationDate!.slice(0, 4))).toBe(2021 + i.volumeNumber);
        expect(i.publicationDate! <= "2026-10-31").toBe(true);
        expect(i.description).toBeTruthy();
        expect(i.pageRange).toMatch(/^\d+-\d+$/);
      }
      const current = published.filter((i) => i.isCurrent);
      expect(current, j.shortName).toHaveLength(1);
      expect(current[0].id).toBe(published[published.length - 1].id);
      expect(published.filter((i) => i.type === "special")).toHaveLength(1);
    }
  });

  it("publishes 250-400 articles, 4-6 per issue, numbered 1..n per journal; drafts have no number yet", async () => {
    const [{ total }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(eq(articles.status, "published"));
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(400);
    const perIssue = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .where(and(eq(articles.status, "published"), eq(issues.status, "published")))
      .groupBy(articles.issueId);
    for (const { n } of perIssue) {
      expect(n).toBeGreaterThanOrEqual(4);
      expect(n).toBeLessThanOrEqual(6);
    }
    const numbers = await db()
      .select({
        journalId: articles.journalId,
        max: sql<number>`max(${articles.articleNumber})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(articles)
      .where(eq(articles.status, "published"))
      .groupBy(articles.journalId);
    for (const r of numbers) expect(r.max).toBe(r.n);
    const [{ numberedDrafts }] = await db()
      .select({ numberedDrafts: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.status, "draft"), sql`${articles.articleNumber} is not null`));
    expect(numberedDrafts).toBe(0);
  });

  it("gives every published article a well-formed DOI, dates in order, pages within its issue, a licence and a mix of types", async () => {
    const rows = await db()
      .select({ a: articles, issue: issues, journal: { shortName: journals.shortName, doiPrefix: journals.doiPrefix } })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(eq(articles.status, "published"));
    const types = new Set<string>();
    for (const { a, issue, journal } of rows) {
      types.add(a.articleType);
      const issuePart = issue.type === "special" ? `s${issue.issueNumber}` : String(issue.issueNumber);
      const year = issue.publicationDate!.slice(0, 4);
      expect(a.doi).toBe(
        `${journal.doiPrefix}/${journal.shortName}.${year}.${issue.volumeNumber}.${issuePart}.${String(a.articleNumber).padStart(3, "0")}`,
      );
      expect(a.doi).toMatch(/^10\.\d{4,9}\/[a-z]+\.\d{4}\.\d+\.s?\d+\.\d{3,}$/);
      expect(a.submissionDate! < a.acceptanceDate!).toBe(true);
      if (a.revisedDate) {
        expect(a.submissionDate! < a.revisedDate).toBe(true);
        expect(a.revisedDate < a.acceptanceDate!).toBe(true);
      }
      expect(a.acceptanceDate! < a.publicationDate!).toBe(true);
      expect(a.publicationDate! <= issue.publicationDate!).toBe(true);
      const [first, last] = issue.pageRange!.split("-").map(Number);
      expect(a.pageStart!).toBeGreaterThanOrEqual(first);
      expect(a.pageEnd!).toBeLessThanOrEqual(last);
      expect(a.pageEnd!).toBeGreaterThanOrEqual(a.pageStart!);
      expect(a.language).toBe("en");
      expect(a.license).toBe("CC-BY-4.0");
      expect(a.keywords.length).toBeGreaterThanOrEqual(4);
      expect(a.keywords.length).toBeLessThanOrEqual(6);
      expect(a.abstract).toBeTruthy();
      expect([a.viewCount, a.downloadCount, a.mentionCount]).toEqual([0, 0, 0]);
    }
    expect(types).toEqual(
      new Set(["research_article", "review_article", "case_report", "short_communication", "editorial"]),
    );
  });

  it("gives every article, draft or published, a title no other article has, so each can be edited and saved", async () => {
    // The publishing desk refuses a title another article has (spec 002 section 5, case-insensitive);
    // an editorial theme that recurs in another journal names its journal.
    const titles = (await db().select({ title: articles.title }).from(articles)).map((r) => r.title.toLowerCase());
    expect(titles.length).toBeGreaterThan(250);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("gives every published article 1-6 authors with exactly one corresponding author, an e-mail at example.org and an affiliation", async () => {
    const rows = await db()
      .select({ articleId: articles.id, author: articleAuthors, affiliation: affiliations })
      .from(articles)
      .innerJoin(articleAuthors, eq(articleAuthors.articleId, articles.id))
      .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
      .where(eq(articles.status, "published"));
    const byArticle = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) byArticle.set(r.articleId, [...(byArticle.get(r.articleId) ?? []), r]);
    const [{ total }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(articles)
      .where(eq(articles.status, "published"));
    expect(byArticle.size).toBe(total);
    for (const list of byArticle.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list.filter((r) => r.author.isCorresponding)).toHaveLength(1);
      expect(list.map((r) => r.author.position).sort()).toEqual(list.map((_, i) => i + 1));
      for (const { author, affiliation } of list) {
        expect(author.name).toBe(`${author.givenName} ${author.familyName}`);
        expect(author.email).toMatch(/^[a-z.]+@([a-z0-9-]+\.)?example\.org$/);
        expect(affiliation?.name).toBeTruthy();
        expect(affiliation?.rorId).toBeNull();
      }
    }
  });

  it("gives some authors ORCID iDs, all with valid check digits", async () => {
    const rows = await db()
      .select({ orcid: articleAuthors.orcid })
      .from(articleAuthors)
      .where(sql`${articleAuthors.orcid} is not null`);
    expect(rows.length).toBeGreaterThan(50);
    for (const { orcid } of rows) expect(isValidOrcid(orcid!), orcid!).toBe(true);
  });

  it("stores one PDF galley per published article whose bytes start with %PDF", async () => {
    const rows = await db()
      .select({ articleId: articles.id, galley: articleGalleys })
      .from(articles)
      .leftJoin(articleGalleys, eq(articleGalleys.articleId, articles.id))
      .where(eq(articles.status, "published"));
    const perArticle = new Map<string, number>();
    for (const r of rows) perArticle.set(r.articleId, (perArticle.get(r.articleId) ?? 0) + (r.galley ? 1 : 0));
    expect([...perArticle.values()].every((n) => n === 1)).toBe(true);
    for (const { galley } of rows.filter((_, i) => i % 25 === 0)) {
      expect(galley!.kind).toBe("pdf");
      expect(galley!.mimeType).toBe("application/pdf");
      expect(galley!.storageKey).toBe(
        `galleys/${galley!.articleId}/${galley!.fileName.replace(/\.pdf$/, "").toLowerCase()}.pdf`,
      );
      const file = await platform.services.storage.get(galley!.storageKey);
      expect(file).not.toBeNull();
      const bytes = await readAll(file!.stream);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBe(galley!.sizeBytes);
      expect(bytes.includes(Buffer.from("/Title"))).toBe(true);
    }
  });

  it("keeps citation_count equal to the number of internal citations, each citing a later article", async () => {
    const rows = await db()
      .select({
        cited: citations.citedArticleId,
        citedDate: sql<string>`(select publication_date from articles where id = ${citations.citedArticleId})`,
        citingDate: sql<string>`(select publication_date from articles where id = ${citations.citingArticleId})`,
      })
      .from(citations);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.citedDate < r.citingDate).toBe(true);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.cited, (counts.get(r.cited) ?? 0) + 1);
    const all = await db().select({ id: articles.id, citationCount: articles.citationCount }).from(articles);
    for (const a of all) expect(a.citationCount).toBe(counts.get(a.id) ?? 0);
  });

  it("has draft issues and draft articles that are not published and carry no DOI or galley", async () => {
    const draftIssues = await db().select().from(issues).where(eq(issues.status, "draft"));
    expect(draftIssues.length).toBeGreaterThanOrEqual(2);
    expect(draftIssues.every((i) => !i.isCurrent)).toBe(true);
    const drafts = await db().select().from(articles).where(eq(articles.status, "draft"));
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    for (const d of drafts) {
      expect(d.doi).toBeNull();
      expect(d.publicationDate).toBeNull();
      const g = await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, d.id));
      expect(g).toHaveLength(0);
    }
    // Published issues never contain only drafts, and draft issues hold no published article.
    const leaked = await db()
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .where(and(eq(issues.status, "draft"), eq(articles.status, "published")));
    expect(leaked).toHaveLength(0);
  });

  it("gives every journal an editorial board with one Editor-in-Chief, 6-10 active members and one inactive member", async () => {
    const rows = await db().select({ journalId: journals.id }).from(journals);
    for (const { journalId } of rows) {
      const members = await db()
        .select()
        .from(editorialBoardMembers)
        .where(eq(editorialBoardMembers.journalId, journalId));
      const active = members.filter((m) => m.isActive);
      expect(active.length).toBeGreaterThanOrEqual(6);
      expect(active.length).toBeLessThanOrEqual(10);
      expect(members.filter((m) => !m.isActive)).toHaveLength(1);
      expect(active.filter((m) => m.role === "Editor-in-Chief")).toHaveLength(1);
      for (const m of active) {
        expect(m.bio).toBeTruthy();
        expect(m.affiliation).toBeTruthy();
        expect(m.expertise.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("places eight conferences around the seeding date: past, live and upcoming, with consistent status", async () => {
    const rows = await db().select().from(conferences).orderBy(asc(conferences.startDate));
    expect(rows).toHaveLength(8);
    const now = Date.now();
    const derived = rows.map((c) =>
      c.startDate.getTime() > now ? "upcoming" : c.endDate.getTime() >= now ? "ongoing" : "past",
    );
    expect(derived.filter((s) => s === "past")).toHaveLength(2);
    expect(derived.filter((s) => s === "ongoing")).toHaveLength(1);
    expect(derived.filter((s) => s === "upcoming")).toHaveLength(5);
    rows.forEach((c, i) => expect(c.status).toBe(derived[i]));
    expect(new Set(rows.map((c) => c.conferenceType))).toEqual(
      new Set(["academic", "workshop", "symposium", "seminar"]),
    );
    for (const c of rows) {
      expect(c.websiteUrl).toMatch(/^https:\/\/example\.org\//);
      expect(c.organizerContact).toMatch(/@example\.org$/);
      expect(c.endDate.getTime()).toBeGreaterThan(c.startDate.getTime());
      if (c.registrationDeadline) expect(c.registrationDeadline.getTime()).toBeLessThan(c.startDate.getTime());
    }
  });
});
