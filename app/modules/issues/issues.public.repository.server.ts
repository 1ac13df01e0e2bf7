import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce, builtPerLimit, literalLimit } from "~/db/prepared.server";
import { articleAuthors, articles, publishedNumber, issues } from "~/db/schema";
import type { IssueRef } from "~/lib/paths";
import { retractedSql } from "~/modules/articles/articles.notices.repository.server";

/** The published issue of a journal with this volume, type and number (latest if duplicated). */
export async function findPublishedIssue(db: Db, journalId: string, ref: IssueRef) {
  const [row] = await publishedIssueQuery(db).execute({ journalId, ...ref });
  return row;
}

const publishedIssueQuery = builtOnce("published_issue", (db, statement) =>
  db
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
        eq(issues.journalId, sql.placeholder("journalId")),
        eq(issues.volumeNumber, sql.placeholder("volumeNumber")),
        eq(issues.issueNumber, sql.placeholder("issueNumber")),
        eq(issues.type, sql.placeholder("type")),
        eq(issues.status, "published"),
      ),
    )
    .orderBy(desc(issues.publicationDate))
    .limit(1)
    .prepare(statement),
);

/** The issue's table of contents: its published articles in order, with author names. */
export async function findIssueArticles(db: Db, issueId: string) {
  return issueArticlesQuery(db).execute({ issueId });
}

const issueArticlesQuery = builtOnce("issue_articles", (db, statement) =>
  db
    .select({
      id: articles.id,
      articleNumber: publishedNumber,
      articleType: articles.articleType,
      title: articles.title,
      doi: articles.doi,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      publicationDate: articles.publicationDate,
      // In the same statement: one round trip for the whole table of contents. Qualified by hand:
      // Drizzle leaves the columns of a one-table select unqualified.
      authors: sql<
        string[]
      >`array(select aa.name from ${articleAuthors} as aa where aa.article_id = ${sql.identifier("articles")}.id order by aa.position)`,
      // A published retraction notice names it (ADR 066): the contents mark it, as COPE asks.
      retracted: retractedSql(sql`${sql.identifier("articles")}.id`),
    })
    .from(articles)
    .where(and(eq(articles.issueId, sql.placeholder("issueId")), eq(articles.status, "published")))
    .orderBy(asc(articles.articleNumber))
    .prepare(statement),
);

/** The issue's most frequent keywords, each with one article that carries it. */
export async function findIssueKeywords(db: Db, issueId: string, limit: number) {
  return issueKeywordsQuery(db).execute({ issueId, limit });
}

const keyword = sql<string>`k.keyword`;
const issueKeywordsQuery = builtOnce("issue_keywords", (db, statement) =>
  db
    .select({
      keyword,
      count: sql<number>`count(*)::int`,
      articleNumber: sql<number>`min(${articles.articleNumber})::int`,
    })
    .from(sql`${articles} cross join lateral unnest(${articles.keywords}) as k(keyword)`)
    .where(and(eq(articles.issueId, sql.placeholder("issueId")), eq(articles.status, "published")))
    .groupBy(keyword)
    .orderBy(sql`count(*) desc`, keyword)
    .limit(sql.placeholder("limit"))
    .prepare(statement),
);

/** The journal's most-cited published articles (walks the citation-count index, stops at `limit`). */
export async function findMostCitedArticles(db: Db, journalId: string, limit: number) {
  return mostCitedQuery(db, limit).execute({ journalId });
}

// A statement per limit: planned for `limit $2`, it would be planned anew at every execution.
const mostCitedQuery = builtPerLimit("most_cited_articles", (db, statement, limit) =>
  db
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
        eq(articles.journalId, sql.placeholder("journalId")),
        eq(articles.status, "published"),
        sql`exists (select 1 from ${issues} where ${issues.id} = ${articles.issueId} and ${issues.status} = 'published')`,
      ),
    )
    .orderBy(desc(articles.citationCount))
    .limit(literalLimit(limit))
    .prepare(statement),
);
