// Stored files that no row refers to (ADR 010): an upload whose process died between storing the
// file and committing its row, a deletion whose file removal failed after the commit, or the files
// of rows deleted by cascade. Each kind of file lives under a folder of its own and knows which of
// its keys are referred to; the upload sweeper walks them all after a grace period.
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";

const BATCH = 500;

export type StoredFiles = {
  /** The storage folder of every file of the kind. */
  prefix: string;
  /** Which of these keys a row refers to. */
  referenced: (db: Db, keys: string[]) => Promise<Set<string>>;
  /** For the log: "submission files", "galley files"... */
  what: string;
};

/** Deletes the files of the kind last modified before `modifiedBefore` that no row refers to; how many. */
export async function sweepOrphanStoredFiles(
  db: Db,
  storage: Storage,
  files: StoredFiles,
  opts: { modifiedBefore: Date },
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await files.referenced(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(files.prefix)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, `orphan ${files.what} removed`);
  return removed;
}
