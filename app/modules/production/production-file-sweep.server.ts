// Stored stage files (copyedited files, corrections, galleys of the stages after acceptance, ADR
// 069) that no row refers to: an upload whose process died between storing the file and committing
// its row, or a deleted submission's (its rows go by cascade). The upload sweeper removes them
// after a grace period (ADR 010, as for submission files).
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedStageKeys } from "./production.repository.server";

/** Storage folder of every stage file (stageFileKey). */
export const STAGE_FILES_PREFIX = "production";
const BATCH = 500;

export async function sweepOrphanStageFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedStageKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list(STAGE_FILES_PREFIX)) {
    if (item.modifiedAt >= opts.modifiedBefore) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (removed > 0) logger.info({ removed }, "orphan stage files removed");
  return removed;
}
