// External citations of an article (ADR 026): what the External Citations dialog shows, 'Fetch
// citations' for the journal's editors and admins, and the weekly refresh of every published
// article with a DOI. Network calls happen before any transaction; what they brought is stored in
// one short transaction per article.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError, badRequest } from "~/lib/errors";
import { enqueueJob, hasWaitingJob, type JobContext, type JobHandlers, type JobPayload } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { nextUtcHour } from "~/lib/next-utc-hour";
import { db, services } from "~/lib/services.server";
import { getPublishedArticle } from "~/modules/articles/articles.public.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import {
  CITATION_SOURCES,
  CITATIONS_LIST_LIMIT,
  EXTERNAL_CITATION_MESSAGES as M,
  QUERYABLE_SOURCES,
  REFRESH_ANNOUNCE_INTERVAL_MS,
  REFRESH_BATCH,
  REFRESH_INTERVAL_MS,
  SOURCE_LABELS,
  SOURCE_NOTES,
} from "./external-citations.constants";
import {
  countExternalCitationsBySource,
  countExternalCitationsByYear,
  countUndatedExternalCitations,
  findExternalCitationList,
  findFetchRecords,
  findRefreshBatch,
  hasQueuedJob,
  lockArticle,
  storeSourceResults,
  type SourceWrite,
} from "./external-citations.repository.server";
import { fetchCitationsSchema } from "./external-citations.schemas";
import type { ExternalCitationsView, FetchCitationsAnswer } from "./external-citations.types";
import {
  askSources,
  endpointsOf,
  userAgentOf,
  type SourceEndpoints,
  type SourceOutcome,
} from "./sources/citation-sources.server";

export const CITATION_REFRESH_JOB = "external-citations.refresh";
/** A refresh job stops taking new articles after this long, well within its 5-minute lease. */
const REFRESH_TIME_BUDGET_MS = 3 * 60_000;

/** What the External Citations dialog shows: stored data only, and whether the reader may fetch. */
export async function getExternalCitationsView(
  user: CurrentUser | null,
  shortName: string,
  volume: string,
  articleNumber: string,
): Promise<ExternalCitationsView> {
  const { article } = await getPublishedArticle(shortName, volume, articleNumber);
  const [list, bySource, byYear, undated, fetches] = await Promise.all([
    findExternalCitationList(db(), article.id, CITATIONS_LIST_LIMIT),
    countExternalCitationsBySource(db(), article.id),
    countExternalCitationsByYear(db(), article.id),
    countUndatedExternalCitations(db(), article.id),
    findFetchRecords(db(), article.id),
  ]);
  // The latest change: a stored citation updated, or a source asked (which may have found nothing).
  const latest = [...bySource.map((s) => s.lastUpdated), ...fetches.map((f) => f.fetchedAt)].reduce<Date | null>(
    (max, d) => (d && (!max || d > max) ? d : max),
    null,
  );
  return {
    canFetch: can(user, "citations.manage", { journalId: article.journalId }),
    hasDoi: Boolean(article.doi),
    total: article.mentionCount,
    latestUpdate: latest?.toISOString() ?? null,
    bySource: CITATION_SOURCES.map((source) => ({
      source,
      label: SOURCE_LABELS[source],
      count: bySource.find((s) => s.source === source)?.count ?? 0,
    })).filter((s) => s.count > 0),
    citations: list.map((c) => ({
      id: c.id,
      sources: CITATION_SOURCES.filter((source) => c.sources.includes(source)).map((source) => SOURCE_LABELS[source]),
      title: c.title,
      authors: c.authors,
      journalName: c.journalName,
      url: c.url,
      year: c.publicationDate ? Number(c.publicationDate.slice(0, 4)) : null,
      citationCount: Number(c.citationCount),
    })),
    listLimit: CITATIONS_LIST_LIMIT,
    byYear,
    undated,
    sources: CITATION_SOURCES.map((source) => {
      const record = fetches.find((f) => f.source === source);
      return {
        source,
        label: SOURCE_LABELS[source],
        queryable: (QUERYABLE_SOURCES as readonly string[]).includes(source),
        note: SOURCE_NOTES[source],
        count: bySource.find((s) => s.source === source)?.count ?? 0,
        lastFetched: record?.fetchedAt.toISOString() ?? null,
        status: (record?.status as "ok" | "failed" | undefined) ?? null,
        error: record?.error ?? null,
        reportedTotal: record?.reportedTotal ?? null,
      };
    }),
  };
}

function sourceOptions() {
  const env = services().env;
  return { endpoints: endpointsOf(env), userAgent: userAgentOf(env), email: env.EDITORIAL_EMAIL };
}

/** Stores one article's outcomes in one transaction; returns its new mention_count. */
async function storeOutcomes(articleId: string, outcomes: SourceOutcome[]): Promise<number> {
  const writes: SourceWrite[] = outcomes.map((o) =>
    o.ok
      ? { source: o.source, ok: true, works: o.result.works, reportedTotal: o.result.reportedTotal }
      : { source: o.source, ok: false, error: o.error },
  );
  return db().transaction(async (tx) => {
    await lockArticle(tx, articleId);
    return storeSourceResults(tx, articleId, writes);
  });
}

/** Articles whose citations this process is fetching now (a second click waits for the first). */
const inFlight = new Set<string>();

/**
 * 'Fetch citations': asks the chosen sources (synchronously, each within its time limit), stores
 * what they returned and recounts the article's external citations. Editors of the article's
 * journal and admins (citations.manage). A source that fails is named in the answer; what the
 * others returned is kept. All sources failing is a 502 with the spec's message.
 */
export async function fetchExternalCitations(
  user: CurrentUser,
  shortName: string,
  volume: string,
  articleNumber: string,
  input: unknown,
): Promise<FetchCitationsAnswer> {
  const { article } = await getPublishedArticle(shortName, volume, articleNumber);
  requirePermission(user, "citations.manage", { journalId: article.journalId }, M.accessDenied);
  const parsed = fetchCitationsSchema.safeParse(input);
  if (!parsed.success) throw badRequest("external_citations.invalid", parsed.error.issues[0]!.message);
  if (!article.doi) throw new AppError("external_citations.no_doi", 409, M.noDoi);
  if (inFlight.has(article.id)) throw new AppError("external_citations.busy", 409, M.busy);
  inFlight.add(article.id);
  let outcomes: SourceOutcome[];
  let mentionCount: number;
  try {
    outcomes = await askSources(article.doi, parsed.data.sources, sourceOptions());
    mentionCount = await storeOutcomes(article.id, outcomes);
  } finally {
    inFlight.delete(article.id);
  }
  contentChanged();
  const succeeded = outcomes.filter((o) => o.ok);
  const failed = outcomes
    .filter((o) => !o.ok)
    .map((o) => ({ source: o.source, label: SOURCE_LABELS[o.source], error: o.error }));
  const found = new Set(succeeded.flatMap((o) => o.result.works.map((w) => w.externalId))).size;
  if (succeeded.length === 0)
    return { ok: false, message: M.fetchFailed, found: 0, sourcesSearched: 0, failed, mentionCount };
  return {
    ok: true,
    message: M.found(found, succeeded.length),
    found,
    sourcesSearched: succeeded.length,
    failed,
    mentionCount,
  };
}

/**
 * The sources' addresses and limiters, when not the environment's: the tests pass limiters that do
 * not wait a second between Semantic Scholar's requests.
 */
type RefreshOptions = { endpoints?: SourceEndpoints };

/**
 * One run of the weekly refresh: the next published articles with a DOI (in id order, after
 * `after`), each asked of every queryable source unless all of them were asked within the last
 * interval (so a refresh that stopped resumes without asking again). Returns whether it reached the
 * end of the catalogue, and otherwise the id to go on after (null: from the start), and how many
 * articles' counts changed. It announces nothing itself: the job does, at most every few minutes.
 */
export async function refreshExternalCitations(
  after: string | null,
  opts: RefreshOptions & { batchSize?: number; now?: Date; signal?: AbortSignal; timeBudgetMs?: number } = {},
): Promise<{ done: boolean; next: string | null; asked: number; skipped: number; changed: number }> {
  const now = opts.now ?? new Date();
  const started = Date.now();
  const batchSize = opts.batchSize ?? REFRESH_BATCH;
  // A day of slack: last week's run, a little later this week, does not skip an article.
  const freshSince = new Date(now.getTime() - REFRESH_INTERVAL_MS + 24 * 60 * 60_000);
  const batch = await findRefreshBatch(db(), {
    afterId: after,
    limit: batchSize,
    freshSince,
    sources: QUERYABLE_SOURCES,
  });
  const { endpoints, ...client } = sourceOptions();
  const asking = { ...client, endpoints: opts.endpoints ?? endpoints };
  let asked = 0;
  let skipped = 0;
  let changed = 0;
  for (const article of batch) {
    if (opts.signal?.aborted || Date.now() - started > (opts.timeBudgetMs ?? REFRESH_TIME_BUDGET_MS)) {
      return { done: false, next: after, asked, skipped, changed };
    }
    if (article.freshSources >= QUERYABLE_SOURCES.length || !article.doi) {
      skipped++;
    } else {
      const outcomes = await askSources(article.doi, QUERYABLE_SOURCES, asking);
      if ((await storeOutcomes(article.id, outcomes)) !== article.mentionCount) changed++;
      asked++;
    }
    after = article.id;
  }
  const done = batch.length < batchSize;
  return { done, next: done ? null : after, asked, skipped, changed };
}

/**
 * The refresh job's state between its batches (in the job's payload, so it survives a restart):
 * where to go on, whether counts changed that were not announced yet, and when they last were.
 */
type RefreshPayload = { after: string | null; pending: boolean; announcedAt: number };

function refreshPayloadOf(payload: JobPayload): RefreshPayload {
  return {
    after: typeof payload.after === "string" ? payload.after : null,
    pending: payload.pending === true,
    announcedAt: typeof payload.announcedAt === "number" ? payload.announcedAt : 0,
  };
}

/**
 * After a batch: announces changed counts (contentChanged) when the last announcement is
 * REFRESH_ANNOUNCE_INTERVAL_MS old or the refresh reached the end; otherwise keeps them pending.
 */
export function announceRefreshedCounts(
  state: RefreshPayload,
  batch: { changed: number; done: boolean },
  now = Date.now(),
): Pick<RefreshPayload, "pending" | "announcedAt"> {
  const pending = state.pending || batch.changed > 0;
  if (pending && (batch.done || now - state.announcedAt >= REFRESH_ANNOUNCE_INTERVAL_MS)) {
    contentChanged();
    return { pending: false, announcedAt: now };
  }
  return { pending, announcedAt: state.announcedAt };
}

/** The next weekly refresh, unless one is queued already. */
async function scheduleNextRefresh(): Promise<void> {
  if (!(await hasQueuedJob(db(), CITATION_REFRESH_JOB))) {
    await enqueueJob(db(), CITATION_REFRESH_JOB, { after: null }, { delayMs: REFRESH_INTERVAL_MS });
  }
}

export function externalCitationJobHandlers(opts: RefreshOptions = {}): JobHandlers {
  return {
    [CITATION_REFRESH_JOB]: {
      run: async (payload: JobPayload, ctx: JobContext) => {
        const state = refreshPayloadOf(payload);
        // A failed attempt of this batch may have stored new counts before it stopped. Its retry
        // skips those articles (they were just asked), so it would not see that they changed.
        if (ctx.attempt > 1) state.pending = true;
        const result = await refreshExternalCitations(state.after, { ...opts, signal: ctx.signal });
        const announced = announceRefreshedCounts(state, result);
        logger.info({ ...result, after: state.after, ...announced }, "external citations: refresh batch done");
        if (!result.done) {
          await enqueueJob(db(), CITATION_REFRESH_JOB, { after: result.next, ...announced });
        } else {
          await scheduleNextRefresh();
        }
      },
      // Out of attempts: what the attempts stored is announced, and the refresh is not dropped until
      // the next restart. Next week's run starts over; the articles asked this week are skipped.
      onFailed: async () => {
        contentChanged();
        await scheduleNextRefresh();
      },
    },
  };
}

/** At start: the weekly refresh, unless one is waiting; its first run is at the next 03:00 UTC. */
export async function scheduleExternalCitationRefresh(now = new Date()): Promise<void> {
  if (!(await hasWaitingJob(db(), CITATION_REFRESH_JOB))) {
    await enqueueJob(db(), CITATION_REFRESH_JOB, { after: null }, { runAt: nextUtcHour(now, 3) });
  }
}
