// Writing, reading and removing the stored sizes of a picture (see image-versions.ts). The files are
// written before the short transaction that points a row at them (the caller removes them again if
// it fails) and the previous version is removed after the commit.
import crypto from "node:crypto";
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import type { ProcessedImage } from "./image-upload.server";
import { imageFileKey, imageKeyPrefix, newImageVersion, type StoredImageKind } from "./image-versions";

const YEAR_SECONDS = 31_536_000;

/** Writes the sizes of a processed picture under a new version of `ownerId`; returns the key prefix. */
export async function storeImageVersion(kind: StoredImageKind, ownerId: string, image: ProcessedImage) {
  const version = newImageVersion(crypto.randomBytes(8).toString("hex"), image.original);
  const prefix = imageKeyPrefix(kind, ownerId, version);
  const { storage } = services();
  try {
    for (const r of image.renditions) await storage.put(imageFileKey(prefix, r.width), r.data);
  } catch (error) {
    await removeStoredFolder(prefix);
    throw error;
  }
  return prefix;
}

/** One stored size, or null when the file is missing. */
export async function readStoredImage(prefix: string, width: number) {
  return services().storage.get(imageFileKey(prefix, width));
}

/** The answer carrying a stored size: immutable, cached a year, public or private. */
export function storedImageResponse(
  file: { stream: ReadableStream<Uint8Array>; sizeBytes: number },
  isPublic: boolean,
) {
  return new Response(file.stream, {
    headers: {
      "content-type": "image/webp",
      "content-length": String(file.sizeBytes),
      "cache-control": `${isPublic ? "public" : "private"}, max-age=${YEAR_SECONDS}, immutable`,
      "x-content-type-options": "nosniff",
    },
  });
}

/** The 404 of an image URL that names nothing (never cached: the picture may come later). */
export function imageNotFound(message = "Image not found.") {
  return new Response(message, { status: 404, headers: { "cache-control": "no-store" } });
}

/**
 * Removes every stored file under a folder key (a version, or all of an owner's versions). Failures
 * are logged, not thrown: the row no longer points at these files.
 */
export async function removeStoredFolder(prefix: string): Promise<void> {
  const { storage } = services();
  try {
    const keys: string[] = [];
    for await (const item of storage.list(prefix)) keys.push(item.key);
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        logger.warn({ err, key }, "stored image file not removed");
      }
    }
  } catch (err) {
    logger.warn({ err, prefix }, "stored image files not removed");
  }
}
