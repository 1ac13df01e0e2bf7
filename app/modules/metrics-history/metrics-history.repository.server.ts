import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleMetricsHistory, articles } from "~/db/schema";

/** Writes a snapshot of the article's counters now; returns it. */
export async function insertMetricsSnapshot(db: Db, articleId: string) {
  const rows = await db
    .insert(articleMetricsHistory)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          articleId: articles.id,
          recordedAt: sql`now()`.as("recorded_at"),
          citationCount: articles.citationCount,
          downloadCount: articles.downloadCount,
          viewCount: articles.viewCount,
          mentionCount: articles.mentionCount,
        })
        .from(articles)
        .where(eq(articles.id, articleId)),
    )
    .returning();
  return rows[0];
}

/** The article's latest `limit` snapshots, oldest first (for a chart). */
export async function findMetricsHistory(db: Db, articleId: string, limit: number) {
  const rows = await db
    .select({
      recordedAt: articleMetricsHistory.recordedAt,
      citationCount: articleMetricsHistory.citationCount,
      downloadCount: articleMetricsHistory.downloadCount,
      viewCount: articleMetricsHistory.viewCount,
      mentionCount: articleMetricsHistory.mentionCount,
    })
    .from(articleMetricsHistory)
    .where(eq(articleMetricsHistory.articleId, articleId))
    .orderBy(desc(articleMetricsHistory.recordedAt))
    .limit(limit);
  return rows.reverse();
}

/**
 * One batch of the daily snapshot, in one statement: the next `limit` published articles after
 * `afterId` (id order), and a snapshot row for each whose counters differ from its latest snapshot
 * (or that has none). The latest snapshot is found through the (article_id, recorded_at) index.
 */
export async function snapshotChangedArticles(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<{ lastId: string | null; scanned: number; written: number }> {
  const result = await db.execute(sql`
    with batch as (
      select a.id, a.citation_count, a.download_count, a.view_count, a.mention_count
      from articles a
      where a.status = 'published' ${afterId ? sql`and a.id > ${afterId}::uuid` : sql``}
      order by a.id
      limit ${limit}
    ), written as (
      insert into article_metrics_history (article_id, citation_count, download_count, view_count, mention_count)
      select b.id, b.citation_count, b.download_count, b.view_count, b.mention_count
      from batch b
      left join lateral (
        select h.citation_count, h.download_count, h.view_count, h.mention_count
        from article_metrics_history h
        where h.article_id = b.id
        order by h.recorded_at desc
        limit 1
      ) last on true
      where last.citation_count is null
         or (last.citation_count, last.download_count, last.view_count, last.mention_count)
            is distinct from (b.citation_count, b.download_count, b.view_count, b.mention_count)
      returning 1
    )
    select (select id::text from batch order by id desc limit 1) as last_id,
           (select count(*)::int from batch) as scanned,
           (select count(*)::int from written) as written
  `);
  const row = (result as unknown as { rows: { last_id: string | null; scanned: number; written: number }[] }).rows[0]!;
  return { lastId: row.last_id, scanned: Number(row.scanned), written: Number(row.written) };
}
