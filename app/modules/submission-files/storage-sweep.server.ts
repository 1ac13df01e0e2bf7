// Removes what a crash can leave behind of an upload (docs/decisions/010-upload-crash-safety.md):
// temp files of dead processes, and stored submission files that no row refers to (the process
// died between writing the file and committing its row, or after deleting a row and before
// deleting its file, or a delete of the file failed).
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";
import { sweepOrphanGalleys } from "~/modules/articles/galley-sweep.server";
import { sweepOrphanDiscussionFiles } from "~/modules/discussions/discussion-file-sweep.server";
import { sweepOrphanStageFiles } from "~/modules/production/production-file-sweep.server";
import { sweepOrphanReviewFiles } from "~/modules/reviews/review-file-sweep.server";
import { findReferencedStorageKeys } from "./submission-files.repository.server";
import { sweepTempUploads } from "./upload-temp.server";

/** Storage folder of every submission file (see submissionFileKey). */
export const SUBMISSION_FILES_PREFIX = "submissions";
/** A stored file younger than this may belong to a transaction still running (here or elsewhere). */
export const ORPHAN_GRACE_MS = 10 * 60_000;
export const SWEEP_INTERVAL_MS = 30 * 60_000;
const BATCH = 500;

/**
 * Deletes the stored submission files last modified before `modifiedBefore` that no
 * submission_files row refers to. Returns how many were deleted.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedStorageKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(SUBMISSION_FILES_PREFIX)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, "orphan submission files removed");
  return removed;
}

export type UploadSweeper = { stop(): Promise<void> };

/**
 * Sweeps now and then every `intervalMs`: abandoned temp uploads and orphan stored files. The
 * first sweep removes orphans modified before `firstModifiedBefore`: the start of this process
 * when the database is embedded (PGlite: no other process can be writing), otherwise the usual
 * grace period, as other instances may be uploading.
 */
export function startUploadSweeper(opts: {
  db: Db;
  storage: Storage;
  dataDir: string;
  firstModifiedBefore: Date;
  intervalMs?: number;
}): UploadSweeper {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = (modifiedBefore: Date) => {
    if (stopped || running) return;
    running = (async () => {
      try {
        await sweepTempUploads(opts.dataDir);
        // Object storage: multipart uploads a killed process never completed nor aborted.
        await opts.storage.abortStaleUploads?.(modifiedBefore);
        await sweepOrphanFiles(opts.db, opts.storage, { modifiedBefore });
        await sweepOrphanGalleys(opts.db, opts.storage, { modifiedBefore });
        await sweepOrphanReviewFiles(opts.db, opts.storage, { modifiedBefore });
        await sweepOrphanDiscussionFiles(opts.db, opts.storage, { modifiedBefore });
        await sweepOrphanStageFiles(opts.db, opts.storage, { modifiedBefore });
      } catch (err) {
        logger.error({ err }, "upload sweep failed; the next one tries again");
      } finally {
        running = undefined;
      }
    })();
  };
  sweep(opts.firstModifiedBefore);
  const timer = setInterval(() => sweep(new Date(Date.now() - ORPHAN_GRACE_MS)), opts.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
