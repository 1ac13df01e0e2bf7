import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce, builtPerLimit, literalLimit } from "~/db/prepared.server";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";
import { retractedSql } from "./articles.notices.repository.server";
import { articleAuthors, articles, publishedArticleDays, publishedNumber, issues, journals } from "~/db/schema";

// Author names in byline order, gathered per row so a page of N articles stays one query.
// Qualified explicitly: Drizzle leaves columns unqualified in single-table selects.
const authorNames = sql<
  string[]
>`coalesce((select array_agg(aa.name order by aa.position) from ${articleAuthors} as aa where aa.article_id = ${sql.identifier("articles")}.id), '{}'::text[])`;

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  articleNumber: publishedNumber,
  articleType: articles.articleType,
  doi: articles.doi,
  publicationDate: articles.publicationDate,
  pageStart: articles.pageStart,
  pageEnd: articles.pageEnd,
  viewCount: articles.viewCount,
  downloadCount: articles.downloadCount,
  citationCount: articles.citationCount,
  authorNames,
  retracted: retractedSql(sql`${sql.identifier("articles")}.id`),
  volumeNumber: issues.volumeNumber,
  issueNumber: issues.issueNumber,
  issueType: issues.type,
  journalShortName: journals.shortName,
  journalTitle: journals.title,
};

export type ArticleSummaryRow = Awaited<ReturnType<typeof findRecentPublishedArticles>>[number];

/** Article summaries with their issue and journal, newest first, at most `limit` (the `limit` placeholder if not given). */
function newestSummaries(db: Db, where: SQL | undefined, limit: number | Placeholder = sql.placeholder("limit")) {
  return db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(where)
    .orderBy(desc(articles.publicationDate), desc(articles.createdAt))
    .limit(limit);
}

/** The newest dated, published articles of active and archived journals (online-first ones included). */
export async function findRecentPublishedArticles(db: Db, limit: number) {
  return recentQuery(db, limit).execute();
}

// "Recent" needs a date; filtering undated rows also lets the (status, publication_date desc) index serve the order.
// A statement per limit: planned for `limit $1`, it would be planned anew at every execution.
const recentQuery = builtPerLimit("recent_published_articles", (db, statement, limit) =>
  newestSummaries(
    db,
    and(
      eq(articles.status, "published"),
      isNotNull(articles.publicationDate),
      inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
    ),
    literalLimit(limit),
  ).prepare(statement),
);

/** A journal's articles published online first: public while their issue is not yet; newest first. */
export async function findOnlineFirstArticles(db: Db, journalId: string, limit: number) {
  return onlineFirstQuery(db).execute({ journalId, limit });
}

// The issue's journal is the article's (a foreign key on both); saying so, with the status as a
// literal, lets the journal's few unpublished issues come from their partial index rather than
// every journal's issues being read (migration 0026).
const onlineFirstQuery = builtOnce("online_first_articles", (db, statement) =>
  newestSummaries(
    db,
    and(
      eq(articles.journalId, sql.placeholder("journalId")),
      eq(articles.status, "published"),
      eq(issues.journalId, sql.placeholder("journalId")),
      sql`${issues.status} <> 'published'`,
    ),
  ).prepare(statement),
);

/** The first `limit` published articles of one issue, in article-number order. */
export async function findPublishedArticlesOfIssue(db: Db, issueId: string, limit: number) {
  return articlesOfIssueQuery(db).execute({ issueId, limit });
}

const articlesOfIssueQuery = builtOnce("published_articles_of_issue", (db, statement) =>
  db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(eq(articles.issueId, sql.placeholder("issueId")), eq(articles.status, "published")))
    .orderBy(articles.articleNumber)
    .limit(sql.placeholder("limit"))
    .prepare(statement),
);

// A journal's figures are sums over its (journal, publication day) rows, which a trigger keeps as
// articles are published, withdrawn, moved, viewed, downloaded and cited (migrations 0024, 0025):
// reading them costs the same on any size of catalogue.

/** Totals over a journal's published articles (online-first ones included). */
export async function sumPublishedArticleCounters(db: Db, journalId: string) {
  const days = publishedArticleDays;
  const [row] = await db
    .select({
      articles: sql<number>`coalesce(sum(${days.articles}), 0)`.mapWith(Number),
      citations: sql<number>`coalesce(sum(${days.citations}), 0)`.mapWith(Number),
      downloads: sql<number>`coalesce(sum(${days.downloads}), 0)`.mapWith(Number),
      views: sql<number>`coalesce(sum(${days.views}), 0)`.mapWith(Number),
    })
    .from(days)
    .where(eq(days.journalId, journalId));
  return row ?? { articles: 0, citations: 0, downloads: 0, views: 0 };
}

/** Published articles per publication year, for years in [fromYear, toYear]. */
export async function countPublishedArticlesPerYear(db: Db, journalId: string, fromYear: number, toYear: number) {
  const days = publishedArticleDays;
  const year = sql<number>`extract(year from ${days.day})::int`;
  return db
    .select({ year, count: sql<number>`sum(${days.articles})::int` })
    .from(days)
    .where(and(eq(days.journalId, journalId), gte(days.day, `${fromYear}-01-01`), lt(days.day, `${toYear + 1}-01-01`)))
    .groupBy(year)
    .orderBy(year);
}
