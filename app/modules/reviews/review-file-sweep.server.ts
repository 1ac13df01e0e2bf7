// Stored annotated review files that no review refers to: an upload whose process died between
// moving the file to its key and committing the review, a replaced or removed file whose deletion
// failed after the commit, or the file of a review deleted with its submission (ADR 010, as for
// submission files and galleys). The upload sweeper removes them after a grace period.
import type { Db } from "~/db/client.server";
import { sweepOrphanStoredFiles } from "~/lib/orphan-files.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedReviewKeys } from "./reviews.repository.server";

/** Storage folder of every review's annotated file (reviewAttachmentKey). */
export const REVIEW_FILES_PREFIX = "reviews";

/** Deletes the stored review files last modified before `modifiedBefore` that no row refers to. */
export function sweepOrphanReviewFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  return sweepOrphanStoredFiles(
    db,
    storage,
    { prefix: REVIEW_FILES_PREFIX, referenced: findReferencedReviewKeys, what: "review files" },
    opts,
  );
}
