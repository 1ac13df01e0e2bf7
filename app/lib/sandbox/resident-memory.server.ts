import fs from "node:fs";

const VM_RSS = /^VmRSS:\s+(\d+)\s+kB$/m;

/**
 * The resident memory of process `pid` in bytes, from Linux's /proc/<pid>/status (its VmRSS line
 * states its unit, where /proc/<pid>/statm counts pages of a size Node does not tell). Null when
 * the process is gone or the system has no /proc. Read synchronously: a few microseconds, and a
 * read waiting behind busy file I/O in libuv's pool would let a decompression bomb grow unwatched.
 */
export function residentBytes(pid: number): number | null {
  try {
    const match = VM_RSS.exec(fs.readFileSync(`/proc/${pid}/status`, "latin1"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
