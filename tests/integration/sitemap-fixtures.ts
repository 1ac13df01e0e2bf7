import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleGalleys, articles, issues, journals, sitemapEntries } from "~/db/schema";

/** Small content builders for the sitemap tests (plain inserts on the real test database). */

export async function journalId(db: Db, shortName: string): Promise<string> {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.shortName, shortName));
  if (!row) throw new Error(`no journal ${shortName}`);
  return row.id;
}

export async function addIssue(
  db: Db,
  journal: string,
  values: {
    volumeNumber: number;
    issueNumber: number;
    type?: "regular" | "special";
    status?: "draft" | "published";
    title?: string;
  },
) {
  const [row] = await db
    .insert(issues)
    .values({ journalId: journal, type: "regular", status: "published", publicationDate: "2024-06-01", ...values })
    .returning();
  return row;
}

export async function addArticle(
  db: Db,
  issue: { id: string; journalId: string },
  values: { articleNumber: number; title?: string; abstract?: string; status?: "draft" | "submitted" | "published" },
) {
  const [row] = await db
    .insert(articles)
    .values({
      journalId: issue.journalId,
      issueId: issue.id,
      title: `Article ${values.articleNumber} on pharmacokinetics`,
      abstract: "A study of drug absorption.",
      status: "published",
      publicationDate: "2024-06-01",
      ...values,
    })
    .returning();
  return row;
}

export async function addPdfGalley(db: Db, articleId: string) {
  await db.insert(articleGalleys).values({
    articleId,
    kind: "pdf",
    fileName: "article.pdf",
    storageKey: `galleys/${articleId}.pdf`,
    mimeType: "application/pdf",
    sizeBytes: 1234,
  });
}

/** The sitemap entry of `url`, if any. */
export async function entry(db: Db, url: string) {
  const [row] = await db.select().from(sitemapEntries).where(eq(sitemapEntries.url, url));
  return row;
}
