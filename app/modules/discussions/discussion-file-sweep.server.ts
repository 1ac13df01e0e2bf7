// Stored discussion files that no row refers to: an upload whose process died between storing the
// file and committing its message, or the files of a submission deleted with its discussions (ADR
// 010, as for submission files, galleys and review files). The upload sweeper removes them after
// a grace period.
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedDiscussionKeys } from "./discussions.repository.server";

/** Storage folder of every discussion file (discussionFileKey). */
export const DISCUSSION_FILES_PREFIX = "discussions";
const BATCH = 500;

/** Deletes the stored discussion files last modified before `modifiedBefore` that no row refers to. */
export async function sweepOrphanDiscussionFiles(
  db: Db,
  storage: Storage,
  opts: { modifiedBefore: Date },
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedDiscussionKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(DISCUSSION_FILES_PREFIX)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, "orphan discussion files removed");
  return removed;
}
