// Stored annotated review files that no review refers to: an upload whose process died between
// moving the file to its key and committing the review, a replaced or removed file whose deletion
// failed after the commit, or the file of a review deleted with its submission (ADR 010, as for
// submission files and galleys). The upload sweeper removes them after a grace period.
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedReviewKeys } from "./reviews.repository.server";

/** Storage folder of every review's annotated file (reviewAttachmentKey). */
export const REVIEW_FILES_PREFIX = "reviews";
const BATCH = 500;

/** Deletes the stored review files last modified before `modifiedBefore` that no review refers to. */
export async function sweepOrphanReviewFiles(
  db: Db,
  storage: Storage,
  opts: { modifiedBefore: Date },
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedReviewKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(REVIEW_FILES_PREFIX)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, "orphan review files removed");
  return removed;
}
