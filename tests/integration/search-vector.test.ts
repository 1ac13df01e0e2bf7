// @both-backends: the search vector's triggers, its searchable copy and dictionaries on both engines.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleAuthors, articles } from "~/db/schema";
import { articleFormSchema } from "~/modules/articles/articles.desk.schemas";
import {
  createArticle as deskCreate,
  updateArticle as deskUpdate,
} from "~/modules/articles/articles.desk.service.server";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { articleForm } from "./articles-desk-helpers";

/** The words of an article's stored search document with their weights, e.g. "propranolol:A". */
async function documentOf(platform: TestPlatform, articleId: string): Promise<string[]> {
  const { db } = platform.services.database;
  const result = await db.execute(
    sql`select word || ':' || weight as entry from ${articles}, unnest(reader_search_vector) as u(word, positions, weights), unnest(weights) as weight where ${articles.id} = ${articleId}`,
  );
  return (result as unknown as { rows: { entry: string }[] }).rows.map((r) => r.entry);
}

/** Whether every article's stored document equals the one computed afresh from its current rows. */
async function staleDocuments(platform: TestPlatform): Promise<number> {
  const { db } = platform.services.database;
  const result = await db.execute(
    sql`select count(*)::int as n from articles where reader_search_vector is distinct from article_reader_search_vector(id, title, keywords, abstract, doi)`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * How many rows the search's copy (article_search_documents) and the published articles' own
 * documents disagree on, either way: a missing, stray or stale copy each count.
 */
async function strayCopies(platform: TestPlatform): Promise<number> {
  const { db } = platform.services.database;
  const own = sql`select id, journal_id, publication_date, article_type, reader_search_vector from articles where status = 'published'`;
  const copy = sql`select article_id, journal_id, publication_date, article_type, document from article_search_documents`;
  const result = await db.execute(
    sql`select (select count(*) from (${own} except ${copy}) a)::int + (select count(*) from (${copy} except ${own}) b)::int as n`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe("the stored search document of an article", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("weighs title and keywords A, abstract B, authors and their ORCID C, and follows every change", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 2 });
    const article = await createArticle(db, issue, {
      title: "Buccal films of propranolol",
      abstract: "Films were cast from chitosan.",
      keywords: ["mucoadhesion"],
    });
    const words = await documentOf(platform, article.id);
    expect(words).toEqual(expect.arrayContaining(["propranolol:A", "mucoadhes:A", "chitosan:B", "asha:C", "rao:C"]));
    expect(words.some((w) => w.startsWith("0000-0002-1825-0097") || w.startsWith("0000"))).toBe(true);

    await db.update(articles).set({ title: "Sublingual tablets of amlodipine" }).where(eq(articles.id, article.id));
    expect(await documentOf(platform, article.id)).toEqual(expect.arrayContaining(["amlodipin:A"]));
    expect(await documentOf(platform, article.id)).not.toContain("propranolol:A");

    await db.update(articleAuthors).set({ name: "Meera Iyer" }).where(eq(articleAuthors.articleId, article.id));
    expect(await documentOf(platform, article.id)).toEqual(expect.arrayContaining(["meera:C", "iyer:C"]));
    await db.delete(articleAuthors).where(eq(articleAuthors.articleId, article.id));
    expect((await documentOf(platform, article.id)).some((w) => w.endsWith(":C"))).toBe(false);
    expect(await staleDocuments(platform)).toBe(0);
    expect(await strayCopies(platform)).toBe(0);
  });

  it("is copied for the search while the article is published, and only then", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 3 });
    const article = await createArticle(db, issue, { title: "Floating tablets of famotidine" });
    const copied = async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from article_search_documents where article_id = ${article.id}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    expect(await copied()).toBe(1);
    await db.update(articles).set({ status: "withdrawn" }).where(eq(articles.id, article.id));
    expect(await copied()).toBe(0);
    await db.update(articles).set({ status: "published" }).where(eq(articles.id, article.id));
    expect(await copied()).toBe(1);
    await db
      .update(articles)
      .set({ articleType: "review_article", publicationDate: "2019-04-02", keywords: ["gastroretention"] })
      .where(eq(articles.id, article.id));
    await db.update(articleAuthors).set({ name: "Nisha Kapoor" }).where(eq(articleAuthors.articleId, article.id));
    expect(await strayCopies(platform)).toBe(0);
    await db.delete(articleAuthors).where(eq(articleAuthors.articleId, article.id));
    await db.delete(articles).where(eq(articles.id, article.id));
    expect(await copied()).toBe(0);
    expect(await strayCopies(platform)).toBe(0);
  });

  it("is right for articles written by the publishing desk, on creation and on edit", async () => {
    const { db } = platform.services.database;
    const actors = await createActors(platform, { seeded: true, label: "vector" });
    const admin = (await getUserWithRoles(actors.admin.userId!))!;
    const fjphs = await journalId(db, "fjphs");
    const issue = await createIssue(db, { journalId: fjphs, volumeNumber: 5 });
    const form = articleForm(fjphs, issue.id);
    const { articleId } = await deskCreate(admin, articleFormSchema.parse(form));
    expect(await documentOf(platform, articleId)).toEqual(
      expect.arrayContaining(["natamycin:A", "gellan:B", "asha:C"]),
    );

    const edited = articleForm(fjphs, issue.id, {
      title: "Ion-activated in situ gels of voriconazole",
      authors: [
        {
          name: "Kiran Desai",
          email: "kiran.desai@example.org",
          affiliation: "Institute of Chemical Technology",
          orcid: "",
          isCorresponding: true,
        },
      ],
    });
    await deskUpdate(admin, articleId, articleFormSchema.parse(edited));
    const words = await documentOf(platform, articleId);
    expect(words).toEqual(expect.arrayContaining(["voriconazol:A", "kiran:C", "desai:C"]));
    expect(words).not.toContain("asha:C");
    expect(await staleDocuments(platform)).toBe(0);
  });
});

describe("the demo content's search documents", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ demoContent: true });
  });
  afterAll(() => platform.stop());

  it("are all stored and up to date after the demo loader ran", async () => {
    const { db } = platform.services.database;
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        missing: sql<number>`count(*) filter (where reader_search_vector is null)::int`,
      })
      .from(articles);
    expect(row!.n).toBeGreaterThan(0);
    expect(row!.missing).toBe(0);
    expect(await staleDocuments(platform)).toBe(0);
    expect(await strayCopies(platform)).toBe(0);
  });
});
