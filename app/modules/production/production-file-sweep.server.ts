// Stored stage files (copyedited files, corrections, galleys of the stages after acceptance, ADR
// 069) that no row refers to: an upload whose process died between storing the file and committing
// its row, or a deleted submission's (its rows go by cascade). The upload sweeper removes them
// after a grace period (ADR 010, as for submission files).
import type { Db } from "~/db/client.server";
import { sweepOrphanStoredFiles } from "~/lib/orphan-files.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedStageKeys } from "./production.repository.server";

/** Storage folder of every stage file (stageFileKey). */
export const STAGE_FILES_PREFIX = "production";

/** Deletes the stored stage files last modified before `modifiedBefore` that no row refers to. */
export function sweepOrphanStageFiles(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  return sweepOrphanStoredFiles(
    db,
    storage,
    { prefix: STAGE_FILES_PREFIX, referenced: findReferencedStageKeys, what: "stage files" },
    opts,
  );
}
