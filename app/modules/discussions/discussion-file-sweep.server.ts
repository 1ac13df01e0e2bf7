// Stored discussion files that no row refers to: an upload whose process died between storing the
// file and committing its message, or the files of a submission deleted with its discussions (ADR
// 010, as for submission files, galleys and review files). The upload sweeper removes them after
// a grace period.
import type { Db } from "~/db/client.server";
import { sweepOrphanStoredFiles } from "~/lib/orphan-files.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedDiscussionKeys } from "./discussions.repository.server";

/** Storage folder of every discussion file (discussionFileKey). */
export const DISCUSSION_FILES_PREFIX = "discussions";

/** Deletes the stored discussion files last modified before `modifiedBefore` that no row refers to. */
export function sweepOrphanDiscussionFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  return sweepOrphanStoredFiles(
    db,
    storage,
    { prefix: DISCUSSION_FILES_PREFIX, referenced: findReferencedDiscussionKeys, what: "discussion files" },
    opts,
  );
}
