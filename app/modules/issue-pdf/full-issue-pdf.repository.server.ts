import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleGalleys, articles, issues, journals, journalThemes } from "~/db/schema";

export async function findIssueForPdf(db: Db, issueId: string) {
  const [row] = await db
    .select({
      id: issues.id,
      status: issues.status,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      type: issues.type,
      title: issues.title,
      publicationDate: issues.publicationDate,
      coverImageKey: issues.coverImageKey,
      fullPdfKey: issues.fullPdfKey,
      journalTitle: journals.title,
      journalShortName: journals.shortName,
      issn: journals.issn,
      eissn: journals.eissn,
      // The journal's stored theme colour (null: its default theme's).
      primaryColor: sql<string | null>`${journalThemes.colors}->>'primary'`,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(eq(issues.id, issueId));
  return row;
}

// Qualified explicitly: Drizzle leaves columns unqualified in single-table selects, which would bind
// "id" inside the subqueries to the galley or author row instead of the article.
const thisArticle = sql`${sql.identifier("articles")}.id`;

/** The issue's published articles in table-of-contents order, with authors and their first public PDF galley. */
export async function findArticlesForPdf(db: Db, issueId: string) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      articleType: articles.articleType,
      doi: articles.doi,
      articleNumber: sql<number>`${articles.articleNumber}`,
      authors: sql<
        string[]
      >`coalesce((select array_agg(aa.name order by aa.position) from article_authors aa where aa.article_id = ${thisArticle}), '{}'::text[])`,
      pdfKey: sql<
        string | null
      >`(select g.storage_key from ${articleGalleys} g where g.article_id = ${thisArticle} and g.kind = 'pdf' and g.is_public order by g.position, g.created_at limit 1)`,
    })
    .from(articles)
    .where(and(eq(articles.issueId, issueId), eq(articles.status, "published")))
    .orderBy(asc(articles.articleNumber));
}

export async function setFullIssuePdf(
  db: Db,
  issueId: string,
  pdf: { key: string | null; bytes: number | null; builtAt: Date | null },
): Promise<void> {
  await db
    .update(issues)
    .set({ fullPdfKey: pdf.key, fullPdfBytes: pdf.bytes, fullPdfBuiltAt: pdf.builtAt })
    .where(eq(issues.id, issueId));
}
