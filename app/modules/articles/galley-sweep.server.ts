// Stored galley files that no galley row refers to: an upload whose process died between moving the
// file to its key and committing its row, or a deletion whose file removal failed after the commit
// (ADR 010, as for submission files). The upload sweeper removes them after a grace period.
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedGalleyKeys } from "./articles.desk.repository.server";

/** Storage folder of every galley (galleyStorageKey). */
export const GALLEYS_PREFIX = "galleys";
const BATCH = 500;

/** Deletes the stored galley files last modified before `modifiedBefore` that no row refers to. */
export async function sweepOrphanGalleys(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedGalleyKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(GALLEYS_PREFIX)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, "orphan galley files removed");
  return removed;
}
