import path from "node:path";
import type { Env } from "../env.server";
import { LocalDiskStorage, type Storage } from "../storage.server";
import type { S3Storage } from "./s3.server";

/** The local disk under DATA_DIR/files. */
export function localStorageOf(env: Env): LocalDiskStorage {
  return new LocalDiskStorage(path.join(env.dataDir, "files"));
}

/**
 * The bucket of the S3_* variables (whatever STORAGE_DRIVER says), or null when S3_BUCKET is unset.
 * The AWS SDK is imported only then: it adds about 30 MB to a server that keeps its files on disk.
 */
export async function s3StorageOf(env: Env): Promise<S3Storage | null> {
  if (!env.S3_BUCKET) return null;
  const { S3Storage } = await import("./s3.server");
  return new S3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The storage STORAGE_DRIVER chose (env.server.ts has checked that its settings are complete). */
export async function createStorage(env: Env): Promise<Storage> {
  if (env.storageDriver === "s3") return (await s3StorageOf(env))!;
  return localStorageOf(env);
}
