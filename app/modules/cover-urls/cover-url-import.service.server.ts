// The background import of covers that are addresses of older data (ADR 052). Pages draw only
// stored pictures, so a journal, issue or conference whose `cover_image_url` was never fetched shows
// its drawn cover until this job stores the picture, once, exactly as a fetch at save would.
//
// At start, one job per such row is queued (`covers.import-url`, payload: which row and which
// address), unless a job for that row and address exists already, whatever its status. The job
// fetches and stores the picture and points the row at it if the row still shows that address and
// no stored cover. A failure that time may mend (a timeout, a 5xx) is retried with the job
// system's backoff, three attempts in all; any other (a private host, a 404, not a picture) fails
// the job at once. The failed job, kept with its error, is the record: the row is not queued again
// at the next start, and keeps its address and no key (its drawn cover). An editor who saves a new
// address fetches it there and then.
import { contentChanged } from "~/lib/content-changes.server";
import { enqueueJob, PermanentJobError, type JobHandlers, type JobPayload } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import { CONFERENCE_COVERS } from "~/modules/conferences/conference-cover-image";
import { CONFERENCE_COVER_RULES } from "~/modules/conferences/conferences.constants";
import { removeStoredFolder } from "~/modules/images/image-store.server";
import type { StoredImageKind } from "~/modules/images/image-versions";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { ISSUE_COVERS } from "~/modules/issues/issue-cover-image";
import { COVER_UPLOAD_RULES } from "~/modules/issues/issues.desk.constants";
import { JOURNAL_COVERS } from "~/modules/journals/journal-cover-image";
import { JOURNAL_COVER_UPLOAD_RULES } from "~/modules/journals/journals.desk.constants";
import { CoverUrlError, storeCoverFromUrl } from "./cover-url-fetch.server";
import {
  COVER_URL_TARGETS,
  findCoverState,
  findJobPayloads,
  findUnimportedCovers,
  lockImportScheduling,
  setImportedCover,
  type CoverUrlTarget,
  type UnimportedCover,
} from "./cover-url-import.repository.server";

export const COVER_URL_IMPORT_JOB = "covers.import-url";
/** Attempts of one import: a server that is down for a few minutes gets two more chances. */
export const COVER_URL_IMPORT_ATTEMPTS = 3;
/** Rows of each table queued per start (older data holds a handful; the rest come next start). */
const SCHEDULE_LIMIT = 500;

/** Each kind of row: its stored pictures and the byte limit of an upload of it. */
const TARGETS: Record<CoverUrlTarget, { images: StoredImageKind; maxBytes: number }> = {
  journal: { images: JOURNAL_COVERS, maxBytes: JOURNAL_COVER_UPLOAD_RULES.maxBytes },
  issue: { images: ISSUE_COVERS, maxBytes: COVER_UPLOAD_RULES.maxBytes },
  conference: { images: CONFERENCE_COVERS, maxBytes: CONFERENCE_COVER_RULES.maxBytes },
};

const keyOf = (p: { target?: unknown; id?: unknown; url?: unknown }) => JSON.stringify([p.target, p.id, p.url]);

function parsePayload(payload: JobPayload): UnimportedCover | null {
  const { target, id, url } = payload;
  if (!(COVER_URL_TARGETS as readonly unknown[]).includes(target)) return null;
  if (typeof id !== "string" || typeof url !== "string") return null;
  return { target: target as CoverUrlTarget, id, url };
}

/**
 * At start: queues an import for every row with a cover address and no stored cover that has no
 * import job yet (queued, running, done or failed). Returns how many were queued.
 */
export async function scheduleCoverUrlImports(): Promise<number> {
  const queued = await db().transaction(async (tx) => {
    await lockImportScheduling(tx);
    const rows = await findUnimportedCovers(tx, SCHEDULE_LIMIT);
    if (rows.length === 0) return 0;
    const known = new Set((await findJobPayloads(tx, COVER_URL_IMPORT_JOB)).map(keyOf));
    let count = 0;
    for (const row of rows) {
      if (known.has(keyOf(row))) continue;
      await enqueueJob(tx, COVER_URL_IMPORT_JOB, row, { maxAttempts: COVER_URL_IMPORT_ATTEMPTS });
      count += 1;
    }
    return count;
  });
  if (queued > 0) logger.info({ queued }, "cover addresses queued for import");
  return queued;
}

/** Fetches and stores one row's cover address; see the top of this file. */
async function importCover(row: UnimportedCover, signal: AbortSignal): Promise<void> {
  const now = await findCoverState(db(), row.target, row.id);
  if (!now || now.url !== row.url || now.key) return; // changed or gone since it was queued
  const target = TARGETS[row.target];
  let key: string;
  try {
    key = await storeCoverFromUrl(target.images, row.id, row.url, { maxBytes: target.maxBytes, signal });
  } catch (error) {
    if (!(error instanceof CoverUrlError)) throw error;
    logger.warn({ ...row, reason: error.message, retryable: error.retryable }, "cover address not imported");
    if (error.retryable) throw new Error(error.message, { cause: error });
    throw new PermanentJobError(error.message, { cause: error });
  }
  let result: Awaited<ReturnType<typeof setImportedCover>>;
  try {
    result = await db().transaction(async (tx) => {
      const changed = await setImportedCover(tx, row, key);
      // The full-issue PDF's first page is the issue's cover.
      if (changed.changed && changed.publicIssue) await scheduleFullIssuePdf(tx, row.id);
      return changed;
    });
  } catch (error) {
    await removeStoredFolder(key);
    throw error;
  }
  if (!result.changed) {
    await removeStoredFolder(key);
    return;
  }
  logger.info({ ...row, key }, "cover address imported");
  contentChanged();
}

export function coverUrlImportJobHandlers(): JobHandlers {
  return {
    [COVER_URL_IMPORT_JOB]: async (payload, ctx) => {
      const row = parsePayload(payload);
      if (!row) throw new PermanentJobError("not a cover import");
      await importCover(row, ctx.signal);
    },
  };
}
