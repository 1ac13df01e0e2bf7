// Moving an installation's files from the local disk to a bucket (`npm run storage:copy -- --to s3`).
// Every file is copied under its own key, so the database's storage keys stay valid. A file already
// in the bucket with the same size is skipped: the copy can be run again after an interruption and
// copies only what is missing, and running it twice changes nothing.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import type { LocalDiskStorage } from "../storage.server";
import { localStorageOf, s3StorageOf } from "./create-storage.server";
import type { S3Storage } from "./s3.server";

export type CopyReport = { copied: number; skipped: number; failed: number; bytesCopied: number };

/** A write of the local driver cut off by a crash (`<key>.<pid>.<uuid>.part`): not a stored file. */
const PARTIAL_WRITE = /\.\d+\.[0-9a-f-]{36}\.part$/;

/** Copies every file of `from` that `to` lacks (or holds with another size). */
export async function copyStorage(
  from: LocalDiskStorage,
  to: S3Storage,
  opts: { onProgress?: (report: CopyReport, key: string) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: 0, bytesCopied: 0 };
  for await (const item of from.list("")) {
    if (PARTIAL_WRITE.test(item.key)) continue;
    try {
      if ((await to.size(item.key)) === item.sizeBytes) {
        report.skipped += 1;
      } else {
        const source = await from.get(item.key);
        if (!source) continue; // removed meanwhile
        await to.put(item.key, Readable.fromWeb(source.stream as NodeReadableStream<Uint8Array>));
        report.copied += 1;
        report.bytesCopied += item.sizeBytes;
      }
    } catch (err) {
      report.failed += 1;
      logger.error({ err, key: item.key }, "file not copied");
    }
    opts.onProgress?.(report, item.key);
  }
  return report;
}

/** The command's work: DATA_DIR/files to the bucket of the S3_* variables. */
export async function copyLocalFilesToS3(env: Env): Promise<CopyReport> {
  const target = await s3StorageOf(env);
  if (!target) throw new Error("S3_BUCKET is not set: there is no bucket to copy the files to.");
  const source = localStorageOf(env);
  if (!fs.existsSync(path.join(env.dataDir, "files"))) {
    logger.info({ dataDir: env.dataDir }, "no local files to copy");
  }
  return copyStorage(source, target);
}
