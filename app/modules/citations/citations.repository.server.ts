import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { READABLE_JOURNAL_STATUSES } from "../journals/journal-visibility";
import {
  articleAuthors,
  articles,
  publishedNumber,
  citations,
  externalCitations,
  issues,
  journals,
} from "../../db/schema";

/** Published articles of the platform that cite `articleId`, newest first. */
export async function findCitingArticles(db: Db, articleId: string, limit: number) {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      publicationDate: articles.publicationDate,
      articleNumber: publishedNumber,
      volumeNumber: issues.volumeNumber,
      journalShortName: journals.shortName,
      context: citations.citationContext,
    })
    .from(citations)
    .innerJoin(articles, eq(articles.id, citations.citingArticleId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        eq(citations.citedArticleId, articleId),
        eq(articles.status, "published"),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .orderBy(desc(articles.publicationDate))
    .limit(limit);
  if (rows.length === 0) return [];
  const authors = await db
    .select({ articleId: articleAuthors.articleId, name: articleAuthors.name })
    .from(articleAuthors)
    .where(
      inArray(
        articleAuthors.articleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(articleAuthors.articleId), asc(articleAuthors.position));
  return rows.map((r) => ({ ...r, authors: authors.filter((a) => a.articleId === r.id).map((a) => a.name) }));
}

export async function findExternalCitations(db: Db, articleId: string, limit: number) {
  return db
    .select({
      id: externalCitations.id,
      source: externalCitations.source,
      title: externalCitations.title,
      authors: externalCitations.authors,
      journalName: externalCitations.journalName,
      url: externalCitations.url,
      publicationDate: externalCitations.publicationDate,
      lastUpdated: externalCitations.lastUpdated,
    })
    .from(externalCitations)
    .where(eq(externalCitations.articleId, articleId))
    .orderBy(desc(externalCitations.lastUpdated))
    .limit(limit);
}
