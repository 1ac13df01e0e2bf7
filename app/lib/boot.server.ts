import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { ensureInitialData } from "~/db/seed/initial-data.server";
import { stopAnalyticsCounter } from "~/modules/analytics/analytics-counter.server";
import { scheduleAnalyticsDaily } from "~/modules/analytics/analytics.service.server";
import { scheduleAssistantQuestionRetention } from "~/modules/assistant/assistant-questions.service.server";
import { scheduleCoverUrlImports } from "~/modules/cover-urls/cover-url-import.service.server";
import { scheduleExternalCitationRefresh } from "~/modules/external-citations/external-citations.service.server";
import { scheduleMetricsSnapshots } from "~/modules/metrics-history/metrics-history.service.server";
import { scheduleDoiFailureReminders } from "~/modules/crossref/doi-failure-notices.server";
import { scheduleNoticeDigests } from "~/modules/notifications/editor-notices.service.server";
import { scheduleReviewReminders } from "~/modules/reviews/reminders.service.server";
import { scheduleStageReminders } from "~/modules/production/production-reminders.service.server";
import { closeFileReader } from "~/modules/file-reader/file-reader.server";
import { scheduleSitemapCatchUp } from "~/modules/sitemap/sitemap.service.server";
import {
  startUploadSweeper,
  ORPHAN_GRACE_MS,
  type UploadSweeper,
} from "~/modules/submission-files/storage-sweep.server";
import { sweepTempUploads } from "~/modules/submission-files/upload-temp.server";
import { startContentChangeBroadcast, type ContentChangeBroadcast } from "./content-changes.server";
import type { Env } from "./env.server";
import { platformJobHandlers } from "./job-handlers.server";
import { startJobWorker, type JobWorker } from "./jobs.server";
import { logger } from "./logger.server";
import { loadOrCreateSecret } from "./secret.server";
import { setServices, type Services } from "./services.server";
import { createStorage } from "./storage/create-storage.server";
import { UrlSigner } from "./storage.server";

const jobWorkers = new WeakMap<Services, JobWorker>();
const uploadSweepers = new WeakMap<Services, UploadSweeper>();
const contentBroadcasts = new WeakMap<Services, ContentChangeBroadcast>();

/** Opens the database, applies migrations, creates first-start data and registers the services. */
export async function bootPlatform(
  env: Env,
  opts: { dataDirForDb?: string; backgroundTasks?: boolean } = {},
): Promise<Services> {
  const startedAt = new Date();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: opts.dataDirForDb ?? env.dataDir,
    namedStatements: env.DATABASE_NAMED_STATEMENTS,
    statementLogFile: env.SQL_STATEMENT_LOG,
  });
  // Instances that share a database and a bucket share SECRET_KEY (required then: env.server.ts).
  const secret = env.SECRET_KEY ?? loadOrCreateSecret(env.dataDir);
  const services: Services = {
    env,
    database,
    storage: await createStorage(env),
    signer: new UrlSigner(secret),
    secret,
  };
  setServices(services);
  if (database.kind === "postgres" && env.DATABASE_URL) {
    // Other instances on this database empty their page caches when this one changes content.
    const broadcast = startContentChangeBroadcast({
      databaseUrl: env.DATABASE_URL,
      notify: (channel, payload) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    });
    contentBroadcasts.set(services, broadcast);
    const listening = await Promise.race([
      broadcast.ready.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
    ]);
    if (!listening) logger.warn("content changes: not yet listening to the other instances; still trying");
  }
  // Instances started together: one creates the first-start data, the others then find it.
  await database.exclusively(() => ensureInitialData(services));
  // Uploads cut off by a crash or a kill: their temp files go before the first request comes.
  await sweepTempUploads(env.dataDir);
  if (opts.backgroundTasks !== false) {
    // Sends queued e-mail and runs other queued jobs (app/lib/jobs.server.ts).
    jobWorkers.set(services, startJobWorker(platformJobHandlers(), { db: database.db }));
    // Review reminders look again every hour once started (ADR 023).
    await scheduleReviewReminders();
    // Copyediting and production due dates are reminded of the same way (ADR 069).
    await scheduleStageReminders();
    // Editors who chose a daily digest of their notices get it at 07:00 UTC (ADR 059).
    await scheduleNoticeDigests();
    // While DOI deposits have failed for more than a day, the journal's editors hear of it weekly.
    await scheduleDoiFailureReminders();
    // The assistant's kept questions older than their retention go once a day (ADR 024).
    await scheduleAssistantQuestionRetention();
    // External citations are refreshed weekly, metrics snapshots taken daily (ADR 026).
    await scheduleExternalCitationRefresh();
    await scheduleMetricsSnapshots();
    // Analytics: the daily salt, visits rolled up, Search Console read once a day (ADR 028).
    await scheduleAnalyticsDaily();
    // Covers that are addresses of older data, never fetched: stored once, in the background (ADR 052).
    await scheduleCoverUrlImports();
    // Stored files whose row never committed (ADR 010). On PGlite this process is the only
    // writer, so anything stored before it started is settled; PostgreSQL may have other instances.
    uploadSweepers.set(
      services,
      startUploadSweeper({
        db: database.db,
        storage: services.storage,
        dataDir: env.dataDir,
        firstModifiedBefore: database.kind === "pglite" ? startedAt : new Date(Date.now() - ORPHAN_GRACE_MS),
      }),
    );
    // Entries missing or written by an older version (catchUpSitemapEntries): on a large catalogue
    // the walk takes seconds in all, so start-up does not wait for it: a job walks in short slices
    // that let requests through, and is tried again should it fail (ADR 048).
    await scheduleSitemapCatchUp(database.db);
  }
  logger.info({ database: database.kind, storage: env.storageDriver, dataDir: env.dataDir }, "platform ready");
  return services;
}

export async function shutdownPlatform(services: Services): Promise<void> {
  // Running jobs finish (or time out) before the database closes under them.
  await jobWorkers.get(services)?.stop();
  await uploadSweepers.get(services)?.stop();
  // Page views counted in memory since the last write (ADR 028).
  await stopAnalyticsCounter();
  await contentBroadcasts.get(services)?.stop();
  // The sandbox's child, if a file was read lately (ADR 049).
  await closeFileReader();
  setServices(undefined);
  await services.database.close();
}
