import { and, asc, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, externalCitationFetches, externalCitations, jobs } from "~/db/schema";
import type { CitingWork } from "./sources/source-http.server";

/** What one source gave for one article: its works, or its failure. */
export type SourceWrite =
  | { source: string; ok: true; works: CitingWork[]; reportedTotal: number | null }
  | { source: string; ok: false; error: string };

const UPSERT_CHUNK = 200;

/**
 * Stores what the sources returned for an article, in the caller's transaction: the citing works
 * (insert or update on (article, source, external_id)), each source's fetch record, and the
 * article's mention_count, recounted as the number of distinct citing works over all sources (a
 * work two sources both found, with the same DOI, counts once). Returns the new count.
 */
export async function storeSourceResults(db: Db, articleId: string, results: SourceWrite[]): Promise<number> {
  for (const r of results) {
    if (r.ok) {
      // One row per work and source; a source listing the same work twice keeps the first.
      const unique = [...new Map(r.works.map((w) => [w.externalId, w])).values()];
      for (let i = 0; i < unique.length; i += UPSERT_CHUNK) {
        await db
          .insert(externalCitations)
          .values(
            unique.slice(i, i + UPSERT_CHUNK).map((w) => ({
              articleId,
              source: r.source,
              externalId: w.externalId,
              title: w.title,
              authors: w.authors,
              journalName: w.journalName,
              abstract: w.abstract,
              keywords: w.keywords,
              url: w.url,
              citationCount: w.citationCount,
              publicationDate: w.publicationDate,
            })),
          )
          .onConflictDoUpdate({
            target: [externalCitations.articleId, externalCitations.source, externalCitations.externalId],
            set: {
              title: sql`excluded.title`,
              authors: sql`excluded.authors`,
              journalName: sql`excluded.journal_name`,
              abstract: sql`excluded.abstract`,
              keywords: sql`excluded.keywords`,
              url: sql`excluded.url`,
              citationCount: sql`excluded.citation_count`,
              publicationDate: sql`excluded.publication_date`,
              lastUpdated: sql`now()`,
            },
          });
      }
    }
    const fetch = r.ok
      ? {
          status: "ok",
          error: null,
          found: new Set(r.works.map((w) => w.externalId)).size,
          reportedTotal: r.reportedTotal,
        }
      : { status: "failed", error: r.error.slice(0, 500), found: 0, reportedTotal: null };
    // A failed source keeps what it found before; its record says when and why it failed.
    await db
      .insert(externalCitationFetches)
      .values({ articleId, source: r.source, fetchedAt: sql`now()`, ...fetch })
      .onConflictDoUpdate({
        target: [externalCitationFetches.articleId, externalCitationFetches.source],
        set: r.ok
          ? { fetchedAt: sql`now()`, ...fetch }
          : { fetchedAt: sql`now()`, status: "failed", error: fetch.error },
      });
  }
  // A count is not the article's content: updated_at (its OAI datestamp, its sitemap lastmod) stays,
  // so the weekly refresh does not send harvesters and crawlers back to the whole catalogue.
  const [row] = await db
    .update(articles)
    .set({
      mentionCount: sql`(select count(distinct ${externalCitations.externalId})::int from ${externalCitations} where ${externalCitations.articleId} = ${articleId})`,
      // Named, so that the column's $onUpdate (now()) does not apply.
      updatedAt: sql`${articles.updatedAt}`,
    })
    .where(eq(articles.id, articleId))
    .returning({ mentionCount: articles.mentionCount });
  return row?.mentionCount ?? 0;
}

/** The article's row lock: concurrent stores of one article's citations wait for each other. */
export async function lockArticle(db: Db, articleId: string): Promise<void> {
  await db.execute(sql`select 1 from ${articles} where ${articles.id} = ${articleId} for update`);
}

/**
 * The Citations tab: one entry per citing work (a work several sources found is listed once, with
 * Crossref's description first, then PubMed's, then Semantic Scholar's, and every source that found
 * it), newest publication first, limited.
 */
export async function findExternalCitationList(db: Db, articleId: string, limit: number) {
  const result = await db.execute(sql`
    select w.* from (
      select distinct on (c.external_id)
        c.id::text as id, c.external_id as "externalId", c.title, c.authors, c.journal_name as "journalName",
        c.url, c.citation_count as "citationCount", c.publication_date::text as "publicationDate",
        c.last_updated as "lastUpdated",
        array_agg(c.source) over (partition by c.external_id) as sources
      from ${externalCitations} c
      where c.article_id = ${articleId}
      order by c.external_id,
        case c.source when 'crossref' then 0 when 'pubmed' then 1 when 'semantic_scholar' then 2 else 3 end
    ) w
    order by w."publicationDate" desc nulls last, w."lastUpdated" desc, w.id
    limit ${limit}
  `);
  return (
    result as unknown as {
      rows: {
        id: string;
        externalId: string;
        title: string;
        authors: string[];
        journalName: string | null;
        url: string | null;
        citationCount: number;
        publicationDate: string | null;
        sources: string[];
      }[];
    }
  ).rows;
}

/** Overview: rows per source, and the latest update. */
export async function countExternalCitationsBySource(db: Db, articleId: string) {
  return db
    .select({
      source: externalCitations.source,
      count: count(),
      lastUpdated: sql<Date | null>`max(${externalCitations.lastUpdated})`.mapWith(externalCitations.lastUpdated),
    })
    .from(externalCitations)
    .where(eq(externalCitations.articleId, articleId))
    .groupBy(externalCitations.source);
}

/** Analytics: distinct citing works per publication year (works without a date are left out). */
export async function countExternalCitationsByYear(db: Db, articleId: string) {
  const year = sql<number>`extract(year from ${externalCitations.publicationDate})::int`;
  return db
    .select({ year, count: sql<number>`count(distinct ${externalCitations.externalId})::int` })
    .from(externalCitations)
    .where(and(eq(externalCitations.articleId, articleId), isNotNull(externalCitations.publicationDate)))
    .groupBy(year)
    .orderBy(year);
}

/** Distinct citing works without a publication date (the chart cannot place them). */
export async function countUndatedExternalCitations(db: Db, articleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${externalCitations.externalId})::int` })
    .from(externalCitations)
    .where(
      and(
        eq(externalCitations.articleId, articleId),
        sql`${externalCitations.externalId} not in (select ${externalCitations.externalId} from ${externalCitations} where ${externalCitations.articleId} = ${articleId} and ${externalCitations.publicationDate} is not null)`,
      ),
    );
  return row?.n ?? 0;
}

/** Sources tab: each source's last fetch. */
export async function findFetchRecords(db: Db, articleId: string) {
  return db.select().from(externalCitationFetches).where(eq(externalCitationFetches.articleId, articleId));
}

/**
 * The weekly refresh's next batch: published articles with a DOI after `afterId` (in id order),
 * with whether every source was asked since `freshSince` (those are skipped).
 */
export async function findRefreshBatch(
  db: Db,
  opts: { afterId: string | null; limit: number; freshSince: Date; sources: readonly string[] },
) {
  const freshSources = sql<number>`(select count(*)::int from ${externalCitationFetches} f where f.article_id = ${articles.id} and f.fetched_at >= ${opts.freshSince.toISOString()}::timestamptz and f.source in (${sql.join(
    opts.sources.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
  return db
    .select({ id: articles.id, doi: articles.doi, mentionCount: articles.mentionCount, freshSources })
    .from(articles)
    .where(
      and(
        eq(articles.status, "published"),
        isNotNull(articles.doi),
        opts.afterId ? gt(articles.id, opts.afterId) : undefined,
      ),
    )
    .orderBy(asc(articles.id))
    .limit(opts.limit);
}

/**
 * Whether a job of this kind waits in the queue (not counting running ones, such as the caller):
 * the refresh's last batch schedules next week's run only when no other chain has.
 */
export async function hasQueuedJob(db: Db, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")))
    .limit(1);
  return row !== undefined;
}
