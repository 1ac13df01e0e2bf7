// Where uploads are received before they are complete and checked: DATA_DIR/tmp/uploads. A temp file
// is named after the process writing it, so that after a crash the next start can tell the files
// of dead processes (removed) from those of live ones (another instance sharing DATA_DIR: kept).
// See docs/decisions/010-upload-crash-safety.md.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { logger } from "~/lib/logger.server";

/**
 * Tells this process from an earlier one that had the same pid (in a container the server is
 * often pid 1 on every start), so that its leftovers are recognised as dead.
 */
const PROCESS_TOKEN = crypto.randomBytes(6).toString("hex");

/** A temp file older than this is abandoned whatever its process (no upload takes a day). */
export const TEMP_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;

const TEMP_NAME = /^(\d+)-([0-9a-f]{12})-[0-9a-f-]{36}\.part$/;

export function tempUploadDir(dataDir: string): string {
  return path.join(dataDir, "tmp", "uploads");
}

/** A fresh path for one upload (the directory is created). */
export async function createTempUploadPath(dataDir: string): Promise<string> {
  const dir = tempUploadDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  return path.join(dir, `${process.pid}-${PROCESS_TOKEN}-${crypto.randomUUID()}.part`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the temp file `name` belongs to a process that can no longer finish it. */
function isAbandoned(name: string, modifiedMs: number, nowMs: number): boolean {
  if (nowMs - modifiedMs > TEMP_UPLOAD_MAX_AGE_MS) return true;
  const match = TEMP_NAME.exec(name);
  if (!match) return true;
  const pid = Number(match[1]);
  if (pid === process.pid) return match[2] !== PROCESS_TOKEN;
  return !isAlive(pid);
}

/**
 * Removes the temp uploads that no running process will finish: those of dead processes (a crash
 * or a kill in the middle of an upload), an earlier process with this pid, or older than a day.
 * Runs at start-up and with the periodic sweep. Returns how many were removed.
 */
export async function sweepTempUploads(dataDir: string, nowMs = Date.now()): Promise<number> {
  const dir = tempUploadDir(dataDir);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0; // no upload was ever received here
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile() || !isAbandoned(name, stat.mtimeMs, nowMs)) continue;
      await fs.promises.rm(file, { force: true });
      removed += 1;
    } catch (err) {
      // Gone meanwhile (its upload finished), or unreadable: the next sweep looks again.
      logger.debug({ err, file }, "temp upload not swept");
    }
  }
  if (removed > 0) logger.info({ removed }, "abandoned temp uploads removed");
  return removed;
}
