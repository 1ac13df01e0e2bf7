// Reads untrusted files (uploads) in the sandbox (ADR 049): every parse of an uploaded file runs in
// the child process of file-reader.child.server.ts, under limits of memory and time, never on the
// server's event loop.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Sandbox, type JobLimits } from "~/lib/sandbox/sandbox.server";
import type { FileReaderJobs } from "./file-reader.child.server";

const MB = 1024 * 1024;

/**
 * Two sandboxes, each with a child of its own: reading an upload, which a request waits for, never
 * queues behind an issue's build, which takes a minute and its own room.
 */
type SandboxName = "uploads" | "builds";

/** V8's heap in each child, for where /proc is missing (the watchdog reads the memory there). */
const HEAP_MB: Record<SandboxName, number> = { uploads: 512, builds: 2048 };

/**
 * A PDF's parse holds a few pages' text, fonts and images above the ready child's 120 MB or so.
 * Reading the front matter of the 32 real papers of the development set, the built child grew by
 * 26-95 MB, and by 125-174 MB for one (a 278 KB Bentham paper), which the 128 MB allowance this
 * had refused as too large 4 times in 6 (ADR 080). 256 MB keeps the child under 400 MB.
 * The time limit leaves a large, legitimate PDF room on a busy machine.
 */
const PDF: { sandbox: SandboxName; limits: JobLimits } = {
  sandbox: "uploads",
  limits: { timeLimitMs: 10_000, growthLimitBytes: 256 * MB },
};

const KINDS: Record<keyof FileReaderJobs, { sandbox: SandboxName; limits: JobLimits }> = {
  "pdf-metadata": PDF,
  "pdf-info": PDF,
  "pdf-first-page": PDF,
  // A 40-megapixel photograph, the most an upload may have, took 140 MB; a 16-bit RGBA bomb of
  // 36 megapixels in a 280 KB PNG, up to 230.
  "image-renditions": { sandbox: "uploads", limits: { timeLimitMs: 20_000, growthLimitBytes: 192 * MB } },
  // pdf-lib holds a whole PDF parsed (its object streams inflated) and writes it again; fflate a
  // whole DOCX or ODT inflated: as the full-issue PDF's, 20 MB of PDFs in 140 MB.
  "blind-copy": { sandbox: "uploads", limits: { timeLimitMs: 30_000, growthLimitBytes: 256 * MB } },
  // The same work as a blind copy's: one PDF parsed whole, drawn on, written again (ADR 066).
  "stamp-retracted": { sandbox: "uploads", limits: { timeLimitMs: 30_000, growthLimitBytes: 256 * MB } },
  // Every article's PDF is parsed (pdf-lib) and copied into one document held whole until saved:
  // 100 articles, 20 MB of PDFs, took 1.5 s and 140 MB.
  "full-issue-pdf": { sandbox: "builds", limits: { timeLimitMs: 120_000, growthLimitBytes: 768 * MB } },
  // An OJS export of 256 MB at most (ADR 065), held as bytes, as libxml2's document and one
  // decoded file at a time: room for about five times the largest file accepted.
  "ojs-native": { sandbox: "builds", limits: { timeLimitMs: 600_000, growthLimitBytes: 1536 * MB } },
};

const BUILT_CHILD = "file-reader.js";

/** The child's entry when given (setFileReaderEntry), else found by fileReaderEntry(). */
let givenEntry: string | undefined;

/**
 * Starts later children from `entry`, a built child: the tests build one per run
 * (tests/setup/file-reader-build.ts) rather than start the source through tsx.
 */
export function setFileReaderEntry(entry: string): void {
  givenEntry = entry;
}

/**
 * The child's entry. Built: this code is in build/server/index.js or in a chunk of
 * build/server/assets/, and the child beside index.js (vite.config.ts). Otherwise the source.
 */
export function fileReaderEntry(): string {
  if (givenEntry) return givenEntry;
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of [here, path.dirname(here)]) {
    const built = path.join(dir, BUILT_CHILD);
    if (fs.existsSync(built)) return built;
  }
  return path.join(here, "file-reader.child.server.ts");
}

const sandboxes = new Map<SandboxName, Sandbox>();

function sandboxNamed(name: SandboxName): Sandbox {
  let sandbox = sandboxes.get(name);
  if (!sandbox) {
    sandbox = new Sandbox({ entry: fileReaderEntry(), heapMb: HEAP_MB[name] });
    sandboxes.set(name, sandbox);
  }
  return sandbox;
}

type Input<K extends keyof FileReaderJobs> = Parameters<FileReaderJobs[K]>[0];
type Output<K extends keyof FileReaderJobs> = Awaited<ReturnType<FileReaderJobs[K]>>;

/**
 * Runs the job `kind` on `input` in its sandbox, one job at a time. Rejects with SandboxLimitError
 * (a verdict on the file: store it, never retry) past the kind's limits, SandboxJobError when the
 * parser threw, SandboxUnavailableError when the child could not run.
 */
export function readUntrustedFile<K extends keyof FileReaderJobs>(kind: K, input: Input<K>): Promise<Output<K>> {
  const { sandbox, limits } = KINDS[kind];
  return sandboxNamed(sandbox).run<Output<K>>(kind, input, limits);
}

/** Ends the children (at shutdown). A later job starts a new one. */
export async function closeFileReader(): Promise<void> {
  const closing = [...sandboxes.values()];
  sandboxes.clear();
  await Promise.all(closing.map((sandbox) => sandbox.close()));
}
