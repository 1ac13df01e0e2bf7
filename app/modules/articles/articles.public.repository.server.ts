import { and, asc, eq, gte, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { builtOnce } from "~/db/prepared.server";
import { referencesAsJson } from "~/modules/references/references.repository.server";
import { noticesOfSql, updatedArticleSql } from "./articles.notices.repository.server";
import { versionsOfSql } from "./articles.versions.repository.server";
import { parseIntParam } from "~/lib/int-param";
import { contentModified } from "~/modules/sitemap/content-date.server";
import {
  affiliations,
  articleAuthors,
  articleGalleyFiles,
  articleGalleys,
  articleUsageMonthly,
  articles,
  publishedNumber,
  issues,
  journals,
} from "~/db/schema";

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
  /** The version readers see (ADR 066), what changed in it and since when. */
  version: articles.version,
  versionNote: articles.versionNote,
  versionDate: articles.versionDate,
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
  builtOnce(`article_by_number_${visibility.replaceAll("-", "_")}`, (db, statement) =>
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
      .prepare(statement),
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

/** What the article page shows of an author (never the e-mail address: the page is public). */
const pageAuthorFields = {
  name: articleAuthors.name,
  givenName: articleAuthors.givenName,
  familyName: articleAuthors.familyName,
  orcid: articleAuthors.orcid,
  isCorresponding: articleAuthors.isCorresponding,
  affiliation: affiliations.name,
  affiliationRor: affiliations.rorId,
};

export async function findArticleAuthors(db: Db, articleId: string) {
  return articleAuthorsQuery(db).execute({ articleId });
}

const articleAuthorsQuery = builtOnce("article_authors", (db, statement) =>
  db
    .select({ ...pageAuthorFields, email: articleAuthors.email })
    .from(articleAuthors)
    .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
    .where(eq(articleAuthors.articleId, sql.placeholder("articleId")))
    .orderBy(asc(articleAuthors.position))
    .prepare(statement),
);

/** What the article page shows of a galley (never the storage key: the page is public). */
const pageGalleyFields = {
  id: articleGalleys.id,
  kind: articleGalleys.kind,
  fileName: articleGalleys.fileName,
  mimeType: articleGalleys.mimeType,
  sizeBytes: articleGalleys.sizeBytes,
  label: articleGalleys.label,
};
// Draft galleys (the accepted manuscript, say) are for the editors only.
const galleysOf = (articleId: SQLWrapper) =>
  and(eq(articleGalleys.articleId, articleId), eq(articleGalleys.isPublic, true));
const galleyOrder = [asc(articleGalleys.position), asc(articleGalleys.createdAt)];

export async function findArticleGalleys(db: Db, articleId: string) {
  return articleGalleysQuery(db).execute({ articleId });
}

const articleGalleysQuery = builtOnce("article_galleys", (db, statement) =>
  db
    .select({ ...pageGalleyFields, storageKey: articleGalleys.storageKey })
    .from(articleGalleys)
    .where(galleysOf(sql.placeholder("articleId")))
    .orderBy(...galleyOrder)
    .prepare(statement),
);

/** A file an HTML galley shows (its image, its stylesheet), by its name (ADR 072). */
export async function findGalleyFileByName(db: Db, galleyId: string, fileName: string) {
  const [row] = await db
    .select({
      fileName: articleGalleyFiles.fileName,
      storageKey: articleGalleyFiles.storageKey,
      mimeType: articleGalleyFiles.mimeType,
    })
    .from(articleGalleyFiles)
    .where(and(eq(articleGalleyFiles.galleyId, galleyId), eq(articleGalleyFiles.fileName, fileName)))
    .limit(1);
  return row;
}

type PageAuthor = Omit<Awaited<ReturnType<typeof findArticleAuthors>>[number], "email">;
type PageGalley = Omit<Awaited<ReturnType<typeof findArticleGalleys>>[number], "storageKey">;
type RelatedArticle = {
  id: string;
  title: string;
  articleNumber: number;
  articleType: string;
  publicationDate: string | null;
};
type UsageMonth = { month: string; investigations: number; requests: number };

const related = alias(articles, "related_article");

/**
 * Everything the article page shows of a published or withdrawn article, in one statement: the
 * article (as findPublishedArticleByNumber), its authors, public galleys, up to `relatedLimit`
 * other published articles of its issue, its monthly usage from `fromMonth` (yyyy-MM-dd) and up to
 * `referenceLimit` references. One round trip instead of two and one query per list: the page's
 * queries cost more in socket writes and waiting than PostgreSQL took to answer them.
 */
export async function findArticlePage(
  db: Db,
  params: {
    journalShortName: string;
    volumeNumber: number;
    articleNumber: number;
    fromMonth: string;
    relatedLimit: number;
    referenceLimit: number;
  },
) {
  const [row] = await articlePageQuery(db).execute(params);
  return row;
}

const articlePageQuery = builtOnce("article_page", (db, statement) =>
  db
    .select({
      ...articleColumns,
      authors: jsonRows<PageAuthor>(
        pageAuthorFields,
        sql`from ${articleAuthors} left join ${affiliations} on ${eq(affiliations.id, articleAuthors.affiliationId)} where ${eq(articleAuthors.articleId, articles.id)}`,
        sql`${articleAuthors.position}`,
      ),
      galleys: jsonRows<PageGalley>(
        pageGalleyFields,
        sql`from ${articleGalleys} where ${galleysOf(articles.id)}`,
        sql.join(galleyOrder, sql`, `),
      ),
      related: jsonRows<RelatedArticle>(
        {
          id: related.id,
          title: related.title,
          articleNumber: related.articleNumber,
          articleType: related.articleType,
          publicationDate: related.publicationDate,
        },
        sql`from ${articles} ${related} where ${and(eq(related.issueId, articles.issueId), eq(related.status, "published"), ne(related.id, articles.id))}`,
        sql`${related.articleNumber}`,
        sql`${sql.placeholder("relatedLimit")}`,
      ),
      usage: jsonRows<UsageMonth>(
        {
          month: articleUsageMonthly.month,
          investigations: articleUsageMonthly.investigations,
          requests: articleUsageMonthly.requests,
        },
        sql`from ${articleUsageMonthly} where ${and(eq(articleUsageMonthly.articleId, articles.id), gte(articleUsageMonthly.month, sql.placeholder("fromMonth")))}`,
        sql`${articleUsageMonthly.month}`,
      ),
      references: referencesAsJson(articles.id, sql.placeholder("referenceLimit")),
      // Notices about it, and for a notice the article it is about (ADR 066).
      notices: noticesOfSql(sql`${articles.id}`),
      updates: updatedArticleSql(sql`${articles.updatesArticleId}`),
      // Its earlier versions, newest first (ADR 066).
      versions: versionsOfSql(sql`${articles.id}`),
    })
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        eq(journals.shortName, sql.placeholder("journalShortName")),
        eq(articles.articleNumber, sql.placeholder("articleNumber")),
        eq(issues.volumeNumber, sql.placeholder("volumeNumber")),
        visible("published-or-withdrawn"),
      ),
    )
    .limit(1)
    .prepare(statement),
);
