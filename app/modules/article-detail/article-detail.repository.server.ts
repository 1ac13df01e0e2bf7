import { and, asc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { builtOnce } from "../../db/prepared.server";
import { parseIntParam } from "../../lib/int-param";
import { contentModified } from "../sitemap/content-date.server";
import {
  affiliations,
  articleAuthors,
  articleGalleys,
  articleUsageMonthly,
  articles,
  publishedNumber,
  issues,
  journals,
} from "../../db/schema";

const articleColumns = {
  id: articles.id,
  journalId: articles.journalId,
  issueId: articles.issueId,
  articleNumber: publishedNumber,
  status: articles.status,
  withdrawnAt: articles.withdrawnAt,
  withdrawalReason: articles.withdrawalReason,
  articleType: articles.articleType,
  title: articles.title,
  abstract: articles.abstract,
  keywords: articles.keywords,
  language: articles.language,
  license: articles.license,
  doi: articles.doi,
  pageStart: articles.pageStart,
  pageEnd: articles.pageEnd,
  submissionDate: articles.submissionDate,
  revisedDate: articles.revisedDate,
  acceptanceDate: articles.acceptanceDate,
  publicationDate: articles.publicationDate,
  downloadCount: articles.downloadCount,
  viewCount: articles.viewCount,
  citationCount: articles.citationCount,
  mentionCount: articles.mentionCount,
  updatedAt: articles.updatedAt,
  /** When the content last really changed: JSON-LD dateModified, the same as the sitemap's lastmod. */
  contentModifiedAt: sql<Date>`${contentModified("articles")}`.mapWith(articles.updatedAt),
  issue: {
    volumeNumber: issues.volumeNumber,
    issueNumber: issues.issueNumber,
    type: issues.type,
    title: issues.title,
    publicationDate: issues.publicationDate,
    /** An article is public once published, before its issue is (online first). */
    isPublished: sql<boolean>`${issues.status} = 'published'`,
  },
};

/**
 * Which articles answer at their address: published ones, and withdrawn ones (their page says so;
 * a scholarly record keeps its URL). Files and citations are for published articles only.
 */
export type ArticleVisibility = "published" | "published-or-withdrawn";

const visible = (visibility: ArticleVisibility) =>
  visibility === "published" ? eq(articles.status, "published") : inArray(articles.status, ["published", "withdrawn"]);

/** A published article of a journal by volume and article number (the canonical address). */
export async function findPublishedArticleByNumber(
  db: Db,
  journalShortName: string,
  volumeNumber: number,
  articleNumber: number,
  visibility: ArticleVisibility = "published",
) {
  const [row] = await articleByNumber[visibility](db).execute({ journalShortName, volumeNumber, articleNumber });
  return row;
}

const articleByNumberQuery = (visibility: ArticleVisibility) =>
  builtOnce((db) =>
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(
        and(
          eq(journals.shortName, sql.placeholder("journalShortName")),
          eq(articles.articleNumber, sql.placeholder("articleNumber")),
          eq(issues.volumeNumber, sql.placeholder("volumeNumber")),
          visible(visibility),
        ),
      )
      .limit(1)
      .prepare(""),
  );
const articleByNumber = {
  published: articleByNumberQuery("published"),
  "published-or-withdrawn": articleByNumberQuery("published-or-withdrawn"),
};

/** A published article of a journal by its id, or by its number when the volume is unknown. */
export async function findPublishedArticleByIdOrNumber(
  db: Db,
  journalId: string,
  idOrNumber: string,
  visibility: ArticleVisibility = "published",
) {
  const number = parseIntParam(idOrNumber);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrNumber);
  if (number === null && !isUuid) return undefined;
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(
      and(
        eq(articles.journalId, journalId),
        number !== null ? eq(articles.articleNumber, number) : eq(articles.id, idOrNumber),
        visible(visibility),
      ),
    )
    .limit(1);
  return row;
}

export async function findArticleAuthors(db: Db, articleId: string) {
  return articleAuthorsQuery(db).execute({ articleId });
}

const articleAuthorsQuery = builtOnce((db) =>
  db
    .select({
      name: articleAuthors.name,
      givenName: articleAuthors.givenName,
      familyName: articleAuthors.familyName,
      email: articleAuthors.email,
      orcid: articleAuthors.orcid,
      isCorresponding: articleAuthors.isCorresponding,
      affiliation: affiliations.name,
      affiliationRor: affiliations.rorId,
    })
    .from(articleAuthors)
    .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
    .where(eq(articleAuthors.articleId, sql.placeholder("articleId")))
    .orderBy(asc(articleAuthors.position))
    .prepare(""),
);

export async function findArticleGalleys(db: Db, articleId: string) {
  return articleGalleysQuery(db).execute({ articleId });
}

const articleGalleysQuery = builtOnce((db) =>
  db
    .select({
      id: articleGalleys.id,
      kind: articleGalleys.kind,
      fileName: articleGalleys.fileName,
      storageKey: articleGalleys.storageKey,
      mimeType: articleGalleys.mimeType,
      sizeBytes: articleGalleys.sizeBytes,
      label: articleGalleys.label,
    })
    .from(articleGalleys)
    // Draft galleys (the accepted manuscript, say) are for the editors only.
    .where(and(eq(articleGalleys.articleId, sql.placeholder("articleId")), eq(articleGalleys.isPublic, true)))
    .orderBy(asc(articleGalleys.position), asc(articleGalleys.createdAt))
    .prepare(""),
);

/** Up to `limit` other published articles of the same issue, in table-of-contents order. */
export async function findRelatedArticles(db: Db, issueId: string, excludeId: string, limit: number) {
  return relatedArticlesQuery(db).execute({ issueId, excludeId, limit });
}

const relatedArticlesQuery = builtOnce((db) =>
  db
    .select({
      id: articles.id,
      title: articles.title,
      articleNumber: publishedNumber,
      articleType: articles.articleType,
      publicationDate: articles.publicationDate,
    })
    .from(articles)
    .where(
      and(
        eq(articles.issueId, sql.placeholder("issueId")),
        eq(articles.status, "published"),
        ne(articles.id, sql.placeholder("excludeId")),
      ),
    )
    .orderBy(asc(articles.articleNumber))
    .limit(sql.placeholder("limit"))
    .prepare(""),
);

/** Monthly usage rows from `fromMonth` (first day of a month, yyyy-MM-dd) on. */
export async function findMonthlyUsage(db: Db, articleId: string, fromMonth: string) {
  return monthlyUsageQuery(db).execute({ articleId, fromMonth });
}

const monthlyUsageQuery = builtOnce((db) =>
  db
    .select({
      month: articleUsageMonthly.month,
      investigations: articleUsageMonthly.investigations,
      requests: articleUsageMonthly.requests,
    })
    .from(articleUsageMonthly)
    .where(
      and(
        eq(articleUsageMonthly.articleId, sql.placeholder("articleId")),
        gte(articleUsageMonthly.month, sql.placeholder("fromMonth")),
      ),
    )
    .orderBy(asc(articleUsageMonthly.month))
    .prepare(""),
);
