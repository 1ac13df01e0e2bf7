// Article metrics history (ADR 026): the metrics dialogs' charts, 'Record snapshot' for editors and
// admins, and the daily snapshot job, which writes a row only for articles whose counters changed
// since their latest snapshot, so the table grows with activity, not with the catalogue's size.
import { enqueueJob, hasWaitingJob, type JobContext, type JobHandlers, type JobPayload } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { nextUtcHour } from "~/lib/next-utc-hour";
import { db } from "~/lib/services.server";
import { getPublishedArticle } from "~/modules/articles/articles.public.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import {
  HISTORY_POINTS,
  METRICS_HISTORY_MESSAGES as M,
  SNAPSHOT_BATCH,
  SNAPSHOT_HOUR_UTC,
} from "./metrics-history.constants";
import {
  findMetricsHistory,
  insertMetricsSnapshot,
  snapshotChangedArticles,
} from "./metrics-history.repository.server";
import type { MetricsHistoryView, MetricsPoint } from "./metrics-history.types";

export const METRICS_SNAPSHOT_JOB = "metrics.snapshot";
/** A snapshot job hands over to a new job after this long, well within its lease. */
const SNAPSHOT_TIME_BUDGET_MS = 3 * 60_000;

const pointOf = (r: Omit<MetricsPoint, "recordedAt"> & { recordedAt: Date }): MetricsPoint => ({
  recordedAt: r.recordedAt.toISOString(),
  citationCount: r.citationCount,
  downloadCount: r.downloadCount,
  viewCount: r.viewCount,
  mentionCount: r.mentionCount,
});

export async function getMetricsHistory(
  user: CurrentUser | null,
  shortName: string,
  volume: string,
  articleNumber: string,
): Promise<MetricsHistoryView> {
  const { article } = await getPublishedArticle(shortName, volume, articleNumber);
  const rows = await findMetricsHistory(db(), article.id, HISTORY_POINTS);
  return {
    canRecord: can(user, "citations.manage", { journalId: article.journalId }),
    points: rows.map(pointOf),
  };
}

/** 'Record snapshot': the article's counters now, whether or not they changed. Editors and admins. */
export async function recordMetricsSnapshot(
  user: CurrentUser,
  shortName: string,
  volume: string,
  articleNumber: string,
): Promise<MetricsPoint> {
  const { article } = await getPublishedArticle(shortName, volume, articleNumber);
  requirePermission(user, "citations.manage", { journalId: article.journalId }, M.accessDenied);
  const row = await insertMetricsSnapshot(db(), article.id);
  return pointOf(row!);
}

/**
 * The daily snapshot from `after` on (article id order), batch by batch, for at most `timeBudgetMs`.
 * Returns where it stopped (null at the end of the catalogue) and how many rows it wrote.
 */
export async function snapshotChangedMetrics(
  after: string | null,
  opts: { batchSize?: number; timeBudgetMs?: number; signal?: AbortSignal } = {},
): Promise<{ next: string | null; scanned: number; written: number }> {
  const started = Date.now();
  const batchSize = opts.batchSize ?? SNAPSHOT_BATCH;
  let scanned = 0;
  let written = 0;
  for (;;) {
    const batch = await snapshotChangedArticles(db(), after, batchSize);
    scanned += batch.scanned;
    written += batch.written;
    if (batch.scanned < batchSize) return { next: null, scanned, written };
    after = batch.lastId;
    if (opts.signal?.aborted || Date.now() - started > (opts.timeBudgetMs ?? SNAPSHOT_TIME_BUDGET_MS)) {
      return { next: after, scanned, written };
    }
  }
}

/** The next daily snapshot, from the first article. */
async function scheduleNextSnapshot(): Promise<void> {
  await enqueueJob(db(), METRICS_SNAPSHOT_JOB, { after: null }, { runAt: nextUtcHour(new Date(), SNAPSHOT_HOUR_UTC) });
}

export function metricsHistoryJobHandlers(): JobHandlers {
  return {
    [METRICS_SNAPSHOT_JOB]: {
      run: async (payload: JobPayload, ctx: JobContext) => {
        const after = typeof payload.after === "string" ? payload.after : null;
        const result = await snapshotChangedMetrics(after, { signal: ctx.signal });
        logger.info({ ...result, after }, "metrics history: snapshot done");
        // Each batch committed on its own; the next job goes on from the last one.
        if (result.next !== null) await enqueueJob(db(), METRICS_SNAPSHOT_JOB, { after: result.next });
        else await scheduleNextSnapshot();
      },
      // Out of attempts: tomorrow's snapshot still comes (recurringJob's reason; this one goes on in
      // batches, so it queues its next day only at the end).
      onFailed: scheduleNextSnapshot,
    },
  };
}

/** At start: the daily snapshot, unless one is waiting; it runs at the next 02:00 UTC. */
export async function scheduleMetricsSnapshots(now = new Date()): Promise<void> {
  if (!(await hasWaitingJob(db(), METRICS_SNAPSHOT_JOB))) {
    await enqueueJob(db(), METRICS_SNAPSHOT_JOB, { after: null }, { runAt: nextUtcHour(now, SNAPSHOT_HOUR_UTC) });
  }
}
