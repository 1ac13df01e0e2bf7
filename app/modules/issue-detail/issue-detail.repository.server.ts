import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { articleAuthors, articles, publishedNumber, issues } from "../../db/schema";
import type { IssueRef } from "../issues/issue-paths";

/** The published issue of a journal with this volume, type and number (latest if duplicated). */
export async function findPublishedIssue(db: Db, journalId: string, ref: IssueRef) {
  const [row] = await db
    .select({
      id: issues.id,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      type: issues.type,
      title: issues.title,
      description: issues.description,
      publicationDate: issues.publicationDate,
      coverImageUrl: issues.coverImageUrl,
      coverImageKey: issues.coverImageKey,
      pageRange: issues.pageRange,
      isCurrent: issues.isCurrent,
      /** The full-issue PDF's size; null until it is built. */
      fullPdfBytes: issues.fullPdfBytes,
      updatedAt: issues.updatedAt,
    })
    .from(issues)
    .where(
      and(
        eq(issues.journalId, journalId),
        eq(issues.volumeNumber, ref.volumeNumber),
        eq(issues.issueNumber, ref.issueNumber),
        eq(issues.type, ref.type),
        eq(issues.status, "published"),
      ),
    )
    .orderBy(desc(issues.publicationDate))
    .limit(1);
  return row;
}

/** The issue's table of contents: its published articles in order, with author names. */
export async function findIssueArticles(db: Db, issueId: string) {
  const rows = await db
    .select({
      id: articles.id,
      articleNumber: publishedNumber,
      articleType: articles.articleType,
      title: articles.title,
      doi: articles.doi,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      publicationDate: articles.publicationDate,
    })
    .from(articles)
    .where(and(eq(articles.issueId, issueId), eq(articles.status, "published")))
    .orderBy(asc(articles.articleNumber));
  if (rows.length === 0) return [];
  const names = await db
    .select({ articleId: articleAuthors.articleId, name: articleAuthors.name })
    .from(articleAuthors)
    .where(
      inArray(
        articleAuthors.articleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(articleAuthors.articleId), asc(articleAuthors.position));
  const byArticle = new Map<string, string[]>();
  for (const n of names) byArticle.set(n.articleId, [...(byArticle.get(n.articleId) ?? []), n.name]);
  return rows.map((r) => ({ ...r, authors: byArticle.get(r.id) ?? [] }));
}

/** The issue's most frequent keywords, each with one article that carries it. */
export async function findIssueKeywords(db: Db, issueId: string, limit: number) {
  const keyword = sql<string>`k.keyword`;
  return db
    .select({
      keyword,
      count: sql<number>`count(*)::int`,
      articleNumber: sql<number>`min(${articles.articleNumber})::int`,
    })
    .from(sql`${articles} cross join lateral unnest(${articles.keywords}) as k(keyword)`)
    .where(and(eq(articles.issueId, issueId), eq(articles.status, "published")))
    .groupBy(keyword)
    .orderBy(sql`count(*) desc`, keyword)
    .limit(limit);
}

/** The journal's most-cited published articles (walks the citation-count index, stops at `limit`). */
export async function findMostCitedArticles(db: Db, journalId: string, limit: number) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      articleNumber: publishedNumber,
      citationCount: articles.citationCount,
      volumeNumber: sql<number>`(select ${issues.volumeNumber} from ${issues} where ${issues.id} = ${articles.issueId})`,
    })
    .from(articles)
    .where(
      and(
        eq(articles.journalId, journalId),
        eq(articles.status, "published"),
        sql`exists (select 1 from ${issues} where ${issues.id} = ${articles.issueId} and ${issues.status} = 'published')`,
      ),
    )
    .orderBy(desc(articles.citationCount))
    .limit(limit);
}
