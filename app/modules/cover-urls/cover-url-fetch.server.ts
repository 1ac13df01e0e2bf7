// A cover given as an address becomes a stored picture exactly like an upload (ADR 052): the
// server fetches it (app/lib/outbound-image-fetch.server.ts: public hosts only, pinned addresses,
// redirects checked, time and size limits, an image signature), the images module checks it in the
// sandbox and makes its WebP sizes, and they are stored under a new version of the owner. The
// caller points its row at the returned key in its own short transaction (never around the fetch)
// and removes the files again if that fails.
import { AppError } from "~/lib/errors";
import { fetchImageToTempFile, OutboundImageError } from "~/lib/outbound-image-fetch.server";
import { SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { services } from "~/lib/services.server";
import { processImage } from "~/modules/images/image-upload.server";
import { storeImageVersion } from "~/modules/images/image-store.server";
import type { ImageUploadMessages, StoredImageKind } from "~/modules/images/image-versions";
import { COVER_URL_UNUSABLE, coverUrlFailed } from "./cover-url.constants";

/**
 * An address whose picture could not be fetched or used: 422 with the field's message.
 * `retryable`: the same address may work later (a timeout, a 503), unlike a refused host or a page
 * that is not a picture.
 */
export class CoverUrlError extends AppError {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(COVER_URL_UNUSABLE, 422, message);
  }
}

/** processImage's refusals, worded for an address rather than a chosen file. */
const URL_IMAGE_MESSAGES: ImageUploadMessages = {
  invalidRequest: coverUrlFailed("it is not a JPEG, PNG, WebP or GIF image"),
  tooLarge: coverUrlFailed("it is larger than 5MB"),
  invalid: coverUrlFailed("it is not a JPEG, PNG, WebP or GIF image"),
  unreadable: coverUrlFailed("it could not be read as a picture; it may be damaged"),
  tooManyPixels: coverUrlFailed("the picture is too large (more than 40 megapixels)"),
  noFile: coverUrlFailed("the server sent an empty answer"),
  interrupted: coverUrlFailed("the transfer was interrupted"),
};

/**
 * Fetches the picture at `url`, makes the sizes of `kind` and stores them under a new version of
 * `ownerId`; returns the key prefix for the row's `cover_image_key`. Throws a CoverUrlError with
 * the field's message when the address cannot give a usable picture.
 */
export async function storeCoverFromUrl(
  kind: StoredImageKind,
  ownerId: string,
  url: string,
  opts: { maxBytes: number; signal?: AbortSignal },
): Promise<string> {
  const { env } = services();
  let fetched;
  try {
    fetched = await fetchImageToTempFile(url, {
      dataDir: env.dataDir,
      maxBytes: opts.maxBytes,
      allowPrivateHosts: env.IMAGE_FETCH_ALLOW_PRIVATE_HOSTS,
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof OutboundImageError) throw new CoverUrlError(coverUrlFailed(error.message), error.retryable);
    throw error;
  }
  try {
    const image = await processImage(fetched, kind, URL_IMAGE_MESSAGES);
    return await storeImageVersion(kind, ownerId, image);
  } catch (error) {
    if (error instanceof SandboxLimitError) {
      throw new CoverUrlError(
        coverUrlFailed(
          error.limit === "memory" ? "the picture is too large when decompressed" : "the picture took too long to read",
        ),
        false,
      );
    }
    // processImage's own refusals already carry the field's words.
    if (error instanceof AppError && error.code.startsWith("image.")) throw new CoverUrlError(error.message, false);
    throw error;
  } finally {
    await fetched.dispose();
  }
}
