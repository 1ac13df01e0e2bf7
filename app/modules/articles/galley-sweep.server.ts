// Stored galley files that no galley row refers to: an upload whose process died between moving the
// file to its key and committing its row, or a deletion whose file removal failed after the commit
// (ADR 010, as for submission files). The upload sweeper removes them after a grace period.
import type { Db } from "~/db/client.server";
import { sweepOrphanStoredFiles } from "~/lib/orphan-files.server";
import type { Storage } from "~/lib/storage.server";
import { findReferencedGalleyKeys } from "./articles.desk.repository.server";

/** Storage folder of every galley (galleyStorageKey). */
export const GALLEYS_PREFIX = "galleys";

/** Deletes the stored galley files last modified before `modifiedBefore` that no row refers to. */
export function sweepOrphanGalleys(db: Db, storage: Storage, opts: { modifiedBefore: Date }): Promise<number> {
  return sweepOrphanStoredFiles(
    db,
    storage,
    { prefix: GALLEYS_PREFIX, referenced: findReferencedGalleyKeys, what: "galley files" },
    opts,
  );
}
