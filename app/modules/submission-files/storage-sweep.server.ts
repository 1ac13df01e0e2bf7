// Removes what a crash can leave behind of an upload (docs/decisions/010-upload-crash-safety.md):
// temp files of dead processes, and stored submission files that no row refers to (the process
// died between writing the file and committing its row, or after deleting a row and before
// deleting its file, or a delete of the file failed).
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { sweepOrphanStoredFiles } from "~/lib/orphan-files.server";
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

/**
 * Deletes the stored submission files last modified before `modifiedBefore` that no
 * submission_files row refers to. Returns how many were deleted.
 */
export function sweepOrphanFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  return sweepOrphanStoredFiles(
    db,
    storage,
    { prefix: SUBMISSION_FILES_PREFIX, referenced: findReferencedStorageKeys, what: "submission files" },
    opts,
  );
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
