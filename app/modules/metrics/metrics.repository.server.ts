import { and, avg, count, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleMetricsHistory, articles, journals, publishedArticleDays, siteCounters } from "~/db/schema";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";
import type { GrowthWindows } from "./growth";

// Site metrics only count what the public can see: published articles of active or archived journals.
const publicArticle = and(eq(articles.status, "published"), inArray(journals.status, [...READABLE_JOURNAL_STATUSES]));

// The published counts and the bylines are kept by triggers (migration 0024): these read a few rows.
const readableJournal = inArray(journals.status, [...READABLE_JOURNAL_STATUSES]);

/** Published articles in all, in the recent window and the one before (by publication date), and their citations. */
export async function countPublishedArticles(db: Db, windows: GrowthWindows) {
  const days = publishedArticleDays;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${days.articles}), 0)`.mapWith(Number),
      recent:
        sql<number>`coalesce(sum(${days.articles}) filter (where ${days.day} > ${windows.recentFrom.date} and ${days.day} <= ${windows.until.date}), 0)`.mapWith(
          Number,
        ),
      previous:
        sql<number>`coalesce(sum(${days.articles}) filter (where ${days.day} > ${windows.previousFrom.date} and ${days.day} <= ${windows.recentFrom.date}), 0)`.mapWith(
          Number,
        ),
      citations: sql<number>`coalesce(sum(${days.citations}), 0)`.mapWith(Number),
    })
    .from(days)
    .innerJoin(journals, eq(journals.id, days.journalId))
    .where(readableJournal);
  return row;
}

/** Distinct authors of published articles, the same person being one lower-cased, trimmed name. */
export async function countDistinctAuthors(db: Db): Promise<number> {
  const [row] = await db.select({ authors: siteCounters.authors }).from(siteCounters);
  return row?.authors ?? 0;
}

/**
 * Citation levels recorded in the metrics history in the recent window and the one before.
 * History rows are snapshots of an article's running total, so each article counts once per
 * window, with its latest snapshot there; summing every snapshot would count it once per recording.
 */
export async function sumRecordedCitations(db: Db, windows: GrowthWindows) {
  const recent = sql<boolean>`${articleMetricsHistory.recordedAt} > ${windows.recentFrom.instant.toISOString()}`;
  const snapshots = db
    .select({
      citationCount: articleMetricsHistory.citationCount,
      recent: recent.as("recent"),
      rank: sql<number>`row_number() over (partition by ${articleMetricsHistory.articleId}, ${recent} order by ${articleMetricsHistory.recordedAt} desc)`.as(
        "rank",
      ),
    })
    .from(articleMetricsHistory)
    .innerJoin(articles, eq(articles.id, articleMetricsHistory.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        publicArticle,
        gt(articleMetricsHistory.recordedAt, windows.previousFrom.instant),
        lte(articleMetricsHistory.recordedAt, windows.until.instant),
      ),
    )
    .as("snapshots");
  const [row] = await db
    .select({
      samples: count(),
      recent:
        sql<number>`coalesce(sum(${snapshots.citationCount}) filter (where ${snapshots.recent} and ${snapshots.rank} = 1), 0)`.mapWith(
          Number,
        ),
      previous:
        sql<number>`coalesce(sum(${snapshots.citationCount}) filter (where not ${snapshots.recent} and ${snapshots.rank} = 1), 0)`.mapWith(
          Number,
        ),
    })
    .from(snapshots);
  return row;
}

/** Average impact factor of active journals that have one; null when none has. */
export async function averageImpactFactor(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ average: avg(journals.impactFactor).mapWith(Number) })
    .from(journals)
    .where(and(eq(journals.status, "active"), isNotNull(journals.impactFactor)));
  return row.average === null || Number.isNaN(row.average) ? null : row.average;
}
