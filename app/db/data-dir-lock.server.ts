import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// fs-ext is a native addon (flock(2)): it is loaded with `require` when a data directory is
// claimed (PGlite only: a PostgreSQL installation never needs it), never bundled by the SSR build.
function flockSync(fd: number, flags: "exnb" | "un"): void {
  (createRequire(import.meta.url)("fs-ext") as typeof import("fs-ext")).flockSync(fd, flags);
}

export class DataDirLockedError extends Error {}

/** The lock file in the data directory. It stays in place; only the lock on it comes and goes. */
export const LOCK_FILE_NAME = "server.lock";

function readHolderPid(fd: number): string {
  const buffer = Buffer.alloc(32);
  const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
  const pid = buffer.toString("utf8", 0, length).trim();
  return /^\d+$/.test(pid) ? pid : "unknown";
}

/**
 * PGlite has no lock of its own and a second process on a live data directory corrupts it, so the
 * directory is claimed with an exclusive, non-blocking advisory `flock` on `DATA_DIR/server.lock`,
 * held through a file descriptor kept open for the life of the process. The kernel releases the
 * lock when its holder exits, however it exits (kill -9 included), and the lock belongs to the open
 * file, not to a pid, so it holds across PID namespaces (two containers sharing a volume) where a
 * pid means nothing. The holder's pid is written into the file for the error message only.
 *
 * The file is never removed: releasing is unlock + close, and a process that does not hold the
 * lock never touches the file's content. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // No O_TRUNC: the holder's pid must survive a refused attempt. Node opens with O_CLOEXEC, so a
  // child process never inherits the descriptor (nor keeps the lock after this process is gone).
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  try {
    flockSync(fd, "exnb");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    try {
      if (code === "EAGAIN" || code === "EWOULDBLOCK") {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another running process (pid ${readHolderPid(fd)}). ` +
            `Stop that process first, or start this one with a different DATA_DIR. ` +
            `Two processes on one embedded database would corrupt it.`,
        );
      }
      throw new DataDirLockedError(
        `Could not lock the data directory ${dataDir} (flock on ${file} failed: ${code ?? String(e)}). ` +
          `The embedded database needs a file system with working file locks; ` +
          `use a local disk for DATA_DIR, or PostgreSQL (DATABASE_URL).`,
      );
    } finally {
      fs.closeSync(fd);
    }
  }
  try {
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid), 0);
  } catch (e) {
    fs.closeSync(fd); // closing drops the lock
    throw e;
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    try {
      fs.ftruncateSync(fd, 0); // still ours: no stale pid left behind after a clean stop
    } catch {
      // informational content only
    }
    try {
      flockSync(fd, "un");
    } finally {
      fs.closeSync(fd);
    }
  };
}
